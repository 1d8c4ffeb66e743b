// The dice game's view in the page shell (web/src/shell/game-page.ts GameView): the grid on the
// page's board canvas (dice-draw.ts, as the wiki element draws it), a button per legal square in
// the panel (and a click on the grid, the arrow keys and Enter), the players with their scores and
// the goal card of the human who decides, the log's words, the replay's frames and the results.
// Every word of the game is text (textContent): nothing of a record or a name is markup.
import type { PlatformEvent } from 'carcassonne-engine/game';
import { thinkingBadge } from '../../../../web/src/shell/bot-turns.js';
import { $, h } from '../../../../web/src/shell/dom.js';
import type { BoardCamera, FinalPlan, GameView, Host, LogLine, ReplaySteps } from '../../../../web/src/shell/game-page.js';
import { drawBoard, type GridPlace } from './dice-draw.js';
import { goalSteps, type GoalStep } from './final-steps.js';
import { eventLine, lineWords, squareWords, winnerLine, type DiceState, type Square } from './dice-words.js';
import type { DiceTypes } from './types.js';

/** A replay step: the position after that many moves, the last roll and the step's events. */
interface Frame { state: DiceState; roll: number | null; events: PlatformEvent[] }

const lastRoll = (events: PlatformEvent[]): number | null => {
  const roll = events.filter((e) => e.id === 'roll').at(-1);
  return roll ? Number(roll.face) : null;
};
const isSquare = (o: unknown): o is Square => {
  const q = o as Partial<Square> | null;
  return typeof q?.x === 'number' && typeof q.y === 'number';
};

export class DicePageView implements GameView<DiceTypes> {
  readonly board: BoardCamera;
  #frame: Frame | null = null;     // the replay step shown, or null: the game
  #goal: GoalStep | null = null;   // the final scoring's step shown, or null
  #place: GridPlace | null = null; // where the grid was last drawn (for clicks)
  #cursor = -1;                    // the keyboard's square: an index into the legal squares
  #squares: HTMLElement;

  constructor(readonly host: Host<DiceTypes>) {
    const canvas = $('#board') as HTMLCanvasElement;
    this.board = { canvas, autoFit: true, fit: () => this.updateBoard(), zoomBy: () => {}, keepInView: () => {}, insets: () => ({}) };
    this.#squares = $('#squares');
    canvas.addEventListener('click', (e) => this.#click(e));
    new ResizeObserver(() => this.updateBoard()).observe(canvas);
  }

  /** The legal squares of the decision at hand, when a human may play one. */
  legal(): Square[] {
    return this.host.humanToMove() ? (this.host.opts as unknown[]).filter(isSquare) : [];
  }

  // ---- the shell's turn flow -----------------------------------------------------------------

  reset(): void { this.#cursor = -1; this.#frame = null; this.#goal = null; }
  undoneInTurn(): void { this.#cursor = -1; }
  changed(): void { this.#cursor = -1; }
  optionTaken(): void { /* the redraw follows */ }
  optionShown(): void { /* the whole grid is always in view */ }

  updateBoard(): void {
    const st = this.#frame?.state ?? this.host.st;
    if (!st) return;
    const roll = this.#frame ? this.#frame.roll : lastRoll(this.host.game?.events() ?? []);
    const legal = this.#frame ? [] : this.legal();
    const { top, bottom } = this.board.insets();   // room for the walk-through's card and the replay's bar
    this.#place = drawBoard(this.board.canvas, st, roll, legal, this.#frame ? undefined : this.#goal?.goal, { top: top ?? 0, bottom: bottom ?? 0 });
    const cur = legal[this.#cursor];
    this.board.canvas.setAttribute('aria-label', `The board: ${this.#boardWords(st)}${cur ? `. Chosen: ${squareWords(cur)}` : ''}`);
  }

  renderPanel(): void {
    const st = this.host.st;
    if (!st) return;
    this.status();
    const legal = this.legal();
    this.#squares.replaceChildren(...legal.map((q, i) => h('button', {
      type: 'button', id: `square-${q.x}-${q.y}`, class: i === this.#cursor ? 'chosen' : undefined,
      title: `Place on ${squareWords(q)}`, 'aria-label': `Place on ${squareWords(q)}`, onclick: () => this.host.apply({ x: q.x, y: q.y }),
    }, `${q.x + 1},${q.y + 1}`)));
    this.#squares.hidden = legal.length === 0;
    this.#players(this.#frame?.state ?? st);
    const goal = $('#goal');
    const seat = this.host.humanToMove() ? st.decision?.player : undefined;
    const mine = typeof seat === 'number' ? st.goals[seat] : null;
    goal.textContent = mine ? `${this.host.seats[seat as number]?.name ?? 'Your'}'s goal card: ${lineWords(mine)} (2 points per own marker on it at the end)` : '';
    goal.hidden = !mine;
  }

  status(): void {
    const st = this.host.st, el = $('#status');
    if (!st) { el.textContent = ''; return; }
    if (this.host.mode === 'replay') { el.textContent = 'Replay: step through the game below the board; “Back to the game” returns.'; return; }
    if (this.host.mode === 'final') { el.textContent = 'Game over — the goal cards, one at a time.'; return; }
    if (st.finished) { el.textContent = `Game over — ${this.#winners(st)}.`; return; }
    const seat = Number(st.decision?.player ?? st.current);
    const name = this.host.seats[seat]?.name ?? `Player ${seat + 1}`;
    if (this.host.bots[seat]) { el.textContent = `${name} is thinking…`; return; }
    el.textContent = `${name}: place a marker on the open line (${lineWords(st.open)}), or anywhere empty when it is full.`;
  }

  key(e: KeyboardEvent): boolean {
    const legal = this.legal();
    if (legal.length === 0) return false;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step !== undefined) {
      this.#cursor = (Math.max(this.#cursor, step > 0 ? -1 : 0) + step + legal.length) % legal.length;
      e.preventDefault();
      this.updateBoard();
      this.renderPanel();
      return true;
    }
    const q = legal[this.#cursor];
    if ((e.key === 'Enter' || e.key === ' ') && q) { e.preventDefault(); this.host.apply({ x: q.x, y: q.y }); return true; }
    return false;
  }

  shownScores(): number[] { return this.#goal?.scores ?? (this.#frame?.state ?? this.host.st)?.scores ?? []; }
  opensTurn(): boolean { return true; }   // a turn is one placement
  moverOf(e: PlatformEvent): number { return e.id === 'place' ? Number(e.player) : -1; }

  logLine(e: PlatformEvent, _names: string[], index: number): LogLine | null {
    const st = this.host.st;
    if (!st) return null;
    // the turn of an event: the placements up to it (the roll and the scores after a placement are its turn's)
    const turn = Math.max(1, (this.host.game?.events().slice(0, index + 1) ?? []).filter((x) => x.id === 'place').length);
    const player = e.id === 'place' || e.id === 'score' ? Number(e.player) : -1;
    const line = eventLine(e, st);
    return { turn, player, kind: line.kind, text: line.text };
  }

  finalScoring(_record: DiceTypes['record'], game: DiceTypes['game']): FinalPlan | null {
    return goalSteps(game.state(), game.events(), (step) => { this.#goal = step; });
  }

  replay(record: DiceTypes['record']): ReplaySteps<Frame> {
    const engine = this.host.engine, last = record.moves?.length ?? 0;
    const frameAt = (ply: number): Frame => {
      const g = engine.loadRecord(record, { ply });
      try {
        const before = ply > 0 ? engine.loadRecord(record, { ply: ply - 1 }) : null;
        const from = before?.eventCount() ?? 0;
        before?.dispose();
        return { state: g.state(), roll: lastRoll(g.events()), events: g.events(from) };
      } finally {
        g.dispose();
      }
    };
    frameAt(last);   // throws now when the record cannot be replayed
    return {
      last,
      frame: frameAt,
      caption: (step) => (step === 0 ? `Start (${last} moves)` : `Move ${step} of ${last}`),
      lines: (f) => f.events.map((e) => eventLine(e, f.state)),
      show: (f) => { this.#frame = f; },
    };
  }

  replayOpened(): void { this.updateBoard(); }
  modesLeft(): void { this.#frame = null; this.#goal = null; }

  showResults(_from: number, actions: { onReplay(): void; onNewGame(): void }): void {
    const st = this.host.st;
    if (!st) return;
    const dialog = $('#results') as HTMLDialogElement;
    const close = () => dialog.close();
    const rows = st.players.map((p, i) => h('tr', {},
      h('th', { scope: 'row', text: p.name }),
      h('td', { text: st.goals[i] ? lineWords(st.goals[i]!) : '' }),
      h('td', { class: 'num', text: String(st.scores[i] ?? 0) })));
    dialog.replaceChildren(h('h2', { id: 'results-title', text: 'Game over' }),
      h('p', { text: this.#winners(st) }),
      h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: 'Player' }), h('th', { text: 'Goal card' }), h('th', { text: 'Points' }))), h('tbody', {}, rows)),
      h('div', { class: 'actions' },
        h('button', { type: 'button', onclick: () => { close(); actions.onReplay(); } }, 'Replay'),
        h('button', { type: 'button', onclick: () => { close(); actions.onNewGame(); } }, 'New game'),
        h('button', { type: 'button', class: 'primary', id: 'results-close', onclick: close }, 'Close')));
    dialog.setAttribute('aria-labelledby', 'results-title');
    if (!dialog.open) dialog.showModal();
  }

  warmUp(): void { /* one small core, no art: nothing to warm */ }

  testHooks(): Record<string, unknown> {
    return {
      /** The squares a human may place on now. */
      legalSquares: () => this.legal().map((q) => ({ x: q.x, y: q.y })),
      /** Client coordinates of the middle of square (x, y) on the board, or null before a draw. */
      squareCenter: (x: number, y: number) => {
        const g = this.#place;
        if (!g) return null;
        const r = this.board.canvas.getBoundingClientRect();
        return { x: r.left + g.left + (x + 0.5) * g.cell, y: r.top + g.top + (y + 0.5) * g.cell };
      },
    };
  }

  // ---- inside ----------------------------------------------------------------------------------

  #players(shown: DiceState): void {
    const st = this.host.st!, playing = !st.finished && this.host.mode === 'play';
    const decider = typeof st.decision?.player === 'number' ? st.decision.player : -1;
    const scores = this.shownScores();
    $('#players').replaceChildren(...shown.players.map((p, i) => {
      const seat = this.host.seats[i];
      const isTurn = playing && decider === i;
      const thinking = this.host.thinking?.seat === i && this.host.mode === 'play' ? this.host.thinking : null;
      const dot = h('span', { class: 'dot', 'aria-hidden': 'true', text: seat?.mark ?? String(i + 1) });
      dot.style.background = seat?.color ?? '#777';
      return h('li', { class: 'player' + (isTurn ? ' current' : ''), 'aria-current': isTurn ? 'step' : undefined, 'data-seat': i },
        dot,
        h('span', { class: 'pname' }, h('span', { class: 'name', text: p.name }), seat?.bot ? h('small', { class: 'tag', text: 'bot' }) : null),
        thinking ? thinkingBadge(thinking.millis) : null,
        h('span', { class: 'score', 'data-score': scores[i] ?? 0, text: String(scores[i] ?? 0) }));
    }));
  }

  #winners(st: DiceState): string {
    const top = Math.max(...st.scores);
    return winnerLine(st.scores.map((s, i) => (s === top ? i : -1)).filter((i) => i >= 0), st);
  }

  #boardWords(st: DiceState): string {
    const markers = st.grid.flat().filter((c) => c !== null).length;
    return `${markers} of ${st.size * st.size} squares hold a marker, ${st.finished ? 'game over' : `open line ${lineWords(st.open)}`}`;
  }

  #click(e: MouseEvent): void {
    const g = this.#place;
    if (!g || this.host.mode !== 'play') return;
    const r = this.board.canvas.getBoundingClientRect();
    const x = Math.floor((e.clientX - r.left - g.left) / g.cell), y = Math.floor((e.clientY - r.top - g.top) / g.cell);
    if (this.legal().some((q) => q.x === x && q.y === y)) this.host.apply({ x, y });
  }
}
