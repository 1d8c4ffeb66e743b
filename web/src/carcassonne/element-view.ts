// Carcassonne's board in the wiki element: the record replayed step by step on the page's board
// view (tiles, figures, the scored features lit, the author's marks), and play mode (the tile in
// hand, its legal squares, figure spots, module actions, "Turn tile" and "No meeple"). The element
// around it (rules-board.ts) writes the words and runs the steps.
import type { Game, GameEvent, GameState, Option } from 'carcassonne-engine';
import { BoardView, type BoardModel, type SeatLook, type Spot } from './board.js';
import { h } from '../shell/dom.js';
import { seatMarks } from './meeple.js';
import { seatColors, tileWords } from './lexicon.js';
import type { TileArtist } from './tiles.js';
import { Replay, scoredParts, type Part } from './replay.js';
import { spreadSpots } from './spot-layout.js';
import { boardMarks, placedOptions } from './option-places.js';
import { describe } from './words.js';
import { holds, NO_NEEDS, recordNeeds } from './cores.js';
import { litParts, marksAt, NO_MARKS, type StepMarks } from '../embed/annotations.js';
import { loadEngine, type SharedEngine } from '../embed/engine-loader.js';
import type { BoardGame, BoardHost, GameView, Picture } from '../embed/board-game.js';

type PlayButtons = Record<'turn' | 'pass', HTMLButtonElement>;

class CarcassonneView implements GameView {
  readonly controls: readonly HTMLElement[];
  #host: BoardHost;
  #buttons: PlayButtons;
  #hand: HTMLDivElement;
  #handCanvas: HTMLCanvasElement;
  #moduleActions: HTMLSpanElement;

  #shared: SharedEngine | null = null;
  #board: BoardView | null = null;
  #text = '';                          // the record shown
  #replay: Replay | null = null;       // its steps: one per move, then its final scoring
  #allTiles: GameState['tiles'] = [];  // the whole record's board, for a steady camera
  #game: Game | null = null;           // the position shown
  #seats: SeatLook[] = [];
  #names: string[] = [];
  #marks: StepMarks = NO_MARKS;        // the caption and marks of the step shown
  // play mode
  #playing = false;                    // the position shown takes the reader's moves
  #playFrom = 0;                       // event count of the starting position
  #placed: { x: number; y: number; rots: number[]; i: number } | null = null;
  #refused = '';

  constructor(host: BoardHost) {
    this.#host = host;
    // a button of words is named by them (its title adds the detail)
    const btn = (label: string, title: string, onclick: () => void) => h('button', { type: 'button', title, onclick }, label);
    this.#buttons = {
      turn: btn('↻ Turn tile', 'Turn the tile just placed to its next legal rotation', () => this.#turnTile()),
      pass: btn('No meeple', 'End the turn without a meeple', () => this.#apply({ type: 'pass' })),
    };
    this.#handCanvas = h('canvas', { width: 88, height: 88, role: 'img', 'aria-label': 'Tile to place' });
    this.#hand = h('div', { class: 'hand', hidden: true }, this.#handCanvas);
    this.#moduleActions = h('span', { class: 'module-actions' });
    this.controls = [this.#hand, this.#buttons.turn, this.#moduleActions, this.#buttons.pass];
  }

  get steps(): number { return this.#replay?.steps ?? 0; }

  async load(early: string | null, text: Promise<string>, stale: () => boolean): Promise<void> {
    // the core for the record's sets (web/src/cores.ts): a record given inline picks it before any
    // fetch; while one given by src="…" arrives, the first core (the base game, what most examples
    // play) loads meanwhile, and the full core follows only if the record needs it
    const [first, record] = await Promise.all([loadEngine(early === null ? NO_NEEDS : recordNeeds(early)), text]);
    if (stale()) return;
    const needs = recordNeeds(record);
    const shared = holds(first.core, needs) ? first : await loadEngine(needs);
    if (stale()) return;
    // validates the whole record now: a bad one shows its error instead of a half board. Names and
    // colours are the engine's (names cut to 64 bytes, colours only #rrggbb), never this view's own
    // reading of the record.
    const replay = new Replay(shared.engine, record, shared.tiles);
    const full = replay.game(replay.last);
    const allTiles = full.state().tiles, players = full.state().players;
    full.dispose();
    this.#shared = shared;
    this.#text = record;
    this.#replay = replay;
    this.#allTiles = allTiles;
    this.#names = players.map((p) => p.name);
    const marks = seatMarks(this.#names);
    this.#seats = players.map((p, i) => ({ color: p.color ?? seatColors()[i % seatColors().length]!, mark: marks[i]! }));
    this.#board ??= new BoardView(this.#host.canvas, shared.artist, {
      cellClick: (cell) => this.#cellClick(cell),
      spotClick: (i) => this.#spotClick(i),
      placeClick: (i) => this.#placeClick(i),
      hover: (t) => this.#hoverPlace(t?.type === 'place' ? t.index : -1),
      rotate: () => this.#turnTile(),
    });
  }

  checkPly(ply: number): void { this.#shared?.engine.loadRecord(this.#text, { ply }).dispose(); }
  state(): GameState | null { return this.#game?.state() ?? null; }
  release(): void { this.#game?.dispose(); this.#game = null; this.#playing = false; }
  cellToClient(x: number, y: number, fx: number, fy: number): { x: number; y: number } | null {
    return this.#board?.cellToClient(x, y, fx, fy) ?? null;
  }

  // ---- view and replay -------------------------------------------------------------------------

  showStep(step: number, mode: 'view' | 'replay'): Picture {
    const replay = this.#replay!;
    const frame = replay.frame(step);
    const game = replay.game(step);
    this.#game?.dispose();
    this.#game = game;
    this.#playing = false;
    // the author's marks light what they name; else a replay lights what its step scored and a still
    // view shows the board as it lies
    this.#marks = marksAt(game, frame.final ? null : frame.ply);
    const marked = litParts(this.#marks);
    const lit = mode === 'replay' && marked.length === 0;
    const st = frame.state;
    // a steady camera: fit the whole record's board once, then draw the step
    const model = this.#model(st, frame.events, marked.length ? marked : lit ? frame.scored : [], lit ? frame.fieldCities : []);
    this.#board!.setModel({ ...model, tiles: this.#allTiles, figures: [] });
    this.#board!.autoFit = true;
    this.#board!.fit();
    this.#board!.setModel(model);
    this.#board!.flush();
    return this.#picture(st, frame.events, replay.caption(step), frame.final ? null : frame.ply,
      step === 0 ? 'The start tile is on the table.' : 'Nothing happened yet.');
  }

  // ---- play --------------------------------------------------------------------------------------

  startPlay(ply: number): void {
    const game = this.#shared!.engine.loadRecord(this.#text, { ply });
    this.#game?.dispose();
    this.#game = game;
    this.#playing = true;
    this.#playFrom = game.eventCount();
    const start = marksAt(game, ply);
    this.#marks = start.note ? { ...NO_MARKS, note: start.note } : NO_MARKS;
    this.#placed = null;
    this.#refused = '';
  }

  showPlay(): Picture {
    const game = this.#game!;
    const st = game.state();
    const options = this.#options();
    const tileDecision = st.decision?.kind === 'tile';
    const legal = tileDecision ? this.#legal(st, options) : new Map<string, number[]>();
    const spots = st.decision?.kind === 'figure' ? this.#spots(options) : [];
    const events = game.events(this.#playFrom);
    const placed = st.lastTile ? st.tiles.filter((t) => t.x === st.lastTile!.x && t.y === st.lastTile!.y) : [];
    const lit = scoredParts(game, this.#shared!.tiles, events);
    // a module's question: its options' places on the board, as on the main page (option-places.ts)
    const places = st.over ? [] : boardMarks(placedOptions(options));
    const base = this.#model(st, events, lit.parts, lit.cities);
    this.#board!.setModel({ ...base, legal, spots, recent: placed, handTile: tileDecision ? st.hand[0] ?? null : null,
      places: spots.length ? places.map((m) => ({ ...m, label: '' })) : places, hoverPlace: -1 });
    this.#board!.keepInView();
    this.#board!.flush();
    this.#drawHand(tileDecision ? st.hand[0] ?? null : null);
    this.#buttons.pass.hidden = !options.some((o) => o.type === 'pass');
    // expansion decisions of the turn (recall an abbot, ...): one button each, in the module's words
    this.#moduleActions.hidden = false;
    this.#moduleActions.replaceChildren(...placedOptions(options).flatMap(({ option: o, index }) => o.type !== 'module' ? [] : [
      h('button', { type: 'button', 'data-index': index, onclick: () => this.#apply(o),
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
    return { ...this.#picture(st, events, '', null, 'Nothing happened yet.'),
      message: { text: this.#refused || text, refused: !!this.#refused } };
  }

  #model(st: GameState, events: GameEvent[], highlight: Part[], cities: Part[]): BoardModel {
    const placed = events.filter((e): e is Extract<GameEvent, { type: 'tile' }> => e.type === 'tile' && e.player >= 0);
    const recent = st.tiles.filter((t) => placed.some((p) => p.x === t.x && p.y === t.y));
    return {
      tiles: st.tiles, figures: st.figures, seats: this.#seats, current: st.current, markers: st.markers,
      legal: new Map(), handTile: null, ghost: null, cursor: null, spots: [], hoverSpot: -1,
      highlight: highlight.length ? highlight : null, highlightAlt: cities.length ? cities : null, recent,
      rings: this.#marks.squares,
    };
  }

  #picture(st: GameState, events: GameEvent[], caption: string, ply: number | null, quiet: string): Picture {
    const lines = events.map((e) => describe(e, this.#names)).filter((l) => l !== null);
    return {
      caption, ply, quiet, over: st.over, label: `${st.tiles.length} tiles`,
      scores: st.players.map((p, i) => ({ name: p.name, score: p.score, ...(this.#seats[i] ?? { color: '#888', mark: '?' }) })),
      events: lines.map((l) => ({ text: l.text, kind: l.kind })),
      note: this.#marks.note,
      marks: { features: this.#marks.features, squares: this.#marks.squares },
    };
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

  #drawHand(tile: string | null): void {
    const ctx = this.#handCanvas.getContext('2d');
    this.#hand.hidden = !tile;
    const artist: TileArtist | undefined = this.#shared?.artist;
    if (!ctx || !tile || !artist) return;
    const art = artist.art(tile, 88);
    ctx.clearRect(0, 0, 88, 88);
    if (art) ctx.drawImage(art, 0, 0, 88, 88);
    this.#handCanvas.setAttribute('aria-label', `Tile to place: ${tile}`);
  }

  /** Applies the reader's option; a refusal is shown in the engine's words, the position unchanged. */
  #apply(o: Option): void {
    try {
      this.#game!.apply(o);
      this.#refused = '';
    } catch (e) {
      this.#refused = `Not allowed: ${(e as Error).message}`;
    }
    this.#host.changed();
  }

  #cellClick(cell: { x: number; y: number }): void {
    if (!this.#playing || !this.#game) return;
    const st = this.#game.state();
    if (st.decision?.kind !== 'tile' || st.over) return;
    const tile = st.hand[0];
    if (!tile) return;
    const rots = this.#legal(st, this.#options()).get(`${cell.x},${cell.y}`);
    // an illegal square: the engine says why
    if (!rots) { this.#apply({ type: 'tile', tile, x: cell.x, y: cell.y, rot: 0 }); return; }
    this.#placed = { x: cell.x, y: cell.y, rots, i: 0 };
    this.#apply({ type: 'tile', tile, x: cell.x, y: cell.y, rot: rots[0]! });
  }

  /** A module option's place clicked on the board. */
  #placeClick(index: number): void {
    if (!this.#playing || !this.#game) return;
    const o = placedOptions(this.#options())[index];
    if (o) this.#apply(o.option);
  }

  /** Lights an option's place on the board (its button hovered or focused, or the place itself). */
  #hoverPlace(index: number): void {
    const m = this.#board?.model;
    if (!this.#playing || !m?.places?.length || m.hoverPlace === index) return;
    this.#board!.setModel({ ...m, hoverPlace: index });
  }

  #spotClick(index: number): void {
    if (!this.#playing || !this.#game) return;
    const o = this.#options().filter((x) => x.type === 'figure')[index];
    if (o) { this.#placed = null; this.#apply(o); }
  }

  #turnTile(): void {
    const p = this.#placed, game = this.#game;
    if (!this.#playing || !p || !game || p.rots.length < 2 || !game.canUndo()) return;
    const tile = game.state().tiles.find((t) => t.x === p.x && t.y === p.y)?.tile;
    if (!tile) return;
    game.undo();
    p.i = (p.i + 1) % p.rots.length;
    this.#apply({ type: 'tile', tile, x: p.x, y: p.y, rot: p.rots[p.i]! });
  }
}

export const carcassonneGame: BoardGame = {
  title: 'Carcassonne',
  createView: (host) => new CarcassonneView(host),
};
