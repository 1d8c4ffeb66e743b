// The TypeScript facade over the embind module: JSON strings become plain objects, engine errors
// become thrown Errors, and embind handles are owned here (dispose(), or a FinalizationRegistry
// when a caller forgets) so that no handle leaks.
import type * as api from './index.js';

interface CoreGame {
  create(setup: string): string; load(record: string): string; loadAt(record: string, ply: number): string;
  state(): string; options(): string; apply(option: string): string; applyMove(move: string): string;
  canUndo(): string; undo(): string; events(from: number): string; eventCount(): string;
  scores(): string; save(): string; feature(x: number, y: number, seg: number): string;
  botOption(kind: string, seed: number, params: string): string; playRandom(seed: number): string;
  clone(): CoreGame; delete(): void;
}
export interface Core {
  WasmGame: new () => CoreGame;
  catalog(): string; replay(record: string): string;
  bench(setup: string, games: number, seed: number): string;
  optionsLatency(games: number, seed: number): string;
  benchMcts(setup: string, iterations: number, moves: number, seed: number): string;
}

function unwrap<T>(reply: string): T {
  const r = JSON.parse(reply) as { ok: boolean; value?: T; error?: string };
  if (!r.ok) throw new Error(r.error ?? 'engine error');
  return r.value as T;
}

function text(value: unknown, what: string): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') throw new TypeError(`${what}: expected an object or a JSON string`);
  return JSON.stringify(value);
}

function int(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${what}: expected an integer, got ${typeof value}`);
  return value;
}

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
  apply(option: api.Option): void { unwrap(this.#c.apply(text(option, 'apply(option)'))); }
  applyMove(move: api.Move): void { unwrap(this.#c.applyMove(text(move, 'applyMove(move)'))); }
  canUndo(): boolean { return unwrap(this.#c.canUndo()); }
  undo(): void { unwrap(this.#c.undo()); }
  events(from = 0): api.GameEvent[] { return unwrap(this.#c.events(int(from, 'events(from)'))); }
  eventCount(): number { return unwrap(this.#c.eventCount()); }
  scores(): number[] { return unwrap(this.#c.scores()); }
  save(): api.GameRecord { return unwrap(this.#c.save()); }
  feature(x: number, y: number, segment: number): api.FeatureShape {
    return unwrap(this.#c.feature(int(x, 'feature(x)'), int(y, 'feature(y)'), int(segment, 'feature(segment)')));
  }
  botOption(kind: string, seed: number, budget: api.BotBudget = {}): api.Option {
    if (typeof kind !== 'string') throw new TypeError('botOption(kind): expected a string');
    return unwrap(this.#c.botOption(kind, int(seed, 'botOption(seed)'), text(budget, 'botOption(budget)')));
  }
  playRandom(seed: number): api.GameRecord { return unwrap(this.#c.playRandom(int(seed, 'playRandom(seed)'))); }
  clone(): api.Game { return new GameImpl(this.#c.clone()); }
  dispose(): void {
    if (!this.#core) return;
    registry?.unregister(this);
    this.#core.delete();
    this.#core = null;
  }
}

export function wrapCore(core: Core, version: string): api.Engine & { core: Core } {
  const catalog = unwrap<{ tileSets: api.TileSetInfo[]; sets: api.SetInfo[]; ruleOptions: api.RuleOptionInfo[]; figureKinds: api.FigureKindInfo[] }>(core.catalog());
  const make = (init: (g: CoreGame) => string): api.Game => {
    const g = new core.WasmGame();
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
    tileSets: () => structuredClone(catalog.tileSets),
    sets: () => structuredClone(catalog.sets),
    ruleOptions: () => structuredClone(catalog.ruleOptions),
    figureKinds: () => structuredClone(catalog.figureKinds),
    newGame: (setup) => make((g) => g.create(text(setup, 'newGame(setup)'))),
    loadRecord: (record, options) => {
      if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('loadRecord(options): expected an object such as { ply: 3 }');
      const ply = options?.ply;
      if (ply === undefined) return make((g) => g.load(text(record, 'loadRecord(record)')));
      const n = Math.max(-0x7fffffff, Math.min(0x7fffffff, int(ply, 'loadRecord(options.ply)')));  // embind int
      return make((g) => g.loadAt(text(record, 'loadRecord(record)'), n));
    },
    replay: (record) => unwrap(core.replay(text(record, 'replay(record)'))),
  };
}
