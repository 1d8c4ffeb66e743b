// The log: each event of the game in the game's words (GameView.logLine), a line per event with the
// seat's dot; each finished turn spoken (shell/announcer.ts). It also counts whose each move was,
// which undo goes back by.
import { TurnAnnouncer } from './announcer.js';
import { h } from './dom.js';
import type { Shell } from './app.js';
import { t } from '../words/words.js';

export class GameLog {
  count = 0;                     // the game's events told so far
  /** The player of each move, in order (GameView.moverOf). */
  movers: number[] = [];
  #scroll = 0;                   // the frame that scrolls the log to its newest line, if one is asked
  readonly announcer: TurnAnnouncer;

  constructor(readonly list: HTMLElement, region: HTMLElement) {
    this.announcer = new TurnAnnouncer(region);
  }

  reset(): void {
    this.count = 0;
    this.movers = [];
    this.announcer.reset();
    this.list.replaceChildren();
  }

  /** Tells the events the game has had since the last call (all of them after an undo). */
  append(app: Shell): void {
    const game = app.game;
    if (!game) return;
    const count = game.eventCount();
    if (count < this.count) { this.list.replaceChildren(); this.count = 0; this.movers = []; this.announcer.reset(); }   // undone
    if (count === this.count) { this.announcer.settle(app.progress?.turn ?? 0, app.progress?.over); return; }
    const events = game.events(this.count);
    const quiet = this.count === 0 && count > 1;   // a game taken over (loaded, resumed): no speech for its past
    this.count = count;
    for (const e of events) { const p = app.view.moverOf(e); if (p >= 0) this.movers.push(p); }
    const names = app.seats.map((s) => s.name);
    const log = this.list;
    for (const [i, e] of events.entries()) {
      const index = this.count - events.length + i;   // the event's index in the game's list
      const line = app.view.logLine(e, names, index);
      if (!line) continue;
      if (!quiet) this.announcer.add(line.turn, line.text);
      const seat = app.seats[line.player];
      // a line told as part of the one before (a meeple put down joins the line of the tile
      // placed in the same turn)
      const prev = log.lastElementChild as HTMLElement | null;
      if (line.joins && prev?.dataset['kind'] === line.joins && prev.dataset['turn'] === String(line.turn) && prev.dataset['player'] === String(line.player)) {
        const span = prev.lastElementChild as HTMLElement;
        const name = names[line.player] ?? '';
        span.textContent += t('log-joined', { text: line.text.startsWith(name + ' ') ? line.text.slice(name.length + 1) : line.text });
        prev.dataset['kind'] = line.kind;
        prev.className = `ev ev-${line.kind}`;
        continue;
      }
      const li = h('li', { class: `ev ev-${line.kind}`, 'data-turn': line.turn, 'data-player': line.player, 'data-kind': line.kind, 'data-event': index },
        seat ? h('span', { class: 'dot', 'aria-hidden': 'true', text: seat.mark }) : h('span', { class: 'dot none', 'aria-hidden': 'true' }),
        line.icon?.() ?? null,
        h('span', { text: line.text }));
      if (seat) li.querySelector<HTMLElement>('.dot')!.style.background = seat.color;
      log.append(li);
    }
    // the newest line in view, in the coming frame: the frame lays the page out anyway, where reading
    // scrollHeight here forced a layout in the middle of every redraw
    this.#scroll ||= requestAnimationFrame(() => { this.#scroll = 0; log.scrollTop = log.scrollHeight; });
    // a turn is spoken once it is over (a bot's move, its scores), the last one at the end
    this.announcer.settle(app.progress?.turn ?? 0, app.progress?.over);
  }

  /** During the final-scoring walk-through: the lines of its events up to `upTo` shown, the rest hidden. */
  revealFinal(from: number, upTo: number): void {
    for (const li of this.list.querySelectorAll<HTMLElement>('li[data-event]'))
      if (Number(li.dataset['event']) >= from) li.hidden = Number(li.dataset['event']) > upTo;
    this.list.scrollTop = this.list.scrollHeight;
  }
}
