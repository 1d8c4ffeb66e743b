// One engine for every <carcassonne-board> of a page: the WebAssembly module is fetched and
// compiled once, on the first element that scrolls into view, and shared by all of them. The tile
// artist (cached tile art) is shared too.
import { createEngine, type Engine } from 'carcassonne-engine';
import { compileCore } from '../bot_assets.js';
import { fetchCatalog } from '../catalog-file.js';
import { markOnce } from '../dom.js';
import { useLexicon } from '../lexicon.js';
import { TileIndex } from '../replay.js';
import { TileArtist } from '../tiles.js';

export interface SharedEngine { engine: Engine; artist: TileArtist; tiles: TileIndex }

let shared: Promise<SharedEngine> | null = null;

export function loadEngine(): Promise<SharedEngine> {
  if (!shared) {
    // the .wasm compiles as it streams in while the build's catalog.json arrives (either may fail:
    // the engine then fetches the .wasm itself, or builds its catalog)
    shared = Promise.all([compileCore(), fetchCatalog()]).then(([module, catalog]) =>
      createEngine({ ...(module ? { wasmModule: module } : {}), ...(catalog ? { catalog } : {}) })).then((engine) => {
      const sets = engine.tileSets();   // one copy (each call deep-copies the catalog's tiles), read only
      useLexicon(engine.lexicon(), sets);   // names and looks of figures, tags, categories
      return { engine, artist: new TileArtist(sets, engine), tiles: new TileIndex(engine, sets) };
    });
    // a failed load (offline on a first visit) may be retried by the next element
    shared.catch(() => { shared = null; });
  }
  return shared;
}

/** Calls load once the element is near the viewport (or at once where IntersectionObserver is missing). */
export function whenVisible(el: Element, load: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') { load(); return () => {}; }
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      // the page's first element near the viewport (scripts/bench-page-load.mjs reads the mark)
      markOnce('carc:board-near');
      load();
    }
  }, { rootMargin: '200px 0px' });
  io.observe(el);
  return () => io.disconnect();
}
