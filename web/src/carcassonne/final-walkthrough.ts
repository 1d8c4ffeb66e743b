// The final-scoring walk-through: when a game ends, the figures stay on the board and each score
// of the final scoring is shown on its own, its feature lit (a field also lights, in blue, the
// completed cities it pays for), the scores counting up; Next steps on, Skip goes to the results.
// Like JCloisterZone's and Board Game Arena's end of game, but one feature at a time.
import type { FigureState } from 'carcassonne-engine';
import { h } from '../shell/dom.js';
import { inkOn } from './meeple.js';
import type { FinalScoring, Part } from './replay.js';
import { describe } from './words.js';

export interface WalkthroughView {
  figures: FigureState[];       // standing at this step (the ones scored before it are home)
  highlight: Part[] | null;     // the feature scored now
  highlightAlt: Part[] | null;  // the completed cities a field pays for
  scores: number[];             // the scores with this step counted
}

export interface WalkthroughHooks {
  changed(): void;              // redraw the board and the scores
  done(): void;                 // the walk-through is over (finished or skipped)
}

const returnKey = (f: { player: number | null; figure: string; x: number; y: number; at: string }) =>
  `${f.player}/${f.figure}/${f.x},${f.y}/${f.at}`;

export class FinalWalkthrough {
  readonly card: HTMLElement;
  #fs: FinalScoring;
  #names: string[];
  #seats: { color: string; mark: string }[];
  #hooks: WalkthroughHooks;
  #index = 0;
  #title: HTMLElement;
  #text: HTMLElement;
  #note: HTMLElement;
  #next: HTMLButtonElement;

  constructor(host: HTMLElement, fs: FinalScoring, names: string[], seats: { color: string; mark: string }[], hooks: WalkthroughHooks) {
    this.#fs = fs;
    this.#names = names;
    this.#seats = seats;
    this.#hooks = hooks;
    this.#title = h('h2', { id: 'final-title' });
    this.#text = h('p', { id: 'final-text' });
    this.#note = h('p', { class: 'note' });
    this.#next = h('button', { type: 'button', id: 'final-next', class: 'primary', onclick: () => this.next() }, 'Next');
    this.card = h('section', { id: 'final-scoring', 'aria-labelledby': 'final-title', role: 'region' },
      this.#title,
      h('div', { 'aria-live': 'polite', 'aria-atomic': 'true' }, this.#text, this.#note),
      h('div', { class: 'actions' },
        h('button', { type: 'button', id: 'final-skip', onclick: () => this.finish() }, 'Skip to results'),
        this.#next));
    host.append(this.card);
    this.#render();
    this.#next.focus({ preventScroll: true });
  }

  get index(): number { return this.#index; }
  get count(): number { return this.#fs.items.length; }

  view(): WalkthroughView {
    const items = this.#fs.items;
    const item = items[this.#index];
    const home = new Map<string, number>();
    for (const done of items.slice(0, this.#index))
      for (const r of done.event.returned) home.set(returnKey(r), (home.get(returnKey(r)) ?? 0) + 1);
    const figures = this.#fs.figures.filter((f) => {
      const k = returnKey(f), n = home.get(k) ?? 0;
      if (n > 0) { home.set(k, n - 1); return false; }
      return true;
    });
    const scores = [...this.#fs.scoresBefore];
    for (const done of items.slice(0, this.#index + 1)) for (const p of done.event.players) scores[p]! += done.event.points;
    return {
      figures,
      highlight: item?.parts.length ? item.parts : null,
      highlightAlt: item?.cities.length ? item.cities : null,
      scores,
    };
  }

  next(): void {
    if (this.#index + 1 >= this.count) { this.finish(); return; }
    this.#index++;
    this.#render();
    this.#hooks.changed();
  }

  /** Arrow keys, Enter and Escape while the walk-through is shown; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (e.key === 'ArrowRight' || ((e.key === 'Enter' || e.key === ' ') && !(e.target instanceof HTMLButtonElement))) { this.next(); return true; }
    if (e.key === 'Escape') { this.finish(); return true; }
    return false;
  }

  finish(): void {
    this.card.remove();
    this.#hooks.done();
  }

  #render(): void {
    const item = this.#fs.items[this.#index];
    if (!item) return;
    this.#title.textContent = `Final scoring · ${this.#index + 1} of ${this.count}`;
    const line = describe(item.event, this.#names);
    const who = item.event.players[0] ?? -1;
    const seat = this.#seats[who];
    const dot = h('span', { class: 'dot', 'aria-hidden': 'true', text: seat?.mark ?? '' });
    if (seat) { dot.style.background = seat.color; dot.style.color = inkOn(seat.color); }
    this.#text.replaceChildren(dot, ` ${line?.text ?? ''}`);
    const cities = item.event.cities ?? 0;
    // what the board shows of it: the feature lit, or (a score of no feature: gold bars held,
    // goods, a robbery) the score track, which shows the scores of this step
    this.#note.textContent = item.event.feature === 'field' && cities && item.parts.length
      ? `The field is lit; in blue the ${cities === 1 ? 'completed city' : `${cities} completed cities`} it pays for.`
      : item.parts.length ? 'The feature is lit on the board.'
        : item.event.feature === 'goods' ? 'Goods tokens are counted: no feature on the board.'
          : 'No feature on the board: the scores show it.';
    this.#next.textContent = this.#index + 1 >= this.count ? 'See the results' : 'Next';
  }
}
