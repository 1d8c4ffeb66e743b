// The page: plays full games against the WASM engine, entirely client-side.
import type { Engine, FigureState, Game, GameState, Option, PlacedTileState, TileSetInfo } from 'carcassonne-engine';
import { BoardView, type BoardModel, type Cell, type HoverTarget, type Spot } from './carcassonne/board.js';
import { loadWorkerScript } from './shell/bot-assets.js';
import { coreFor, CORES, holds, loadCore, missingSets, NO_NEEDS, recordNeeds, setupNeeds, type CoreInfo, type LoadedCore, type Needs } from './shell/cores.js';
import { describeBoard, TurnAnnouncer } from './carcassonne/board-text.js';
import { decisionMillis, levelOf, makeBot, useBotAssets, WorkerBot, type Bot } from './shell/bots.js';
import { $, h, humanize, markOnce, recordJson } from './shell/dom.js';
import { FinalWalkthrough } from './carcassonne/final-walkthrough.js';
import { drawFigure, drawMeeple, seatMarks } from './carcassonne/meeple.js';
import { lexicon, seatColors, standardFigure, tileWords, useLexicon } from './carcassonne/lexicon.js';
import { registerOffline } from './shell/offline.js';
import { ReplayBar } from './shell/replay-bar.js';
import { analyseFinalScoring, Replay, TileIndex, type ReplayFrame } from './carcassonne/replay.js';
import { showResults } from './carcassonne/results.js';
import { drawScoreTrack, figuresAtScores, spaceAt, trackFigures } from './carcassonne/score-track.js';
import { TrackZoom } from './carcassonne/track-zoom.js';
import { wonderCards, type WondersState } from './carcassonne/wonder-cards.js';
import { askNewGame, loadSettings, quickSettings, toSetup, type NewGameSettings } from './shell/new-game.js';
import { showTileMix } from './carcassonne/tile-mix.js';
import { spreadSpots } from './carcassonne/spot-layout.js';
import { drawGlyph, TileArtist } from './carcassonne/tiles.js';
import { KeptSaves } from './shell/kept-saves-dialog.js';
import { readSave, recordProblemWords } from './shell/save-recovery.js';
import { KEPT_WORDS, LOAD_WORDS } from './shell/save-words.js';
import { anchorOf, handleCell } from './carcassonne/pieces.js';
import { atPlayer, atTrack, boardMarks, placedOptions, type PlacedOption } from './carcassonne/option-places.js';
import { describe, featureName, figureLabel, figureName, verb } from './carcassonne/words.js';

type TileOption = Extract<Option, { type: 'tile' }>;
type FigureOption = Extract<Option, { type: 'figure' | 'return' }>;
type ModuleOption = Extract<Option, { type: 'module' }>;

const CURRENT_KEY = 'carcassonne.current.v1';
/**
 * After a tile is placed by a click, a click on a figure spot at the same point within this time
 * is the second half of a double click: it places no meeple.
 */
const SPOT_GUARD_MS = 450;
const SPOT_GUARD_PX = 14;
/** Touch screens: no keys, no right click, no hover. */
const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
const DELAY_KEY = 'carcassonne.botDelay.v1';

/** Start-up marks (performance.mark, read by scripts/bench-page-load.mjs): the engine ready, the
 *  setup dialog shown, and the first board a human can move on (set in the frame that draws it). */
const MARK = { engine: 'carc:engine', setup: 'carc:setup', playable: 'carc:playable' } as const;

function urlBotDelay(): number | null {
  const v = new URLSearchParams(location.search).get('botDelay');
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

class App {
  /** The engine of the largest core loaded so far (web/src/cores.ts): it plays every game the page
   *  has made, so the page never goes back to a smaller one. */
  engine: Engine;
  core: CoreInfo;
  readonly artist: TileArtist;
  readonly board: BoardView;
  game: Game | null = null;
  st: GameState | null = null;
  opts: Option[] = [];
  bots: (Bot | null)[] = [];
  seats: { name: string; color: string; mark: string; bot: boolean }[] = [];
  rot = 0;
  handIndex = 0;
  cursor: Cell | null = null;
  hoverCell: Cell | null = null;
  hoverSpot = -1;
  figureKind: string | null = null;   // the figure kind whose spots are shown (null: the meeple)
  hoverFigure: HoverTarget = null;
  highlightCache = new Map<string, { x: number; y: number; segment: number }[]>();
  logCount = 0;
  logScroll = 0;   // the frame that scrolls the log to its newest line, if one is asked
  botTimer = 0;
  botBusy = false;
  generation = 0;
  botDelay = 600;
  resultsShown = false;
  readonly tiles: TileIndex;
  mode: 'play' | 'final' | 'replay' = 'play';   // a game, its final-scoring walk-through, or a replay
  walk: FinalWalkthrough | null = null;
  trackZoom: TrackZoom | null = null;   // the score track enlarged (a dialog)
  replayBar: ReplayBar | null = null;
  replayFrame: ReplayFrame | null = null;
  finalFrom = 0;                 // index of the first final-scoring event (the results table)
  placedAt: { x: number; y: number; t: number } | null = null;   // where and when a click placed the tile
  undoFloor = 0;                 // a turn undo never goes back before this many moves (one turn at a time)
  movers: number[] = [];         // the player of each move, in order (from the tile events)
  hoverModule: Extract<Option, { type: 'module' }> | null = null;   // an expansion action hovered (the abbot's recall)
  hoverPlace = -1;               // the placed option (option-places.ts) hovered on the board or by its button
  readonly announcer = new TurnAnnouncer($('#announce'));
  /** How long each bot turn took to think (seat, turn, ms): the thinking time the level promises. */
  thinkLog: { seat: number; turn: number; ms: number }[] = [];
  thinking: { seat: number; since: number; millis: number } | null = null;
  boardWords = '';               // what the board-as-text list was last built from
  deciderShown = -1;             // the player whose row was last brought into view (a human deciding)
  /** Saves that could not resume: kept, shown, downloaded or discarded (issue 44). */
  readonly kept = new KeptSaves(CURRENT_KEY, $('#kept-open'), $('#kept-saves') as HTMLDialogElement);

  /** sets: the engine's tile sets (a copy; read only here), shared with the lexicon: each
   *  engine.tileSets() call deep-copies the whole catalog's tiles (~2-3 ms on a cold page). */
  constructor(loaded: LoadedCore, readonly workerUrl: string | null, sets: TileSetInfo[] = loaded.engine.tileSets()) {
    this.engine = loaded.engine;
    this.core = loaded.info;
    // the art of a tile is the same in every core: asked of the current one
    this.artist = new TileArtist(sets, { tileArt: (id, m) => this.engine.tileArt(id, m), tileShapes: (id) => this.engine.tileShapes(id) });
    this.tiles = new TileIndex(this.engine, sets);
    this.board = new BoardView($('#board') as HTMLCanvasElement, this.artist, {
      cellClick: (c, touch, at) => this.cellClick(c, touch, at),
      spotClick: (i, at) => {
        const p = this.placedAt;
        if (p && performance.now() - p.t < SPOT_GUARD_MS && Math.hypot(at.x - p.x, at.y - p.y) < SPOT_GUARD_PX) return;
        this.chooseSpot(i);
      },
      placeClick: (i) => this.choosePlaced(i),
      hover: (t) => this.hover(t),
      rotate: () => this.rotate(),
    });
    const stored = Number(localStorage.getItem(DELAY_KEY));
    this.botDelay = urlBotDelay() ?? (Number.isFinite(stored) && localStorage.getItem(DELAY_KEY) !== null ? stored : 600);
    // the zoom buttons keep their corner: fitting the board leaves room for them. Their height is
    // read here, while the layout is still clean, and kept by a ResizeObserver: reading it at each fit
    // forced a layout in the middle of every redraw (twice as a game starts: after the log and the
    // hand were written, and again after the panel)
    const viewTools = $('.view-tools');
    let toolsHeight = viewTools.offsetHeight;
    new ResizeObserver(() => { toolsHeight = viewTools.offsetHeight; }).observe(viewTools);
    this.board.insets = () => {
      const tools = toolsHeight + 16;
      if (this.replayBar) return { top: tools, bottom: this.replayBar.bar.offsetHeight + 20 };
      if (this.walk) return { top: this.walk.card.offsetHeight + 20, bottom: tools };
      return { bottom: tools };
    };
    this.wire();
  }

  // ---- lifecycle -----------------------------------------------------------------------

  wire(): void {
    $('#new-game').addEventListener('click', () => void this.newGameDialog(true));
    $('#undo').addEventListener('click', () => this.undo());
    $('#save').addEventListener('click', () => this.save());
    $('#load').addEventListener('click', () => this.loadDialog());
    $('#fit').addEventListener('click', () => { this.board.autoFit = true; this.board.fit(); });
    $('#zoom-in').addEventListener('click', () => this.board.zoomBy(1.25));
    $('#zoom-out').addEventListener('click', () => this.board.zoomBy(0.8));
    $('#rotate').addEventListener('click', () => this.rotate());
    $('#pass').addEventListener('click', () => this.pass());
    $('#score-track').addEventListener('click', (e) => this.trackClick(e));
    $('#show-results').addEventListener('click', () => this.showResults());
    $('#replay-open').addEventListener('click', () => this.openReplay());
    $('#tiles-left').addEventListener('click', () => { if (this.st) showTileMix($('#tile-mix') as HTMLDialogElement, this.artist, this.engine.tileSets(), this.st); });
    $('#help-toggle').addEventListener('click', () => {
      const help = $('#help');
      help.toggleAttribute('hidden');
      $('#help-toggle').setAttribute('aria-expanded', String(!help.hidden));
    });
    window.addEventListener('keydown', (e) => this.key(e));
  }

  async newGameDialog(cancellable: boolean): Promise<void> {
    const asked = askNewGame($('#dialog') as HTMLDialogElement, this.engine, loadSettings(this.engine), cancellable && !!this.game,
      async (setup) => { await this.ensureCore(setupNeeds(setup)); return this.engine; });
    markOnce(MARK.setup);   // the dialog is open (showModal ran)
    if (!this.game) this.warmUp();
    const settings = await asked;
    if (!settings) return;
    await this.startNew(settings);
    // the game starts where it is played: the board has the focus (the closed dialog would leave it
    // on the page, eight tabs away)
    if (this.game && !document.querySelector('dialog[open]')) this.board.canvas.focus({ preventScroll: true });
  }


  /**
   * While the first dialog waits for a click: a quick game made and dropped, so that its click
   * does not wait for the module's first game (the catalog built, its code run for the first
   * time) nor for the renderer's first tile art. Idle time only; nothing is kept but the
   * artist's pictures of the start and first tiles.
   */
  warmUp(): void {
    const run = () => {
      try {
        const game = this.engine.newGame(toSetup(quickSettings(this.engine), this.engine));
        const st = game.state();
        game.options();
        for (const id of [st.tiles[0]?.tile, st.hand[0]]) if (id) this.artist.art(id, 40);   // log icons, 2x
        game.dispose();
      } catch { /* a warm-up only */ }
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  }

  /**
   * Makes the page's engine one whose core plays what a setup or record needs (null: unreadable,
   * the engine at hand refuses it): the full core is fetched and compiled once, when a game first
   * needs it. Bots started from now on get its module. Throws when it cannot load, naming the sets.
   */
  async ensureCore(needs: Needs | null): Promise<void> {
    if (holds(this.core, needs)) return;
    const want = coreFor(needs);
    const status = $('#status');
    const before = status.textContent;
    status.textContent = 'Loading the engine for these sets…';
    let loaded: LoadedCore;
    try {
      loaded = await loadCore(want);
    } catch (e) {
      status.textContent = before;
      throw new Error(`this game needs sets the first engine lacks (${missingSets(this.core, needs).join(', ') || 'unread'}), and ${want.file} could not be loaded: ${(e as Error).message}`);
    }
    this.engine = loaded.engine;
    this.core = loaded.info;
    useBotAssets(loaded.module && this.workerUrl ? { module: loaded.module, workerUrl: this.workerUrl } : null);
  }

  /** A new game: started at once when the loaded core holds its sets, else once the full core is in. */
  startNew(s: NewGameSettings): Promise<void> | void {
    const setup = toSetup(s, this.engine);
    this.botDelay = urlBotDelay() ?? s.botDelay;
    try { localStorage.setItem(DELAY_KEY, String(s.botDelay)); } catch { /* ignore */ }
    const begin = () => this.use(this.engine.newGame(setup), s.seats.map((x) => x.type));
    const needs = setupNeeds(setup);
    if (holds(this.core, needs)) return begin();
    return this.ensureCore(needs).then(begin, (e: Error) => this.toast(`The game could not start: ${e.message}`, true));
  }

  /**
   * Takes over a game: new or loaded. botKinds[i] is 'human' or a bot level; without it, the levels
   * the record keeps ("bot": "greedy"), and the random bot for a seat saved as "bot": true.
   */
  use(game: Game, botKinds?: string[]): void {
    this.leaveModes();
    for (const b of this.bots) b?.dispose();
    const st = game.state();
    const marks = seatMarks(st.players.map((p) => p.name));
    this.seats = st.players.map((p, i) => ({ name: p.name, color: p.color ?? seatColors()[i % seatColors().length]!, mark: marks[i]!, bot: p.bot }));
    this.bots = st.players.map((p, i) => {
      if (!p.bot) return null;
      const asked = botKinds?.[i];
      return makeBot(asked && asked !== 'human' && levelOf(asked) ? asked : p.botLevel ?? 'random');
    });
    this.undoFloor = 0;
    this.swapGame(game);
    this.board.fit();
  }

  /** The same seats and bots with another game: a loaded one, or the game with its last turn undone. */
  swapGame(game: Game): void {
    this.generation++;
    clearTimeout(this.botTimer);
    this.botTimer = 0;
    this.botBusy = false;
    this.thinking = null;
    if (this.game !== game) this.game?.dispose();
    this.game = game;
    this.rot = 0;
    this.handIndex = 0;
    this.cursor = null;
    this.hoverCell = null;
    this.hoverSpot = -1;
    this.hoverFigure = null;
    this.logCount = 0;
    this.movers = [];
    this.announcer.reset();
    this.resultsShown = false;
    $('#log').replaceChildren();
    $('#show-results').hidden = true;
    this.board.autoFit = true;
    this.refresh();
  }

  /** Ends a walk-through or a replay without going on (a new or loaded game takes over). */
  leaveModes(): void {
    this.walk?.card.remove();
    this.walk = null;
    this.replayBar?.bar.remove();
    this.replayBar = null;
    this.replayFrame = null;
    this.mode = 'play';
    document.body.classList.remove('replaying', 'final-scoring');
  }

  /** Re-reads the game after every change and redraws everything. */
  refresh(): void {
    const game = this.game;
    if (!game) return;
    this.st = game.state();
    this.opts = game.options();
    this.highlightCache.clear();
    const st = this.st;
    if (this.handIndex >= st.hand.length) this.handIndex = 0;
    // a cursor or hover that is no longer a legal cell goes away
    const legal = this.legal();
    if (this.cursor && !legal.has(`${this.cursor.x},${this.cursor.y}`)) this.cursor = null;
    if (this.hoverSpot >= this.shownFigureOptions().length) this.hoverSpot = -1;
    if (this.hoverPlace >= this.placed().length) this.hoverPlace = -1;
    this.appendLog();
    this.updateBoard();
    this.board.keepInView();
    this.renderPanel();
    this.persist();
    // the first board a human can move on: marked in the frame that draws it (the board's own
    // frame callback was asked for first, in updateBoard)
    if (this.humanToMove()) requestAnimationFrame(() => markOnce(MARK.playable));
    if (st.over && !this.resultsShown) {
      this.resultsShown = true;
      $('#show-results').hidden = false;
      this.startFinalScoring();
    }
    this.scheduleBot();
  }

  persist(): void {
    if (!this.game || !this.st) return;
    this.kept.keepParked();   // a save waiting to resume: kept before this game takes its place
    try {
      if (this.st.over) localStorage.removeItem(CURRENT_KEY);
      else localStorage.setItem(CURRENT_KEY, recordJson({ record: this.game.save(), bots: this.bots.map((b) => b?.kind ?? 'human') }));
    } catch { /* storage full or blocked: no resume */ }
  }

  /**
   * Resumes the saved game. A save that cannot be read is never dropped: it is kept with what was
   * wrong (save-recovery.ts) and the player is told, and may download or discard it, before the
   * page goes on. One whose engine could not load (offline) stays in place until a new game starts.
   */
  async tryResume(): Promise<boolean> {
    let text: string | null;
    try { text = localStorage.getItem(CURRENT_KEY); } catch { return false; }
    if (!text) return false;
    let game: Game, bots: string[] | undefined;
    try {
      const saved = readSave(text);
      try {
        await this.ensureCore(recordNeeds(saved.record));
      } catch (e) {
        this.kept.park(text, (e as Error).message);
        this.toast(KEPT_WORDS.parked((e as Error).message), true);
        return false;
      }
      game = this.engine.loadRecord(saved.record);
      bots = saved.bots;
    } catch (e) {
      await this.kept.keep(text, (e as Error).message);
      return false;
    }
    if (game.state().over) { game.dispose(); return false; }
    this.use(game, bots);
    this.toast('Resumed your last game.');
    return true;
  }

  // ---- derived state -------------------------------------------------------------------

  humanToMove(): boolean {
    const d = this.st?.decision;
    return this.mode === 'play' && !!d && !this.st!.over && !this.bots[d.player];
  }
  handTile(): string | null { return this.st?.hand[this.handIndex] ?? null; }
  tileOptions(): TileOption[] {
    const t = this.handTile();
    return this.humanToMove() && this.st?.decision?.kind === 'tile'
      ? this.opts.filter((o): o is TileOption => o.type === 'tile' && o.tile === t) : [];
  }
  figureOptions(): FigureOption[] {
    // figures to place, and figures to take back (a module's decision may ask for either): both are
    // spots on the board, clicked the same way
    return this.humanToMove() ? this.opts.filter((o): o is FigureOption => o.type === 'figure' || o.type === 'return') : [];
  }
  /** The figure kinds the player may put down now (meeple, big meeple, builder, pig). */
  figureKinds(): string[] { return [...new Set(this.figureOptions().map((o) => o.figure))]; }
  /** The kind whose spots are shown: the chosen one, else the meeple, else the first there is. */
  shownKind(): string | null {
    const kinds = this.figureKinds();
    if (this.figureKind && kinds.includes(this.figureKind)) return this.figureKind;
    return kinds.includes(standardFigure()) ? standardFigure() : kinds[0] ?? null;
  }
  shownFigureOptions(): FigureOption[] {
    const kind = this.shownKind();
    return this.figureOptions().filter((o) => o.figure === kind);
  }
  chooseKind(kind: string): void {
    this.figureKind = kind;
    this.hoverSpot = -1;
    this.updateBoard();
    this.renderPanel();
  }
  moduleOptions(): ModuleOption[] {
    return this.humanToMove() ? this.opts.filter((o): o is ModuleOption => o.type === 'module') : [];
  }
  canPass(): boolean { return this.humanToMove() && this.opts.some((o) => o.type === 'pass'); }
  /** The options answered by their place (a module's: a ferry link, a gold bar's tile, a robber's
   *  space, a wonder's card), numbered as their buttons; in the core's figure step a square is no
   *  place to click (the tile just placed holds the figure spots), so only points, cards and the rest. */
  placed(): PlacedOption[] {
    if (!this.humanToMove()) return [];
    const list = placedOptions(this.opts);
    return this.st?.decision?.kind === 'figure' && this.st.decision.module === undefined
      ? list.map((o) => (o.place.on === 'cell' ? { ...o, place: { on: 'none' as const } } : o)) : list;
  }
  choosePlaced(i: number): void {
    const o = this.placed()[i];
    const p = this.placedAt;
    if (p && performance.now() - p.t < SPOT_GUARD_MS) return;   // the second half of a double click that placed the tile
    if (o) this.apply(o.option);
  }
  /** Figures standing at a placed option's point (the abbot a recall takes back): ringed, their feature lit. */
  placedFigures(o: PlacedOption | undefined): FigureState[] {
    const p = o?.place;
    if (!p || p.on !== 'spot' || !this.st) return [];
    return this.st.figures.filter((f) => f.x === p.x && f.y === p.y && Math.hypot(f.px - p.px, f.py - p.py) < 0.02);
  }

  /** Legal placements of the tile in hand: cell -> rotations. A piece of several squares is
   *  pointed at by its handle square (the one in its middle), whatever its anchor. */
  legal(): Map<string, number[]> {
    const m = new Map<string, number[]>();
    for (const o of this.tileOptions()) {
      const c = handleCell(this.artist.info(o.tile), o.x, o.y, o.rot);
      const k = `${c.x},${c.y}`;
      const l = m.get(k) ?? [];
      if (!l.includes(o.rot)) l.push(o.rot);
      m.set(k, l);
    }
    for (const l of m.values()) l.sort((a, b) => a - b);
    return m;
  }

  /** The rotation shown at a cell: the current one if legal there, else the next legal one clockwise. */
  snap(rots: number[]): number {
    for (let i = 0; i < 4; i++) { const r = (this.rot + i) % 4; if (rots.includes(r)) return r; }
    return this.rot;
  }

  target(): Cell | null {
    const legal = this.legal();
    if (this.hoverCell && legal.has(`${this.hoverCell.x},${this.hoverCell.y}`)) return this.hoverCell;
    if (this.cursor && legal.has(`${this.cursor.x},${this.cursor.y}`)) return this.cursor;
    return null;
  }

  ghost(): (Cell & { rot: number }) | null {
    const t = this.target();
    if (!t) return null;
    const rot = this.snap(this.legal().get(`${t.x},${t.y}`)!);
    return { ...anchorOf(this.artist.info(this.handTile() ?? ''), t.x, t.y, rot), rot };
  }

  spots(): Spot[] {
    // Two figures may be offered for one feature (a meeple or the abbot on a monastery), and spots of
    // neighbouring features may touch: later spots move aside so that each can be seen and clicked.
    return spreadSpots(this.shownFigureOptions().map((o, index) => ({
      index, x: o.x, y: o.y, px: o.px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure,
    })));
  }

  viewer(): number {
    const st = this.st!;
    const n = st.players.length;
    for (let i = 0; i < n; i++) { const p = (st.current + i) % n; if (!this.bots[p]) return p; }
    return -1;
  }

  recent(): PlacedTileState[] {
    const st = this.st!;
    const tiles = [...st.tiles].sort((a, b) => a.turn - b.turn);
    if (st.over) return tiles.slice(-1).filter((t) => t.player >= 0);
    const v = this.viewer();
    if (v < 0) return tiles.slice(-st.players.length).filter((t) => t.player >= 0);
    const mine = tiles.filter((t) => t.player === v && t.turn < st.turn);
    const since = mine.length ? mine[mine.length - 1]!.turn : -1;
    return tiles.filter((t) => t.player >= 0 && t.player !== v && t.turn > since);
  }

  highlight(): { x: number; y: number; segment: number }[] | null {
    let key: string | null = null, x = 0, y = 0, seg = 0;
    const spot = this.shownFigureOptions()[this.hoverSpot];
    const recall = this.placedFigures(this.placed()[this.hoverPlace])[0];
    if (spot) { x = spot.x; y = spot.y; seg = spot.segment; key = `${x},${y},${seg}`; }
    else if (recall) { x = recall.x; y = recall.y; seg = recall.segment; key = `${x},${y},${seg}`; }
    else if (this.hoverFigure?.type === 'figure') { const f = this.hoverFigure.figure; x = f.x; y = f.y; seg = f.segment; key = `${x},${y},${seg}`; }
    if (!key || !this.game) return null;
    let parts = this.highlightCache.get(key);
    if (!parts) {
      try { parts = this.game.feature(x, y, seg).parts; } catch { parts = []; }
      this.highlightCache.set(key, parts);
    }
    return parts;
  }

  /** What the board shows: the game, or a step of the final scoring or of a replay. */
  updateBoard(): void {
    const st = this.st;
    if (!st) return;
    let model: BoardModel;
    const idle = { legal: new Map<string, number[]>(), handTile: null, ghost: null, cursor: null, spots: [], hoverSpot: -1 };
    if (this.mode === 'final' && this.walk) {
      const v = this.walk.view();
      model = { tiles: st.tiles, figures: v.figures, seats: this.seats, current: st.current, ...idle, markers: st.markers, owners: st.owners,
        highlight: v.highlight, highlightAlt: v.highlightAlt, recent: [] };
    } else if (this.mode === 'replay' && this.replayFrame) {
      const f = this.replayFrame;
      const placed = f.events.filter((e) => e.type === 'tile' && e.player >= 0).map((e) => e.type === 'tile' ? `${e.x},${e.y}` : '');
      model = { tiles: f.state.tiles, figures: f.state.figures, seats: this.seats, current: f.state.current, ...idle, markers: f.state.markers, owners: f.state.owners,
        highlight: f.scored.length ? f.scored : null, highlightAlt: f.fieldCities.length ? f.fieldCities : null,
        recent: f.state.tiles.filter((t) => placed.includes(`${t.x},${t.y}`)) };
    } else {
      const placed = this.placed();
      // figures an option acts on are ringed (the abbot a recall takes back); the keys 1-9 are the
      // figure spots' while there are any, so the places then carry no numbers
      const ringed = placed.flatMap((o) => this.placedFigures(o));
      const numbered = !this.figureOptions().length;
      const places = boardMarks(placed).map((m) => ({ ...m, label: numbered ? m.label : '',
        onFigure: this.placedFigures(placed[m.index]).length > 0 }));
      model = {
        tiles: st.tiles, figures: st.figures, seats: this.seats, current: st.current, markers: st.markers, owners: st.owners,
        legal: this.legal(), handTile: this.handTile(), ghost: this.ghost(), cursor: this.tileOptions().length ? this.cursor : null,
        spots: this.spots(), hoverSpot: this.hoverSpot, highlight: this.highlight(), recent: this.recent(),
        markFigures: ringed, places, hoverPlace: this.hoverPlace,
      };
    }
    this.board.setModel(model);
    this.renderHand();
    // the board in words, rebuilt when what it lists changes (not on every pointer move)
    const words = `${this.mode}/${st.turn}/${model.tiles.length}/${model.figures.map((f) => `${f.player}${f.figure}${f.x},${f.y}${f.at}`).join()}`;
    if (words !== this.boardWords) {
      this.boardWords = words;
      describeBoard($('#board-text-list'), { ...st, tiles: model.tiles, figures: model.figures }, this.seats.map((x) => x.name));
    }
  }

  // ---- actions -------------------------------------------------------------------------

  apply(o: Option): void {
    if (!this.game) return;
    try {
      this.game.apply(o);
    } catch (e) {
      this.toast((e as Error).message, true);
      return;
    }
    if (o.type === 'tile') { this.cursor = null; this.hoverSpot = -1; }
    if (o.type !== 'tile') { this.hoverSpot = -1; this.hoverFigure = null; this.figureKind = null; this.hoverModule = null; }
    this.hoverPlace = -1;
    this.refresh();
    // the meeple step of a human: make sure the tile just placed is in view
    if (o.type === 'tile' && this.figureOptions().length && this.st?.lastTile) this.board.reveal(this.st.lastTile);
  }

  place(c: Cell, at: { x: number; y: number } | null = null): void {
    const rots = this.legal().get(`${c.x},${c.y}`);
    if (!rots) return;
    const rot = this.snap(rots);
    const a = anchorOf(this.artist.info(this.handTile() ?? ''), c.x, c.y, rot);
    const o = this.tileOptions().find((t) => t.x === a.x && t.y === a.y && t.rot === rot);
    if (!o) return;
    this.rot = rot;
    this.placedAt = at && { ...at, t: performance.now() };
    this.apply(o);
  }

  cellClick(c: Cell, touch: boolean, at: { x: number; y: number }): void {
    if (!this.humanToMove()) return;
    const legal = this.legal();
    if (!legal.has(`${c.x},${c.y}`)) { if (touch) { this.cursor = null; this.updateBoard(); } return; }
    if (touch && !(this.cursor && this.cursor.x === c.x && this.cursor.y === c.y)) {
      // first tap shows the tile there; a second tap on it places it
      this.cursor = c;
      this.updateBoard();
      this.status();
      return;
    }
    this.place(c, at);
  }

  chooseSpot(i: number): void {
    const o = this.shownFigureOptions()[i];
    if (o) this.apply(o);
  }

  pass(): void {
    const o = this.opts.find((x) => x.type === 'pass');
    if (o && this.humanToMove()) this.apply(o);
  }

  /** An expansion action (the abbot's recall), shown on the board while its button is hovered or focused. */
  hoverAction(o: Extract<Option, { type: 'module' }> | null): void {
    this.hoverModule = o;
    this.hoverPlace = o ? this.placed().findIndex((p) => p.option === o) : -1;
    this.renderPlacesOff();
    this.highlightCache.clear();
    this.updateBoard();
  }

  rotate(): void {
    if (!this.humanToMove() || this.st?.decision?.kind !== 'tile') return;
    const t = this.target();
    if (t) {
      const rots = this.legal().get(`${t.x},${t.y}`)!;
      const cur = this.snap(rots);
      this.rot = rots[(rots.indexOf(cur) + 1) % rots.length]!;
    } else {
      this.rot = (this.rot + 1) % 4;
    }
    this.updateBoard();
  }

  /**
   * The move index of the last human turn that may be taken back, or -1: no human has acted since
   * (only bots, whose moves go with it), the game goes on, and it is not before an earlier undo.
   */
  undoableTurn(): number {
    if (!this.game || !this.st || this.st.over || this.mode !== 'play' || this.game.canUndo()) return -1;
    for (let k = this.movers.length - 1; k >= 0; k--) {
      if (this.bots[this.movers[k]!]) continue;
      return k >= this.undoFloor ? k : -1;
    }
    return -1;
  }

  canUndoAny(): boolean {
    return (this.humanToMove() && !!this.game?.canUndo()) || this.undoableTurn() >= 0;
  }

  /** Undo within the turn (the tile just placed), else the last human turn with the bots' moves after it. */
  undo(): void {
    const game = this.game;
    if (!game || this.mode !== 'play') return;
    if (this.humanToMove() && game.canUndo()) {
      game.undo();
      this.hoverSpot = -1;
      this.refresh();
      return;
    }
    const k = this.undoableTurn();
    if (k < 0) return;
    // the engine's record is the save: drop the moves from that turn on and load the rest
    const record = game.save();
    record.moves = record.moves.slice(0, k);
    delete record.end;
    let back: Game;
    try {
      back = this.engine.loadRecord(record);
    } catch (e) {
      this.toast(`Undo failed: ${(e as Error).message}`, true);
      return;
    }
    this.undoFloor = k;
    this.swapGame(back);
    this.toast('Your last turn was taken back.');
  }

  hover(t: HoverTarget): void {
    this.hoverCell = t?.type === 'cell' ? { x: t.x, y: t.y } : null;
    this.hoverSpot = t?.type === 'spot' ? t.index : -1;
    this.hoverFigure = t?.type === 'figure' ? t : null;
    const place = t?.type === 'place' ? t.index : -1;
    if (place !== this.hoverPlace) { this.hoverPlace = place; this.renderPlacesOff(); }
    this.updateBoard();
  }

  moveCursor(dx: number, dy: number): void {
    const cells = [...this.legal().keys()].map((k) => { const [x, y] = k.split(',').map(Number) as [number, number]; return { x, y }; });
    if (!cells.length) return;
    let next: Cell | undefined;
    if (!this.cursor) {
      const last = this.st?.lastTile ?? this.st?.tiles[this.st.tiles.length - 1] ?? { x: 0, y: 0 };
      next = cells.sort((a, b) => Math.hypot(a.x - last.x, a.y - last.y) - Math.hypot(b.x - last.x, b.y - last.y))[0];
    } else {
      const c = this.cursor;
      let best = Infinity;
      for (const cell of cells) {
        const along = (cell.x - c.x) * dx + (cell.y - c.y) * dy;
        if (along <= 0) continue;
        const across = Math.abs((cell.x - c.x) * dy) + Math.abs((cell.y - c.y) * dx);
        const score = along + across * 2.5;
        if (score < best) { best = score; next = cell; }
      }
    }
    if (next) {
      this.cursor = next;
      this.hoverCell = null;
      this.board.reveal(next);
      this.updateBoard();
      this.status();
    }
  }

  key(e: KeyboardEvent): void {
    if (document.querySelector('dialog[open]')) return;
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && (e.target as HTMLInputElement).type !== 'range')) return;
    if (!e.ctrlKey && !e.metaKey && !e.altKey) {
      const used = this.mode === 'final' ? this.walk?.key(e) : this.mode === 'replay' ? this.replayBar?.key(e) : false;
      if (used) { e.preventDefault(); return; }
      if (this.mode !== 'play') return;
    }
    if (tag === 'INPUT') return;
    if (e.ctrlKey || e.metaKey || e.altKey) {
      if ((e.key === 'z' || e.key === 'Z') && !e.altKey) { e.preventDefault(); this.undo(); }
      return;
    }
    const placing = this.humanToMove() && this.st?.decision?.kind === 'tile';
    const figure = this.figureOptions().length > 0 || (this.humanToMove() && this.st?.decision?.kind === 'figure');
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      if (placing) this.moveCursor(d[0], d[1]);
      return;
    }
    if (e.key === 'r' || e.key === 'R') { e.preventDefault(); this.rotate(); return; }
    if (e.key === 'Enter' || e.key === ' ') {
      if (placing && this.cursor && (e.target === document.body || e.target === this.board.canvas)) { e.preventDefault(); this.place(this.cursor); }
      return;
    }
    if (e.key === 'Escape') {
      if (figure) { e.preventDefault(); this.pass(); } else if (this.cursor) { this.cursor = null; this.updateBoard(); }
      return;
    }
    if (/^[1-9]$/.test(e.key) && figure && this.figureOptions().length) { e.preventDefault(); this.chooseSpot(Number(e.key) - 1); return; }
    if (/^[1-9]$/.test(e.key) && this.placed().length) { e.preventDefault(); this.choosePlaced(Number(e.key) - 1); return; }
    if ((e.key === 'k' || e.key === 'K') && figure) {
      // the next figure kind (meeple, big meeple, builder, pig) whose spots are shown
      const kinds = this.figureKinds();
      if (kinds.length > 1) this.chooseKind(kinds[(kinds.indexOf(this.shownKind() ?? '') + 1) % kinds.length]!);
      return;
    }
    if (e.key === 'f' || e.key === 'F') { this.board.autoFit = true; this.board.fit(); return; }
    if (e.key === '+' || e.key === '=') { this.board.zoomBy(1.25); return; }
    if (e.key === '-') { this.board.zoomBy(0.8); return; }
    if (e.key === 'u' || e.key === 'U') this.undo();
  }

  // ---- bots ----------------------------------------------------------------------------

  /**
   * A bot seat to move starts thinking at once; its answer is shown no sooner than the bot delay
   * after the decision came up (the delay lets people follow; thinking time counts towards it).
   */
  scheduleBot(): void {
    const st = this.st;
    if (!st || st.over || !st.decision || this.botTimer || this.botBusy || this.mode !== 'play') return;
    const p = st.decision.player;
    const bot = this.bots[p];
    if (!bot) return;
    const tile = st.decision.kind === 'tile';
    const delay = tile ? this.botDelay : Math.round(this.botDelay / 2);
    const last = this.thinkLog[this.thinkLog.length - 1];
    const spent = !tile && last && last.seat === p && last.turn === st.turn ? last.ms : 0;
    const millis = decisionMillis(bot.turnMillis, tile, spent);
    void this.runBot(bot, this.generation, delay, millis);
  }

  async runBot(bot: Bot, gen: number, delay: number, millis: number): Promise<void> {
    const game = this.game, st = this.st;
    if (!game || !st || gen !== this.generation) return;
    this.botBusy = true;
    const seat = st.decision!.player, turn = st.turn, started = performance.now();
    this.thinking = { seat, since: started, millis: bot.turnMillis ? millis : 0 };
    this.renderPanel();
    try {
      const seed = (game.eventCount() * 7919 + turn * 104729) % 1000000007;
      const o = await bot.choose(game, seed, millis);
      if (gen !== this.generation) return;
      const ms = performance.now() - started;
      const last = this.thinkLog[this.thinkLog.length - 1];
      if (last && last.seat === seat && last.turn === turn) last.ms += ms;
      else this.thinkLog.push({ seat, turn, ms });
      const wait = delay - ms;
      if (wait > 0) {
        await new Promise<void>((resolve) => { this.botTimer = window.setTimeout(resolve, wait); });
        this.botTimer = 0;
        if (gen !== this.generation) return;
      }
      this.botBusy = false;
      this.thinking = null;
      this.apply(o);
    } catch (e) {
      if (gen === this.generation) this.toast(`Bot error: ${(e as Error).message}`, true);
    } finally {
      if (gen === this.generation) { this.botBusy = false; this.thinking = null; }
    }
  }

  // ---- panel ---------------------------------------------------------------------------

  status(): void {
    const st = this.st;
    const el = $('#status');
    if (!st) { el.textContent = ''; return; }
    const who = (p: number) => this.seats[p]?.name ?? `Player ${p + 1}`;
    if (this.mode === 'replay') { el.textContent = 'Replay: step through the game below the board; “Back to the game” returns.'; return; }
    if (this.mode === 'final') { el.textContent = 'Game over — the final scoring, one feature at a time.'; return; }
    if (st.over) {
      const top = Math.max(...st.players.map((p) => p.score));
      const winners = st.players.map((p, i) => ({ p, i })).filter((x) => x.p.score === top).map((x) => who(x.i));
      el.textContent = winners.length === 1 ? `Game over — ${winners[0]} ${verb(winners, 'wins', 'win')} with ${top} points.` : `Game over — a tie at ${top} points: ${winners.join(', ')}.`;
      return;
    }
    const d = st.decision;
    if (!d) { el.textContent = ''; return; }
    if (this.bots[d.player]) {
      el.textContent = `${who(d.player)} is thinking…${d.player !== st.current ? ` (${who(st.current)}'s turn)` : st.extraTurn ? ' (extra turn)' : ''}`;
      return;
    }
    // hot-seat: the one who decides is named; another player's decision in someone's turn (a gold
    // bar handed over, a crop circle's answer, a message's target) says whose turn it is too
    const humans = this.bots.filter((b) => !b).length;
    const other = d.player !== st.current;
    const name = (other ? `${who(d.player)} decides (${who(st.current)}'s turn): ` : humans > 1 ? `${who(d.player)}: ` : '')
      + (st.extraTurn ? 'Extra turn (builder). ' : '');
    const touch = coarse();
    if (d.kind === 'tile') {
      el.textContent = this.cursor
        ? (touch ? `${name}Tap the square again to place the tile; ↻ Rotate turns it.` : `${name}Enter (or click) places the tile here; R rotates.`)
        : (touch ? `${name}Place ${tileWords(this.handTile() ?? '')}: tap a marked square. ↻ Rotate turns it.`
          : `${name}Place ${tileWords(this.handTile() ?? '')}: click a marked square. R or right click rotates.`);
    } else if (d.kind === 'figure') {
      const n = this.figureOptions().length;
      const kind = this.shownKind() ?? standardFigure();
      const actions = this.moduleOptions().length ? ' Or choose an action below.' : '';
      const other = this.figureKinds().length > 1 ? (touch ? ' The buttons below switch the figure.' : ' K switches the figure.') : '';
      const pass = touch ? '“No meeple”' : 'pass (Esc)';
      el.textContent = n ? `${name}Put ${figureName(kind)} on a numbered spot, or ${pass}.${other}${actions}` : `${name}No figure can go here: end the turn.${actions}`;
    } else {
      // a module's decision says in words what is asked ("take a point from the poll, or decline")
      const asked = d.text ? d.text.charAt(0).toUpperCase() + d.text.slice(1) : 'Choose an action';
      const spots = this.figureOptions().length ? (touch ? ': tap a numbered spot' : ': click a numbered spot') : '';
      el.textContent = `${name}${asked}${spots}.`;
    }
  }

  renderHand(): void {
    const st = this.st;
    const wrap = $('#hand');
    const canvas = $('#hand-tile') as HTMLCanvasElement;
    const tile = this.handTile();
    const placing = this.humanToMove() && st?.decision?.kind === 'tile';
    wrap.classList.toggle('idle', !placing);
    const ctx = canvas.getContext('2d')!;
    const dpr = window.devicePixelRatio || 1;
    const size = 88;
    canvas.width = canvas.height = size * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size, size);
    const g = this.ghost();
    // the tile in hand; during the meeple step the tile just placed; the bots' tiles greyed. The
    // caption names whose tile it is: the hand is the player's to move (st.current), the tile just
    // placed its placer's, whoever decides now
    const owner = (p: number) => this.seats[p]?.name ?? `Player ${p + 1}`;
    const hotSeat = this.bots.filter((b) => !b).length > 1;
    let shown = tile, rot = g ? g.rot : this.rot, caption = placing ? (hotSeat ? `${owner(st!.current)}'s tile` : 'Your tile') : '';
    if (st && !st.over && !tile && st.lastTile) {
      const placed = st.tiles.find((t) => t.x === st.lastTile!.x && t.y === st.lastTile!.y);
      if (placed) { shown = placed.tile; rot = placed.rot; caption = placed.player >= 0 ? `Placed by ${owner(placed.player)}` : 'The start tile'; }
    } else if (st && !st.over && !placing && st.decision) {
      caption = `${owner(st.current)}'s tile`;
    }
    const art = shown ? this.artist.art(shown, size * dpr) : null;
    if (art && st && !st.over) {
      ctx.save();
      ctx.translate(size / 2, size / 2);
      ctx.rotate((rot * Math.PI) / 2);
      // a piece of several squares: its whole box fitted into the square
      const k = size / Math.max(art.width, art.height), w = art.width * k, hgt = art.height * k;
      ctx.drawImage(art, -w / 2, -hgt / 2, w, hgt);
      ctx.restore();
      canvas.setAttribute('aria-label', `${humanize(tileWords(shown ?? ''))}, turned ${rot * 90} degrees`);
    } else {
      ctx.fillStyle = 'rgba(0,0,0,0.08)';
      ctx.fillRect(0, 0, size, size);
      canvas.setAttribute('aria-label', 'No tile in hand');
    }
    $('#hand-caption').textContent = st?.over ? '' : caption;
    wrap.hidden = !!st?.over;
    ($('#rotate') as HTMLButtonElement).hidden = !placing;
    // several tiles in hand (hand size option): pick one
    const choices = $('#hand-choices');
    if (st && st.hand.length > 1 && placing) {
      choices.replaceChildren(...st.hand.map((id, i) => {
        const c = h('canvas', { class: 'hand-choice' + (i === this.handIndex ? ' selected' : ''), width: 40 * dpr, height: 40 * dpr, title: humanize(tileWords(id)), role: 'button', tabindex: 0 });
        c.style.width = c.style.height = '40px';
        const a = this.artist.art(id, 40 * dpr);
        if (a) c.getContext('2d')!.drawImage(a, 0, 0, 40 * dpr, 40 * dpr);
        const pick = () => { this.handIndex = i; this.cursor = null; this.updateBoard(); this.status(); };
        c.addEventListener('click', pick);
        c.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') pick(); });
        return c;
      }));
    } else choices.replaceChildren();
  }

  renderPanel(): void {
    const st = this.st;
    if (!st) return;
    this.status();
    const tilesLeft = $('#tiles-left') as HTMLButtonElement;
    tilesLeft.textContent = st.over ? 'No tiles left' : `${st.tilesLeft} tile${st.tilesLeft === 1 ? '' : 's'} left`;
    tilesLeft.disabled = st.over;
    tilesLeft.title = 'Which tiles are still in the bag';
    const figs = this.shownFigureOptions();
    const passBtn = $('#pass') as HTMLButtonElement;
    const figureStep = this.humanToMove() && st.decision?.kind === 'figure';
    // a module's question that may be declined: the same button, in the module's words
    const modulePass = !figureStep && st.decision?.module !== undefined ? this.opts.find((o) => o.type === 'pass') : undefined;
    passBtn.hidden = !figureStep && !(modulePass && this.canPass());
    passBtn.disabled = !this.canPass();
    passBtn.textContent = (modulePass ? (modulePass.text ?? 'Pass') : figs.length ? 'No meeple' : 'End turn') + (coarse() ? '' : ' (Esc)');
    ($('#undo') as HTMLButtonElement).disabled = !this.canUndoAny();
    ($('#replay-open') as HTMLButtonElement).disabled = !this.game || this.mode !== 'play';
    ($('#save') as HTMLButtonElement).disabled = !this.game;
    // figure kinds to choose from (big meeple, builder, pig), then the spots of the chosen kind
    const kinds = this.figureKinds();
    const shown = this.shownKind();
    const dprK = window.devicePixelRatio || 1;
    const kindButtons = kinds.length > 1 ? kinds.map((k) => {
      const icon = h('canvas', { class: 'kind-icon', width: 22 * dprK, height: 22 * dprK, 'aria-hidden': 'true' });
      icon.style.width = icon.style.height = '22px';
      const ictx = icon.getContext('2d')!;
      ictx.scale(dprK, dprK);
      const seat = this.seats[st.decision?.player ?? 0];
      drawFigure(ictx, k, 11, 12, 15, seat?.color ?? '#888', '');
      return h('button', {
        type: 'button', class: 'kind-btn' + (k === shown ? ' selected' : ''), 'data-kind': k, 'aria-pressed': String(k === shown),
        title: `Show the spots for ${figureName(k)} (K)`, onclick: () => this.chooseKind(k),
      }, icon, ` ${figureLabel(k)}`);
    }) : [];
    // spot list, for touch and screen readers
    $('#spot-list').replaceChildren(...kindButtons, ...figs.map((o, i) => h('button', {
      type: 'button', class: 'spot-btn', 'data-index': i,
      onclick: () => this.chooseSpot(i),
      onmouseenter: () => { this.hoverSpot = i; this.updateBoard(); },
      onmouseleave: () => { this.hoverSpot = -1; this.updateBoard(); },
    }, h('b', { text: i < 9 ? String(i + 1) : '·' }),
    ` ${o.figure === standardFigure() ? humanize(featureName(o.feature)) : `${figureLabel(o.figure)} on ${featureName(o.feature)}`}`)));
    // the options of a module's question, in the engine's words: the fallback of their places on
    // the board (option-places.ts), which hover or focus lights; a card's button is the card
    const numbered = !this.figureOptions().length;
    $('#module-actions').replaceChildren(...this.placed().flatMap(({ option: o, place, index }) => o.type !== 'module' ? [] : [h('button', {
      type: 'button', class: 'module-action' + (place.on === 'card' ? ' option-card' : ''), 'data-module': o.module,
      'data-index': index, 'data-place': place.on, 'data-card': place.on === 'card' ? place.card : undefined,
      'data-key': numbered && index < 9 && place.on !== 'none' ? String(index + 1) : undefined,
      onclick: () => this.apply(o),
      onmouseenter: () => this.hoverAction(o), onmouseleave: () => this.hoverAction(null),
      onfocus: () => this.hoverAction(o), onblur: () => this.hoverAction(null),
    }, place.on === 'card' && this.artist.info(place.card) ? this.tileIcon(place.card, 0, 44) : null, o.text)]));
    // players (in a replay, as they stood at the step shown)
    const dpr = window.devicePixelRatio || 1;
    const asShown = this.mode === 'replay' && this.replayFrame ? this.replayFrame.state : st;
    // highlighted: whoever decides now (another player's decision in someone's turn: the decider,
    // the turn's player marked apart)
    const decider = st.decision?.player ?? st.current;
    const playing = !st.over && this.mode === 'play';
    $('#players').replaceChildren(...asShown.players.map((p, i) => {
      const seat = this.seats[i]!;
      const badge = h('canvas', { class: 'badge', width: 30 * dpr, height: 30 * dpr, 'aria-hidden': 'true' });
      badge.style.width = badge.style.height = '30px';
      const bctx = badge.getContext('2d')!;
      bctx.scale(dpr, dpr);
      drawMeeple(bctx, 15, 15, 26, seat.color, seat.mark);
      const supply = p.supply[standardFigure()] ?? 0;
      const isTurn = playing && decider === i;
      const turnOf = playing && decider !== st.current && st.current === i;
      const score = this.shownScores()[i] ?? p.score;
      const thinking = this.thinking && this.thinking.seat === i && this.mode === 'play' ? this.thinking : null;
      // special figures this player has (in supply or on the board), and goods tokens
      const specials = lexicon().figureKinds.map((f) => f.name).filter((k) => k !== standardFigure()
        && ((p.supply[k] ?? 0) > 0 || asShown.figures.some((f) => f.player === i && f.figure === k)));
      const extras = specials.map((k) => {
        const home = (p.supply[k] ?? 0) > 0;
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawFigure(ictx, k, 8, 9, 11, seat.color, '', { alpha: home ? 1 : 0.35 });
        return h('span', { class: 'special' + (home ? '' : ' away'), 'data-figure': k, title: `${figureLabel(k)}: ${home ? 'in supply' : 'on the board'}` }, icon);
      });
      const goods = p.goods ? lexicon().tags.map((t) => t.name).filter((g) => g in p.goods!).map((g) => {
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawGlyph(ictx, g, 8, 8, 14);
        const n = p.goods?.[g] ?? 0;
        return h('span', { class: 'good', 'data-good': g, 'data-count': n, title: `${n} ${g}` }, icon, String(n));
      }) : [];
      // a question about players (who takes a wonder, whom a robber robs): the row answers it
      const asked = this.mode === 'play' ? atPlayer(this.placed(), i)[0] : undefined;
      return h('li', { class: 'player' + (isTurn ? ' current' : '') + (turnOf ? ' turn-owner' : '') + (asked ? ' choosable' : ''), 'aria-current': isTurn ? 'step' : undefined, 'data-seat': i,
        onclick: asked ? () => this.apply(asked.option) : undefined,
        onmouseenter: asked ? () => { this.hoverPlace = asked.index; this.renderPlacesOff(); } : undefined,
        onmouseleave: asked ? () => { this.hoverPlace = -1; this.renderPlacesOff(); } : undefined },
        badge,
        h('span', { class: 'pname' }, h('span', { class: 'name', text: p.name }), p.bot ? h('small', { class: 'tag', text: 'bot' }) : null,
          isTurn && decider !== st.current ? h('small', { class: 'tag decides', text: 'decides now' }) : null,
          turnOf ? h('small', { class: 'tag', text: 'their turn' }) : null,
          h('small', { class: 'supply', title: `${supply} meeples in supply` }, `${supply} meeple${supply === 1 ? '' : 's'} left`, ...extras),
          goods.length ? h('small', { class: 'goods' }, ...goods) : null,
          ...this.noteLines(asShown, i)),
        thinking ? this.thinkingBadge(thinking.millis) : null,
        h('span', { class: 'score', 'data-score': score, text: String(score) }));
    }));
    // a human decides (in hot-seat, maybe in another player's turn): their row comes into view
    const asking = this.humanToMove() ? decider : -1;
    if (asking !== this.deciderShown) {
      this.deciderShown = asking;
      if (asking >= 0) requestAnimationFrame(() => this.showPlayerRow(asking));
    }
    // what modules tell the table in words (the pieces on offer), above the players
    const tableNotes = $('#module-notes');
    const wonders = (asShown as unknown as { wonders?: WondersState }).wonders;
    tableNotes.replaceChildren(...this.noteLines(asShown, null).filter((n) => !wonders || n.dataset.module !== 'wonders'));
    tableNotes.hidden = !tableNotes.childElementCount;
    this.renderWonderCards(wonders);
    // the score track, drawn when a module puts figures on it (messengers, robbers)
    // (in the final-scoring walk-through, as they stand at the step shown: never the totals ahead)
    const track = $('#score-track') as HTMLCanvasElement;
    track.hidden = !asShown.track;
    if (asShown.track) this.drawTrack();
    else this.trackZoom?.show(null, this.seats);
  }

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

  /** The scores the players list shows: the game's, or those of the final-scoring step or replay step shown. */
  shownScores(): number[] {
    if (this.mode === 'final' && this.walk) return this.walk.view().scores;
    if (this.mode === 'replay' && this.replayFrame) return this.replayFrame.state.players.map((p) => p.score);
    return this.st?.players.map((p) => p.score) ?? [];
  }

  /** "thinking…" on a bot's row; for a level with a thinking time, a bar that fills over that time. */
  thinkingBadge(millis: number): HTMLElement {
    const bar = h('span', { class: 'think-bar', 'aria-hidden': 'true' });
    if (millis > 0) bar.style.animationDuration = `${Math.round(millis)}ms`;
    else bar.classList.add('spin');
    return h('span', { class: 'thinking', role: 'status', 'aria-label': 'thinking' }, h('span', { class: 'think-text', text: 'thinking…' }), bar);
  }

  appendLog(): void {
    const game = this.game;
    if (!game) return;
    const count = game.eventCount();
    if (count < this.logCount) { $('#log').replaceChildren(); this.logCount = 0; this.movers = []; this.announcer.reset(); }   // undone
    if (count === this.logCount) { this.announcer.settle(this.st?.turn ?? 0, this.st?.over); return; }
    const events = game.events(this.logCount);
    const quiet = this.logCount === 0 && count > 1;   // a game taken over (loaded, resumed): no speech for its past
    this.logCount = count;
    for (const e of events) if (e.type === 'tile' && e.player >= 0) this.movers.push(e.player);
    const names = this.seats.map((s) => s.name);
    const log = $('#log');
    for (const [i, e] of events.entries()) {
      const index = this.logCount - events.length + i;   // the event's index in the game's list
      const line = describe(e, names);
      if (!line) continue;
      if (!quiet) this.announcer.add(line.turn, line.text);
      const seat = this.seats[line.player];
      // a meeple put down joins the line of the tile placed in the same turn
      const prev = log.lastElementChild as HTMLElement | null;
      if (line.kind === 'figure' && prev?.dataset['kind'] === 'tile' && prev.dataset['turn'] === String(line.turn) && prev.dataset['player'] === String(line.player)) {
        const span = prev.lastElementChild as HTMLElement;
        const name = names[line.player] ?? '';
        span.textContent += ` and ${line.text.startsWith(name + ' ') ? line.text.slice(name.length + 1) : line.text}`;
        prev.dataset['kind'] = 'figure';
        prev.className = 'ev ev-figure';
        continue;
      }
      const li = h('li', { class: `ev ev-${line.kind}`, 'data-turn': line.turn, 'data-player': line.player, 'data-kind': line.kind, 'data-event': index },
        seat ? h('span', { class: 'dot', 'aria-hidden': 'true', text: seat.mark }) : h('span', { class: 'dot none', 'aria-hidden': 'true' }),
        line.tile ? this.tileIcon(line.tile.id, line.tile.rot) : null,
        h('span', { text: line.text }));
      if (seat) li.querySelector<HTMLElement>('.dot')!.style.background = seat.color;
      log.append(li);
    }
    // the newest line in view, in the coming frame: the frame lays the page out anyway, where reading
    // scrollHeight here forced a layout in the middle of every redraw
    this.logScroll ||= requestAnimationFrame(() => { this.logScroll = 0; log.scrollTop = log.scrollHeight; });
    // a turn is spoken once it is over (a bot's move, its scores), the last one at the end
    this.announcer.settle(this.st?.turn ?? 0, this.st?.over);
  }

  showResults(): void {
    const game = this.game;
    const st = this.st;
    if (!game || !st) return;
    showResults($('#results') as HTMLDialogElement, {
      players: st.players, seats: this.seats, events: game.events(0), finalFrom: this.finalFrom,
      onReplay: () => this.openReplay(), onNewGame: () => void this.newGameDialog(true),
    });
  }

  // ---- final scoring and replay ----------------------------------------------------------

  /** The game just ended: its final scoring, one feature at a time on the board, then the results. */
  startFinalScoring(): void {
    const game = this.game;
    if (!game) return;
    const fs = analyseFinalScoring(this.engine, this.tiles, game.save(), game);
    this.finalFrom = fs?.firstEvent ?? game.eventCount();
    if (!fs || fs.items.length === 0) { this.showResults(); return; }
    this.leaveModes();
    this.mode = 'final';
    document.body.classList.add('final-scoring');
    // the log tells the final scoring as the walk-through reaches it, not all at once
    const finalLog = () => [...$('#log').querySelectorAll<HTMLElement>('li[data-event]')].filter((li) => Number(li.dataset['event']) >= fs.firstEvent);
    const revealUpTo = (step: number) => {
      const item = fs.items[step];
      const upTo = item ? fs.firstEvent + fs.events.indexOf(item.event) : Infinity;
      for (const li of finalLog()) li.hidden = Number(li.dataset['event']) > upTo;
      $('#log').scrollTop = $('#log').scrollHeight;
    };
    this.walk = new FinalWalkthrough($('#board-wrap'), fs, this.seats.map((x) => x.name), this.seats, {
      changed: () => { revealUpTo(this.walk?.index ?? 0); this.updateBoard(); this.renderPanel(); },
      done: () => {
        revealUpTo(Infinity);
        this.walk = null;
        this.mode = 'play';
        document.body.classList.remove('final-scoring');
        this.updateBoard();
        this.renderPanel();
        this.showResults();
      },
    });
    revealUpTo(0);
    this.board.autoFit = true;
    this.board.fit();
    this.updateBoard();
    this.renderPanel();
  }

  /** Steps through this game's record on the board (the game waits; "Back to the game" returns). */
  openReplay(): void {
    const game = this.game;
    if (!game || this.mode === 'replay') return;
    let replay: Replay;
    try {
      replay = new Replay(this.engine, game.save(), this.tiles);
    } catch (e) {
      this.toast(`Replay failed: ${(e as Error).message}`, true);
      return;
    }
    this.leaveModes();
    clearTimeout(this.botTimer);
    this.botTimer = 0;
    this.generation++;           // a bot answer that arrives meanwhile is dropped; the bot asks again after
    this.botBusy = false;
    this.thinking = null;
    this.mode = 'replay';
    document.body.classList.add('replaying');
    this.board.autoFit = true;
    this.replayBar = new ReplayBar($('#board-wrap'), replay, this.seats.map((x) => x.name), {
      show: (frame) => { this.replayFrame = frame; this.updateBoard(); this.renderPanel(); },
      close: () => {
        this.replayBar = null;
        this.replayFrame = null;
        this.mode = 'play';
        document.body.classList.remove('replaying');
        this.refresh();
        this.board.fit();
        $('#replay-open').focus({ preventScroll: true });
      },
    });
    // a steady camera: fitted once to the whole game's board, then each step drawn in it
    const shown = this.board.model;
    if (shown) {
      this.board.setModel({ ...shown, tiles: replay.frame(replay.last).state.tiles });
      this.board.fit();
      this.board.setModel(shown);
    }
  }

  // ---- save / load ---------------------------------------------------------------------

  save(): void {
    if (!this.game) return;
    const record = this.game.save();
    const blob = new Blob([recordJson(record, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const a = h('a', { href: url, download: `carcassonne-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  loadDialog(): void {
    const dialog = $('#dialog') as HTMLDialogElement;
    const text = h('textarea', { id: 'record-text', rows: 8, placeholder: '{"format": "carcassonne-record", ...}', spellcheck: 'false' });
    // a refusal: what was wrong in words, then the engine's message
    const problem = h('p', { class: 'problem' }), error = h('p', { class: 'error' });
    const file = h('input', {
      type: 'file', id: 'record-file', accept: '.json,application/json',
      onchange: async (e) => {
        const f = (e.target as HTMLInputElement).files?.[0];
        if (f) text.value = await f.text();
      },
    });
    const close = () => { dialog.close(); dialog.replaceChildren(); };
    dialog.replaceChildren(h('form', {
      method: 'dialog', class: 'load',
      onsubmit: async (e) => {
        e.preventDefault();
        // the engine reads the text itself, so a wrong file is told in its words (line, column, field)
        if (text.value.trim() === '') { problem.textContent = ''; error.textContent = LOAD_WORDS.empty; return; }
        try {
          await this.ensureCore(recordNeeds(text.value));
          const game = this.engine.loadRecord(text.value);
          close();
          this.use(game);
          this.toast(`Loaded a game of ${game.state().players.length} players at turn ${game.state().turn}.`);
        } catch (err) {
          problem.textContent = recordProblemWords(text.value, (err as Error).message);
          error.textContent = LOAD_WORDS.refused((err as Error).message);
        }
      },
    },
    h('h2', { text: 'Load a game' }),
    h('p', {}, 'Pick a saved record file, or paste a record below.'),
    file, text, h('div', { class: 'load-problem', role: 'alert' }, problem, error),
    h('div', { class: 'actions' },
      h('button', { type: 'button', onclick: close }, 'Cancel'),
      h('button', { type: 'submit', class: 'primary', id: 'load-record' }, 'Load'))));
    dialog.oncancel = () => close();
    dialog.showModal();
  }

  toast(msg: string, error = false): void {
    const t = $('#toast');
    t.textContent = msg;
    t.className = error ? 'show error' : 'show';
    clearTimeout(Number(t.dataset['timer']));
    t.dataset['timer'] = String(window.setTimeout(() => { t.className = ''; }, error ? 6000 : 3000));
  }
}

declare global {
  interface Window { __carcassonne?: unknown }
}

/** What the game the page will resume needs (nothing when there is none: the quick game and the
 *  dialog start on the smallest core), read before any core is fetched. */
function resumeNeeds(): Needs | null {
  try {
    const raw = localStorage.getItem(CURRENT_KEY);
    return raw ? recordNeeds((JSON.parse(raw) as { record?: unknown }).record) : NO_NEEDS;
  } catch {
    return NO_NEEDS;   // tryResume keeps what it cannot read, and says why
  }
}

async function main(): Promise<void> {
  // The first core (preloaded by index.html: the smallest, unless a game to resume needs more)
  // compiles while it streams in; the engine starts from that compiled module and the build's
  // catalog.json at once (web/src/cores.ts). The bot workers' script arrives alongside; only a
  // game start waits for it.
  // A saved game's core that cannot be had (offline before the service worker kept it): the page
  // starts on the smallest, and tryResume keeps the save for later.
  const wanted = coreFor(resumeNeeds());
  const first = loadCore(wanted).catch((e: unknown) => (wanted === CORES[0] ? Promise.reject(e) : loadCore(CORES[0]!)));
  const workerScript = loadWorkerScript();
  let loaded: LoadedCore;
  try {
    loaded = await first;
  } catch (e) {
    $('#status').textContent = `The game engine failed to load: ${(e as Error).message}`;
    throw e;
  }
  const engine = loaded.engine;
  markOnce(MARK.engine);
  const tileSets = engine.tileSets();   // one copy for the lexicon, the artist and the tile index
  useLexicon(engine.lexicon(), tileSets);   // names and looks of figures, tags, categories
  registerOffline();   // after the engine: the service worker keeps what the page fetched, without fetching it again
  document.body.classList.remove('loading');
  $('#status').textContent = 'Set up a game to start.';
  // bot workers start from the loaded script and module (no request once the page is up)
  const workerUrl = await workerScript;
  useBotAssets(loaded.module && workerUrl ? { module: loaded.module, workerUrl } : null);
  const app = new App(loaded, workerUrl, tileSets);
  // A read-only hook for tests and debugging: it reads state, it never acts.
  window.__carcassonne = Object.freeze({
    version: engine.version,
    state: () => app.game?.state() ?? null,
    options: () => app.game?.options() ?? [],
    humanToMove: () => app.humanToMove(),
    botBusy: () => app.botBusy || app.botTimer !== 0,
    ghost: () => app.ghost(),
    rotation: () => app.rot,
    cellToScreen: (x: number, y: number) => app.board.cellToClient(x, y),
    spotToScreen: (x: number, y: number, px: number, py: number) => app.board.cellToClient(x, y, px, py),
    record: () => app.game?.save() ?? null,
    scale: () => app.board.scale,
    /** What the board draws now: figure count, lit feature pieces, lit cities (fields), ringed figures. */
    board: () => {
      const m = app.board.model;
      return m ? { tiles: m.tiles.length, figures: m.figures.length, highlight: m.highlight?.length ?? 0,
        highlightAlt: m.highlightAlt?.length ?? 0, marked: m.markFigures?.length ?? 0,
        places: m.places?.length ?? 0, hoverPlace: m.hoverPlace ?? -1 } : null;
    },
    /** 'play', 'final' (the final-scoring walk-through) or 'replay'; the step shown and the step count. */
    mode: () => ({ mode: app.mode, step: app.walk?.index ?? app.replayBar?.step ?? null, steps: app.walk?.count ?? null }),
    /** Per bot turn: seat, turn and the thinking time in ms. */
    thinkTimes: () => app.thinkLog.map((t) => ({ ...t })),
    /** Per seat: null (human), or the bot's level, workers started, answers and whether it fell back. */
    bots: () => app.bots.map((b) => (b instanceof WorkerBot ? b.info() : b ? { level: b.kind, workers: 0, answers: 0, fallback: false } : null)),
    /** The one acting hook, for the browser tests: makes a seat's bot worker die as a crash would. */
    crashBotWorker: (seat: number) => { const b = app.bots[seat]; if (b instanceof WorkerBot) b.crash(); },
  });
  // "index.html#quick" (a "play now" link): a game in progress resumes, else a quick game starts
  // against the greedy bot without the dialog
  if (await app.tryResume()) return;
  if (location.hash === '#quick') await app.startNew(quickSettings(engine));
  else await app.newGameDialog(false);
}

void main();
