// What a bot seat's Web Worker needs, fetched while the page loads, so that starting a bot later
// makes no request (without a service worker, a first bot turn would otherwise fetch the worker
// script and the engine's .wasm mid-game): the worker script becomes a blob: URL that every bot
// worker starts from (the page's CSP allows blob: workers only), and the .wasm, fetched and compiled
// once (streamed: compiled while it downloads), serves the page's own engine and is handed to each
// worker as a compiled WebAssembly.Module (no worker compiles it again).
export interface BotAssets { workerUrl: string; module: WebAssembly.Module }

async function fetchOk(file: string): Promise<Response> {
  const res = await fetch(new URL(file, import.meta.url));
  if (!res.ok) throw new Error(`${file}: ${res.status}`);
  return res;
}

// Streaming needs the server's type application/wasm; any other type: compiled from the bytes.
function compile(res: Response): Promise<WebAssembly.Module> {
  const streams = typeof WebAssembly.compileStreaming === 'function' && res.headers.get('content-type')?.startsWith('application/wasm');
  return streams ? WebAssembly.compileStreaming(res) : res.arrayBuffer().then((b) => WebAssembly.compile(b));
}

/** An engine core's .wasm (web/src/carcassonne/cores.ts) compiled as it streams in, or null when it cannot be
 *  fetched or compiled (the engine then loads it by URL). The page's engine starts from it without
 *  waiting for the worker script. */
export async function compileWasm(file: string): Promise<WebAssembly.Module | null> {
  try {
    return await compile(await fetchOk(`./${file}`));
  } catch {
    return null;
  }
}

/** The bot workers' script as a blob: URL, or null when it cannot be fetched (bots then start
 *  their workers by URL). */
export async function loadWorkerScript(file = 'bot_worker.js'): Promise<string | null> {
  try {
    const script = await (await fetchOk(`./${file}`)).text();
    return URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  } catch {
    return null;
  }
}
