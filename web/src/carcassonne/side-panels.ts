// Carcassonne's side panels: the score track (and its enlarged dialog), the wonder cards, the
// modules' notes, the places of a module's options off the board (a button, a player's row, a
// track space) and the small tile pictures they show.
import type { GameState } from 'carcassonne-engine';
import { $, h } from '../shell/dom.js';
import { BoardInput } from './board-input.js';
import { atTrack } from './option-places.js';
import { drawScoreTrack, figuresAtScores, spaceAt, trackFigures } from './score-track.js';
import { TrackZoom } from './track-zoom.js';
import { wonderCards, type WondersState } from './wonder-cards.js';

export abstract class SidePanels extends BoardInput {
  trackZoom: TrackZoom | null = null;   // the score track enlarged (a dialog)

  /** The score track, with the spaces that answer the question now framed (a robber's); in the
   *  final-scoring walk-through the figures stand as at the step shown, never at the totals ahead. */
  drawTrack(): void {
    const st = this.mode === 'replay' && this.replayFrame ? this.replayFrame.state : this.st;
    if (!st?.track) return;
    const track = $('#score-track') as HTMLCanvasElement;
    const figs = this.mode === 'final' && this.walk ? figuresAtScores(trackFigures(st), this.shownScores()) : trackFigures(st);
    const numbered = !this.figureOptions().length;
    const lit = this.placed().filter((o) => o.place.on === 'track').map((o) => ({
      space: o.place.on === 'track' ? o.place.space : 0, label: numbered && o.index < 9 ? String(o.index + 1) : '', hot: o.index === this.hoverPlace }));
    drawScoreTrack(track, figs, this.seats, lit);
    this.trackZoom ??= new TrackZoom(track);
    this.trackZoom.show(figs, this.seats);
  }

  /** The wonders in play as cards (picture, name, effect, where), the Take buttons on those on offer while a player chooses. */
  renderWonderCards(wonders: WondersState | undefined): void {
    document.querySelector('#wonder-cards')?.remove();
    if (!wonders) return;
    const cards = wonderCards(wonders, {
      names: this.seats.map((x) => x.name),
      picture: (id, px) => this.tileIcon(id, 0, px),
      // the option whose place is this wonder's card (the engine's option places: option-places.ts)
      take: (id) => {
        const o = this.moduleOptions().find((m) => m.place?.on === 'card' && m.place.card === id);
        return o ? () => this.apply(o) : null;
      },
    });
    if (cards) $('#figure-actions').after(cards);
  }

  /** Scrolls the players and log part of the panel (only it: scrollIntoView would scroll the whole
   *  panel too, and the question out of view) until a player's row is in view. */
  showPlayerRow(seat: number): void {
    const row = $('#panel-rest').querySelector<HTMLElement>(`#players li[data-seat="${seat}"]`);
    if (row) this.showInPanelRest(row);
  }

  /** Scrolls the lower part of the panel until `el` (inside it) is in view, its top first if it is taller. */
  showInPanelRest(el: HTMLElement): void {
    const rest = $('#panel-rest');
    const r = el.getBoundingClientRect(), box = rest.getBoundingClientRect();
    if (r.top < box.top) rest.scrollTop -= box.top - r.top + 4;
    else if (r.bottom > box.bottom) rest.scrollTop += Math.min(r.bottom - box.bottom + 4, r.top - box.top - 4);
  }

  /** Lights the hovered option's place off the board: its button, its player's row, its track space. */
  renderPlacesOff(): void {
    for (const b of $('#module-actions').querySelectorAll<HTMLElement>('button[data-index]'))
      b.classList.toggle('lit', Number(b.dataset.index) === this.hoverPlace);
    const hot = this.placed()[this.hoverPlace];
    for (const li of $('#players').querySelectorAll<HTMLElement>('li[data-seat]'))
      li.classList.toggle('place-lit', hot?.place.on === 'player' && hot.place.player === Number(li.dataset.seat));
    this.drawTrack();
  }

  /** A click on the score track: the option whose place is that space, or else the enlarged track. */
  trackClick(e: MouseEvent): void {
    const canvas = e.currentTarget as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const space = spaceAt(canvas, e.clientX - r.left, e.clientY - r.top);
    const here = space === null ? [] : atTrack(this.placed(), space);
    if (here.length === 1) this.apply(here[0]!.option);
    else if (!this.placed().some((o) => o.place.on === 'track')) this.trackZoom?.open();
  }

  /** The modules' notes for a player (or the table: null), each a line with pictures of the tiles it names. */
  noteLines(st: GameState, player: number | null): HTMLElement[] {
    return (st.notes ?? []).filter((n) => n.player === player).map((n) =>
      h('small', { class: 'note', 'data-module': n.module }, ...(n.tiles ?? []).map((t) => this.tileIcon(t, 0, player === null ? 30 : 20)), h('span', { text: n.text })));
  }

  /** A small picture of a tile as placed, for a log line that names it. */
  tileIcon(id: string, rot: number, px = 20): HTMLCanvasElement {
    const dpr = window.devicePixelRatio || 1;
    const icon = h('canvas', { class: 'tile-icon', width: px * dpr, height: px * dpr, 'aria-hidden': 'true' });
    icon.style.width = icon.style.height = `${px}px`;
    const art = this.artist.art(id, px * dpr * 2);
    const ctx = icon.getContext('2d');
    if (art && ctx) {
      ctx.translate(px * dpr / 2, px * dpr / 2);
      ctx.rotate(rot * Math.PI / 2);
      const k = px * dpr / Math.max(art.width, art.height);   // a piece of several squares: fitted
      ctx.drawImage(art, -art.width * k / 2, -art.height * k / 2, art.width * k, art.height * k);
    }
    return icon;
  }
}
