// The game page's replay: a bar over the board that steps through the game's record (buttons, a
// slider, the arrow keys, Home and End), tells each step in words and lights what it scored, as
// the rules-wiki element does; the final scoring is the last step. "Back to the game" closes it.
// The steps, their frames and their words are the game's (shell/game-page.ts ReplaySteps).
import { h } from './dom.js';
import type { ReplaySteps } from './game-page.js';
import { said, saidAttr } from '../words/static-words.js';
import { t } from '../words/words.js';

export interface ReplayHooks<F> {
  show(frame: F): void;
  close(): void;
}

export class ReplayBar<F = unknown> {
  readonly bar: HTMLElement;
  #replay: ReplaySteps<F>;
  #hooks: ReplayHooks<F>;
  #step = 0;
  #slider: HTMLInputElement;
  #caption: HTMLElement;
  #events: HTMLElement;
  #buttons: Record<'first' | 'prev' | 'next' | 'last', HTMLButtonElement>;

  constructor(host: HTMLElement, replay: ReplaySteps<F>, hooks: ReplayHooks<F>, start = 0) {
    this.#replay = replay;
    this.#hooks = hooks;
    // the step buttons' glyphs are not words; their names are (kept by applyWords on a change of language)
    const btn = (glyph: string, name: 'replay-first' | 'replay-prev' | 'replay-next' | 'replay-last', go: () => number) =>
      h('button', { type: 'button', class: 'step-btn', ...saidAttr('title', name), ...saidAttr('aria-label', name), onclick: () => this.goto(go()) }, glyph);
    this.#buttons = {
      first: btn('|◀', 'replay-first', () => 0),
      prev: btn('◀', 'replay-prev', () => this.#step - 1),
      next: btn('▶', 'replay-next', () => this.#step + 1),
      last: btn('▶|', 'replay-last', () => this.#replay.last),
    };
    this.#slider = h('input', { type: 'range', id: 'replay-slider', min: 0, max: replay.last, step: 1, value: 0, ...saidAttr('aria-label', 'replay-step') });
    this.#slider.addEventListener('input', () => this.goto(Number(this.#slider.value)));
    this.#caption = h('p', { id: 'replay-caption' });
    this.#events = h('ol', { id: 'replay-events', 'aria-live': 'polite', ...saidAttr('aria-label', 'replay-events'), tabindex: 0 });
    const b = this.#buttons;
    this.bar = h('section', { id: 'replay', ...saidAttr('aria-label', 'replay-region') },
      h('div', { class: 'replay-head' }, this.#caption,
        h('button', { type: 'button', id: 'replay-close', onclick: () => this.close(), ...said('replay-back') })),
      h('div', { class: 'replay-controls' }, b.first, b.prev, this.#slider, b.next, b.last),
      this.#events);
    host.append(this.bar);
    this.goto(start);
    b.next.focus({ preventScroll: true });
  }

  get step(): number { return this.#step; }

  goto(n: number): void {
    const step = Math.max(0, Math.min(this.#replay.last, Math.trunc(n)));
    this.#step = step;
    const frame = this.#replay.frame(step);
    const caption = this.#replay.caption(step);
    this.#caption.textContent = t('replay-caption', { caption });
    this.#slider.value = String(step);
    this.#slider.setAttribute('aria-valuetext', caption);
    this.#buttons.first.disabled = this.#buttons.prev.disabled = step === 0;
    this.#buttons.next.disabled = this.#buttons.last.disabled = step >= this.#replay.last;
    const lines = this.#replay.lines(frame);
    this.#events.replaceChildren(...(lines.length
      ? lines.map((l) => h('li', { class: `ev-${l.kind}` }, l.text))
      : [h('li', { class: 'none', text: t(step === 0 ? 'replay-start' : 'replay-nothing') })]));
    this.#hooks.show(frame);
  }

  /** Arrow keys, Home, End and Escape while the replay is open; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (e.target instanceof HTMLInputElement) return false;   // the slider has its own keys
    const moves: Record<string, () => number> = {
      ArrowLeft: () => this.#step - 1, ArrowRight: () => this.#step + 1, Home: () => 0, End: () => this.#replay.last,
    };
    const go = moves[e.key];
    if (go) { this.goto(go()); return true; }
    if (e.key === 'Escape') { this.close(); return true; }
    return false;
  }

  close(): void {
    this.bar.remove();
    this.#hooks.close();
  }
}
