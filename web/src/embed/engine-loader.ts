// Carcassonne's engines for every board element of a page (<rules-board>, <carcassonne-board>): each WebAssembly core (web/src/cores.ts) is
// fetched and compiled once, when the first element whose record needs it nears the viewport, and
// shared by all of them: a page of base-game records loads only the small first core. The tile
// artist (cached tile art) and the tile index are shared across cores.
import type { Engine, TileSetInfo } from 'carcassonne-engine';
import { CORES, coreFor, loadCore, NO_NEEDS, type CoreInfo, type Needs } from '../carcassonne/cores.js';
import { useLexicon } from '../carcassonne/lexicon.js';
import { TileIndex } from '../carcassonne/replay.js';
import { TileArtist } from '../carcassonne/tiles.js';

export interface SharedEngine { engine: Engine; core: CoreInfo; artist: TileArtist; tiles: TileIndex }

const shared = new Map<string, Promise<SharedEngine>>();
let common: { artist: TileArtist; tiles: TileIndex } | null = null;
let best: { engine: Engine; rank: number } | null = null;   // the largest core loaded: it draws every tile

function share(engine: Engine, core: CoreInfo): SharedEngine {
  const rank = CORES.indexOf(core);
  if (!best || rank > best.rank) best = { engine, rank };
  if (!common) {
    const sets: TileSetInfo[] = engine.tileSets();   // one copy (each call deep-copies the catalog's tiles), read only
    useLexicon(engine.lexicon(), sets);   // names and looks of figures, tags, categories (the build's full catalog)
    const art = { tileArt: (id: string, m?: number) => best!.engine.tileArt(id, m), tileShapes: (id: string) => best!.engine.tileShapes(id) };
    common = { artist: new TileArtist(sets, art), tiles: new TileIndex(engine, sets) };
  }
  return { engine, core, ...common };
}

/** The shared engine of the smallest core that can play what is needed (null: a record that could
 *  not be read, which every core refuses alike). */
export function loadEngine(needs: Needs | null = NO_NEEDS): Promise<SharedEngine> {
  const core = coreFor(needs);
  let p = shared.get(core.file);
  if (!p) {
    // the .wasm compiles as it streams in while the build's catalog.json arrives (either may fail:
    // the engine then fetches the .wasm itself, or builds its catalog)
    p = loadCore(core).then((c) => share(c.engine, core));
    shared.set(core.file, p);
    // a failed load (offline on a first visit) may be retried by the next element
    p.catch(() => shared.delete(core.file));
  }
  return p;
}
