// The TypeScript facade of every game on the platform (wasm/game_boundary.hpp): one core per game,
// <game>_core.{mjs,wasm}, loaded by the entries (game-node.ts, game-browser.ts) only when that game
// is asked for. JSON strings become plain objects, engine errors thrown Errors, and every argument
// is checked here before it is copied into the module (a wrong type or an oversize string is an
// Error naming the argument; the module never sees it). Handles are owned as in facade.ts.
import type * as api from './index.js';
import { int, text, unwrap } from './facade.js';

/** The embind class of game_bindings.cpp: every method answers {"ok", "value" | "error"} text. */
interface CoreSession {
  create(game: string, setup: string): string; load(record: string): string; loadAt(record: string, ply: number): string;
  describe(): string; game(): string; state(): string; options(): string;
  apply(option: string): string; applyMove(move: string): string; canUndo(): string; undo(): string;
  events(from: number): string; eventCount(): string; scores(): string; save(): string;
  botOption(kind: string, seed: number, params: string): string; finished(): string; holdChance(on: boolean): string;
  clone(): CoreSession | null; delete(): void;
}
export interface GameCore {
  /** A new session handle, or null when the module's memory is exhausted. */
  createSession(): CoreSession | null;
  games(): string; describeGame(game: string): string;
}

// The limits of game_boundary.hpp (kRecordLimit, kCallLimit, kNameLimit, kMaxPly).
const RECORD_BYTES = 4 << 20;
const CALL_BYTES = 64 << 10;
const NAME_BYTES = 64;
const MAX_PLY = 100000;
const EVENTS = 0x7fffffff;

/** A game id as a core's file names it: lower-case letters, digits and "-" (so "dice" -> dice_core). */
export function gameId(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new TypeError(`${what}: expected a game id (a string such as "dice"), got ${typeof value}`);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(value))
    throw new RangeError(`${what}: ${JSON.stringify(value.slice(0, 40))} is not a game id (lower-case letters, digits and "-", at most 40)`);
  return value;
}

/** A short name (a bot kind): a string of at most NAME_BYTES bytes. */
function name(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new TypeError(`${what}: expected a string, got ${typeof value}`);
  return text(value, what, NAME_BYTES);
}

const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry<CoreSession>((core) => { try { core.delete(); } catch { /* already freed */ } })
  : null;

class RulesGameImpl<T extends api.GameTypes> implements api.RulesGame<T> {
  #core: CoreSession | null;
  readonly game: string;
  constructor(core: CoreSession, game: string) {
    this.#core = core;
    this.game = game;
    registry?.register(this, core, this);
  }
  get #c(): CoreSession {
    if (!this.#core) throw new Error('this game was disposed');
    return this.#core;
  }
  state(): T['state'] { return unwrap(this.#c.state()); }
  options(): T['option'][] { return unwrap(this.#c.options()); }
  apply(option: T['option']): void { unwrap(this.#c.apply(text(option, 'option', CALL_BYTES))); }
  applyMove(move: T['move']): void { unwrap(this.#c.applyMove(text(move, 'move', CALL_BYTES))); }
  canUndo(): boolean { return unwrap(this.#c.canUndo()); }
  undo(): void { unwrap(this.#c.undo()); }
  events(from = 0): T['event'][] { return unwrap(this.#c.events(int(from, 'events(from)', 0, EVENTS))); }
  eventCount(): number { return unwrap(this.#c.eventCount()); }
  scores(): number[] { return unwrap(this.#c.scores()); }
  save(): T['record'] { return unwrap(this.#c.save()); }
  finished(): boolean { return unwrap(this.#c.finished()); }
  describe(): api.GameDescription { return unwrap(this.#c.describe()); }
  holdChance(on: boolean): void {
    if (typeof on !== 'boolean') throw new TypeError('holdChance(on): expected true or false');
    unwrap(this.#c.holdChance(on));
  }
  botOption(kind: string, seed: number, params: T['botParams'] = {}): T['option'] {
    return unwrap(this.#c.botOption(name(kind, 'botOption(kind)'), int(seed, 'botOption(seed)', 0, Number.MAX_SAFE_INTEGER),
      text(params, 'botOption(params)', CALL_BYTES)));
  }
  clone(): api.RulesGame<T> {
    const copy = this.#c.clone();
    if (!copy) throw new Error('clone: out of memory: the engine could not allocate the copy');
    return new RulesGameImpl<T>(copy, this.game);
  }
  dispose(): void {
    if (!this.#core) return;
    registry?.unregister(this);
    this.#core.delete();
    this.#core = null;
  }
}

/** The engine of `game` over its loaded core. */
export function wrapGameCore<T extends api.GameTypes>(core: GameCore, game: string, version: string): api.RulesEngine<T> & { core: GameCore } {
  if (typeof core.createSession !== 'function')
    throw new Error(`createGameEngine(game): the core of "${game}" has no platform session (it is not a <game>_core of game-facade)`);
  const games = unwrap<string[]>(core.games());
  if (!games.includes(game)) throw new Error(`createGameEngine(game): the core loaded for "${game}" plays ${games.join(', ') || 'no game'}`);
  const make = (init: (s: CoreSession) => string): api.RulesGame<T> => {
    const s = core.createSession();
    if (!s) throw new Error('out of memory: the engine could not allocate a game');
    try {
      unwrap(init(s));
      // a record names its game: one of another game is refused rather than played here
      const played = unwrap<string>(s.game());
      if (played !== game) throw new Error(`record.game: "${played}" is not this engine's game ("${game}")`);
    } catch (e) {
      s.delete();
      throw e;
    }
    return new RulesGameImpl<T>(s, game);
  };
  return {
    game,
    version,
    core,
    games: () => [...games],
    describe: () => unwrap(core.describeGame(game)),
    newGame: (setup) => make((s) => s.create(game, text(setup, 'setup', CALL_BYTES))),
    loadRecord: (record, options) => {
      if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('loadRecord(options): expected an object such as { ply: 3 }');
      const recordText = text(record, 'record', RECORD_BYTES);
      const ply = options?.ply;
      if (ply === undefined) return make((s) => s.load(recordText));
      const n = int(ply, 'ply', 0, MAX_PLY);
      return make((s) => s.loadAt(recordText, n));
    },
  };
}

/** The options of createGameEngine, checked before anything is loaded. */
export function checkOptions(options: unknown): api.GameEngineOptions {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') throw new TypeError('createGameEngine(options): expected an object such as { wasmBinary }');
  const o = options as api.GameEngineOptions;
  if (o.factory !== undefined && typeof o.factory !== 'function') throw new TypeError('createGameEngine(options.factory): expected the core\'s Emscripten factory (a function)');
  if (o.locateFile !== undefined && typeof o.locateFile !== 'function') throw new TypeError('createGameEngine(options.locateFile): expected a function');
  if (o.wasmBinary !== undefined && !(o.wasmBinary instanceof ArrayBuffer || o.wasmBinary instanceof Uint8Array))
    throw new TypeError('createGameEngine(options.wasmBinary): expected an ArrayBuffer or a Uint8Array');
  return o;
}

/** The Emscripten factory of a core file beside the entry, or a clear error when there is none. */
export async function importFactory(game: string, url: string): Promise<(moduleArg: object) => Promise<unknown>> {
  let mod: { default?: unknown };
  try {
    mod = await import(/* @vite-ignore */ url);
  } catch (e) {
    throw new Error(`createGameEngine(game): no core for "${game}" in this package (${game}_core.mjs: ${(e as Error).message})`);
  }
  if (typeof mod.default !== 'function') throw new Error(`createGameEngine(game): ${game}_core.mjs is not an Emscripten core`);
  return mod.default as (moduleArg: object) => Promise<unknown>;
}
