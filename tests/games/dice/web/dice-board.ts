// The dice fixture game's board in the wiki element (<rules-board game="dice">), through the
// platform's facade: its own core (dice_core.wasm beside the bundle, createGameEngine('dice')).
// A record is replayed step by step, each step the engine's position after that many moves
// (loadAt); play mode goes on from a step, the reader placing for every seat (a click on a square,
// or one button per legal square). Nothing of a record is markup: names and events are text.
import { createGameEngine, type PlatformEvent, type RulesEngine, type RulesGame } from 'carcassonne-engine/game';
import type { BoardGame, BoardHost, GameView, Picture } from '../../../../web/src/embed/board-game.js';
import { drawBoard, SEAT_COLORS, SEAT_MARKS, type GridPlace } from './dice-draw.js';
import { eventLine, lineWords, squareWords, type DiceState, type Square } from './dice-words.js';

let shared: Promise<RulesEngine> | null = null;
/** The dice engine of the page, made once (a failed load may be retried by the next element). */
function diceEngine(): Promise<RulesEngine> {
  if (!shared) {
    shared = createGameEngine('dice');
    shared.catch(() => { shared = null; });
  }
  return shared;
}

const lastRoll = (events: PlatformEvent[]): number | null => {
  const roll = events.filter((e) => e.id === 'roll').at(-1);
  return roll ? Number(roll.face) : null;
};

class DiceView implements GameView {
  readonly controls: readonly HTMLElement[];
  #host: BoardHost;
  #squares: HTMLSpanElement;           // play mode: one button per legal square
  #engine: RulesEngine | null = null;
  #text = '';
  #moves = 0;
  #game: RulesGame | null = null;      // the position shown
  #place: GridPlace | null = null;
  #playing = false;
  #playFrom = 0;                       // play mode: the event count of the starting position
  #refused = '';

  constructor(host: BoardHost) {
    this.#host = host;
    this.#squares = document.createElement('span');
    this.#squares.className = 'module-actions';
    this.controls = [this.#squares];
    host.canvas.addEventListener('click', (e) => this.#click(e));
  }

  get steps(): number { return this.#engine ? this.#moves + 1 : 0; }

  async load(early: string | null, text: Promise<string>, stale: () => boolean): Promise<void> {
    void early;
    const [engine, t] = await Promise.all([diceEngine(), text]);
    if (stale()) return;
    const whole = engine.loadRecord(t);   // the engine's words for a record it cannot replay
    const moves = whole.save().moves?.length ?? 0;
    whole.dispose();
    this.release();
    this.#engine = engine;
    this.#text = t;
    this.#moves = moves;
  }

  showStep(step: number): Picture {
    this.#playing = false;
    const game = this.#use(this.#engine!.loadRecord(this.#text, { ply: step }));
    const before = step > 0 ? this.#countAt(step - 1) : 0;
    const caption = step === 0 ? `Start (${this.#moves} moves)` : `Move ${step} of ${this.#moves}`;
    return this.#picture(game, before, caption, step, []);
  }

  startPlay(ply: number): void {
    const game = this.#use(this.#engine!.loadRecord(this.#text, { ply }));
    this.#playing = true;
    this.#playFrom = game.eventCount();
    this.#refused = '';
  }

  showPlay(): Picture {
    const game = this.#game!;
    const s = game.state() as DiceState;
    const legal = s.finished ? [] : (game.options() as unknown as Square[]).filter((o) => typeof o.x === 'number');
    this.#squares.replaceChildren(...legal.map((q) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = `${q.x + 1},${q.y + 1}`;
      b.title = `Place on ${squareWords(q)}`;
      b.setAttribute('aria-label', b.title);   // "2,3" is digits: the button is named by its title
      b.onclick = () => this.#apply(q);
      return b;
    }));
    this.#squares.hidden = legal.length === 0;
    const p = this.#picture(game, this.#playFrom, '', null, legal);
    const text = this.#refused || this.#instruction(s);
    return { ...p, message: { text, refused: !!this.#refused } };
  }

  checkPly(ply: number): void { this.#engine!.loadRecord(this.#text, { ply }).dispose(); }
  state(): unknown { return this.#game?.state() ?? null; }

  cellToClient(x: number, y: number, fx: number, fy: number): { x: number; y: number } | null {
    const g = this.#place;
    if (!g || x < 0 || y < 0 || x >= 4 || y >= 4) return null;
    const r = this.#host.canvas.getBoundingClientRect();
    return { x: r.left + g.left + (x + fx) * g.cell, y: r.top + g.top + (y + fy) * g.cell };
  }

  release(): void {
    this.#game?.dispose();
    this.#game = null;
    this.#place = null;
  }

  // ---- inside --------------------------------------------------------------------------------

  #use(game: RulesGame): RulesGame {
    this.release();
    this.#game = game;
    return game;
  }

  #countAt(ply: number): number {
    const g = this.#engine!.loadRecord(this.#text, { ply });
    try { return g.eventCount(); } finally { g.dispose(); }
  }

  #picture(game: RulesGame, from: number, caption: string, ply: number | null, legal: Square[]): Picture {
    const s = game.state() as DiceState;
    const roll = lastRoll(game.events());
    this.#place = drawBoard(this.#host.canvas, s, roll, legal);
    const markers = s.grid.flat().filter((c) => c !== null).length;
    return {
      caption, ply, over: s.finished, note: '', marks: null,
      scores: s.players.map((p, i) => ({ name: p.name, score: s.scores[i] ?? 0, color: SEAT_COLORS[i] ?? '#777', mark: SEAT_MARKS[i] ?? '?' })),
      events: game.events(from).map((e) => eventLine(e, s)),
      quiet: 'Nothing yet: no marker placed.',
      label: `${markers} markers, ${s.finished ? 'game over' : `open line ${lineWords(s.open)}`}, ${roll === null ? 'no roll yet' : `last roll ${roll}`}`,
    };
  }

  #instruction(s: DiceState): string {
    if (s.finished) return 'The game is over: Reset to play again.';
    const seat = s.decision?.player ?? s.current;
    return `${s.players[Number(seat)]?.name ?? 'A player'}: place a marker on the open line (${lineWords(s.open)}), or anywhere empty when it is full`;
  }

  #apply(q: Square): void {
    if (!this.#playing || !this.#game) return;
    try {
      this.#game.apply({ x: q.x, y: q.y });
      this.#refused = '';
    } catch (e) {
      this.#refused = e instanceof Error ? e.message : String(e);   // the engine's words; nothing changed
    }
    this.#host.changed();
  }

  #click(e: MouseEvent): void {
    const g = this.#place;
    if (!this.#playing || !g) return;
    const r = this.#host.canvas.getBoundingClientRect();
    const x = Math.floor((e.clientX - r.left - g.left) / g.cell), y = Math.floor((e.clientY - r.top - g.top) / g.cell);
    if (x >= 0 && y >= 0 && x < 4 && y < 4) this.#apply({ x, y });
  }
}

export const diceBoard: BoardGame = { title: 'Dice grid', createView: (host) => new DiceView(host) };
