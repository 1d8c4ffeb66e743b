// Bots choose an option for the seat to move. Every bot seat runs in its own Web Worker with its own
// engine instance (bot_worker.ts), so even a 2-second search leaves the page responsive. A worker
// that dies (an uncaught error, or no answer in time) is replaced and the seat falls back to the
// greedy level; if workers cannot run at all, the greedy bot runs on the main thread.
import type { BotBudget, Game, Option } from 'carcassonne-engine';
import type { BotReply, BotRequest } from './bot_worker.js';

export interface Bot {
  readonly kind: string;   // the level chosen in the dialog (what a saved game remembers)
  choose(game: Game, seed: number): Promise<Option>;
  dispose(): void;
}

/**
 * The levels. MCTS levels are iteration budgets, not clocks, so a seed replays the same moves on
 * every machine. The counts are what the WASM engine runs in about 0.5 s and 2 s on one core of the
 * development machine (about 60,000-70,000 iterations/s over a game, by CPU time; scripts/bench-wasm.mjs
 * prints the rate), so slower devices think longer.
 */
export const BOT_LEVELS: { id: string; label: string; engineKind: string; budget: BotBudget }[] = [
  { id: 'random', label: 'Bot: random', engineKind: 'random', budget: {} },
  { id: 'greedy', label: 'Bot: greedy', engineKind: 'greedy', budget: {} },
  { id: 'mcts-0.5', label: 'Bot: MCTS 0.5 s', engineKind: 'mcts', budget: { iterations: 30000 } },
  { id: 'mcts-2', label: 'Bot: MCTS 2 s', engineKind: 'mcts', budget: { iterations: 120000 } },
];
export const BOT_KINDS = BOT_LEVELS.map(({ id, label }) => ({ id, label }));
const GREEDY = BOT_LEVELS[1]!;

/** A bot on the main thread: the fallback when no worker can run. */
export class EngineBot implements Bot {
  constructor(readonly kind: string, private readonly level = GREEDY) {}
  async choose(game: Game, seed: number): Promise<Option> {
    return game.botOption(this.level.engineKind, seed, this.level.budget);
  }
  dispose(): void { /* nothing held */ }
}

export interface WorkerBotInfo { level: string; workers: number; answers: number; fallback: boolean }

export class WorkerBot implements Bot {
  #worker: Worker | null = null;
  #level: (typeof BOT_LEVELS)[number];
  #pending = new Map<number, { resolve: (o: Option) => void; reject: (e: Error) => void; timer: number; req: BotRequest }>();
  #nextId = 1;
  #workers = 0;
  #answers = 0;
  #mainThread: EngineBot | null = null;

  constructor(readonly kind: string, level: (typeof BOT_LEVELS)[number]) {
    this.#level = level;
    this.#spawn();
  }

  info(): WorkerBotInfo {
    return { level: this.#level.id, workers: this.#workers, answers: this.#answers, fallback: this.#level !== BOT_LEVELS.find((l) => l.id === this.kind) };
  }

  /** Makes the worker die as a crash would (tests). */
  crash(): void { this.#worker?.postMessage({ crash: true }); }

  choose(game: Game, seed: number): Promise<Option> {
    if (this.#mainThread) return this.#mainThread.choose(game, seed);
    const req: BotRequest = { id: this.#nextId++, record: game.save(), kind: this.#level.engineKind, seed, budget: this.#level.budget };
    return new Promise<Option>((resolve, reject) => {
      // An answer takes well under a minute on any device; silence that long means a dead worker.
      const timer = window.setTimeout(() => this.#died('no answer in 60 s'), 60000);
      this.#pending.set(req.id, { resolve, reject, timer, req });
      this.#worker!.postMessage(req);
    });
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const p of this.#pending.values()) clearTimeout(p.timer);
    this.#pending.clear();
  }

  #spawn(): void {
    try {
      const w = new Worker(new URL('./bot_worker.js', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent) => this.#reply(e.data as BotReply);
      w.onerror = (e: ErrorEvent) => { e.preventDefault(); this.#died(e.message || 'worker error'); };
      this.#worker = w;
      this.#workers++;
    } catch {
      this.#worker = null;
      this.#mainThread = new EngineBot(this.kind);
    }
  }

  #reply(r: BotReply): void {
    const p = this.#pending.get(r.id);
    if (!p) return;
    this.#pending.delete(r.id);
    clearTimeout(p.timer);
    if ('error' in r) { p.reject(new Error(r.error)); return; }
    this.#answers++;
    p.resolve(r.option as Option);
  }

  /** The worker is gone: a new one takes the seat at the greedy level and answers what was asked. */
  #died(why: string): void {
    console.warn(`bot worker (${this.#level.id}) died: ${why}; replaced, playing greedy`);
    this.#worker?.terminate();
    this.#worker = null;
    this.#level = GREEDY;
    if (this.#workers >= 3) this.#mainThread = new EngineBot(this.kind);  // workers keep dying: stop trying
    else this.#spawn();
    const w = this.#worker as Worker | null;  // #spawn() set it (TypeScript still sees the null above)
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of waiting) {
      clearTimeout(p.timer);
      const retry = { ...p.req, kind: GREEDY.engineKind, budget: GREEDY.budget };
      if (this.#mainThread || !w) { p.reject(new Error('bot worker died')); continue; }
      const timer = window.setTimeout(() => this.#died('no answer in 60 s'), 60000);
      this.#pending.set(retry.id, { ...p, timer, req: retry });
      w.postMessage(retry);
    }
  }
}

export function makeBot(kind: string): Bot {
  const level = BOT_LEVELS.find((l) => l.id === kind) ?? BOT_LEVELS.find((l) => l.id === 'random')!;
  return typeof Worker === 'function' ? new WorkerBot(level.id, level) : new EngineBot(level.id, level);
}
