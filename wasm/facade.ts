// The TypeScript facade over the embind module: JSON strings become plain objects, engine errors
// become thrown Errors, and embind handles are owned here (dispose(), or a FinalizationRegistry
// when a caller forgets) so that no handle leaks.
import type * as api from './index.js';

interface CoreGame {
  create(setup: string): string; load(record: string): string; loadAt(record: string, ply: number): string;
  state(): string; options(): string; apply(option: string): string; applyMove(move: string): string;
  canUndo(): string; undo(): string; events(from: number): string; eventCount(): string;
  scores(): string; save(): string; feature(x: number, y: number, seg: number): string;
  annotation(move: number): string; segments(x: number, y: number): string;
  giveTurn(player: number): string; draw(tile: string): string; holdChance(on: boolean): string;
  botOption(kind: string, seed: number, params: string): string; playRandom(seed: number): string;
  clone(): CoreGame | null; delete(): void;
}
export interface Core {
  WasmGame: new () => CoreGame;
  /** A new game handle, or null when the module's memory is exhausted. */
  createGame(): CoreGame | null;
  catalog(): string; replay(record: string): string; tileArt(id: string, minMarker: number): string; tileShapes(id: string): string;
  bench(setup: string, games: number, seed: number): string;
  optionsLatency(games: number, seed: number): string;
  benchMcts(setup: string, iterations: number, moves: number, seed: number): string;
}

export function unwrap<T>(reply: string): T {
  const r = JSON.parse(reply) as { ok: boolean; value?: T; error?: string };
  if (!r.ok) throw new Error(r.error ?? 'engine error');
  return r.value as T;
}

// ---- argument checks, before anything is copied into the module ----------------------------
// The module copies every string argument into its memory before the engine can check it; a
// string of hundreds of megabytes could exhaust that memory. So sizes are checked here, with the
// engine's limits and words (engine/carcassonne/input_limits.hpp: kMaxRecordBytes, kMaxCallBytes).
const RECORD_BYTES = 4 << 20;
const CALL_BYTES = 64 << 10;

/** UTF-8 length of s, counted only as far as needed: a result above limit means "too long". */
function utf8Bytes(s: string, limit: number): number {
  if (s.length > 3 * limit) return s.length;   // each UTF-16 unit is 1 to 3 UTF-8 bytes
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
    else n += 3;
  }
  return n;
}

/** s if its UTF-8 form fits in limit bytes; else the engine's "too large" error. */
function sized(s: string, what: string, limit: number): string {
  const bytes = utf8Bytes(s, limit);
  if (bytes > limit) {
    const count = s.length > 3 * limit ? `at least ${bytes}` : String(bytes);
    throw new Error(`${what}: ${count} bytes, larger than the limit of ${limit}`);
  }
  return s;
}

/** An object or JSON text as JSON text within limit bytes. */
export function text(value: unknown, what: string, limit = CALL_BYTES): string {
  if (typeof value === 'string') return sized(value, what, limit);
  if (value === null || typeof value !== 'object') throw new TypeError(`${what}: expected an object or a JSON string`);
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch (e) {  // cycles, BigInt, too deep for the stack
    throw new TypeError(`${what}: cannot be written as JSON (${(e as Error).message})`);
  }
  return sized(json, what, limit);
}

/** A number that must be an integer lo..hi (embind would wrap 2**32 to 0 and 1e300 to 0). */
export function int(value: unknown, what: string, lo: number, hi: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${what}: expected an integer, got ${typeof value === 'number' ? value : typeof value}`);
  if (value < lo || value > hi) throw new RangeError(`${what}: expected an integer from ${lo} to ${hi}, got ${value}`);
  return value;
}

const COORD = 30000;                     // engine/carcassonne/board.hpp kMaxCoord
const SEGMENTS = 16;                     // engine/carcassonne/catalog.hpp kMaxSegments
const MAX_MOVES = 10000;                 // engine/carcassonne/input_limits.hpp kMaxMoves
const EVENTS = 0x7fffffff;
/** Seeds: 0 .. 2^53 - 1, the integers a JS number holds exactly (engine/carcassonne/input_limits.hpp kMaxSeed). */
const seed = (value: unknown, what: string) => int(value, what, 0, Number.MAX_SAFE_INTEGER);

const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry<CoreGame>((core) => { try { core.delete(); } catch { /* already freed */ } })
  : null;

class GameImpl implements api.Game {
  #core: CoreGame | null;
  constructor(core: CoreGame) {
    this.#core = core;
    registry?.register(this, core, this);
  }
  get #c(): CoreGame {
    if (!this.#core) throw new Error('this game was disposed');
    return this.#core;
  }
  state(): api.GameState { return unwrap(this.#c.state()); }
  options(): api.Option[] { return unwrap(this.#c.options()); }
  apply(option: api.Option): void { unwrap(this.#c.apply(text(option, 'option'))); }
  applyMove(move: api.Move): void { unwrap(this.#c.applyMove(text(move, 'move'))); }
  canUndo(): boolean { return unwrap(this.#c.canUndo()); }
  undo(): void { unwrap(this.#c.undo()); }
  events(from = 0): api.GameEvent[] { return unwrap(this.#c.events(int(from, 'events(from)', 0, EVENTS))); }
  eventCount(): number { return unwrap(this.#c.eventCount()); }
  scores(): number[] { return unwrap(this.#c.scores()); }
  save(): api.GameRecord { return unwrap(this.#c.save()); }
  feature(x: number, y: number, segment: number): api.FeatureShape {
    return unwrap(this.#c.feature(int(x, 'feature(x)', -COORD, COORD), int(y, 'feature(y)', -COORD, COORD),
      int(segment, 'feature(segment)', 0, SEGMENTS - 1)));
  }
  annotation(move: number): api.Annotation | null { return unwrap(this.#c.annotation(int(move, 'annotation(move)', 0, MAX_MOVES))); }
  segments(x: number, y: number): api.SegmentSpot[] {
    return unwrap(this.#c.segments(int(x, 'segments(x)', -COORD, COORD), int(y, 'segments(y)', -COORD, COORD)));
  }
  giveTurn(player: number): void { unwrap(this.#c.giveTurn(int(player, 'giveTurn(player)', 0, 5))); }
  draw(tile: string): void {
    if (typeof tile !== 'string') throw new TypeError('draw(tile): expected a tile id such as "E"');
    unwrap(this.#c.draw(tile));
  }
  holdChance(on: boolean): void {
    if (typeof on !== 'boolean') throw new TypeError('holdChance(on): expected true or false');
    unwrap(this.#c.holdChance(on));
  }
  botOption(kind: string, seedValue: number, budget: api.BotBudget = {}): api.Option {
    if (typeof kind !== 'string') throw new TypeError('botOption(kind): expected a string');
    return unwrap(this.#c.botOption(sized(kind, 'botOption(kind)', CALL_BYTES), seed(seedValue, 'botOption(seed)'),
      text(budget, 'botOption(budget)')));
  }
  playRandom(seedValue: number): api.GameRecord { return unwrap(this.#c.playRandom(seed(seedValue, 'playRandom(seed)'))); }
  clone(): api.Game {
    const copy = this.#c.clone();
    if (!copy) throw new Error('clone: out of memory: the engine could not allocate the copy');
    return new GameImpl(copy);
  }
  dispose(): void {
    if (!this.#core) return;
    registry?.unregister(this);
    this.#core.delete();
    this.#core = null;
  }
}

type CatalogValue = { tileSets: api.TileSetInfo[]; sets: api.SetInfo[]; ruleOptions: api.RuleOptionInfo[] } & api.Lexicon;

/** given: the catalog as core.catalog() returns it, written by the build beside the .wasm (see
 *  EngineOptions.catalog); without it the module builds it on first use (a bot worker never does). */
export function wrapCore(core: Core, version: string, given?: object): api.Engine & { core: Core } {
  let value = given as CatalogValue | undefined;
  // core.catalog() is the module's costliest start-up call (all tile sets as JSON, cold code): asked only when needed
  const catalog = (): CatalogValue => (value ??= unwrap<CatalogValue>(core.catalog()));
  const lexicon = (): api.Lexicon => {
    const c = catalog();
    return {
      featureKinds: c.featureKinds, figureKinds: c.figureKinds, tags: c.tags, categories: c.categories,
      palette: c.palette, marks: c.marks, markers: c.markers, tokens: c.tokens,
    };
  };
  const make = (init: (g: CoreGame) => string): api.Game => {
    const g = core.createGame();
    if (!g) throw new Error('out of memory: the engine could not allocate a game');
    try {
      unwrap(init(g));
    } catch (e) {
      g.delete();
      throw e;
    }
    return new GameImpl(g);
  };
  return {
    version,
    core,
    tileSets: () => structuredClone(catalog().tileSets),
    sets: () => structuredClone(catalog().sets),
    ruleOptions: () => structuredClone(catalog().ruleOptions),
    figureKinds: () => structuredClone(catalog().figureKinds),
    lexicon: () => structuredClone(lexicon()),
    newGame: (setup) => make((g) => g.create(text(setup, 'setup'))),
    loadRecord: (record, options) => {
      if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('loadRecord(options): expected an object such as { ply: 3 }');
      const ply = options?.ply;
      const recordText = text(record, 'record', RECORD_BYTES);
      if (ply === undefined) return make((g) => g.load(recordText));
      // beyond any record's moves here; the engine names this record's range (0 to its move count)
      const n = int(ply, 'ply', 0, MAX_MOVES);
      return make((g) => g.loadAt(recordText, n));
    },
    replay: (record) => unwrap(core.replay(text(record, 'record', RECORD_BYTES))),
    tileArt: (id, minMarker = 0) => {
      if (typeof id !== 'string') throw new TypeError('tileArt(id): expected a tile id (a string)');
      if (typeof minMarker !== 'number') throw new TypeError('tileArt(minMarker): expected a number from 0 to 1');
      return unwrap<string>(core.tileArt(text(id, 'tileArt(id)', 256), minMarker));
    },
    tileShapes: (id) => {
      if (typeof id !== 'string') throw new TypeError('tileShapes(id): expected a tile id (a string)');
      return unwrap<string>(core.tileShapes(text(id, 'tileShapes(id)', 256)));
    },
  };
}
