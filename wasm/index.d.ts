// carcassonne-engine: the rules engine compiled to WebAssembly. Plain JS objects in and out;
// every method that gets a bad argument or an illegal option throws an Error with the engine's
// message and leaves the game unchanged.

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
}
export interface TileSetInfo { id: string; name: string; module: string; start?: string; tiles: TileInfo[] }
export interface RuleOptionInfo {
  name: string; module: string; doc: string;
  type: 'bool' | 'choice' | 'range';
  values?: (number | string)[];  // choice
  min?: number; max?: number;    // range
  default: boolean | number | string;
}
export interface FigureKindInfo { name: string; strength: number }
/** A set a setup may name in `sets`: the base game or an expansion (one engine module). */
export interface SetInfo {
  id: string; name: string; doc: string;
  tiles: number;       // tiles of its own tile files (variants not counted)
  variants: number;    // tiles of other sets it swaps in (the abbot's garden copies)
}

export interface PlayerSetup { name?: string; color?: string; bot?: boolean | string }
export interface Setup {
  players: PlayerSetup[];
  sets?: string[];
  rules?: Record<string, boolean | number | string>;
  seed?: number;
  deck?: 'sets' | 'free';
  start?: { tile?: string; x?: number; y?: number; rot?: number };
}
export interface Move {
  tile: string; x: number; y: number; rot: number;
  meeple?: { at: Location; kind?: string; feature?: string };
  player?: number;
  [moduleField: string]: unknown;
}
export interface GameRecord {
  format: 'carcassonne-record'; version: 1;
  setup: Setup; moves: Move[]; end?: boolean;
}

export type Option =
  | { type: 'tile'; tile: string; x: number; y: number; rot: number }
  | { type: 'figure'; figure: string; segment: number; at: Location; feature: string;
      x: number; y: number; px: number; py: number }   // px/py: board-oriented spot on the tile
  | { type: 'pass' }
  | { type: 'module'; module: string; code: number; x: number; y: number; text: string };

export interface Decision { player: number; kind: 'tile' | 'figure' | string }

export type GameEvent =
  | { type: 'tile'; turn: number; player: number; tile: string; x: number; y: number; rot: number }
  | { type: 'discard'; turn: number; player: number; tile: string }
  | { type: 'figure' | 'return'; turn: number; player: number; figure: string; x: number; y: number; at: Location; feature: string }
  | { type: 'score'; turn: number; players: number[]; points: number;
      feature: string;             // a feature kind, or a module's category ('goods', 'pig', ...)
      complete: boolean;
      tiles?: number; pennants?: number; cities?: number; x?: number; y?: number;
      segment?: number;   // with x, y: one piece of the scored feature (for Game.feature)
      // segment tags of the feature (inn, cathedral, wine, ...), or of a score of no feature (goods)
      inn?: number; cathedral?: number; wine?: number; grain?: number; cloth?: number;
      returned: { player: number; figure: string; x: number; y: number; at: Location }[] }
  | { type: 'end'; turn: number; scores: number[] };

export interface PlacedTileState { tile: string; x: number; y: number; rot: number; player: number; turn: number }
export interface FigureState {
  player: number; figure: string; x: number; y: number; segment: number;
  at: Location; feature: string; px: number; py: number;
}
export interface PlayerState {
  name: string; color?: string; bot: boolean; score: number;
  supply: Record<string, number>;   // figures in supply by kind: normal, big, builder, pig, ...
  goods?: Record<string, number>;   // Traders & Builders: tokens by good (wine, grain, cloth)
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
}
/** The squares and segments of one feature: for highlighting it on hover. */
export interface FeatureShape { kind: string; complete: boolean; parts: { x: number; y: number; segment: number }[] }

export interface BotBudget { iterations?: number; millis?: number }

export interface Game {
  state(): GameState;
  options(): Option[];
  apply(option: Option): void;
  applyMove(move: Move): void;      // one record move (tile + figure) at once
  canUndo(): boolean;
  undo(): void;
  events(from?: number): GameEvent[];
  eventCount(): number;
  scores(): number[];
  save(): GameRecord;
  feature(x: number, y: number, segment: number): FeatureShape;
  /**
   * Chooses an option for the player to move: 'random', 'greedy' or 'mcts' (seeded). The budget
   * matters to mcts only (default 1000 iterations); an iterations budget alone is deterministic,
   * millis stops on the clock (machine-dependent). Blocks the calling thread: run mcts in a Worker.
   */
  botOption(kind: string, seed: number, budget?: BotBudget): Option;
  clone(): Game;
  /** Frees the engine's memory; the object is unusable afterwards. */
  dispose(): void;
}

export interface Engine {
  version: string;
  tileSets(): TileSetInfo[];
  /** The sets `Setup.sets` accepts, base game first. */
  sets(): SetInfo[];
  ruleOptions(): RuleOptionInfo[];
  figureKinds(): FigureKindInfo[];
  newGame(setup: Setup): Game;
  /** The whole record (with its "end"), or with { ply } the position after its first ply moves
   *  (0..moves.length, without the "end"): for viewers that step through a record. */
  loadRecord(record: GameRecord | string, options?: { ply?: number }): Game;
  /** Replays a record and returns { scores, events } as the command line prints it. */
  replay(record: GameRecord | string): { scores: number[]; over: boolean; events: GameEvent[] };
}

export interface EngineOptions { wasmBinary?: ArrayBuffer | Uint8Array; locateFile?: (file: string) => string }
export function createEngine(options?: EngineOptions): Promise<Engine>;
