// The page's start: the first engine core, the game's words and looks, the bot workers, offline,
// then a game to resume, the quick game ("#quick") or the new-game dialog.
import { loadWorkerScript } from './bot-assets.js';
import { useBotAssets, useBotGame, WorkerBot } from './bots.js';
import { $, markOnce } from './dom.js';
import { MARK, Shell } from './app.js';
import type { GamePage, LoadedEngine } from './game-page.js';
import { quickSettings, useNewGameDefaults } from './new-game.js';
import { registerOffline } from './offline.js';
import { resumeRecord, tryResume } from './persistence.js';
import { useKeptGame } from './save-recovery.js';
import { startWords } from '../words/page-words.js';
import { onLanguage, t } from '../words/words.js';

export async function startPage(page: GamePage): Promise<void> {
  useNewGameDefaults({ storageKey: `${page.id}.newGame.v1`, seatColors: () => page.seatColors() });
  useKeptGame(page.id);
  useBotGame({ levels: page.botLevels, workerScript: page.engines.workerScript });
  // The first engine (Carcassonne: the core index.html preloads, the smallest unless a game to
  // resume needs more, compiled while it streams in, with the build's catalog.json) and the bot
  // workers' script arrive together; only a game start waits for the script.
  // the words load beside the engine (one small catalog against a core): the page words nothing before both
  const words = startWords();
  const first = page.engines.first(resumeRecord(page));
  const workerScript = loadWorkerScript(page.engines.workerScript);
  let loaded: LoadedEngine;
  try {
    loaded = await first;
  } catch (e) {
    await words.catch(() => undefined);
    $('#status').textContent = t('status-engine-failed', { error: (e as Error).message });
    throw e;
  }
  await words;
  const engine = loaded.engine;
  markOnce(MARK.engine);
  const mount = page.start(engine);   // the game's names and looks of figures, tags, categories
  registerOffline();   // after the engine: the service worker keeps what the page fetched, without fetching it again
  document.body.classList.remove('loading');
  $('#status').textContent = t('status-set-up');
  // bot workers start from the loaded script and module (no request once the page is up)
  const workerUrl = await workerScript;
  useBotAssets(loaded.module && workerUrl ? { module: loaded.module, workerUrl } : null);
  const app = new Shell(page, loaded, workerUrl, mount);
  exposeHooks(app, engine.version);
  // a change of language re-words what the shell shows: the panel (its status line) and the toolbar's counts
  onLanguage(() => app.rewordShell());
  // "index.html#quick" (a "play now" link): a game in progress resumes, else a quick game starts
  // against the greedy bot without the dialog
  if (await tryResume(app)) return;
  if (location.hash === '#quick') await app.startNew(quickSettings(page, engine));
  else await app.newGameDialog(false);
}

/** A read-only hook for tests and debugging (window.__<game id>): it reads state, it never acts. */
function exposeHooks(app: Shell, version: string): void {
  (window as unknown as Record<string, unknown>)[`__${app.page.id}`] = Object.freeze({
    version,
    state: () => app.game?.state() ?? null,
    /** What the shell reads of the state (GamePage.progress). */
    progress: () => app.progress,
    options: () => app.game?.options() ?? [],
    humanToMove: () => app.humanToMove(),
    botBusy: () => app.botBusy || app.botTimer !== 0,
    record: () => app.game?.save() ?? null,
    ...app.view.testHooks(),
    /** 'play', 'final' (the final-scoring walk-through) or 'replay'; the step shown and the step count. */
    mode: () => ({ mode: app.mode, step: app.walk?.index ?? app.replayBar?.step ?? null, steps: app.walk?.count ?? null }),
    /** Per bot turn: seat, turn and the thinking time in ms. */
    thinkTimes: () => app.thinkLog.map((t) => ({ ...t })),
    /** Per seat: null (human), or the bot's level, workers started, answers and whether it fell back. */
    bots: () => app.bots.map((b) => (b instanceof WorkerBot ? b.info() : b ? { level: b.kind, workers: 0, answers: 0, fallback: false } : null)),
    /** The one acting hook, for the browser tests: makes a seat's bot worker die as a crash would. */
    crashBotWorker: (seat: number) => { const b = app.bots[seat]; if (b instanceof WorkerBot) b.crash(); },
  });
}
