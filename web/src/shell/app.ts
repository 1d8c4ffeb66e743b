// The page shell: one game at a time against the WASM engine, entirely client-side. It knows no
// game: it asks the engine what is to decide, lets the game's view (shell/game-page.ts) light the
// options and take the answer, hands a bot seat's turn to its worker, and keeps the log, the save,
// undo, the replay and the final-scoring walk-through. Its parts are in this folder, one a file.
import { levelOf, makeBot, useBotAssets, type Bot } from './bots.js';
import { scheduleBot, stopBots } from './bot-turns.js';
import { $, markOnce } from './dom.js';
import type { GamePage, GameView, Host, LoadedEngine, Mode, PlayEngine, PlayGame, Progress, Seat, Thinking, Walkthrough } from './game-page.js';
import { wireKeys } from './keys.js';
import { GameLog } from './log.js';
import { KeptSaves } from './kept-saves-dialog.js';
import { leaveModes, openReplay, showResults, startFinalScoring } from './modes.js';
import { askNewGame, loadSettings, quickSettings, toSetup, type NewGameSettings } from './new-game.js';
import { loadDialog, persist, saveFile } from './persistence.js';
import type { ReplayBar } from './replay-bar.js';
import { toast } from './toast.js';
import { canUndoAny, undo } from './undo.js';
import { t } from '../words/words.js';

/** Start-up marks (performance.mark, read by scripts/bench-page-load.mjs): the engine ready, the
 *  setup dialog shown, and the first board a human can move on (set in the frame that draws it). */
export const MARK = { engine: 'rules:engine', setup: 'rules:setup', playable: 'rules:playable' } as const;

export const currentKey = (page: GamePage) => `${page.id}.current.v1`;
const delayKey = (page: GamePage) => `${page.id}.botDelay.v1`;

function urlBotDelay(): number | null {
  const v = new URLSearchParams(location.search).get('botDelay');
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

export class Shell implements Host {
  /** The engine loaded last (GamePage.engines): it plays every game the page has made (Carcassonne:
   *  the largest core so far; the page never goes back to a smaller one). */
  loaded: LoadedEngine;
  readonly view: GameView;
  game: PlayGame | null = null;
  st: unknown = null;
  /** What the shell reads of st (GamePage.progress). */
  progress: Progress | null = null;
  opts: unknown[] = [];
  bots: (Bot | null)[] = [];
  seats: Seat[] = [];
  mode: Mode = 'play';
  walk: Walkthrough | null = null;
  replayBar: ReplayBar | null = null;
  finalFrom = 0;                 // index of the first final-scoring event (the results table)
  resultsShown = false;
  undoFloor = 0;                 // a turn undo never goes back before this many moves (one turn at a time)
  readonly log: GameLog;
  // the bots: a generation drops the answer of a game no longer shown (swapped, undone, replayed)
  generation = 0;
  botTimer = 0;
  botBusy = false;
  botDelay = 600;
  thinking: Thinking | null = null;
  /** How long each bot turn took to think (seat, turn, ms): the thinking time the level promises. */
  thinkLog: { seat: number; turn: number; ms: number }[] = [];
  /** Saves that could not resume: kept, shown, downloaded or discarded (issue 44). */
  readonly kept: KeptSaves;

  constructor(readonly page: GamePage, loaded: LoadedEngine, readonly workerUrl: string | null, mount: (host: Host) => GameView) {
    this.loaded = loaded;
    this.kept = new KeptSaves(currentKey(page), $('#kept-open'), $('#kept-saves') as HTMLDialogElement);
    this.log = new GameLog($('#log'), $('#announce'));
    this.view = mount(this);
    const stored = Number(localStorage.getItem(delayKey(page)));
    this.botDelay = urlBotDelay() ?? (Number.isFinite(stored) && localStorage.getItem(delayKey(page)) !== null ? stored : 600);
    // the zoom buttons keep their corner: fitting the board leaves room for them. Their height is
    // read here, while the layout is still clean, and kept by a ResizeObserver: reading it at each fit
    // forced a layout in the middle of every redraw (twice as a game starts: after the log and the
    // hand were written, and again after the panel)
    const viewTools = $('.view-tools');
    let toolsHeight = viewTools.offsetHeight;
    new ResizeObserver(() => { toolsHeight = viewTools.offsetHeight; }).observe(viewTools);
    this.view.board.insets = () => {
      const tools = toolsHeight + 16;
      if (this.replayBar) return { top: tools, bottom: this.replayBar.bar.offsetHeight + 20 };
      if (this.walk) return { top: this.walk.card.offsetHeight + 20, bottom: tools };
      return { bottom: tools };
    };
    this.wire();
  }

  get engine(): PlayEngine { return this.loaded.engine; }

  // ---- lifecycle -----------------------------------------------------------------------

  wire(): void {
    const board = this.view.board;
    $('#new-game').addEventListener('click', () => void this.newGameDialog(true));
    $('#undo').addEventListener('click', () => undo(this));
    $('#save').addEventListener('click', () => saveFile(this));
    $('#load').addEventListener('click', () => loadDialog(this));
    $('#fit').addEventListener('click', () => { board.autoFit = true; board.fit(); });
    $('#zoom-in').addEventListener('click', () => board.zoomBy(1.25));
    $('#zoom-out').addEventListener('click', () => board.zoomBy(0.8));
    $('#show-results').addEventListener('click', () => showResults(this));
    $('#replay-open').addEventListener('click', () => openReplay(this));
    $('#help-toggle').addEventListener('click', () => {
      const help = $('#help');
      help.toggleAttribute('hidden');
      $('#help-toggle').setAttribute('aria-expanded', String(!help.hidden));
    });
    wireKeys(this);
  }

  async newGameDialog(cancellable: boolean): Promise<void> {
    const asked = askNewGame($('#dialog') as HTMLDialogElement, this.page, this.engine, loadSettings(this.page, this.engine), cancellable && !!this.game,
      async (setup) => { await this.ensureEngine(setup, 'setup'); return this.engine; });
    markOnce(MARK.setup);   // the dialog is open (showModal ran)
    if (!this.game) this.warmUp();
    const settings = await asked;
    if (!settings) return;
    await this.startNew(settings);
    // the game starts where it is played: the board has the focus (the closed dialog would leave it
    // on the page, eight tabs away)
    if (this.game && !document.querySelector('dialog[open]')) this.view.board.canvas.focus({ preventScroll: true });
  }

  /**
   * While the first dialog waits for a click: a quick game made and dropped, so that its click
   * does not wait for the module's first game (the catalog built, its code run for the first
   * time) nor for the game's first art. Idle time only; nothing is kept but what the view warms.
   */
  warmUp(): void {
    const run = () => {
      try {
        const game = this.engine.newGame(toSetup(this.page, quickSettings(this.page, this.engine), this.engine));
        game.options();
        this.view.warmUp(game);
        game.dispose();
      } catch { /* a warm-up only */ }
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  }

  /**
   * Makes the page's engine one that plays a setup or record (GamePage.engines: Carcassonne's full
   * core is fetched and compiled once, when a game first needs it). Bots started from now on get
   * its module. Throws when it cannot load, naming what is missing.
   */
  async ensureEngine(x: unknown, kind: 'setup' | 'record'): Promise<void> {
    const engines = this.page.engines;
    const next = kind === 'setup' ? engines.forSetup(this.loaded, x) : engines.forRecord(this.loaded, x);
    if (!(next instanceof Promise)) return this.useEngine(next);
    const status = $('#status');
    const before = status.textContent;
    status.textContent = t('status-loading-sets');
    try {
      this.useEngine(await next);
    } catch (e) {
      status.textContent = before;
      throw e;
    }
  }

  useEngine(loaded: LoadedEngine): void {
    if (loaded === this.loaded) return;
    this.loaded = loaded;
    useBotAssets(loaded.module && this.workerUrl ? { module: loaded.module, workerUrl: this.workerUrl } : null);
  }

  /** A new game: started at once when the engine at hand plays it, else once the one it needs is in. */
  startNew(s: NewGameSettings): Promise<void> | void {
    const setup = toSetup(this.page, s, this.engine);
    this.botDelay = urlBotDelay() ?? s.botDelay;
    try { localStorage.setItem(delayKey(this.page), String(s.botDelay)); } catch { /* ignore */ }
    const begin = () => this.use(this.engine.newGame(setup), s.seats.map((x) => x.type));
    const next = this.page.engines.forSetup(this.loaded, setup);
    if (!(next instanceof Promise)) { this.useEngine(next); return begin(); }
    return this.ensureEngine(setup, 'setup').then(begin, (e: Error) => this.toast(t('new-game-could-not-start', { error: e.message }), true));
  }

  /**
   * Takes over a game: new or loaded. botKinds[i] is 'human' or a bot level; without it, the levels
   * the record keeps ("bot": "greedy"), and the random bot for a seat saved as "bot": true.
   */
  use(game: PlayGame, botKinds?: string[]): void {
    leaveModes(this);
    for (const b of this.bots) b?.dispose();
    const players = this.page.progress(game.state()).players;
    const marks = this.page.seatMarks(players.map((p) => p.name));
    const colors = this.page.seatColors();
    this.seats = players.map((p, i) => ({ name: p.name, color: p.color ?? colors[i % colors.length]!, mark: marks[i]!, bot: p.bot }));
    this.bots = players.map((p, i) => {
      if (!p.bot) return null;
      const asked = botKinds?.[i];
      return makeBot(asked && asked !== 'human' && levelOf(asked) ? asked : p.botLevel ?? 'random');
    });
    this.undoFloor = 0;
    this.swapGame(game);
    this.view.board.fit();
  }

  /** The same seats and bots with another game: a loaded one, or the game with its last turn undone. */
  swapGame(game: PlayGame): void {
    stopBots(this);
    if (this.game !== game) this.game?.dispose();
    this.game = game;
    this.view.reset();
    this.log.reset();
    this.resultsShown = false;
    $('#show-results').hidden = true;
    this.view.board.autoFit = true;
    this.refresh();
  }

  /** Re-reads the game after every change and redraws everything. */
  refresh(): void {
    const game = this.game;
    if (!game) return;
    this.st = game.state();
    this.progress = this.page.progress(this.st);
    this.opts = game.options();
    const progress = this.progress;
    this.view.changed();
    this.log.append(this);
    this.view.updateBoard();
    this.view.board.keepInView();
    this.renderPanel();
    persist(this);
    // the first board a human can move on: marked in the frame that draws it (the board's own
    // frame callback was asked for first, in updateBoard)
    if (this.humanToMove()) requestAnimationFrame(() => markOnce(MARK.playable));
    if (progress.over && !this.resultsShown) {
      this.resultsShown = true;
      $('#show-results').hidden = false;
      startFinalScoring(this);
    }
    scheduleBot(this);
  }

  humanToMove(): boolean {
    const p = this.progress;
    return this.mode === 'play' && !!p && !p.over && p.decider !== null && !this.bots[p.decider];
  }

  apply(o: unknown): void {
    if (!this.game) return;
    try {
      this.game.apply(o);
    } catch (e) {
      this.toast((e as Error).message, true);
      return;
    }
    this.view.optionTaken(o);
    this.refresh();
    this.view.optionShown(o);
  }

  renderPanel(): void {
    if (!this.st) return;
    this.view.renderPanel();
    ($('#undo') as HTMLButtonElement).disabled = !canUndoAny(this);
    ($('#replay-open') as HTMLButtonElement).disabled = !this.game || this.mode !== 'play';
    ($('#save') as HTMLButtonElement).disabled = !this.game;
  }

  toast(msg: string, error = false): void { toast(msg, error); }

  /** After a change of language: what the shell words itself (the marked elements re-word alone). */
  rewordShell(): void {
    this.kept.count();
    if (this.replayBar) this.replayBar.goto(this.replayBar.step);   // its caption
    if (this.st) this.renderPanel();
    else if (!document.body.classList.contains('loading')) $('#status').textContent = t('status-set-up');
  }
}
