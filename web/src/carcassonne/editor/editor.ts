// Carcassonne's example editor (editor.html): builds a teaching record move by move. Pick a tile
// from the palette and a player, click a marked square (↻ turns it), put a figure on a spot or
// none; step back and forth through the moves (a move made at an earlier step replaces the moves
// after it); caption each step and light features or ring squares; export the record, an element
// snippet, an embed.html link or the SVG, and import any of them back. The engine checks every
// step and its refusals are shown as it words them; the document is always a record the engine
// accepts. Undo, the step bar, the caption, the export panel and the message line are every
// editor's (web/src/editor/); this file keeps the document and draws the step shown.
import type { Engine, Game, GameState, Move, Setup } from 'carcassonne-engine';
import { litParts } from '../../embed/annotations.js';
import '../../embed/board-element.js';
import type { CarcassonneBoard } from '../../embed/board-element.js';
import { loadEngine } from '../../embed/engine-loader.js';
import { $ } from '../../shell/dom.js';
import { CaptionBox } from '../../editor/caption-box.js';
import { ExportPanel } from '../../editor/export-panel.js';
import { MessageLine } from '../../editor/message-line.js';
import { History } from '../../editor/record-history.js';
import { renderHistory, renderSteps, stepWhere, wireSteps } from '../../editor/step-nav.js';
import { BoardView, type BoardModel, type SeatLook } from '../board.js';
import { holds, setupNeeds, type CoreInfo } from '../cores.js';
import { seatColors } from '../lexicon.js';
import { seatMarks } from '../meeple.js';
import { boardMarks } from '../option-places.js';
import { handleCell } from '../pieces.js';
import type { TileArtist } from '../tiles.js';
import { BoardInput } from './board-input.js';
import { type Doc, defaultDoc, fromRecord, tidyMarks, toRecord } from './doc.js';
import { Marking } from './marking.js';
import { MoveDraft } from './move-draft.js';
import { renderMovePanel } from './move-panel.js';
import { Palette, tilesInPlay } from './palette.js';
import { downloadFile, exportText, type ExportInput, type ExportKind } from './record-export.js';
import { importRecord } from './record-import.js';
import { SetupPanel } from './setup-panel.js';

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

/** The editor: its document and step shown. Its parts (this folder) read and change it through the
 *  members without '#': the move being made (draft), the marks (marking), the board input (input). */
export class Editor {
  /** The largest core loaded so far (carcassonne/cores.ts): it replays every document of the history. */
  engine: Engine;
  #core: CoreInfo;
  readonly artist: TileArtist;
  readonly board: BoardView;
  readonly draft: MoveDraft;
  readonly marking = new Marking(this);
  readonly input = new BoardInput(this);
  readonly steps = { go: (n: number) => this.show(n), undo: () => this.#undo(), redo: () => this.#redo() };
  #history: History<Doc>;
  #doc: Doc;
  #cursor = 0;                  // the step shown: the position after this many moves
  #position: Game;              // that position
  readonly #message = new MessageLine();
  readonly #caption = new CaptionBox((text, amend) => this.editMove((m) => { m.note = text; }, amend));
  readonly #exports: ExportPanel<ExportKind> = new ExportPanel<ExportKind>({
    text: (kind) => this.exportText(kind),
    file: (kind, file) => downloadFile(kind, this.#exportInput(file)),
    import: (input) => this.import(input),
    say: (text, refused) => this.say(text, refused),
  });
  #palette: Palette;
  #setupPanel: SetupPanel;
  #previewTimer = 0;

  constructor(engine: Engine, core: CoreInfo, artist: TileArtist) {
    this.engine = engine;
    this.#core = core;
    this.artist = artist;
    this.draft = new MoveDraft(artist, (m, refused) => this.say(m, refused), () => this.marking.mode === 'place');
    this.#doc = defaultDoc();
    this.#history = new History(this.#doc);
    this.#position = engine.loadRecord(toRecord(this.#doc), { ply: 0 });
    this.board = new BoardView($('#board') as HTMLCanvasElement, artist, {
      cellClick: (c) => this.input.cellClick(c),
      spotClick: (i) => this.input.spotClick(i),
      placeClick: (i) => { const o = this.draft.placedOptions()[i]; if (o) this.input.answer(o.option); },
      hover: (t) => this.input.hover(t),
      rotate: () => this.turnTile(),
    });
    this.#palette = new Palette($('#palette'), artist, (id) => this.#pickTile(id));
    this.#setupPanel = new SetupPanel($('#setup'), engine, (s) => void this.#changeSetup(s));
    this.#wire();
    this.#setupPanel.show(this.#doc.setup);
    this.#palette.setTiles(tilesInPlay(engine.tileSets(), this.#doc.setup));
    this.show(0);
  }

  get doc(): Doc { return this.#doc; }
  get cursor(): number { return this.#cursor; }
  get position(): Game { return this.#position; }
  get free(): boolean { return this.#doc.setup.deck === 'free'; }

  say(message: string, refused: boolean): void { this.#message.say(message, refused); }

  // ---- the document ---------------------------------------------------------------------

  /** Keeps `doc` if the engine replays it (else says why and keeps the old one); shows `cursor`. */
  #commit(doc: Doc, cursor: number, message = '', amend = false): boolean {
    try {
      this.engine.loadRecord(toRecord(doc)).dispose();
    } catch (e) {
      this.say(`Not allowed: ${(e as Error).message}`, true);
      return false;
    }
    if (amend) this.#history.amend(doc); else this.#history.commit(doc);
    this.#setDoc(doc);
    this.show(cursor, message);
    return true;
  }

  /** The document replaced; the palette follows a change of sets. */
  #setDoc(doc: Doc): void {
    const setsChanged = JSON.stringify(doc.setup.sets) !== JSON.stringify(this.#doc.setup.sets);
    this.#doc = doc;
    if (setsChanged) this.#palette.setTiles(tilesInPlay(this.engine.tileSets(), doc.setup));
  }

  #restore(doc: Doc, what: string): void {
    this.#setDoc(doc);
    this.#setupPanel.show(doc.setup);
    this.show(Math.min(this.#cursor, doc.moves.length), what);
  }

  #undo(): void { if (this.#history.canUndo) this.#restore(this.#history.undo(), 'Undone.'); }
  #redo(): void { if (this.#history.canRedo) this.#restore(this.#history.redo(), 'Redone.'); }

  /** The move whose caption and marks belong to the step shown, edited by `change`. */
  editMove(change: (m: Move) => void, amend = false): boolean {
    if (this.#cursor === 0) return false;
    const moves = this.#doc.moves.map((m) => ({ ...m }));
    const m = moves[this.#cursor - 1]!;
    change(m);
    const marks = tidyMarks(m.marks);
    if (marks) m.marks = marks; else delete m.marks;
    if (!m.note) delete m.note;
    return this.#commit({ ...this.#doc, moves }, this.#cursor, '', amend);
  }

  /** Makes the editor's engine one that plays this setup: the full core is loaded once, when a
   *  set or rule option first needs it. False (and said) when it cannot load. */
  async #ensure(setup: unknown): Promise<boolean> {
    const needs = setupNeeds(setup);
    if (holds(this.#core, needs)) return true;
    this.say('Loading the engine for these sets…', false);
    try {
      const shared = await loadEngine(needs);
      this.engine = shared.engine;
      this.#core = shared.core;
      return true;
    } catch (e) {
      this.say(`The engine for these sets could not load: ${(e as Error).message}`, true);
      return false;
    }
  }

  async #changeSetup(setup: Setup): Promise<void> {
    if (!(await this.#ensure(setup))) { this.#setupPanel.show(this.#doc.setup); return; }
    const doc = { ...this.#doc, setup };
    if (!this.#commit(doc, this.#cursor, 'Setup changed.')) this.#setupPanel.show(this.#doc.setup);
    else this.#setupPanel.show(setup);
  }

  // ---- the step shown and the move being made -------------------------------------------------

  show(cursor: number, message = ''): void {
    this.#cursor = Math.max(0, Math.min(this.#doc.moves.length, cursor));
    this.#position.dispose();
    this.#position = this.engine.loadRecord(toRecord(this.#doc), { ply: this.#cursor });
    this.draft.player = this.#position.state().current;
    const next = this.#cursor === this.#doc.moves.length ? this.#doc.next : undefined;   // a turn begun: its player and tile
    if (next?.player !== undefined) this.draft.player = next.player;
    if (next?.drawn !== undefined) this.draft.tile = next.drawn;
    this.#caption.stop();
    this.marking.lightTile = null;
    this.input.clear();
    if (this.#cursor === 0 && this.marking.mode !== 'place') this.marking.mode = 'place';
    this.say(message, false);
    this.startMove();
    this.#schedulePreview();
    this.#exports.refresh();
  }

  /** A fresh attempt at the move after the step shown. */
  startMove(): void {
    this.draft.start({ engine: this.engine, doc: this.#doc, cursor: this.#cursor, position: this.#position }, this.free);
    this.render();
  }

  /** After a tile, figure or module action: the move is kept once it is done, else drawn as it stands. */
  afterAction(): void {
    const made = this.draft.made(this.#doc, this.#cursor);
    if (made) this.#commit(made.doc, made.cursor, made.message); else this.render();
  }

  turnTile(): void { if (this.draft.turn()) this.afterAction(); }

  /** Esc: back to placing, or the tile let go. */
  letGo(): void {
    if (this.marking.mode !== 'place') this.marking.setMode('place');
    else { this.draft.tile = null; this.startMove(); }
  }

  #pickTile(id: string): void {
    this.draft.tile = id;
    this.marking.mode = 'place';
    this.say('', false);
    this.startMove();
  }

  pickPlayer(p: number): void {
    this.draft.player = p;
    this.say('', false);
    this.startMove();
  }

  // ---- drawing --------------------------------------------------------------------------

  seats(): SeatLook[] {
    const players = this.#doc.setup.players;
    const marks = seatMarks(players.map((p, i) => p.name ?? `Player ${i + 1}`));
    return players.map((p, i) => ({ color: p.color ?? seatColors()[i % seatColors().length]!, mark: marks[i]! }));
  }

  render(): void {
    const { draft, input } = this;
    const st = (draft.work ?? this.#position).state();
    const marks = this.marking.stepMarks();
    const placing = this.marking.mode === 'place';
    const drafting = placing && draft.tile !== null;
    const legal = placing && !draft.placed ? draft.legal() : new Map<string, number[]>();
    const last = st.lastTile ?? null;
    const spots = input.spots();
    const model: BoardModel = {
      tiles: st.tiles, figures: st.figures, seats: this.seats(), current: st.current, legal,
      handTile: null, ghost: null, cursor: legal.size ? input.kbCell : null, spots, hoverSpot: -1,
      highlight: input.hoverParts ?? (drafting ? null : litParts(marks).length ? litParts(marks) : null),
      recent: last ? st.tiles.filter((t) => t.x === last.x && t.y === last.y) : this.#lastMoveTile(),
      rings: drafting ? [] : marks.squares,
      // a module's answers where they live: squares framed, points numbered (the keys 1-9 are the
      // figure spots' while there are any, so the places then carry no numbers)
      places: boardMarks(draft.placedOptions()).map((p) => (spots.length ? { ...p, label: '' } : p)),
      hoverPlace: input.hoverPlace,
    };
    this.board.setModel(model);
    this.board.keepInView();
    this.#renderSteps(st);
    renderMovePanel(this);
    this.#caption.render(this.#cursor, this.#doc.moves[this.#cursor - 1]?.note ?? '', 'Caption and marks');
    this.marking.render(marks);
    ($('#end') as HTMLInputElement).checked = this.#doc.end;
    this.#palette.update(draft.tile, this.free ? null : this.#position.state().tilesLeftByType);
    renderHistory(this.#history);
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

  #schedulePreview(): void {
    clearTimeout(this.#previewTimer);
    this.#previewTimer = window.setTimeout(() => {
      ($('#preview') as CarcassonneBoard).recordText = JSON.stringify(toRecord(this.#doc));
    }, 250);
  }

  // ---- export and import ------------------------------------------------------------------

  #exportInput(file: string = this.#exports.fileName()): ExportInput {
    return { rec: toRecord(this.#doc), step: this.#cursor, show: this.#exports.showOptions(), file, base: document.baseURI };
  }

  /** The exported text of one kind; the SVG shows the step on screen. */
  exportText(kind: ExportKind): Promise<string> { return exportText(kind, this.#exportInput()); }

  async import(input: string): Promise<boolean> {
    try {
      const doc = fromRecord(await importRecord(input, document.baseURI));
      if (!(await this.#ensure(doc.setup))) return false;
      const half = doc.moves.at(-1)?.partial === true;   // kept: the editor answers its open decision
      this.draft.tile = null;
      const ok = this.#commit(doc, doc.moves.length, `Imported ${doc.moves.length} moves${half ? ' (the last one is unfinished: answer its open decision)' : ''}.`);
      if (ok) {
        this.#palette.setTiles(tilesInPlay(this.engine.tileSets(), doc.setup));
        this.#setupPanel.show(doc.setup);
      }
      return ok;
    } catch (e) {
      this.say((e as Error).message, true);
      return false;
    }
  }

  // ---- wiring -------------------------------------------------------------------------------

  #wire(): void {
    button('new').addEventListener('click', () => {
      this.draft.tile = null;
      if (this.#commit(defaultDoc(), 0, 'A new example (Undo brings the last one back).')) this.#setupPanel.show(this.#doc.setup);
    });
    wireSteps(this.steps, () => this.#cursor, () => this.#doc.moves.length);
    button('turn').addEventListener('click', () => this.turnTile());
    button('pass').addEventListener('click', () => { if (this.draft.apply({ type: 'pass' })) this.afterAction(); else this.render(); });
    button('cancel').addEventListener('click', () => { this.draft.tile = null; this.startMove(); });
    button('light').addEventListener('click', () => this.marking.setMode('light'));
    button('ring').addEventListener('click', () => this.marking.setMode('ring'));
    $('#end').addEventListener('change', (e) => {
      const end = (e.target as HTMLInputElement).checked;
      const { final: _final, ...rest } = this.#doc;   // the final scoring's answers go with it
      if (!this.#commit({ ...rest, end }, this.#cursor, end ? 'The example ends with the final scoring.' : '')) this.render();
    });
    window.addEventListener('keydown', (e) => this.input.key(e));
  }

  // ---- for tests ------------------------------------------------------------------------------

  hooks() {
    const { draft } = this;
    return Object.freeze({
      record: () => toRecord(this.#doc),
      cursor: () => this.#cursor,
      state: () => (draft.work ?? this.#position).state(),
      legal: () => [...draft.legal()].map(([k, rots]) => ({ cell: k, rots })),
      placed: () => (draft.placed ? { x: draft.placed.x, y: draft.placed.y, rot: draft.placed.rots[draft.placed.i]! } : null),
      spots: () => this.input.spots(),
      marks: () => this.marking.stepMarks(),
      cellToClient: (x: number, y: number, fx = 0.5, fy = 0.5) => this.board.cellToClient(x, y, fx, fy),
      /** The square a click places a tile by (a piece of several squares: its middle square). */
      handleOf: (tile: string, x: number, y: number, rot: number) => handleCell(this.artist.info(tile), x, y, rot),
      exportText: (kind: ExportKind) => this.exportText(kind),
      /** The open decision's answers and where each is clicked: a spot, a button, or #pass. */
      answers: () => draft.answerList(),
      /** What the move would be after answer i (on a copy: nothing changes here). */
      tryAnswer: (i: number) => draft.tryAnswer(i, this.#cursor),
    });
  }
}
