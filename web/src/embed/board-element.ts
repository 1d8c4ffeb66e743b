// <carcassonne-board>: a game record shown on any page, from one ES module script.
//   <carcassonne-board src="road.json" mode="replay" ply="2" size="360"></carcassonne-board>
//   <carcassonne-board mode="view"><script type="application/json">{…record…}</script></carcassonne-board>
// mode: view (the board after move `ply`, or the end), replay (step through the moves, each step's
// events in words, the scored features highlighted), play (continue from the position; reset).
// The engine loads when the element comes near the viewport; all elements share one module.
import type { Engine, Game, GameEvent, GameRecord, GameState, Option } from 'carcassonne-engine';
import { BoardView, type BoardModel, type SeatLook, type Spot } from '../carcassonne/board.js';
import { h, markOnce } from '../shell/dom.js';
import { inkOn, seatMarks } from '../carcassonne/meeple.js';
import { seatColors, tileWords } from '../carcassonne/lexicon.js';
import type { TileArtist } from '../carcassonne/tiles.js';
import { Replay, scoredParts, type Part, type ReplayFrame, type TileIndex } from '../carcassonne/replay.js';
import { spreadSpots } from '../carcassonne/spot-layout.js';
import { boardMarks, placedOptions } from '../carcassonne/option-places.js';
import { describe } from '../carcassonne/words.js';
import { litParts, marksAt, NO_MARKS, type LitFeature, type StepMarks } from './annotations.js';
import { holds, NO_NEEDS, recordNeeds } from '../shell/cores.js';
import { loadEngine, whenVisible } from './engine-loader.js';
import { fetchRecordText, parseRecord } from './record-source.js';
import { applyStyles } from './styles.js';

export type Mode = 'view' | 'replay' | 'play';
const SIZES: Record<string, number> = { small: 240, medium: 340, large: 480 };

export interface BoardStateDetail {
  mode: Mode; step: number; steps: number; ply: number | null;
  caption: string; scores: number[]; events: string[]; over: boolean;
  /** The author's caption of this step (a record move's "note"; plain text) and its marks. */
  note: string; marks: { features: LitFeature[]; squares: { x: number; y: number }[] };
}

export class CarcassonneBoard extends HTMLElement {
  static readonly observedAttributes = ['src', 'mode', 'ply', 'size'];

  #root: ShadowRoot;
  #wrap: HTMLDivElement;
  #canvas: HTMLCanvasElement;
  #overlay: HTMLDivElement;
  #error: HTMLDivElement;
  #bar: HTMLDivElement;
  #caption: HTMLSpanElement;
  #note: HTMLParagraphElement;
  #scores: HTMLUListElement;
  #controls: HTMLDivElement;
  #slider: HTMLInputElement;
  #buttons: Record<'first' | 'prev' | 'next' | 'last' | 'turn' | 'pass' | 'reset', HTMLButtonElement>;
  #events: HTMLOListElement;
  #hand: HTMLDivElement;
  #handCanvas: HTMLCanvasElement;
  #message: HTMLParagraphElement;
  #moduleActions: HTMLSpanElement;

  #engine: Engine | null = null;
  #artist: TileArtist | null = null;
  #tiles: TileIndex | null = null;
  #frame: ReplayFrame | null = null;   // the replay step shown
  #board: BoardView | null = null;
  #recordText: string | null = null;   // set by the recordText property (embed.html)
  #text = '';                          // the record being shown
  #record: GameRecord | null = null;
  #replay: Replay | null = null;       // the record's steps: one per move, then its final scoring
  #allTiles: GameState['tiles'] = [];  // the whole record's board, for a steady camera
  #step = 0;
  #game: Game | null = null;
  #seats: SeatLook[] = [];
  #names: string[] = [];
  #started = false;
  #generation = 0;                     // a newer load makes older async work moot
  #stopWatching: (() => void) | null = null;
  // play mode
  #playFrom = 0;                       // event count of the starting position
  #placed: { x: number; y: number; rots: number[]; i: number } | null = null;
  #refused = '';
  #marks: StepMarks = NO_MARKS;        // the caption and marks of the step shown
  #eventLines: string[] = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    applyStyles(this.#root);
    // a button of words is named by them (its title adds the detail); a button of symbols by its title
    const btn = (label: string, title: string, onclick: () => void) =>
      h('button', { type: 'button', title, ...(/[A-Za-z]/.test(label) ? {} : { 'aria-label': title }), onclick }, label);
    this.#buttons = {
      first: btn('|◀', 'First step', () => this.#goto(0)),
      prev: btn('◀', 'Previous step', () => this.#goto(this.#step - 1)),
      next: btn('▶', 'Next step', () => this.#goto(this.#step + 1)),
      last: btn('▶|', 'Last step', () => this.#goto(this.steps - 1)),
      turn: btn('↻ Turn tile', 'Turn the tile just placed to its next legal rotation', () => this.#turnTile()),
      pass: btn('No meeple', 'End the turn without a meeple', () => this.#applyOption({ type: 'pass' })),
      reset: btn('Reset', 'Back to the starting position', () => this.#startPlay()),
    };
    this.#slider = h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Step' });
    this.#slider.addEventListener('input', () => this.#goto(Number(this.#slider.value)));
    this.#canvas = h('canvas', { class: 'board', tabindex: 0, role: 'img', 'aria-label': 'Carcassonne board' });
    this.#overlay = h('div', { class: 'overlay' }, 'Carcassonne example: loads when scrolled into view');
    this.#wrap = h('div', { class: 'wrap' }, this.#canvas, this.#overlay);
    // the page keeps scrolling over the board: only ctrl+wheel (and pinch) zooms it
    this.#wrap.addEventListener('wheel', (e) => { if (!e.ctrlKey) e.stopPropagation(); }, { capture: true });
    this.#canvas.addEventListener('keydown', (e) => this.#key(e));
    this.#error = h('div', { class: 'error', role: 'alert', hidden: true });
    this.#caption = h('span', { class: 'caption' });
    this.#note = h('p', { class: 'note', part: 'note', hidden: true });
    this.#scores = h('ul', { class: 'scores', 'aria-label': 'Scores' });
    this.#bar = h('div', { class: 'bar info' }, this.#caption, this.#scores);
    this.#handCanvas = h('canvas', { width: 88, height: 88, role: 'img', 'aria-label': 'Tile to place' });
    this.#hand = h('div', { class: 'hand', hidden: true }, this.#handCanvas);
    this.#message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
    this.#moduleActions = h('span', { class: 'module-actions' });
    const b = this.#buttons;
    this.#controls = h('div', { class: 'bar controls', hidden: true },
      b.first, b.prev, this.#slider, b.next, b.last, this.#hand, b.turn, this.#moduleActions, b.pass, b.reset, this.#message);
    // tabindex: the list scrolls when long, and a keyboard must reach it (axe: scrollable-region-focusable)
    this.#events = h('ol', { class: 'events', 'aria-live': 'polite', 'aria-label': 'What happened', tabindex: 0, hidden: true });
    this.#root.append(h('div', { class: 'frame', part: 'frame' }, this.#wrap, this.#note, this.#error, this.#bar, this.#controls, this.#events));
    this.#applySize();
  }

  connectedCallback(): void {
    if (this.#started || this.#stopWatching) return;
    this.#stopWatching = whenVisible(this, () => { this.#stopWatching = null; return this.#start(); });
  }

  disconnectedCallback(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (old === value) return;
    if (name === 'size') { this.#applySize(); return; }
    if (!this.#started) return;
    if (name === 'src') void this.#start();
    else if (name === 'mode') this.#show(this.#initialStep());
    else if (name === 'ply' && this.#record) {
      const s = this.#stepOfPly(value);
      if (s !== null) this.#show(s);
    }
  }

  // ---- public API (used by embed.html and tests) ----------------------------------------

  get mode(): Mode {
    const m = this.getAttribute('mode');
    return m === 'replay' || m === 'play' ? m : 'view';
  }
  /** The record as text, instead of src or the element's content (embed.html sets it). */
  set recordText(text: string) {
    this.#recordText = text;
    if (this.#started) void this.#start();
  }
  get steps(): number { return this.#replay?.steps ?? 0; }
  get step(): number { return this.#step; }
  /** Shows step n (0 = the start tile only; the last step is the end of the record). */
  goto(n: number): void { this.#goto(n); }
  state(): GameState | null { return this.#game?.state() ?? null; }
  /** What the last carcassonne-state event told: the step, its caption, scores, events and marks. */
  get detail(): BoardStateDetail { return this.#detail(this.#eventLines); }
  /** Shows an error in the element's error box (embed.html: a link it cannot read). */
  showError(message: string): void { this.#generation++; this.#started = true; this.#fail(new Error(message)); }
  /** Client coordinates of a point of board cell (x, y): fx, fy in 0..1 within the cell. */
  cellToClient(x: number, y: number, fx = 0.5, fy = 0.5): { x: number; y: number } | null {
    return this.#board?.cellToClient(x, y, fx, fy) ?? null;
  }

  // ---- loading ---------------------------------------------------------------------------

  async #start(): Promise<void> {
    this.#started = true;
    const gen = ++this.#generation;
    this.#overlay.hidden = false;
    this.#overlay.textContent = 'Loading…';
    try {
      // the core for the record's sets (web/src/cores.ts): a record given inline picks it before
      // any fetch; while one given by src="…" arrives, the first core (the base game, what most
      // examples play) loads meanwhile, and the full core follows only if the record needs it
      const now = this.#textNow();
      const [first, text] = await Promise.all([loadEngine(now === null ? NO_NEEDS : recordNeeds(now)), this.#source()]);
      if (gen !== this.#generation) return;
      const needs = recordNeeds(text);
      const shared = holds(first.core, needs) ? first : await loadEngine(needs);
      if (gen !== this.#generation) return;
      this.#engine = shared.engine;
      this.#artist = shared.artist;
      this.#tiles = shared.tiles;
      this.#text = text;
      this.#record = parseRecord(text, 'record');
      // validates the whole record now: a bad one shows its error instead of a half board. Names
      // and colours are the engine's (names cut to 64 bytes, colours only #rrggbb), never this
      // element's own reading of the record.
      this.#replay = new Replay(this.#engine, text, shared.tiles);
      const full = this.#replay.game(this.#replay.last);
      this.#allTiles = full.state().tiles;
      const players = full.state().players;
      full.dispose();
      this.#names = players.map((p) => p.name);
      const marks = seatMarks(this.#names);
      this.#seats = players.map((p, i) => ({ color: p.color ?? seatColors()[i % seatColors().length]!, mark: marks[i]! }));
      if (!this.#board) {
        this.#board = new BoardView(this.#canvas, this.#artist, {
          cellClick: (cell) => this.#cellClick(cell),
          spotClick: (i) => this.#spotClick(i),
          placeClick: (i) => this.#placeClick(i),
          hover: (t) => this.#hoverPlace(t?.type === 'place' ? t.index : -1),
          rotate: () => this.#turnTile(),
        });
      }
      this.#error.hidden = true;
      this.#overlay.hidden = true;
      this.#show(this.#initialStep());
      this.dispatchEvent(new CustomEvent('carcassonne-ready', { bubbles: true, composed: true, detail: this.#detail() }));
      // the page's first board, in the frame that draws it (scripts/bench-page-load.mjs)
      requestAnimationFrame(() => markOnce('carc:board'));
    } catch (e) {
      if (gen === this.#generation) this.#fail(e);
    }
  }

  /** The record's text when it needs no fetch (given as a property or inline), or null (src="…"). */
  #textNow(): string | null {
    if (this.#recordText !== null) return this.#recordText;
    if (this.getAttribute('src')) return null;
    const script = this.querySelector('script[type="application/json"]');
    return (script ?? this).textContent?.trim() ?? '';
  }

  async #source(): Promise<string> {
    const now = this.#textNow();
    if (now === null) return fetchRecordText(this.getAttribute('src')!, document.baseURI);
    if (!now && this.#recordText === null) throw new Error('no record: give the element a src="…" attribute or the record JSON as its content');
    return now;
  }

  #fail(e: unknown): void {
    const message = e instanceof Error ? e.message : String(e);
    this.#game?.dispose();
    this.#game = null;
    this.#overlay.hidden = false;
    this.#overlay.textContent = '';
    this.#error.replaceChildren(h('b', {}, 'This example cannot be shown:'), message);
    this.#error.hidden = false;
    this.#bar.hidden = this.#controls.hidden = this.#events.hidden = this.#note.hidden = true;
    this.dispatchEvent(new CustomEvent('carcassonne-error', { bubbles: true, composed: true, detail: { message } }));
  }

  #applySize(): void {
    const v = this.getAttribute('size');
    let px = SIZES.medium!;
    if (v && SIZES[v]) px = SIZES[v]!;
    else if (v && /^\d+$/.test(v)) px = Math.max(160, Math.min(1200, Number(v)));
    this.#wrap.style.height = `${px}px`;   // not on the host: a constructor may not add attributes to it
  }

  /** The step the ply attribute names; null after showing the error of a bad one. */
  #stepOfPly(value: string | null): number | null {
    const last = this.mode === 'play' ? this.#movesCount() : this.steps - 1;
    if (value === null || value === '' || value === 'end') return last;
    if (!/^-?\d+$/.test(value.trim())) {
      this.#fail(new Error(`ply: expected a move number or "end", got "${value}"`));
      return null;
    }
    const n = Number(value);
    if (n < 0 || n > this.#movesCount()) {
      // the engine's own words for the range
      try { this.#engine?.loadRecord(this.#text, { ply: n }).dispose(); } catch (e) { this.#fail(e); return null; }
    }
    return n;
  }

  #initialStep(): number { return this.#stepOfPly(this.getAttribute('ply')) ?? 0; }
  #movesCount(): number { return this.#record?.moves?.length ?? 0; }

  // ---- view and replay -----------------------------------------------------------------------

  #show(step: number): void {
    if (!this.#engine || !this.#record) return;
    if (this.mode === 'play') { this.#step = step; this.#startPlay(); return; }
    this.#goto(step);
  }

  #goto(n: number): void {
    const replay = this.#replay;
    if (!this.#engine || !replay) return;
    if (this.mode === 'play') return;
    const step = Math.max(0, Math.min(replay.last, Math.trunc(n)));
    try {
      const frame = replay.frame(step);
      this.#game?.dispose();
      this.#game = replay.game(step);
      this.#step = step;
      this.#frame = frame;
      // the author's marks light what they name; else a replay lights what its step scored and a
      // still view shows the board as it lies
      this.#marks = marksAt(this.#game, frame.final ? null : frame.ply);
      const marked = litParts(this.#marks);
      const lit = this.mode === 'replay' && marked.length === 0;
      this.#render(frame.state, frame.events, marked.length ? marked : lit ? frame.scored : [], lit ? frame.fieldCities : []);
    } catch (e) {
      this.#fail(e);
    }
  }

  #caption_(): string {
    if (this.mode === 'play') return `Your move (from move ${this.#step} of ${this.#movesCount()})`;
    return this.#replay?.caption(this.#step) ?? '';
  }

  #render(st: GameState, events: GameEvent[], highlight: Part[], cities: Part[] = []): void {
    const mode = this.mode;
    const placed = events.filter((e): e is Extract<GameEvent, { type: 'tile' }> => e.type === 'tile' && e.player >= 0);
    const recent = st.tiles.filter((t) => placed.some((p) => p.x === t.x && p.y === t.y));
    const model = this.#model(st, {
      highlight: highlight.length ? highlight : null, highlightAlt: cities.length ? cities : null, recent,
      rings: this.#marks.squares,
    });
    if (mode !== 'play') {
      // a steady camera: fit the whole record's board once, then draw the step
      this.#board!.setModel({ ...model, tiles: this.#allTiles, figures: [] });
      this.#board!.autoFit = true;
      this.#board!.fit();
    }
    this.#board!.setModel(model);
    if (mode === 'play') this.#board!.keepInView();
    this.#board!.flush();
    this.#canvas.setAttribute('aria-label', `Carcassonne board, ${this.#caption_()}: ${st.tiles.length} tiles`);

    this.#caption.textContent = this.#caption_();
    this.#note.textContent = this.#marks.note;   // plain text: a caption is never markup
    this.#note.hidden = !this.#marks.note;
    this.#scores.replaceChildren(...st.players.map((p, i) => {
      const look = this.#seats[i] ?? { color: '#888', mark: '?' };
      const dot = h('span', { class: 'dot', 'aria-hidden': 'true' }, look.mark);
      dot.style.background = look.color;
      dot.style.color = inkOn(look.color);
      return h('li', {}, dot, `${p.name} ${p.score}`);
    }));
    this.#bar.hidden = false;

    const replay = mode === 'replay', play = mode === 'play';
    this.#controls.hidden = !(replay || play);
    for (const k of ['first', 'prev', 'next', 'last'] as const) this.#buttons[k].hidden = !replay;
    this.#slider.hidden = !replay;
    this.#slider.max = String(this.steps - 1);
    this.#slider.value = String(this.#step);
    this.#slider.setAttribute('aria-valuetext', this.#caption_());
    this.#buttons.first.disabled = this.#buttons.prev.disabled = this.#step === 0;
    this.#buttons.next.disabled = this.#buttons.last.disabled = this.#step >= this.steps - 1;
    this.#hand.hidden = this.#buttons.turn.hidden = this.#buttons.pass.hidden = this.#buttons.reset.hidden = !play;
    this.#message.hidden = !play;

    this.#events.hidden = !(replay || play);
    const lines = events.map((e) => describe(e, this.#names)).filter((l) => l !== null);
    this.#eventLines = lines.map((l) => l.text);
    this.#events.replaceChildren(...(lines.length
      ? lines.map((l) => h('li', { class: l.kind }, l.text))
      : [h('li', { class: 'none' }, this.#step === 0 && !play ? 'The start tile is on the table.' : 'Nothing happened yet.')]));
    this.dispatchEvent(new CustomEvent('carcassonne-state', { bubbles: true, composed: true, detail: this.#detail(lines.map((l) => l.text)) }));
  }

  #model(st: GameState, extra: Partial<BoardModel>): BoardModel {
    return {
      tiles: st.tiles, figures: st.figures, seats: this.#seats, current: st.current, markers: st.markers,
      legal: new Map(), handTile: null, ghost: null, cursor: null, spots: [], hoverSpot: -1,
      highlight: null, recent: [], ...extra,
    };
  }

  #detail(events: string[] = []): BoardStateDetail {
    const st = this.#game?.state();
    return {
      mode: this.mode, step: this.#step, steps: this.steps, ply: this.#frame && !this.#frame.final ? this.#frame.ply : null,
      caption: this.#caption_(), scores: st?.players.map((p) => p.score) ?? [], events, over: st?.over ?? false,
      note: this.#marks.note, marks: { features: this.#marks.features, squares: this.#marks.squares },
    };
  }

  #key(e: KeyboardEvent): void {
    if (this.mode !== 'replay') return;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in moves) { this.#goto(this.#step + moves[e.key]!); e.preventDefault(); }
    else if (e.key === 'Home') { this.#goto(0); e.preventDefault(); }
    else if (e.key === 'End') { this.#goto(this.steps - 1); e.preventDefault(); }
  }

  // ---- play ------------------------------------------------------------------------------------

  #startPlay(): void {
    if (!this.#engine || !this.#record) return;
    try {
      const step = Math.min(this.#step, this.#movesCount());
      const game = this.#engine.loadRecord(this.#text, { ply: step });
      this.#game?.dispose();
      this.#game = game;
      this.#step = step;
      this.#playFrom = game.eventCount();
      const start = marksAt(game, step);
      this.#marks = start.note ? { ...NO_MARKS, note: start.note } : NO_MARKS;
      this.#placed = null;
      this.#refused = '';
      this.#renderPlay();
    } catch (e) {
      this.#fail(e);
    }
  }

  #options(): Option[] { return this.#game?.options() ?? []; }

  /** Legal cells of the tile in hand: "x,y" -> rotations. */
  #legal(st: GameState, options: Option[]): Map<string, number[]> {
    const legal = new Map<string, number[]>();
    const tile = st.hand[0];
    for (const o of options) {
      if (o.type !== 'tile' || o.tile !== tile) continue;
      const k = `${o.x},${o.y}`;
      legal.set(k, [...(legal.get(k) ?? []), o.rot]);
    }
    return legal;
  }

  #spots(options: Option[]): Spot[] {
    // several figures may be offered for one feature (a meeple, a big meeple, the abbot): spread
    // out, as on the main page
    const figures = options.filter((o): o is Extract<Option, { type: 'figure' }> => o.type === 'figure');
    return spreadSpots(figures.map((o, index) => ({
      index, x: o.x, y: o.y, px: o.px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure,
    })));
  }

  #renderPlay(): void {
    const game = this.#game!;
    const st = game.state();
    const options = this.#options();
    const tileDecision = st.decision?.kind === 'tile';
    const legal = tileDecision ? this.#legal(st, options) : new Map<string, number[]>();
    const spots = st.decision?.kind === 'figure' ? this.#spots(options) : [];
    const events = game.events(this.#playFrom);
    const placed = st.lastTile ? st.tiles.filter((t) => t.x === st.lastTile!.x && t.y === st.lastTile!.y) : [];
    const lit = scoredParts(game, this.#tiles!, events);
    this.#render(st, events, lit.parts, lit.cities);
    // a module's question: its options' places on the board, as on the main page (option-places.ts)
    const places = st.over ? [] : boardMarks(placedOptions(options));
    this.#board!.setModel(this.#model(st, { legal, spots, recent: placed, handTile: tileDecision ? st.hand[0] ?? null : null,
      places: spots.length ? places.map((m) => ({ ...m, label: '' })) : places, hoverPlace: -1 }));
    this.#board!.keepInView();
    this.#board!.flush();
    this.#drawHand(tileDecision ? st.hand[0] ?? null : null);
    this.#buttons.pass.hidden = !options.some((o) => o.type === 'pass');
    // expansion decisions of the turn (recall an abbot, ...): one button each, in the module's words
    this.#moduleActions.replaceChildren(...placedOptions(options).flatMap(({ option: o, index }) => o.type !== 'module' ? [] : [
      h('button', { type: 'button', 'data-index': index, onclick: () => this.#applyOption(o),
        onmouseenter: () => this.#hoverPlace(index), onmouseleave: () => this.#hoverPlace(-1),
        onfocus: () => this.#hoverPlace(index), onblur: () => this.#hoverPlace(-1) }, o.text)]));
    this.#buttons.turn.hidden = !(this.#placed && this.#placed.rots.length > 1 && game.canUndo());
    const who = st.players[st.current]?.name ?? 'You';
    let text: string;
    if (st.over) text = 'The game is over. Reset to try again.';
    else if (tileDecision) text = `${who}: place ${tileWords(st.hand[0] ?? '?')} on a marked square (${legal.size} possible).`;
    else if (spots.length) text = `${who}: put a meeple on a numbered spot, or choose “No meeple”.`;
    else if (this.#moduleActions.childElementCount) text = `${who}: choose an action, or “No meeple”.`;
    else text = `${who}: no meeple can go on this tile; choose “No meeple”.`;
    this.#message.textContent = this.#refused || text;
    this.#message.classList.toggle('refused', !!this.#refused);
  }

  #drawHand(tile: string | null): void {
    const ctx = this.#handCanvas.getContext('2d');
    this.#hand.hidden = !tile;
    if (!ctx || !tile || !this.#artist) return;
    const art = this.#artist.art(tile, 88);
    ctx.clearRect(0, 0, 88, 88);
    if (art) ctx.drawImage(art, 0, 0, 88, 88);
    this.#handCanvas.setAttribute('aria-label', `Tile to place: ${tile}`);
  }

  #applyOption(o: Option): boolean {
    try {
      this.#game!.apply(o);
      this.#refused = '';
      return true;
    } catch (e) {
      this.#refused = `Not allowed: ${(e as Error).message}`;
      return false;
    } finally {
      this.#renderPlay();
    }
  }

  #cellClick(cell: { x: number; y: number }): void {
    if (this.mode !== 'play' || !this.#game) return;
    const st = this.#game.state();
    if (st.decision?.kind !== 'tile' || st.over) return;
    const tile = st.hand[0];
    if (!tile) return;
    const rots = this.#legal(st, this.#options()).get(`${cell.x},${cell.y}`);
    // an illegal square: the engine says why
    if (!rots) { this.#applyOption({ type: 'tile', tile, x: cell.x, y: cell.y, rot: 0 }); return; }
    this.#placed = { x: cell.x, y: cell.y, rots, i: 0 };
    this.#applyOption({ type: 'tile', tile, x: cell.x, y: cell.y, rot: rots[0]! });
  }

  /** A module option's place clicked on the board. */
  #placeClick(index: number): void {
    if (this.mode !== 'play' || !this.#game) return;
    const o = placedOptions(this.#options())[index];
    if (o) this.#applyOption(o.option);
  }

  /** Lights an option's place on the board (its button hovered or focused, or the place itself). */
  #hoverPlace(index: number): void {
    const m = this.#board?.model;
    if (this.mode !== 'play' || !m?.places?.length || m.hoverPlace === index) return;
    this.#board!.setModel({ ...m, hoverPlace: index });
  }

  #spotClick(index: number): void {
    if (this.mode !== 'play' || !this.#game) return;
    const o = this.#options().filter((x) => x.type === 'figure')[index];
    if (o) { this.#placed = null; this.#applyOption(o); }
  }

  #turnTile(): void {
    const p = this.#placed, game = this.#game;
    if (this.mode !== 'play' || !p || !game || p.rots.length < 2 || !game.canUndo()) return;
    const tile = game.state().tiles.find((t) => t.x === p.x && t.y === p.y)?.tile;
    if (!tile) return;
    game.undo();
    p.i = (p.i + 1) % p.rots.length;
    this.#applyOption({ type: 'tile', tile, x: p.x, y: p.y, rot: p.rots[p.i]! });
  }
}

if (!customElements.get('carcassonne-board')) customElements.define('carcassonne-board', CarcassonneBoard);
