// The engine's catalog (tile sets, sets, rule options, lexicon) as the build wrote it: catalog.json
// beside the .wasm (scripts/build-web.sh), fetched while the .wasm compiles. Building it in the
// module is the engine's costliest start-up call on a cold page (every tile set as JSON, code run
// for the first time); with the file the engine skips it (EngineOptions.catalog).
// The build stamps the .wasm's hash into the bundle (CARC_WASM_ID) and into the file: a file of
// another build is not used, nor a missing one; the engine then builds the catalog itself.
declare const CARC_WASM_ID: string | undefined;

export async function fetchCatalog(): Promise<object | null> {
  const want = typeof CARC_WASM_ID === 'string' ? CARC_WASM_ID : '';
  if (!want) return null;
  try {
    const res = await fetch(new URL('./catalog.json', import.meta.url));
    if (!res.ok) return null;
    const file = (await res.json()) as { wasm?: unknown; catalog?: unknown };
    return file.wasm === want && file.catalog !== null && typeof file.catalog === 'object' ? file.catalog : null;
  } catch {
    return null;
  }
}
