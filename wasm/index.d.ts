// carcassonne-engine: the rules engine compiled to WebAssembly. Plain JS objects in and out;
// every method that gets a bad argument or an illegal option throws an Error with the engine's
// message and leaves the game unchanged. Arguments are checked before they reach the module:
// records at most 4 MiB of UTF-8, options, moves, setups and budgets at most 64 KiB, integers
// within their range (never wrapped), seeds 0 .. 2^53 - 1. When the module's memory is exhausted,
// calls throw "out of memory: ..." and the module stays usable once memory is freed (dispose()).

export type Side = 'N' | 'E' | 'S' | 'W';
export type Location = Side | 'NNW' | 'NNE' | 'ENE' | 'ESE' | 'SSE' | 'SSW' | 'WSW' | 'WNW' | 'C';

/** One feature piece printed on a tile, in the tile's reference orientation (rot 0). */
export interface SegmentInfo {
  kind: string;            // 'road' | 'city' | 'field' | 'monastery' | 'garden' | expansion kinds
  sides: Side[];           // side midpoints it reaches (roads, cities)
  halves: Location[];      // half-edges it covers (fields)
  cities: number[];        // fields: indices of the city segments of this tile it touches
  tags: Record<string, number>;  // e.g. { pennants: 1 }
  pos: [number, number];   // where a figure stands, tile units 0..1, x east, y south
}
export interface TileInfo {
  id: string; set: string; count: number;
  edges: string;           // 4 letters N,E,S,W: C city, R road, F field, ...
  segments: SegmentInfo[];
  variantOf?: string; enabledBy?: string;
  layouts?: [number, number][][];   // layouts 1.. of a tile whose segments links join (a ferry's lake)
  /** Tile properties the tile file sets (flier: "NW", gold: true): a label, a count or true. */
  [property: string]: unknown;
}
export interface TileSetInfo { id: string; name: string; module: string; start?: string; tiles: TileInfo[] }
export interface RuleOptionInfo {
  name: string; module: string; doc: string;
  type: 'bool' | 'choice' | 'range';
  values?: (number | string)[];  // choice
  min?: number; max?: number;    // range
  flags?: string[];              // a range whose value is a sum of bits: the name of bit n (shown as boxes)
  default: boolean | number | string;
}
/** How a thing is named: "big meeple", "big meeples", article "the" ("" : counted with a number). */
export interface Words { one: string; many: string; article: string }
/** One layer of a shape: SVG path data in a unit box centred on the origin (y down), filled then
 *  stroked. Colours are CSS colours or roles: 'player' (the owner's colour), 'ink' (text on it),
 *  'outline' (an edge that shows on it), 'none'. */
export interface ShapeLayer { d: string; fill: string; stroke?: string; width?: number }
/** A figure's look: layers (the first is the silhouette), size relative to the meeple, whether it
 *  lies down in fields, where the owner's mark goes (none: no mark), its spot ring colour. */
export interface FigureLook { layers: ShapeLayer[]; scale: number; lies: boolean; mark?: [number, number]; spot?: string }
export interface FigureKindInfo {
  name: string; strength: number; label: string; neutral: boolean;
  words: Words;
  place?: string;          // where it stands in words when not the feature's own ("in a field")
  look: FigureLook;
}
export interface FeatureKindInfo {
  name: string; topology: 'side' | 'half' | 'center';
  words: Words; place: string;   // "in a city"
  spot: string;                  // ring colour of figure spots on it
}
/** A segment tag: joiner 'with' / 'and' names it in score sentences ("with an inn"), '' does not. */
export interface TagInfo { name: string; words: Words; joiner: string; glyph?: { layers: ShapeLayer[]; size: number } }
/** A score category: a feature kind (feature: true) or a module's (goods, pig, ...). sentence, for
 *  scores of no feature: {tag}, {n:one|many}, {detail} are filled in from the event. */
export interface CategoryInfo {
  name: string; words: Words; feature: boolean;
  detail?: string; detailWords?: Words; sentence?: string;
}
/** A mark printed on tiles with a tile property (a flying machine, a lake): layers in a unit box,
 *  `size` tiles wide at `at` (reference orientation; "corner": the field corner farthest from the
 *  figure spots), turned `turn` degrees per value, `values[v]` drawn over the layers for value v;
 *  `link`: the piece across each link of the tile's current layout (x from -0.5 to 0.5 between
 *  the ends, each `reach` tiles from the centre toward its segment's side). */
export interface MarkInfo {
  property: string; labels: string[]; layers: ShapeLayer[]; values: ShapeLayer[][]; size: number;
  at: 'corner' | [number, number]; turn: number; link: ShapeLayer[]; reach: number;
}
/** Something counted on board squares (gold bars): one glyph per piece. */
/** The look of a token a module keeps off the board (the messenger, a robber on the score track):
 *  `module` and `kind` are those of GameState.tokens. */
export interface TokenInfo { module: string; kind: number; name: string; words: Words; look: FigureLook }
export interface MarkerInfo { name: string; words: Words; glyph: { layers: ShapeLayer[]; size: number } }
/** Words and looks of everything the modules registered: the page reads names and shapes from here. */
export interface Lexicon {
  featureKinds: FeatureKindInfo[]; figureKinds: FigureKindInfo[]; tags: TagInfo[]; categories: CategoryInfo[];
  marks?: MarkInfo[]; markers?: MarkerInfo[]; tokens?: TokenInfo[];
  palette: { players: string[]; neutral: string };
}
/** A set a setup may name in `sets`: the base game or an expansion (one engine module). */
export interface SetInfo {
  id: string; name: string; doc: string;
  tiles: number;       // tiles of its own tile files (variants not counted)
  variants: number;    // tiles of other sets it swaps in (the abbot's garden copies)
}

/** bot: true, or a bot level kept by the record: 'random', 'greedy', 'mcts' or 'mcts-SECONDS' ('mcts-2'). */
export interface PlayerSetup { name?: string; color?: string; bot?: boolean | string }
export interface Setup {
  players: PlayerSetup[];
  sets?: string[];
  rules?: Record<string, boolean | number | string>;
  /** 0 .. 2^53 - 1 (Number.MAX_SAFE_INTEGER): a record keeps its seed exactly through JSON. */
  seed?: number;
  deck?: 'sets' | 'free';
  start?: { tile?: string; x?: number; y?: number; rot?: number };
}
/** A feature named as a record names it: a placed tile's square and a location on it. */
export interface FeatureRef { x: number; y: number; at: Location; feature?: string }
/** What a teaching example shows at a move's step: features lit, squares ringed. */
export interface Marks { features?: FeatureRef[]; squares?: { x: number; y: number }[] }
export interface Move {
  tile: string; x: number; y: number; rot: number;
  meeple?: { at: Location; kind?: string; feature?: string };
  /** With "deck": "free" any player (play goes on from there); else the player to move. */
  player?: number;
  /** A caption for the move's step: plain text (never markup), at most 500 characters. */
  note?: string;
  marks?: Marks;
  /** Version 2: every other answer of the turn, in order ({player, ...answer} or {chance}). */
  then?: Record<string, unknown>[];
  [moduleField: string]: unknown;
}
export interface GameRecord {
  format: 'carcassonne-record';
  /** 1, or 2 when a move carries `then` (other players' answers, chance outcomes) or the record `final`. */
  version: 1 | 2;
  setup: Setup; moves: Move[]; end?: boolean;
  /** Version 2: the answers given during the final scoring, in order. */
  final?: Record<string, unknown>[];
  /** Version 2: a turn begun after the moves (given to `player`, `drawn` named), not yet placed. */
  next?: { player?: number; drawn?: string };
}

/** A figure's spot: the cell of its segment's square, and px/py, the board-oriented spot on that cell. */
export interface FigureSpot {
  figure: string; segment: number; at: Location; feature: string; x: number; y: number; px: number; py: number;
}
/** Where an option lives on the page (engine/carcassonne/option_place.hpp): a board square, a point in a
 *  square (px, py in 0..1, as figure spots), a score-track space 0..49, a player of the players
 *  list, a card in the panel (a wonder's tile id, a message "3", a die face "die-2"), or nowhere. */
export type Place =
  | { on: 'cell'; x: number; y: number }
  | { on: 'spot'; x: number; y: number; px: number; py: number }
  | { on: 'track'; space: number }
  | { on: 'player'; player: number }
  | { on: 'card'; card: string }
  | { on: 'none' };
/** Every option carries its place (optional here: an option built by hand may leave it out). */
export type Option = (
  | { type: 'tile'; tile: string; x: number; y: number; rot: number }
  | ({ type: 'figure' } & FigureSpot)   // place a figure there
  | ({ type: 'return' } & FigureSpot)   // take back the figure standing there
  | { type: 'pass'; text?: string }  // text: a module's words for declining its question
  | { type: 'module'; module: string; code: number; x: number; y: number; text: string }
) & { place?: Place };

/** Who decides now and what: the core's tile and figure steps, or a module's decision (its module
 *  and, in words, what is asked). The player to move (GameState.current) may differ from it. */
export interface Decision { player: number; kind: 'tile' | 'figure' | string; module?: string; text?: string }

export type GameEvent =
  | { type: 'tile'; turn: number; player: number; tile: string; x: number; y: number; rot: number }
  | { type: 'discard'; turn: number; player: number; tile: string }
  | { type: 'figure' | 'return'; turn: number; player: number | null; figure: string; x: number; y: number; at: Location; feature: string }
  | { type: 'module'; turn: number; module: string; code: number; value: number; player: number | null;
      x: number; y: number; text?: string;    // something a module did (a die rolled ...), in words
      roll?: number }                         // a die's face (1-6) when the event is a roll
  | { type: 'score'; turn: number; players: number[]; points: number;
      feature: string;             // a feature kind, or a module's category ('goods', 'pig', ...)
      complete: boolean;
      tiles?: number; pennants?: number; cities?: number; x?: number; y?: number;
      segment?: number;   // with x, y: one piece of the scored feature (for Game.feature)
      // segment tags of the feature (inn, cathedral, wine, ...), or of a score of no feature (goods)
      // (their names are the catalog's tags: Engine.lexicon().tags; a category's detail count too)
      // why it paid (Module::scoreJson; the page's words: web/src/score-words.ts): gold's value per
      // bar; the robbed player and their points; a feature's points before the mage or the witch;
      // the message that paid and what it counted; the wonder and the counts of its rule
      each?: number; from?: number; of?: number; before?: number; mage?: number; witch?: boolean;
      message?: number; count?: number; instead?: number; wonder?: string; spaces?: number; farmers?: number;
      [tagOrDetail: string]: unknown;
      returned: { player: number | null; figure: string; x: number; y: number; at: Location }[] }
  | { type: 'end'; turn: number; scores: number[] };

export interface PlacedTileState { tile: string; x: number; y: number; rot: number; player: number; turn: number; layout: number }
export interface FigureState {
  player: number | null;   // null: a neutral figure (it belongs to nobody)
  figure: string; x: number; y: number; segment: number;
  at: Location; feature: string; px: number; py: number;
}
export interface PlayerState {
  name: string; color?: string; bot: boolean; score: number;
  botLevel?: string;                // the bot level the setup named ('greedy', 'mcts-2'); absent for bot: true
  supply: Record<string, number>;   // figures in supply by kind: normal, big, builder, pig, ...
  goods?: Record<string, number>;   // tokens by tag (Traders & Builders: wine, grain, cloth)
}
export interface GameState {
  over: boolean; turn: number; current: number;
  decision: Decision | null;
  hand: string[];                 // tiles held by the player to move
  lastTile: { x: number; y: number } | null;  // placed this turn
  tilesLeft: number; tilesLeftByType: Record<string, number>;
  players: PlayerState[];
  tiles: PlacedTileState[];
  figures: FigureState[];
  extraTurn: boolean;             // this turn is an extra one (the builder's)
  /** Tokens off the board that modules own (a score-track figure, a robber): value -1 = in supply. */
  tokens: { module: string; kind: number; player: number | null; value: number }[];
  /**
   * Figures modules put on the score track (absent when none does): `value` the figure's total (its
   * space is value mod 50, its lap value / 50), `figure` a catalog figure name for its look;
   * `score` true: a score figure of the player (they replace the single marker at the score).
   */
  track?: TrackFigure[];
  /** Counted things on squares (gold bars): `marker` names a Lexicon marker. */
  markers?: CellMarkerState[];
  /** Figures modules put on board squares that stand on no feature (a wonder owner's marker on its
   *  building): drawn in the player's colour with the figure's look. */
  owners?: { player: number; figure: string; x: number; y: number }[];
  /** What modules tell in words (absent when none does): for the table (player null) or a player,
   *  with the tiles it names (pictures of the pieces on offer). */
  notes?: ModuleNote[];
}
export interface ModuleNote { module: string; player: number | null; text: string; tiles?: string[] }
/** module and kind: the token whose look the figure has (Lexicon tokens), when it is a token. */
export interface TrackFigure { player: number; figure: string; value: number; score: boolean; module?: string; kind?: number }
export interface CellMarkerState { x: number; y: number; marker: string; count: number }
/** The squares and segments of one feature: for highlighting it on hover. */
export interface FeatureShape { kind: string; complete: boolean; parts: { x: number; y: number; segment: number }[] }

/** A move's caption and marks as a replay shows them: each lit feature with its shape. */
export interface Annotation {
  move: number;
  note: string;                 // '' when the move has marks only
  marks: { features: (FeatureShape & { x: number; y: number; segment: number; at: Location })[];
           squares: { x: number; y: number }[] };
}
/** One segment of a placed tile, board-oriented: where a figure would stand on it. */
export interface SegmentSpot { segment: number; at: Location; feature: string; x: number; y: number; px: number; py: number }

/** An MCTS search's limits (the first reached stops it): iterations per search, millis shared by the
 * searches; exploration by availability; searches: 1..16 independent searches whose root visits are
 * summed; turns: 0..64 random playout turns before a position is valued (4 when absent, 0 plays to
 * the game's end) (docs/arena.md). */
export interface BotBudget { iterations?: number; millis?: number; availability?: boolean; searches?: number; turns?: number }

// ---- what every game's engine offers (issue 46): Carcassonne's Game and Engine below, and every
// game on the platform (RulesGame, RulesEngine: createGameEngine of 'carcassonne-engine/game').
/** A game in progress: JSON in, plain objects out; a bad argument or an illegal option throws an
 *  Error in the engine's words and leaves the game unchanged. */
export interface GameBase<State, Opt, Mv, Ev, Rec, BotParams> {
  state(): State;
  /** The full list of legal options of the pending decision. */
  options(): Opt[];
  apply(option: Opt): void;
  /** One record move (a whole turn) at once. */
  applyMove(move: Mv): void;
  canUndo(): boolean;
  undo(): void;
  /** The events from index `from` (0 .. 2^31 - 1; past the end: none). */
  events(from?: number): Ev[];
  eventCount(): number;
  scores(): number[];
  /** A record that loads back to this very position. */
  save(): Rec;
  /** The option a bot of `kind` picks for the decider (seeded: seed 0 .. 2^53 - 1). */
  botOption(kind: string, seed: number, params?: BotParams): Opt;
  clone(): GameBase<State, Opt, Mv, Ev, Rec, BotParams>;
  /** Frees the engine's memory; the object is unusable afterwards. */
  dispose(): void;
}
export interface EngineBase<G, S, Rec> {
  version: string;
  newGame(setup: S): G;
  /** The whole record, or with { ply } the position after its first ply moves. */
  loadRecord(record: Rec | string, options?: { ply?: number }): G;
}

/** The JSON words of a game on the platform (engine/platform/game_api.hpp); a game's page may
 *  narrow them (createGameEngine<DiceTypes>('dice')). */
export interface GameTypes {
  state: PlatformState; option: PlatformOption; move: PlatformMove; event: PlatformEvent;
  record: PlatformRecord; setup: PlatformSetup; botParams: Record<string, unknown>;
}
/** The pending decision: its decider (a seat, or chance) and the game's own fields. */
export interface PlatformDecision { kind: string; player?: number; chance?: true; [field: string]: unknown }
export interface PlatformState {
  game: string; finished: boolean; scores: number[]; decision: PlatformDecision | null;
  [field: string]: unknown;
}
/** An answer as options() lists it and apply() takes it (without "player"/"chance"). */
export type PlatformOption = Record<string, unknown>;
/** A record move: the seat's first answer inline ({"player": k, ...}) and the answers after it in "then". */
/** A move: its first answer's fields, the answers after it (`then`) and its caption (`note`: plain
 *  text, at most 500 characters, read by no rule). */
export type PlatformMove = Record<string, unknown> & { then?: Record<string, unknown>[]; note?: string };
/** An event: a message id and its parameters, never words. */
export interface PlatformEvent { id: string; [param: string]: unknown }
export interface PlatformRecord {
  game: string; version?: 1; setup: Record<string, unknown>; moves?: PlatformMove[]; final?: Record<string, unknown>[];
}
export interface PlatformSetup { players: { name?: string }[]; seed?: number; [option: string]: unknown }
/** Seats, sets/variants and options the new-game dialog offers, with their limits and defaults. */
export interface GameDescription {
  game: string; name: string; players: { min: number; max: number };
  options: { key: string; type: string; min?: number; max?: number; default?: unknown; [field: string]: unknown }[];
  [field: string]: unknown;
}
export interface RulesGame<T extends GameTypes = GameTypes>
  extends GameBase<T['state'], T['option'], T['move'], T['event'], T['record'], T['botParams']> {
  /** The id of the game it plays ("dice"). */
  readonly game: string;
  finished(): boolean;
  describe(): GameDescription;
  /** true: a chance decision waits for apply() to name its outcome (an editor's author picks the
   *  die's face); false: the game's own seeded stream settles it, as in play (the default). */
  holdChance(on: boolean): void;
  clone(): RulesGame<T>;
}
export interface RulesEngine<T extends GameTypes = GameTypes> extends EngineBase<RulesGame<T>, T['setup'], T['record']> {
  /** The game this engine was created for. */
  game: string;
  /** The games its core plays. */
  games(): string[];
  describe(): GameDescription;
}
export interface GameEngineOptions {
  /** The core's .wasm bytes (Node reads <game>_core.wasm beside the entry when absent). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** The core already compiled: instantiated without a fetch or a second compile (browser entry). */
  wasmModule?: WebAssembly.Module;
  locateFile?: (file: string) => string;
  /** The core's Emscripten factory (the default export of <game>_core.mjs), for a bundler that
   *  imports it itself; without it the entry imports <game>_core.mjs from beside itself. */
  factory?: (moduleArg: object) => Promise<unknown>;
}

export interface Game extends GameBase<GameState, Option, Move, GameEvent, GameRecord, BotBudget> {
  state(): GameState;
  options(): Option[];
  apply(option: Option): void;
  applyMove(move: Move): void;      // one record move (tile + figure) at once
  canUndo(): boolean;
  undo(): void;
  /** The events from index `from` (0 .. 2^31 - 1; past the end: none). */
  events(from?: number): GameEvent[];
  eventCount(): number;
  scores(): number[];
  save(): GameRecord;
  /** x, y within ±30000; segment 0..15. */
  feature(x: number, y: number, segment: number): FeatureShape;
  /** The caption and marks of record move `move` (0-based, made so far), or null if it has none. */
  annotation(move: number): Annotation | null;
  /** The segments of the placed tile at (x, y), board-oriented (for naming a feature to mark). */
  segments(x: number, y: number): SegmentSpot[];
  /** At a turn's start: this turn goes to `player` (a "deck": "free" game only; play goes on from them).
   *  Once a turn, before its tile is named; a player holding a wonder places it instead of drawing. */
  giveTurn(player: number): void;
  /** At a turn's start: the tile drawn is `tile` (a free deck: any tile of the sets; else one left in the deck;
   *  never a wonder). Once a turn; a tile already in the hand changes nothing. The record keeps it
   *  (a move's "drawn", the record's "next"). */
  draw(tile: string): void;
  /** true: a chance decision (a die's face, the message drawn) stays pending after apply(), its
   *  outcomes listed by options() for someone to choose (the editor's author); false (the default):
   *  the game's seeded stream decides at once (turning it off settles what is pending). A clone keeps it. */
  holdChance(on: boolean): void;
  /**
   * Chooses an option for the player to move: 'random', 'greedy' or 'mcts' (seeded). The budget
   * matters to mcts only (default 1000 iterations); an iterations budget alone is deterministic,
   * millis stops on the clock (machine-dependent). Blocks the calling thread: run mcts in a Worker.
   * seed: 0 .. 2^53 - 1.
   */
  botOption(kind: string, seed: number, budget?: BotBudget): Option;
  clone(): Game;
  /** Frees the engine's memory; the object is unusable afterwards. */
  dispose(): void;
}

export interface Engine extends EngineBase<Game, Setup, GameRecord> {
  version: string;
  tileSets(): TileSetInfo[];
  /** The sets `Setup.sets` accepts, base game first. */
  sets(): SetInfo[];
  ruleOptions(): RuleOptionInfo[];
  figureKinds(): FigureKindInfo[];
  /** Names, words and looks of feature kinds, figures, tags and score categories, and the palette. */
  lexicon(): Lexicon;
  newGame(setup: Setup): Game;
  /** The whole record (with its "end"), or with { ply } the position after its first ply moves
   *  (0..moves.length, without the "end"): for viewers that step through a record. */
  loadRecord(record: GameRecord | string, options?: { ply?: number }): Game;
  /** Replays a record and returns { scores, events } as the command line prints it. */
  replay(record: GameRecord | string): { scores: number[]; over: boolean; events: GameEvent[] };
  /** The art of a tile type (or "id#square": one square of a piece of several squares) as SVG
   *  elements in the unit square, reference orientation, preceded by the <defs> they refer to:
   *  the shapes `carcassonne render` draws, for a canvas to play (web/src/tile-art.ts).
   *  minMarker (0..1, default 0): the smallest marker glyph, in tiles. */
  tileArt(id: string, minMarker?: number): string;
  /** Each segment's shape (SVG elements with data-seg="i", unit square, reference orientation): a
   *  city's area, a road's or river's course, a rounded square round any other non-field feature;
   *  fields have none (they are what the shapes leave free). For feature highlights. */
  tileShapes(id: string): string;
}

export interface EngineOptions {
  /** The .wasm's bytes (Node needs them: Emscripten 3.1.6 cannot fetch there). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** The .wasm already compiled (WebAssembly.compileStreaming): instantiated without a fetch or a
   *  second compile (browser entry; a page compiles once and hands the module to its workers). */
  wasmModule?: WebAssembly.Module;
  locateFile?: (file: string) => string;
  /** Which core of the package to load: "carcassonne_core.wasm" (every module, the default) or
   *  "carcassonne_core_base.wasm" (the first-screen core: the base game only; it refuses other
   *  sets, naming them). Ignored when wasmBinary or wasmModule is given. */
  wasmFile?: string;
  /** The catalog (tile sets, sets, rule options, lexicon) as this same build's module makes it
   *  (scripts/build-web.sh writes it as catalog.json beside the .wasm): the engine then does not
   *  build it at start-up, its costliest call on a cold page. It must come from the same build as
   *  the .wasm; without it the catalog is built on first use (tileSets(), lexicon(), ...). */
  catalog?: object;
}
export function createEngine(options?: EngineOptions): Promise<Engine>;
