// Which WebAssembly core a game needs (issue 22). The build links two cores from the same engine:
// a small first-screen one with only some modules (the base game) and the full one, and stamps
// their manifest into the bundles (CARC_CORES: each core's file, the sets it holds and the rule
// options it knows, as each built core's own catalog says; scripts/build-web.sh). A game, a save
// or a record starts on the smallest core that holds every set and rule option it names; the full
// core is fetched and compiled once, when first needed. A record this file cannot read (not JSON,
// no setup object) no core can play: the core at hand refuses it in the engine's words. A core
// refuses every set and rule option it lacks by name, so no record plays differently on it.
import { createEngine, type Engine } from 'carcassonne-engine';
import { compileWasm } from '../shell/bot-assets.js';
import { fetchCatalog } from './catalog-file.js';

/** A core's .wasm, the sets it holds and the rule options it knows (a record written by the full
 *  core names every rule option of every module, in play or not: the small core would refuse it). */
export interface CoreInfo { file: string; sets: string[]; rules: string[] }
declare const CARC_CORES: CoreInfo[] | undefined;

/** The cores, smallest first; the last holds every module. Without a manifest: the full core only. */
export const CORES: readonly CoreInfo[] = typeof CARC_CORES === 'object' && CARC_CORES.length > 0
  ? CARC_CORES : [{ file: 'carcassonne_core.wasm', sets: [], rules: [] }];
export const FULL_CORE: CoreInfo = CORES[CORES.length - 1]!;

/** What a setup asks of a core: its sets and the names of its rule options. */
export interface Needs { sets: string[]; rules: string[] }
/** A setup that names no set and no rule option: every core plays it. */
export const NO_NEEDS: Needs = { sets: [], rules: [] };

function parsed(x: unknown): unknown {
  // a record may come as an object, JSON text, or JSON text inside a JSON string (loadRecord reads all three)
  for (let i = 0; i < 2 && typeof x === 'string'; i++) {
    try { x = JSON.parse(x); } catch { return undefined; }
  }
  return x;
}

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** What a setup needs (no sets named: the engine's default, which every core holds), or null when
 *  it cannot be read. */
export function setupNeeds(setup: unknown): Needs | null {
  if (!isObject(setup)) return null;
  const { sets = [], rules = {} } = setup;
  if (!Array.isArray(sets) || !sets.every((x) => typeof x === 'string') || !isObject(rules)) return null;
  return { sets: sets as string[], rules: Object.keys(rules) };
}

/** What a record (object or JSON text) needs, or null when it cannot be read. */
export function recordNeeds(record: unknown): Needs | null {
  const r = parsed(record);
  return isObject(r) ? setupNeeds(r['setup']) : null;
}

/** Whether a core can play what is needed. Unreadable (null): every core refuses it alike, so the
 *  one at hand does; the full core answers everything in its own words. */
export function holds(info: CoreInfo, needs: Needs | null): boolean {
  return info === FULL_CORE || needs === null
    || (needs.sets.every((x) => info.sets.includes(x)) && needs.rules.every((x) => info.rules.includes(x)));
}

/** The smallest core that can play what is needed (the first for what cannot be read). */
export function coreFor(needs: Needs | null): CoreInfo {
  return CORES.find((c) => holds(c, needs)) ?? FULL_CORE;
}

/** The sets a core lacks of those needed (for a message). */
export function missingSets(info: CoreInfo, needs: Needs | null): string[] {
  return needs ? needs.sets.filter((x) => !info.sets.includes(x)) : [];
}

export interface LoadedCore { info: CoreInfo; engine: Engine; module: WebAssembly.Module | null }

const loaded = new Map<string, Promise<LoadedCore>>();

/** A core's engine, fetched and compiled (as it streams in) once per page, with the build's full
 *  catalog (the setup dialog lists every set; a core refuses the sets it lacks). */
export function loadCore(info: CoreInfo): Promise<LoadedCore> {
  let p = loaded.get(info.file);
  if (!p) {
    p = Promise.all([compileWasm(info.file), fetchCatalog()]).then(async ([module, catalog]) => {
      const engine = await createEngine({
        wasmFile: info.file, ...(module ? { wasmModule: module } : {}), ...(catalog ? { catalog } : {}),
      });
      return { info, engine, module };
    });
    loaded.set(info.file, p);
    // a failed load (offline on a first visit) may be retried
    p.catch(() => loaded.delete(info.file));
  }
  return p;
}
