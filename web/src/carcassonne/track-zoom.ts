// The score track enlarged: a button under the panel's track opens it in a dialog at 2.5 times the
// panel's width (at least 760 px; a narrow screen scrolls it sideways), with figures about 40 px
// tall, redrawn with the panel's track while it is open (a walk-through step, a replay step).
import type { TrackFigure } from 'carcassonne-engine';
import { h } from '../shell/dom.js';
import { drawScoreTrack, type Seat } from './score-track.js';

export class TrackZoom {
  readonly button: HTMLButtonElement;
  #dialog: HTMLDialogElement;
  #canvas: HTMLCanvasElement;
  #shown: { figs: TrackFigure[]; seats: Seat[] } | null = null;

  constructor(after: HTMLElement) {
    this.#canvas = h('canvas', { id: 'score-track-big', role: 'img', 'aria-label': 'Score track' }) as HTMLCanvasElement;
    this.#dialog = h('dialog', { id: 'track-zoom', 'aria-labelledby': 'track-zoom-title' },
      h('h2', { id: 'track-zoom-title', text: 'Score track' }),
      h('div', { class: 'track-scroll' }, this.#canvas),
      h('div', { class: 'actions' }, h('button', { type: 'button', class: 'primary', id: 'track-zoom-close', onclick: () => this.#dialog.close() }, 'Close'))) as HTMLDialogElement;
    this.button = h('button', { type: 'button', id: 'score-track-zoom', class: 'link-like', onclick: () => this.open() }, 'Enlarge the score track') as HTMLButtonElement;
    after.after(this.button);
    document.body.append(this.#dialog);
    this.#dialog.addEventListener('click', (e) => { if (e.target === this.#dialog) this.#dialog.close(); });
  }

  /** The track the panel shows now; redrawn here when the dialog is open. */
  show(figs: TrackFigure[] | null, seats: Seat[]): void {
    this.button.hidden = !figs;
    this.#shown = figs ? { figs, seats } : null;
    if (!figs && this.#dialog.open) this.#dialog.close();
    if (this.#dialog.open) this.#draw();
  }

  open(): void {
    if (!this.#shown) return;
    if (!this.#dialog.open) this.#dialog.showModal();
    this.#draw();
    (this.#dialog.querySelector('#track-zoom-close') as HTMLButtonElement | null)?.focus();
  }

  #draw(): void {
    if (!this.#shown) return;
    const panel = document.querySelector<HTMLCanvasElement>('#score-track')?.clientWidth || 305;
    this.#canvas.style.width = `${Math.max(760, Math.round(panel * 2.5))}px`;
    drawScoreTrack(this.#canvas, this.#shown.figs, this.#shown.seats);
  }
}
