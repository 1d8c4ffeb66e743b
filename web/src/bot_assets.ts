// What a bot seat's Web Worker needs, fetched while the page loads, so that starting a bot later
// makes no request (without a service worker, a first bot turn would otherwise fetch the worker
// script and the engine's .wasm mid-game): the worker script becomes a blob: URL that every bot
// worker starts from (the page's CSP allows blob: workers only), and the .wasm bytes, fetched once,
// serve the page's own engine and are handed to each worker.
export interface BotAssets { workerUrl: string; wasm: ArrayBuffer }

async function fetchOk(file: string): Promise<Response> {
  const res = await fetch(new URL(file, import.meta.url));
  if (!res.ok) throw new Error(`${file}: ${res.status}`);
  return res;
}

/** The assets, or null when they cannot be fetched (bots then start their workers by URL). */
export async function loadBotAssets(): Promise<BotAssets | null> {
  try {
    const [script, wasm] = await Promise.all([
      fetchOk('./bot_worker.js').then((r) => r.text()),
      fetchOk('./carcassonne_core.wasm').then((r) => r.arrayBuffer()),
    ]);
    return { workerUrl: URL.createObjectURL(new Blob([script], { type: 'text/javascript' })), wasm };
  } catch {
    return null;
  }
}
