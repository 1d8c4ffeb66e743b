// One bot seat's Web Worker: its own engine instance, so a long search never blocks the page.
// Request: { id, record, kind, seed, deadline?, search? }; the worker loads the record (the game as
// the page has it), asks the engine's bot to answer by the deadline (ms since the epoch: a search
// stops on the wall clock, so a level's time holds on any machine) within the level's search limits
// (an iteration cap, exploration by availability) and answers { id, option } or { id, error }.
// { crash: true } makes the worker die with an uncaught error (how the page's tests kill it).
// { wasmModule: WebAssembly.Module } (sent first by the page, which fetched and compiled it while
// loading) starts the engine from it: the worker fetches and compiles nothing.
// The worker knows no game: each game's worker entry (web/src/bot_worker.ts for Carcassonne) calls
// runBotWorker with how to make its engine.
import { budgetUntil, type BotBudget, type BotSearch } from './bots.js';
import type { PlayEngine } from './game-page.js';

export interface BotRequest { id: number; record: unknown; kind: string; seed: number; deadline?: number; search?: BotSearch }
/** budget: what the engine was asked (the page's bot info shows the last one). */
export type BotReply = { id: number; option: unknown; budget: BotBudget } | { id: number; error: string };

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(m: unknown): void;
};
/** module: the core the page compiled (null: the engine fetches its own, beside the worker);
 *  base: the page's address, for what the engine still imports (a worker started from a blob:
 *  URL has no folder of its own). */
export type MakeEngine = (module: WebAssembly.Module | null, base: string | null) => Promise<PlayEngine>;
let engine: Promise<PlayEngine> | null = null;
let make: MakeEngine = () => Promise.reject(new Error('bot worker: no engine (runBotWorker was not called)'));

export function runBotWorker(makeEngine: MakeEngine): void { make = makeEngine; }

ctx.onmessage = (e: MessageEvent) => {
  const msg = e.data as BotRequest | { crash: true } | { wasmModule: WebAssembly.Module; base?: string };
  if ('wasmModule' in msg) {
    // started from a blob: URL, this script has no folder to locate the .wasm in: it is given
    engine ??= make(msg.wasmModule, msg.base ?? null);
    return;
  }
  if ('crash' in msg) {
    setTimeout(() => { throw new Error('bot worker crashed on request'); });
    return;
  }
  void answer(msg);
};

async function answer(req: BotRequest): Promise<void> {
  try {
    engine ??= make(null, null);
    const game = (await engine).loadRecord(req.record);
    try {
      const budget = budgetUntil(req.deadline, req.search);
      ctx.postMessage({ id: req.id, option: game.botOption(req.kind, req.seed, budget), budget } satisfies BotReply);
    } finally {
      game.dispose();
    }
  } catch (err) {
    ctx.postMessage({ id: req.id, error: (err as Error).message } satisfies BotReply);
  }
}
