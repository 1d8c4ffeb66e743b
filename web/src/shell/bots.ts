// Bots choose an option for the seat to move. Every bot seat runs in its own Web Worker with its own
// engine instance (bot_worker.ts), so even a 2-second search leaves the page responsive. A worker
// that dies (an uncaught error, or no answer in time) is replaced and the seat falls back to the
// greedy level; if workers cannot run at all, the greedy bot runs on the main thread.
import type { PlayGame } from './game-page.js';
import type { BotAssets } from './bot-assets.js';
import type { BotReply, BotRequest } from './bot-worker.js';
import { t } from '../words/words.js';

let assets: BotAssets | null = null;
/** Workers start from these (loaded with the page) from now on: no request when a bot starts. */
export function useBotAssets(a: BotAssets | null): void { assets = a; }

export interface Bot {
  readonly kind: string;   // the level chosen in the dialog (what a saved game remembers)
  /** The level's thinking time per turn in ms (0: answers at once). */
  readonly turnMillis: number;
  /** millis: how long this decision may think (the page splits the level's time per turn). */
  choose(game: PlayGame, seed: number, millis?: number): Promise<unknown>;
  dispose(): void;
}

/** What a bot is asked: a search's limits (Carcassonne's BotBudget; a platform game's
 *  {iterations, millis}), with millis set from the level's time. */
export type BotBudget = { millis?: number } & Record<string, unknown>;
/** What a level's search asks beyond its time. */
export type BotSearch = Record<string, unknown>;

export interface BotLevel { id: string; label: string; engineKind: string; turnMillis: number; search?: BotSearch }

/**
 * The levels. An MCTS level thinks for its time per turn by the wall clock (the worker stops the
 * search at a deadline), so its label holds on slow and fast machines alike; its moves then depend
 * on the machine's speed, not only on the seed. The id is what a saved game keeps ("mcts-2").
 * The strongest level also stops at 50,000 iterations per decision, explores by availability and
 * plays 8 random turns before it values a position (the engine's default is 4): the configuration
 * measured best against greedy (docs/arena.md, issue 22 goal 4); more iterations, without
 * availability most of all, played worse, and longer playouts better. Where 50,000 iterations fit
 * in its time (most machines), its moves depend on the seed only.
 */
// (labels are getters: they are read in the page's language at the time they are shown)
export const BOT_LEVELS: BotLevel[] = [
  { id: 'random', get label() { return t('bot-random'); }, engineKind: 'random', turnMillis: 0 },
  { id: 'greedy', get label() { return t('bot-greedy'); }, engineKind: 'greedy', turnMillis: 0 },
  { id: 'mcts-0.5', get label() { return t('bot-mcts', { seconds: 0.5 }); }, engineKind: 'mcts', turnMillis: 500 },
  { id: 'mcts-2', get label() { return t('bot-mcts', { seconds: 2 }); }, engineKind: 'mcts', turnMillis: 2000, search: { iterations: 50000, availability: true, turns: 8 } },
];
/** Of a level's thinking time per turn, the tile takes this part; later decisions of the turn what is left. */
export const TILE_SHARE = 0.7;

/** How long one decision may think: the tile its share of the level's time per turn, what follows
 *  in the turn the rest after `spent` ms (at least a tenth). scripts/bench-bot-levels.mjs reads the same. */
export function decisionMillis(turnMillis: number, tile: boolean, spent = 0): number {
  return tile ? turnMillis * TILE_SHARE : Math.max(turnMillis * 0.1, turnMillis - spent);
}

/** The levels of the game played (GamePage.botLevels) and its workers' script (beside the page,
 *  when no blob: URL of it was made): set once by the shell before any bot. */
let levels: readonly BotLevel[] = BOT_LEVELS;
let workerScript = './bot_worker.js';
export function useBotGame(game: { levels: readonly BotLevel[]; workerScript: string }): void {
  levels = game.levels;
  workerScript = `./${game.workerScript}`;
}
/** The levels the new-game dialog offers. */
export const botKinds = (): { id: string; label: string }[] => levels.map(({ id, label }) => ({ id, label }));
/** The level a bot falls back to when its worker dies (the game's greedy one). */
const greedy = (): BotLevel => levels.find((l) => l.id === 'greedy') ?? levels[0]!;

/** The level a record names: one of the list, "mcts-SECONDS" of another time, or "mcts" (1 s). */
export function levelOf(id: string): BotLevel | null {
  const known = levels.find((l) => l.id === id);
  if (known) return known;
  const m = /^mcts(?:-(\d{1,2}(?:\.\d{1,3})?))?$/.exec(id);
  const seconds = m ? Number(m[1] ?? 1) : 0;
  return seconds > 0 && seconds <= 60 ? { id, get label() { return t('bot-mcts', { seconds }); }, engineKind: 'mcts', turnMillis: seconds * 1000 } : null;
}

/** The engine budget of a search that must answer by `deadline` (ms since the epoch). */
export function budgetUntil(deadline: number | undefined, search: BotSearch = {}): BotBudget {
  if (deadline === undefined) return { ...search };
  return { ...search, millis: Math.max(20, Math.round(deadline - Date.now() - 10)) };
}

/** A bot on the main thread: the fallback when no worker can run. */
export class EngineBot implements Bot {
  constructor(readonly kind: string, private readonly level = greedy()) {}
  get turnMillis(): number { return this.level.turnMillis; }
  async choose(game: PlayGame, seed: number, millis = this.level.turnMillis): Promise<unknown> {
    const deadline = this.level.turnMillis ? Date.now() + millis : undefined;
    return game.botOption(this.level.engineKind, seed, budgetUntil(deadline, this.level.search));
  }
  dispose(): void { /* nothing held */ }
}

export interface WorkerBotInfo { level: string; workers: number; answers: number; fallback: boolean; lastBudget: BotBudget | null }

export class WorkerBot implements Bot {
  #worker: Worker | null = null;
  #level: BotLevel;
  #pending = new Map<number, { resolve: (o: unknown) => void; reject: (e: Error) => void; timer: number; req: BotRequest }>();
  #nextId = 1;
  #workers = 0;
  #answers = 0;
  #mainThread: EngineBot | null = null;
  #lastBudget: BotBudget | null = null;

  constructor(readonly kind: string, level: BotLevel) {
    this.#level = level;
    this.#spawn();
  }

  info(): WorkerBotInfo {
    return { level: this.#level.id, workers: this.#workers, answers: this.#answers, fallback: this.#level.id !== this.kind, lastBudget: this.#lastBudget };
  }

  get turnMillis(): number { return this.#level.turnMillis; }

  /** Makes the worker die as a crash would (tests). */
  crash(): void { this.#worker?.postMessage({ crash: true }); }

  choose(game: PlayGame, seed: number, millis = this.#level.turnMillis): Promise<unknown> {
    if (this.#mainThread) return this.#mainThread.choose(game, seed, millis);
    // the deadline counts from now: the worker's start-up and the record's replay are part of it
    const deadline = this.#level.turnMillis ? Date.now() + millis : undefined;
    const search = this.#level.search;
    const req: BotRequest = { id: this.#nextId++, record: game.save(), kind: this.#level.engineKind, seed, ...(deadline ? { deadline } : {}), ...(search ? { search } : {}) };
    return new Promise<unknown>((resolve, reject) => {
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
      const w = new Worker(assets?.workerUrl ?? new URL(workerScript, import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent) => this.#reply(e.data as BotReply);
      // the worker starts its engine at once; started from a blob: URL, it locates files from the page's
      if (assets) w.postMessage({ wasmModule: assets.module, base: location.href });
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
    this.#lastBudget = r.budget;
    p.resolve(r.option);
  }

  /** The worker is gone: a new one takes the seat at the greedy level and answers what was asked. */
  #died(why: string): void {
    console.warn(`bot worker (${this.#level.id}) died: ${why}; replaced, playing greedy`);
    this.#worker?.terminate();
    this.#worker = null;
    this.#level = greedy();
    if (this.#workers >= 3) this.#mainThread = new EngineBot(this.kind);  // workers keep dying: stop trying
    else this.#spawn();
    const w = this.#worker as Worker | null;  // #spawn() set it (TypeScript still sees the null above)
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of waiting) {
      clearTimeout(p.timer);
      const { deadline: _, search: __, ...rest } = p.req;
      const retry = { ...rest, kind: greedy().engineKind };
      if (this.#mainThread || !w) { p.reject(new Error('bot worker died')); continue; }
      const timer = window.setTimeout(() => this.#died('no answer in 60 s'), 60000);
      this.#pending.set(retry.id, { ...p, timer, req: retry });
      w.postMessage(retry);
    }
  }
}

export function makeBot(kind: string): Bot {
  const level = levelOf(kind) ?? levels.find((l) => l.id === 'random') ?? levels[0]!;
  return typeof Worker === 'function' ? new WorkerBot(level.id, level) : new EngineBot(level.id, level);
}
