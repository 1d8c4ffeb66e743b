// editor.html: builds a teaching record move by move. Pick a tile from the palette and a player,
// click a marked square (↻ turns it), put a figure on a spot or none; step back and forth through
// the moves (a move made at an earlier step replaces the moves after it); caption each step and
// light features or ring squares; export the record, an element snippet, an embed.html link or the
// SVG, and import any of them back. The engine checks every step and its refusals are shown as it
import { startWords } from '../words/page-words.js';
// words them; the document is always a record the engine accepts.
import type { Engine, Game, GameState, Move, Option, Setup } from 'carcassonne-engine';
import type { Renderer } from 'carcassonne-engine/render';
import { BoardView, type BoardModel, type Cell, type HoverTarget, type SeatLook, type Spot } from '../carcassonne/board.js';
import { $, h } from '../shell/dom.js';
import { litParts, marksAt, NO_MARKS, type StepMarks } from '../embed/annotations.js';
import '../embed/board-element.js';
import type { CarcassonneBoard } from '../embed/board-element.js';
import { holds, setupNeeds, type CoreInfo } from '../carcassonne/cores.js';
import { loadEngine } from '../embed/engine-loader.js';
import { inkOn, seatMarks } from '../carcassonne/meeple.js';
import { seatColors, tileWords } from '../carcassonne/lexicon.js';
import { whereInWords } from '../carcassonne/board-text.js';
import { boardMarks, placedOptions } from '../carcassonne/option-places.js';
import type { TileArtist } from '../carcassonne/tiles.js';
import { spreadSpots } from '../carcassonne/spot-layout.js';
import { anchorOf, handleCell } from '../carcassonne/pieces.js';
import { featureName, figureLabel, figureName } from '../carcassonne/words.js';
import { type Doc, History, defaultDoc, formatRecord, fromRecord, tidyMarks, toRecord, withMoves } from './doc.js';
import { Palette, tilesInPlay } from './palette.js';
import { SetupPanel } from './setup-panel.js';
import * as transfer from './transfer.js';
import { MessageLine } from './message-line.js';
import { historyKey, renderSteps, stepWhere, typingIn, wireSteps } from './step-nav.js';

type Mode = 'place' | 'light' | 'ring';
type ExportKind = 'json' | 'inline' | 'src' | 'iframe' | 'svg';
interface Placed { x: number; y: number; rots: number[]; i: number }
type SpotOption = Extract<Option, { type: 'figure' | 'return' }>;
type ModuleOption = Extract<Option, { type: 'module' }>;

/** Where on its square a spot is (a location in board orientation), in words. */
const SIDE_WORDS: Record<string, string> = {
  N: 'north', E: 'east', S: 'south', W: 'west', C: 'middle',
  NNW: 'north-west', WNW: 'north-west', NNE: 'north-east', ENE: 'north-east',
  ESE: 'south-east', SSE: 'south-east', SSW: 'south-west', WSW: 'south-west',
};

/** "A tile with a city and a road": the tile as it looks, never its catalogue id. */
const tileName = (id: string) => { const w = tileWords(id); return w.charAt(0).toUpperCase() + w.slice(1); };

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

class Editor {
  /** The largest core loaded so far (web/src/cores.ts): it replays every document of the history. */
  engine: Engine;
  #core: CoreInfo;
  readonly artist: TileArtist;
  readonly board: BoardView;
  #history: History;
  #doc: Doc;
  #cursor = 0;                  // the step shown: the position after this many moves
  #position: Game;              // that position
  #work: Game | null = null;    // the move being made there: turn given, tile drawn, tile placed
  #continuing = false;          // #work goes on with the last move (saved partial: a decision was open)
  #finalScoring = false;        // #work is the final scoring, a decision of it open (the record's "final")
  #hoverPlace = -1;             // the module answer (option-places.ts index) under the pointer or focused
  #player = 0;
  #tile: string | null = null;
  #placed: Placed | null = null;
  #figureKind = 'normal';
  #mode: Mode = 'place';
  #lightTile: Cell | null = null;
  #message = new MessageLine();
  #noteEditing = false;         // typing a caption amends one history step
  #exportKind: ExportKind | null = null;
  #palette: Palette;
  #setupPanel: SetupPanel;
  #previewTimer = 0;
  #hoverParts: { x: number; y: number; segment: number }[] | null = null;
  #kbCell: Cell | null = null;   // the keyboard's square among the marked ones

  constructor(engine: Engine, core: CoreInfo, artist: TileArtist) {
    this.engine = engine;
    this.#core = core;
    this.artist = artist;
    this.#doc = defaultDoc();
    this.#history = new History(this.#doc);
    this.#position = engine.loadRecord(toRecord(this.#doc), { ply: 0 });
    this.board = new BoardView($('#board') as HTMLCanvasElement, artist, {
      cellClick: (c) => this.#cellClick(c),
      spotClick: (i) => this.#spotClick(i),
      placeClick: (i) => { const o = this.#placed_()[i]; if (o) this.#answer(o.option); },
      hover: (t) => this.#hover(t),
      rotate: () => this.#turnTile(),
    });
    this.#palette = new Palette($('#palette'), artist, (id) => this.#pickTile(id));
    this.#setupPanel = new SetupPanel($('#setup'), engine, (s) => void this.#changeSetup(s));
    this.#wire();
    this.#setupPanel.show(this.#doc.setup);
    this.#palette.setTiles(tilesInPlay(engine.tileSets(), this.#doc.setup));
    this.#show(0);
  }

  // ---- the document ---------------------------------------------------------------------

  /** Keeps `doc` if the engine replays it (else says why and keeps the old one); shows `cursor`. */
  #commit(doc: Doc, cursor: number, message = '', amend = false): boolean {
    try {
      this.engine.loadRecord(toRecord(doc)).dispose();
    } catch (e) {
      this.#say(`Not allowed: ${(e as Error).message}`, true);
      return false;
    }
    const setsChanged = JSON.stringify(doc.setup.sets) !== JSON.stringify(this.#doc.setup.sets);
    if (amend) this.#history.amend(doc); else this.#history.commit(doc);
    this.#doc = doc;
    if (setsChanged) this.#palette.setTiles(tilesInPlay(this.engine.tileSets(), doc.setup));
    this.#show(cursor, message);
    return true;
  }

  #restore(doc: Doc, what: string): void {
    const setsChanged = JSON.stringify(doc.setup.sets) !== JSON.stringify(this.#doc.setup.sets);
    this.#doc = doc;
    if (setsChanged) this.#palette.setTiles(tilesInPlay(this.engine.tileSets(), doc.setup));
    this.#setupPanel.show(doc.setup);
    this.#show(Math.min(this.#cursor, doc.moves.length), what);
  }

  #undo(): void { if (this.#history.canUndo) this.#restore(this.#history.undo(), 'Undone.'); }
  #redo(): void { if (this.#history.canRedo) this.#restore(this.#history.redo(), 'Redone.'); }

  /** Makes the editor's engine one that plays this setup: the full core is loaded once, when a
   *  set or rule option first needs it. False (and said) when it cannot load. */
  async #ensure(setup: unknown): Promise<boolean> {
    const needs = setupNeeds(setup);
    if (holds(this.#core, needs)) return true;
    this.#say('Loading the engine for these sets…', false);
    try {
      const shared = await loadEngine(needs);
      this.engine = shared.engine;
      this.#core = shared.core;
      return true;
    } catch (e) {
      this.#say(`The engine for these sets could not load: ${(e as Error).message}`, true);
      return false;
    }
  }

  async #changeSetup(setup: Setup): Promise<void> {
    if (!(await this.#ensure(setup))) { this.#setupPanel.show(this.#doc.setup); return; }
    const doc = { ...this.#doc, setup };
    if (!this.#commit(doc, this.#cursor, 'Setup changed.')) this.#setupPanel.show(this.#doc.setup);
    else this.#setupPanel.show(setup);
  }

  get #free(): boolean { return this.#doc.setup.deck === 'free'; }

  // ---- the step shown and the move being made -------------------------------------------------

  #show(cursor: number, message = ''): void {
    this.#cursor = Math.max(0, Math.min(this.#doc.moves.length, cursor));
    this.#position.dispose();
    this.#position = this.engine.loadRecord(toRecord(this.#doc), { ply: this.#cursor });
    this.#player = this.#position.state().current;
    const next = this.#cursor === this.#doc.moves.length ? this.#doc.next : undefined;   // a turn begun: its player and tile
    if (next?.player !== undefined) this.#player = next.player;
    if (next?.drawn !== undefined) this.#tile = next.drawn;
    this.#noteEditing = false;
    this.#lightTile = null;
    this.#hoverParts = null;
    this.#hoverPlace = -1;
    if (this.#cursor === 0 && this.#mode !== 'place') this.#mode = 'place';
    this.#say(message, false);
    this.#startMove();
    this.#schedulePreview();
    if (this.#exportKind) void this.#export(this.#exportKind);
  }

  /** A fresh attempt at the move after the step shown: the chosen player's turn, the chosen tile drawn. */
  #startMove(): void {
    this.#work?.dispose();
    this.#work = null;
    this.#placed = null;
    const pos = this.#position.state();
    this.#continuing = !pos.over && pos.decision !== null && pos.decision.kind !== 'tile';
    this.#finalScoring = false;
    if (this.#continuing) {   // the last move was saved with a decision open: answer it
      this.#work = this.#position.clone();
      this.#work.holdChance(true);
    } else if (!this.#tile && this.#doc.end && this.#cursor === this.#doc.moves.length) {
      this.#startFinalScoring();
    } else if (this.#tile && !pos.over) {
      const work = this.#position.clone();
      try {
        work.holdChance(true);   // the author names every chance outcome (a die's face, the message drawn)
        if (this.#free) work.giveTurn(this.#player);
        if (!work.state().hand.includes(this.#tile)) work.draw(this.#tile);   // a wonder held is placed, never drawn
        this.#work = work;
      } catch (e) {
        work.dispose();
        this.#say(`Not allowed: ${(e as Error).message}`, true);
      }
    }
    this.#render();
  }

  /** The example ends with the final scoring: a decision it asks (and the record's "final" has not
   *  answered yet) is answered here like any other. */
  #startFinalScoring(): void {
    const full = this.engine.loadRecord(toRecord(this.#doc));
    const st = full.state();
    if (st.over || !st.decision) { full.dispose(); return; }
    full.holdChance(true);
    this.#work = full;
    this.#finalScoring = true;
  }

  #finishFinalScoring(): void {
    const saved = this.#work!.save();
    const doc: Doc = { ...this.#doc };
    if (saved.final?.length) doc.final = saved.final; else delete doc.final;
    this.#commit(doc, this.#cursor, 'The final scoring is answered.');
  }

  #pickTile(id: string): void {
    this.#tile = id;
    this.#mode = 'place';
    this.#say('', false);
    this.#startMove();
  }

  #pickPlayer(p: number): void {
    this.#player = p;
    this.#say('', false);
    this.#startMove();
  }

  #options(): Option[] { return this.#work?.options() ?? []; }

  /** "x,y" -> legal rotations of the chosen tile (a piece of several squares: at its middle square). */
  #legal(): Map<string, number[]> {
    const legal = new Map<string, number[]>();
    const st = this.#work?.state();
    if (!st || st.decision?.kind !== 'tile') return legal;
    for (const o of this.#options()) {
      if (o.type !== 'tile' || o.tile !== this.#tile) continue;
      const c = handleCell(this.artist.info(o.tile), o.x, o.y, o.rot);
      const k = `${c.x},${c.y}`;
      legal.set(k, [...(legal.get(k) ?? []), o.rot]);
    }
    return legal;
  }

  #apply(o: Option): boolean {
    try {
      this.#work!.apply(o);
      this.#say('', false);
      return true;
    } catch (e) {
      this.#say(`Not allowed: ${(e as Error).message}`, true);
      return false;
    }
  }

  #place(cell: Cell): void {
    if (!this.#tile) { this.#say('Pick a tile from the palette first.', true); this.#render(); return; }
    if (!this.#work) { this.#render(); return; }
    if (this.#placed) {   // another square: take the tile back first
      this.#work.undo();
      this.#placed = null;
    }
    const rots = this.#legal().get(`${cell.x},${cell.y}`);
    if (!rots) {   // the engine says why not
      this.#apply({ type: 'tile', tile: this.#tile, x: cell.x, y: cell.y, rot: 0 });
      this.#render();
      return;
    }
    this.#placed = { x: cell.x, y: cell.y, rots, i: 0 };
    const a = anchorOf(this.artist.info(this.#tile), cell.x, cell.y, rots[0]!);
    if (this.#apply({ type: 'tile', tile: this.#tile, x: a.x, y: a.y, rot: rots[0]! })) this.#afterAction();
    else this.#render();
  }

  #turnTile(): void {
    const p = this.#placed, work = this.#work;
    if (!p || !work || p.rots.length < 2 || !work.canUndo() || !this.#tile) return;
    work.undo();
    p.i = (p.i + 1) % p.rots.length;
    const a = anchorOf(this.artist.info(this.#tile), p.x, p.y, p.rots[p.i]!);
    this.#apply({ type: 'tile', tile: this.#tile, x: a.x, y: a.y, rot: p.rots[p.i]! });
    this.#afterAction();
  }

  /** After a tile, figure or module action: the move is done once the next turn (or the end) is up. */
  #afterAction(): void {
    const st = this.#work!.state();
    if (this.#finalScoring) { if (st.over) this.#finishFinalScoring(); else this.#render(); return; }
    if (!st.over && st.decision?.kind === 'tile') this.#finishMove();
    else if (st.over) this.#finishMove();
    else this.#render();
  }

  #finishMove(): void {
    const saved = this.#work!.save();
    const at = this.#continuing ? this.#cursor - 1 : this.#cursor;
    const move = saved.moves[at];
    if (!move) { this.#say('The engine saved no move for this step.', true); this.#render(); return; }
    delete move.partial;
    const old = this.#doc.moves[at];
    if (this.#continuing && old) {   // the caption and marks stay with the move they were written for
      if (old.note !== undefined) move.note = old.note;
      if (old.marks !== undefined) move.marks = old.marks;
    }
    const dropped = this.#doc.moves.length - this.#cursor;   // the move made replaces these (none when continuing)
    const doc: Doc = withMoves(this.#doc, [...this.#doc.moves.slice(0, at), move]);
    this.#tile = null;
    if (this.#continuing) { this.#commit(doc, at + 1, `Move ${at + 1} finished.`); return; }
    const note = dropped > 0
      ? `Move ${this.#cursor + 1} made; the ${dropped} move${dropped > 1 ? 's' : ''} after it were dropped (Undo brings them back).`
      : `Move ${this.#cursor + 1} made. Caption it, or pick the next tile.`;
    this.#commit(doc, this.#cursor + 1, note);
  }

  // ---- board input ------------------------------------------------------------------------

  #cellClick(cell: Cell): void {
    if (this.#mode === 'ring') { this.#toggleSquare(cell); return; }
    if (this.#mode === 'light') {
      const on = this.#position.state().tiles.some((t) => t.x === cell.x && t.y === cell.y);
      this.#lightTile = on ? cell : null;
      this.#say(on ? 'Click the spot of the feature to light (again to put it out).' : 'Click a tile: its features get spots.', !on);
      this.#render();
      return;
    }
    this.#place(cell);
  }

  #spots(): Spot[] {
    if (this.#mode === 'light' && this.#lightTile) {
      return spreadSpots(this.#position.segments(this.#lightTile.x, this.#lightTile.y).map((s, index) => ({
        index, x: s.x, y: s.y, px: s.px, py: s.py, feature: s.feature, segment: s.segment, figure: 'normal',
      })));
    }
    if (!this.#answering()) return [];
    return spreadSpots(this.#spotOptions().map((o, index) => ({
      index, x: o.x, y: o.y, px: o.px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure,
    })));
  }

  /** A decision other than the tile's is open in the move being made: any player's, or chance's. */
  #answering(): boolean {
    const d = this.#work?.state().decision;
    return this.#mode === 'place' && !!d && d.kind !== 'tile';
  }

  /** The open decision's answers that stand on the board: figures to place (of the kind chosen)
   *  and figures to take back, whoever answers. */
  #spotOptions(): SpotOption[] {
    const options = this.#options();
    const figures = options.filter((o): o is Extract<Option, { type: 'figure' }> => o.type === 'figure');
    if (!figures.some((o) => o.figure === this.#figureKind)) this.#figureKind = figures[0]?.figure ?? 'normal';
    return [...figures.filter((o) => o.figure === this.#figureKind),
      ...options.filter((o): o is Extract<Option, { type: 'return' }> => o.type === 'return')];
  }

  /** Marking: a spot under the pointer lights its whole feature, so that the author sees what a click would mark. */
  #hover(t: HoverTarget): void {
    const place = t?.type === 'place' ? t.index : -1;
    if (place !== this.#hoverPlace) { this.#hoverPlace = place; this.#render(); }
    const spot = this.#mode === 'light' && t?.type === 'spot' ? this.#spots()[t.index] : undefined;
    const parts = spot ? this.#position.feature(spot.x, spot.y, spot.segment).parts : null;
    if (JSON.stringify(parts) === JSON.stringify(this.#hoverParts)) return;
    this.#hoverParts = parts;
    this.#render();
  }

  #spotClick(index: number): void {
    const spot = this.#spots()[index];
    if (!spot) return;
    if (this.#mode === 'light') { this.#toggleFeature(spot); return; }
    const o = this.#spotOptions()[index];
    if (o) this.#answer(o);
  }

  #answer(o: Option): void {
    this.#placed = null;   // the tile stays as it is turned: turning now would take back this answer instead
    this.#hoverParts = null;
    this.#hoverPlace = -1;
    if (this.#apply(o)) this.#afterAction(); else this.#render();
  }

  /** A button's answer under the pointer or the focus: its feature lit, or its place on the board. */
  #preview(o: Option | null): void {
    const parts = o && (o.type === 'figure' || o.type === 'return') ? (this.#work ?? this.#position).feature(o.x, o.y, o.segment).parts : null;
    const key = JSON.stringify(o);
    const place = o ? this.#placed_().findIndex((p) => JSON.stringify(p.option) === key) : -1;
    if (JSON.stringify([parts, place]) === JSON.stringify([this.#hoverParts, this.#hoverPlace])) return;
    this.#hoverParts = parts;
    this.#hoverPlace = place;
    this.#render();
  }

  /** The open decision's module answers with their places (option-places.ts: the page's own reading). */
  #placed_() { return this.#answering() ? placedOptions(this.#options()) : []; }

  // ---- captions and marks of the step shown --------------------------------------------------

  /** The move whose caption and marks belong to the step shown, edited by `change`. */
  #editMove(change: (m: Move) => void, amend = false): boolean {
    if (this.#cursor === 0) return false;
    const moves = this.#doc.moves.map((m) => ({ ...m }));
    const m = moves[this.#cursor - 1]!;
    change(m);
    const marks = tidyMarks(m.marks);
    if (marks) m.marks = marks; else delete m.marks;
    if (!m.note) delete m.note;
    return this.#commit({ ...this.#doc, moves }, this.#cursor, '', amend);
  }

  #stepMarks(): StepMarks { return this.#cursor > 0 ? marksAt(this.#position, this.#cursor) : NO_MARKS; }

  #toggleSquare(c: Cell): void {
    this.#editMove((m) => {
      const squares = [...(m.marks?.squares ?? [])];
      const i = squares.findIndex((s) => s.x === c.x && s.y === c.y);
      if (i >= 0) squares.splice(i, 1); else squares.push({ x: c.x, y: c.y });
      m.marks = { ...m.marks, squares };
    });
  }

  #toggleFeature(spot: Spot): void {
    const lit = this.#stepMarks().features;
    const hit = lit.findIndex((f) => f.parts.some((p) => p.x === spot.x && p.y === spot.y && p.segment === spot.segment));
    const at = this.#position.segments(spot.x, spot.y)[spot.segment]!.at;
    this.#editMove((m) => {
      const features = [...(m.marks?.features ?? [])];
      if (hit >= 0) features.splice(hit, 1);
      else features.push({ x: spot.x, y: spot.y, at, feature: spot.feature });
      m.marks = { ...m.marks, features };
    });
    this.#lightTile = { x: spot.x, y: spot.y };
    this.#render();
  }

  #setNote(text: string): void {
    const ok = this.#editMove((m) => { m.note = text; }, this.#noteEditing);
    if (ok) this.#noteEditing = true;
  }

  #setMode(mode: Mode): void {
    this.#mode = this.#mode === mode || this.#cursor === 0 ? 'place' : mode;
    this.#lightTile = null;
    if (this.#mode !== 'place' && this.#tile) { this.#tile = null; this.#startMove(); }   // marks belong to the step shown
    this.#say(this.#mode === 'light' ? 'Click a tile, then the spot of the feature to light.'
      : this.#mode === 'ring' ? 'Click the squares to ring (again to remove a ring).' : '', false);
    this.#render();
  }

  // ---- drawing --------------------------------------------------------------------------

  #seats(): SeatLook[] {
    const players = this.#doc.setup.players;
    const marks = seatMarks(players.map((p, i) => p.name ?? `Player ${i + 1}`));
    return players.map((p, i) => ({ color: p.color ?? seatColors()[i % seatColors().length]!, mark: marks[i]! }));
  }

  #render(): void {
    const shown = this.#work ?? this.#position;
    const st = shown.state();
    const marks = this.#stepMarks();
    const drafting = this.#mode === 'place' && this.#tile !== null;
    const legal = this.#mode === 'place' && !this.#placed ? this.#legal() : new Map<string, number[]>();
    const last = st.lastTile ?? null;
    const model: BoardModel = {
      tiles: st.tiles, figures: st.figures, seats: this.#seats(), current: st.current, legal,
      handTile: null, ghost: null, cursor: legal.size ? this.#kbCell : null, spots: this.#spots(), hoverSpot: -1,
      highlight: this.#hoverParts ?? (drafting ? null : litParts(marks).length ? litParts(marks) : null),
      recent: last ? st.tiles.filter((t) => t.x === last.x && t.y === last.y) : this.#lastMoveTile(),
      rings: drafting ? [] : marks.squares,
      // a module's answers where they live: squares framed, points numbered (the keys 1-9 are the
      // figure spots' while there are any, so the places then carry no numbers)
      places: boardMarks(this.#placed_()).map((p) => (this.#spots().length ? { ...p, label: '' } : p)),
      hoverPlace: this.#hoverPlace,
    };
    this.board.setModel(model);
    this.board.keepInView();
    this.#renderSteps(st);
    this.#renderMove();
    this.#renderMarks(marks);
    this.#palette.update(this.#tile, this.#free ? null : this.#position.state().tilesLeftByType);
    button('undo').disabled = !this.#history.canUndo;
    button('redo').disabled = !this.#history.canRedo;
    this.#message.paint();
  }

  #lastMoveTile(): GameState['tiles'] {
    if (this.#cursor === 0) return [];
    const m = this.#doc.moves[this.#cursor - 1]!;
    return this.#position.state().tiles.filter((t) => t.x === m.x && t.y === m.y);
  }

  #renderSteps(st: GameState): void {
    const n = this.#doc.moves.length;
    const scores = st.players.map((p) => `${p.name} ${p.score}`).join(' · ');
    renderSteps(this.#cursor, n, `${stepWhere(this.#cursor, n)} — ${scores}`);
  }

  #renderMove(): void {
    const players = this.#doc.setup.players;
    const seats = this.#seats();
    const current = this.#position.state().current;
    $('#players').replaceChildren(h('span', { class: 'hint' }, 'Placed by'), ...players.map((p, i) => {
      const dot = h('span', { class: 'dot', 'aria-hidden': 'true' }, seats[i]!.mark);
      dot.style.background = seats[i]!.color;
      dot.style.color = inkOn(seats[i]!.color);
      return h('button', {
        type: 'button', role: 'radio', class: 'seat', 'aria-checked': String(i === this.#player), 'data-player': i,
        disabled: !this.#free && i !== current,
        title: !this.#free && i !== current ? 'A counted deck keeps the turn order (choose the free deck in Setup to give a move to anyone)' : '',
        onclick: () => this.#pickPlayer(i),
      }, dot, p.name ?? `Player ${i + 1}`);
    }));
    const d = this.#work?.state().decision ?? null;
    const nameOf = (p: number) => players[p]?.name ?? `Player ${p + 1}`;
    const who = nameOf(this.#player);
    const tile = this.#tile ? tileWords(this.#tile) : '';
    let text: string;
    if (this.#mode !== 'place') text = 'Marking the step shown (the buttons below); press the button again to go back to placing.';
    else if (this.#position.state().over) text = 'The game is over at this step: no tile is left to place.';
    else if (!this.#work && !this.#tile) text = `${who} places the next tile: pick it in the palette.`;
    else if (!this.#work) text = `${tileName(this.#tile!)} cannot be placed now.`;
    else if (d?.kind === 'tile') text = `${who} places ${tile}: click a marked square (${this.#legal().size} possible).`;
    else text = this.#decisionText(d, nameOf);
    $('#draft').textContent = text;
    const answering = this.#answering();
    const options = answering ? this.#options() : [];
    button('turn').hidden = !(this.#placed && this.#placed.rots.length > 1);
    const pass = options.find((o): o is Extract<Option, { type: 'pass' }> => o.type === 'pass');
    button('pass').hidden = !pass;
    button('pass').textContent = pass?.text ?? (d?.kind === 'figure' ? 'No figure' : 'Decline');
    button('cancel').hidden = !this.#tile || this.#continuing;
    const kinds = [...new Set(options.filter((o) => o.type === 'figure').map((o) => (o as { figure: string }).figure))];
    $('#figure-kinds').replaceChildren(...(kinds.length > 1 ? kinds.map((k) => h('button', {
      type: 'button', role: 'radio', 'aria-checked': String(k === this.#figureKind), 'data-figure': k,
      onclick: () => { this.#figureKind = k; this.#render(); },
    }, figureLabel(k))) : []));
    // every answer the engine lists, as a button (the spots on the board are the same answers)
    const spotButtons = d?.kind === 'figure' ? [] : this.#spotOptions();
    const modules = options.filter((o): o is ModuleOption => o.type === 'module');
    // a module answer's button carries the number of its point on the board (none while figure spots hold the keys)
    const numbers = new Map(this.#spots().length ? [] : boardMarks(this.#placed_()).filter((m) => m.label).map((m) => [m.index, m.label] as const));
    $('#module-actions').replaceChildren(...[...spotButtons, ...modules].map((o, i) => h('button', {
      type: 'button', class: 'answer', 'data-answer': i,
      onclick: () => this.#answer(o),
      onmouseenter: () => this.#preview(o), onmouseleave: () => this.#preview(null),
      onfocus: () => this.#preview(o), onblur: () => this.#preview(null),
    }, this.#numbered(i < spotButtons.length ? (i < 9 ? String(i + 1) : '') : numbers.get(i - spotButtons.length) ?? '', this.#optionText(o)))));
  }

  /** A button's words with the number its spot or place shows on the board. */
  #numbered(label: string, text: string): string { return label ? `${label}. ${text}` : text; }

  /** Who decides what now, in words: the player to move, another player, or chance (the author names its outcome). */
  #decisionText(d: GameState['decision'], nameOf: (p: number) => string): string {
    if (!d) return '';
    if (d.kind === 'figure') return `${nameOf(d.player)}: put a figure on a numbered spot, or choose “No figure”.`;
    const what = d.text ?? d.kind;
    if (d.player === null || d.player === undefined) return `Chance: ${what}. Choose the outcome below.`;
    const other = d.player !== this.#work!.state().current ? ' (not the player to move)' : '';
    return `${nameOf(d.player)}${other} decides: ${what}. Choose below${this.#spots().length ? ' or on a numbered spot' : ''}.`;
  }

  /** The answers the move's open decision offers, as the page lays them out (see #renderMove). */
  #answerList(): { option: Option; ui: 'spot' | 'button' | 'pass'; index: number }[] {
    if (!this.#answering()) return [];
    const options = this.#options();
    const figureStep = this.#work!.state().decision?.kind === 'figure';
    const spots = this.#spotOptions();
    const buttons = [...(figureStep ? [] : spots), ...options.filter((o) => o.type === 'module')];
    const pass = options.find((o) => o.type === 'pass');
    return [
      ...(figureStep ? spots.map((option, index) => ({ option, ui: 'spot' as const, index })) : []),
      ...buttons.map((option, index) => ({ option, ui: 'button' as const, index })),
      ...(pass ? [{ option: pass, ui: 'pass' as const, index: 0 }] : []),
    ];
  }

  #optionText(o: SpotOption | ModuleOption): string {
    if (o.type === 'module') return o.text;
    const figure = figureName(o.figure), feature = featureName(o.feature);
    const side = SIDE_WORDS[o.at] ?? '';
    const where = `the ${side ? `${side} ` : ''}${feature} of ${o.x === 0 && o.y === 0 ? '' : 'the square '}${whereInWords(o.x, o.y)}`;
    return o.type === 'figure' ? `Place ${figure} on ${where}` : `Take back ${figure} from ${where}`;
  }

  #renderMarks(marks: StepMarks): void {
    const step = this.#cursor;
    const note = $('#note') as HTMLTextAreaElement;
    note.disabled = step === 0;
    if (document.activeElement !== note) note.value = step > 0 ? this.#doc.moves[step - 1]?.note ?? '' : '';
    $('#note-count').textContent = String([...note.value].length);
    $('#note-title').textContent = step === 0 ? 'Caption and marks (make a move first)' : `Caption and marks of move ${step}`;
    for (const [id, mode] of [['light', 'light'], ['ring', 'ring']] as const) {
      button(id).disabled = step === 0;
      button(id).setAttribute('aria-pressed', String(this.#mode === mode));
    }
    const items = [
      ...marks.features.map((f, i) => h('li', {}, `Lit: the ${featureName(f.kind)} at ${whereInWords(f.x, f.y)}`,
        h('button', { type: 'button', 'aria-label': `Put out the ${featureName(f.kind)} at ${whereInWords(f.x, f.y)}`, onclick: () => this.#removeMark('features', i) }, '✕'))),
      ...marks.squares.map((s, i) => h('li', {}, `Ringed: ${s.x === 0 && s.y === 0 ? '' : 'the square '}${whereInWords(s.x, s.y)}`,
        h('button', { type: 'button', 'aria-label': `Remove the ring at ${whereInWords(s.x, s.y)}`, onclick: () => this.#removeMark('squares', i) }, '✕'))),
    ];
    $('#marks').replaceChildren(...items);
    ($('#end') as HTMLInputElement).checked = this.#doc.end;
  }

  #removeMark(kind: 'features' | 'squares', i: number): void {
    this.#editMove((m) => {
      const list = [...(m.marks?.[kind] ?? [])];
      list.splice(i, 1);
      m.marks = { ...m.marks, [kind]: list };
    });
  }

  #say(message: string, refused: boolean): void { this.#message.say(message, refused); }

  // ---- preview, export, import ------------------------------------------------------------------

  #recordText(): string { return formatRecord(toRecord(this.#doc)); }

  #schedulePreview(): void {
    clearTimeout(this.#previewTimer);
    this.#previewTimer = window.setTimeout(() => {
      ($('#preview') as CarcassonneBoard).recordText = JSON.stringify(toRecord(this.#doc));
    }, 250);
  }

  #showOptions(): transfer.ShowOptions {
    const mode = ($('#show-mode') as HTMLSelectElement).value as transfer.ShowOptions['mode'];
    return { mode, ply: ($('#show-ply') as HTMLSelectElement).value };
  }

  /** The SVG renderer: a WebAssembly module of its own, fetched on the first SVG export. */
  #renderer: Promise<Renderer> | null = null;

  /** The exported text of one kind; the SVG shows the step on screen. */
  async exportText(kind: ExportKind): Promise<string> {
    const rec = toRecord(this.#doc), base = document.baseURI, o = this.#showOptions();
    const file = transfer.recordFileName(($('#file-name') as HTMLInputElement).value);
    switch (kind) {
      case 'json': return this.#recordText();
      case 'inline': return transfer.inlineSnippet(rec, o, base);
      case 'src': return transfer.srcSnippet(file, o, base);
      case 'iframe': { const link = transfer.iframeLink(rec, o, base); return `${link}\n\n${transfer.iframeSnippet(link)}`; }
      case 'svg': {
        this.#renderer ??= import('carcassonne-engine/render').then((m) => m.createRenderer());
        this.#renderer.catch(() => { this.#renderer = null; });   // offline on a first visit: try again later
        return (await this.#renderer).renderSvg(rec, { ply: this.#cursor });
      }
    }
  }

  async #export(kind: ExportKind): Promise<void> {
    this.#exportKind = kind;
    const box = $('#export') as HTMLTextAreaElement;
    box.value = '';
    try {
      const text = await this.exportText(kind);
      if (this.#exportKind === kind) box.value = text;
    } catch (e) {
      this.#say(`Export: ${(e as Error).message}`, true);
    }
    ($('#file-row') as HTMLElement).hidden = kind !== 'src';
    button('copy').disabled = button('download').disabled = false;
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-export]')) b.setAttribute('aria-pressed', String(b.dataset['export'] === kind));
  }

  async #download(): Promise<void> {
    const kind = this.#exportKind;
    if (!kind) return;
    const file = transfer.recordFileName(($('#file-name') as HTMLInputElement).value);
    const [name, type, text] = kind === 'svg'
      ? [file.replace(/\.json$/, `-${this.#cursor}.svg`), 'image/svg+xml', await this.exportText('svg')]
      : kind === 'json' || kind === 'src' ? [file, 'application/json', this.#recordText()]
        : [file.replace(/\.json$/, '.html'), 'text/html', await this.exportText(kind)];
    const a = h('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  async #copy(): Promise<void> {
    const text = ($('#export') as HTMLTextAreaElement).value;
    try {
      await navigator.clipboard.writeText(text);
      this.#say('Copied.', false);
    } catch {
      ($('#export') as HTMLTextAreaElement).select();
      this.#say('Selected: copy it with Ctrl+C.', false);
    }
  }

  async import(input: string): Promise<boolean> {
    try {
      const rec = await transfer.importRecord(input, document.baseURI);
      const doc = fromRecord(rec);
      if (!(await this.#ensure(doc.setup))) return false;
      const half = doc.moves.at(-1)?.partial === true;   // kept: the editor answers its open decision
      this.#tile = null;
      const ok = this.#commit(doc, doc.moves.length, `Imported ${doc.moves.length} moves${half ? ' (the last one is unfinished: answer its open decision)' : ''}.`);
      if (ok) {
        this.#palette.setTiles(tilesInPlay(this.engine.tileSets(), doc.setup));
        this.#setupPanel.show(doc.setup);
      }
      return ok;
    } catch (e) {
      this.#say((e as Error).message, true);
      return false;
    }
  }

  // ---- wiring -------------------------------------------------------------------------------

  #wire(): void {
    button('new').addEventListener('click', () => {
      this.#tile = null;
      if (this.#commit(defaultDoc(), 0, 'A new example (Undo brings the last one back).')) this.#setupPanel.show(this.#doc.setup);
    });
    button('undo').addEventListener('click', () => this.#undo());
    button('redo').addEventListener('click', () => this.#redo());
    wireSteps(this.#steps, () => this.#cursor, () => this.#doc.moves.length);
    button('turn').addEventListener('click', () => this.#turnTile());
    button('pass').addEventListener('click', () => { if (this.#apply({ type: 'pass' })) this.#afterAction(); else this.#render(); });
    button('cancel').addEventListener('click', () => { this.#tile = null; this.#startMove(); });
    button('light').addEventListener('click', () => this.#setMode('light'));
    button('ring').addEventListener('click', () => this.#setMode('ring'));
    const note = $('#note') as HTMLTextAreaElement;
    note.addEventListener('input', () => this.#setNote(note.value));
    note.addEventListener('blur', () => { this.#noteEditing = false; });
    $('#end').addEventListener('change', (e) => {
      const end = (e.target as HTMLInputElement).checked;
      const { final: _final, ...rest } = this.#doc;   // the final scoring's answers go with it
      if (!this.#commit({ ...rest, end }, this.#cursor, end ? 'The example ends with the final scoring.' : '')) this.#render();
    });
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-export]')) {
      b.addEventListener('click', () => void this.#export(b.dataset['export'] as ExportKind));
    }
    for (const id of ['show-mode', 'show-ply', 'file-name']) $(`#${id}`).addEventListener('change', () => { if (this.#exportKind) void this.#export(this.#exportKind); });
    button('copy').addEventListener('click', () => void this.#copy());
    button('download').addEventListener('click', () => void this.#download());
    button('import-go').addEventListener('click', () => void this.import(($('#import') as HTMLTextAreaElement).value));
    $('#import-file').addEventListener('change', async (e) => {
      const file = (e.target as HTMLInputElement).files?.[0];
      if (!file) return;
      if (file.size > 4 << 20) { this.#say('import: the file is larger than a record may be (4 MiB)', true); return; }
      await this.import(await file.text());
    });
    window.addEventListener('keydown', (e) => this.#key(e));
  }

  readonly #steps = { go: (n: number) => this.#show(n), undo: () => this.#undo(), redo: () => this.#redo() };

  #key(e: KeyboardEvent): void {
    if (historyKey(e, this.#steps)) return;
    if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const onBoard = e.target === this.board.canvas;
    const legal = onBoard && this.#mode === 'place' && !this.#placed ? [...this.#legal().keys()] : [];
    if (e.key === 'r' || e.key === 'R') this.#turnTile();
    else if (e.key === 'Escape') { if (this.#mode !== 'place') this.#setMode('place'); else { this.#tile = null; this.#startMove(); } }
    else if (legal.length && e.key.startsWith('Arrow')) {
      // the keyboard's way to a square: arrows walk the marked squares, Enter places the tile there
      const at = this.#kbCell ? legal.indexOf(`${this.#kbCell.x},${this.#kbCell.y}`) : -1;
      const step = e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1;
      const [x, y] = legal[(at + step + legal.length) % legal.length]!.split(',').map(Number) as [number, number];
      this.#kbCell = { x, y };
      this.board.reveal(this.#kbCell);
      this.#render();
      e.preventDefault();
    } else if (onBoard && e.key === 'Enter' && this.#kbCell && legal.length) {
      const cell = this.#kbCell;
      this.#kbCell = null;
      this.#place(cell);
    } else if (onBoard && /^[1-9]$/.test(e.key) && this.#spots().length) this.#spotClick(Number(e.key) - 1);
    else if (onBoard && /^[1-9]$/.test(e.key) && this.#placed_().length) {   // a module's answer by its number on the board
      const o = this.#placed_()[Number(e.key) - 1];
      if (o && o.place.on !== 'none') this.#answer(o.option);
    }
    else if (onBoard && e.key === 'ArrowLeft') this.#show(this.#cursor - 1);
    else if (onBoard && e.key === 'ArrowRight') this.#show(this.#cursor + 1);
  }

  // ---- for tests ------------------------------------------------------------------------------

  hooks() {
    return Object.freeze({
      record: () => toRecord(this.#doc),
      cursor: () => this.#cursor,
      state: () => (this.#work ?? this.#position).state(),
      legal: () => [...this.#legal()].map(([k, rots]) => ({ cell: k, rots })),
      placed: () => (this.#placed ? { x: this.#placed.x, y: this.#placed.y, rot: this.#placed.rots[this.#placed.i]! } : null),
      spots: () => this.#spots(),
      marks: () => this.#stepMarks(),
      cellToClient: (x: number, y: number, fx = 0.5, fy = 0.5) => this.board.cellToClient(x, y, fx, fy),
      /** The square a click places a tile by (a piece of several squares: its middle square). */
      handleOf: (tile: string, x: number, y: number, rot: number) => handleCell(this.artist.info(tile), x, y, rot),
      exportText: (kind: ExportKind) => this.exportText(kind),
      /** The open decision's answers and where each is clicked: a spot, a button, or #pass. */
      answers: () => this.#answerList(),
      /** What the move would be after answer i (on a copy: nothing changes here). */
      tryAnswer: (i: number) => {
        const a = this.#answerList()[i];
        if (!a || !this.#work) return null;
        const copy = this.#work.clone();
        try {
          copy.apply(a.option);
          const saved = copy.save();
          if (this.#finalScoring) return { final: saved.final ?? [] };
          return saved.moves[this.#continuing ? this.#cursor - 1 : this.#cursor] ?? null;
        } finally { copy.dispose(); }
      },
    });
  }
}

declare global {
  interface Window { __carcassonneEditor?: unknown }
}

async function main(): Promise<void> {
  const status = $('#status');
  status.textContent = 'Loading the engine…';
  try {
    // a new document plays the base game: the first core; a setup or an import that needs more loads the full one
    const { engine, core, artist } = await loadEngine();
    const editor = new Editor(engine, core, artist);
    window.__carcassonneEditor = editor.hooks();
    document.body.classList.add('ready');
  } catch (e) {
    status.textContent = `The engine could not load: ${(e as Error).message}`;
    status.classList.add('refused');
  }
}

void main();
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support is a bonus */ });
}

// the page's static words in the reader's language, and its language picker (docs/words.md)
void startWords();
