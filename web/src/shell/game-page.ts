// What a game brings to the page shell, and the registry the page picks its game from. The shell
// (shell/app.ts) runs the turn flow, bots, saves, undo, replay, the log and the final-scoring
// walk-through for any game; a game gives it its engines, its board view, its panels, its part of
// the new-game dialog and its words through these types, and registers itself with one line
// (web/src/carcassonne/register.ts; the test-only dice game: tests/games/dice/web/register-page.ts).
// The shell reads a game's state only through GamePage.progress, and hands options, events and
// records back to the game untouched: their types are the game's (PageTypes).
import type { Bot, BotLevel } from './bots.js';

/** A game in progress as the shell drives it: the methods every game's engine has (GameBase of
 *  carcassonne-engine's index.d.ts). */
export interface PlayGame<State = unknown, Opt = unknown, Ev = unknown, Rec = unknown> {
  state(): State;
  options(): Opt[];
  apply(option: Opt): void;
  canUndo(): boolean;
  undo(): void;
  events(from?: number): Ev[];
  eventCount(): number;
  save(): Rec;
  botOption(kind: string, seed: number, params?: object): Opt;
  dispose(): void;
}
/** An engine as the shell drives it (EngineBase). */
export interface PlayEngine<G = PlayGame, Setup = unknown, Rec = unknown> {
  readonly version: string;
  newGame(setup: Setup): G;
  loadRecord(record: Rec | string): G;
}

/** A game's own types: its engine's and its game's, its state, options, events, records, setups. */
export interface PageTypes {
  state: unknown; option: unknown; event: unknown; record: unknown; setup: unknown;
  game: PlayGame<this['state'], this['option'], this['event'], this['record']>;
  engine: PlayEngine<this['game'], this['setup'], this['record']>;
}

/** What the shell reads of a state: whether it is over, its turn (the bots' thinking time and the
 *  spoken log count by it), who decides now (a seat, or null: nobody, the game is over), the seats. */
export interface Progress {
  over: boolean;
  turn: number;
  decider: number | null;
  players: { name: string; color?: string; bot: boolean; botLevel?: string }[];
  /** false: the engine's undo() takes back any answer, not only a step within the deciding seat's
   *  turn (Carcassonne's engine answers canUndo() for the turn at hand only), so the shell takes
   *  turns back by their record alone. */
  stepsInTurn?: boolean;
}

/** An engine loaded for the page: the compiled module goes to the bot workers. */
export interface LoadedEngine<E = PlayEngine> { engine: E; module: WebAssembly.Module | null; key: string }
/** Where a game's engines come from (Carcassonne: a small first core and the full one). */
export interface EngineSource<E = PlayEngine> {
  /** The first engine: one that plays `resume` (a saved game's record, read before any engine loads). */
  first(resume: unknown): Promise<LoadedEngine<E>>;
  /** An engine that plays this setup or record: `current` when it does (at once, not a promise:
   *  the game starts in the same task), else one loaded for it. Rejects with words naming what the
   *  current one lacks. */
  forSetup(current: LoadedEngine<E>, setup: unknown): LoadedEngine<E> | Promise<LoadedEngine<E>>;
  forRecord(current: LoadedEngine<E>, record: unknown): LoadedEngine<E> | Promise<LoadedEngine<E>>;
  /** The bot workers' script, beside the page ("bot_worker.js"). */
  readonly workerScript: string;
}

/** The game's part of the new-game dialog: what goes under "Sets, rules and table" (its own
 *  settings, kept with the seats), the quick game's, and the setup they make with the seats. */
export interface SetupForm<T extends PageTypes = PageTypes, G = unknown> {
  /** Seats the game takes, and whether its setup keeps a colour per seat (else the dialog offers none:
   *  the page colours seats by their place, GamePage.seatColors). */
  readonly seats: { min: number; max: number; colors: boolean };
  /** The quick game's words under its button ("You against the greedy bot, the base game."). */
  readonly quickHelp: string;
  /** The game's settings: its defaults, and those stored last time (read from `stored`, the
   *  saved settings object; whatever is not valid falls back to the default). */
  settings(engine: T['engine'], stored: Record<string, unknown> | null): G;
  /** The quick game's settings (the defaults, whatever was chosen last). */
  quick(engine: T['engine']): G;
  /** The fieldsets the dialog shows (they edit `s` in place), and the summary of the choice. */
  fields(engine: T['engine'], s: G): { parts: HTMLElement[]; summary(): string; legend: string };
  /** A refusal before the engine is asked (nothing chosen), or null. */
  check(s: G): string | null;
  /** The setup: the seats (name, colour, bot level) and a seed. */
  toSetup(engine: T['engine'], s: G, players: { name: string; color: string; bot?: string }[], seed: number): T['setup'];
}

export type Mode = 'play' | 'final' | 'replay';   // a game, its final-scoring walk-through, or a replay
export interface Seat { name: string; color: string; mark: string; bot: boolean }
export interface Thinking { seat: number; since: number; millis: number }

/** What a game's page parts may read of the shell and ask it to do. */
export interface Host<T extends PageTypes = PageTypes> {
  readonly engine: T['engine'];
  readonly game: T['game'] | null;
  readonly st: T['state'] | null;
  readonly opts: T['option'][];
  readonly seats: Seat[];
  readonly bots: readonly (Bot | null)[];
  readonly mode: Mode;
  /** The bot seat thinking now (its bar in the players list), or null. */
  readonly thinking: Thinking | null;
  humanToMove(): boolean;
  /** Plays an option of the decision at hand (a click, a key, a button). */
  apply(o: T['option']): void;
  /** Redraws the panel: the game's part and the shell's buttons. */
  renderPanel(): void;
  toast(msg: string, error?: boolean): void;
}

/** The board as the shell moves its camera (the zoom buttons, F, + and -, a new game fits it). */
export interface BoardCamera {
  readonly canvas: HTMLCanvasElement;
  autoFit: boolean;
  fit(): void;
  zoomBy(f: number): void;
  keepInView(): void;
  insets: () => { top?: number; right?: number; bottom?: number; left?: number };
}

/** A line of the log in the game's words. `icon`: a small picture drawn for the line (only when it
 *  gets a line of its own). `joins`: the kind of the line before (same turn, same player) that this
 *  one is told as part of ("placed a tile … and put a meeple on it"). */
export interface LogLine { turn: number; player: number; kind: string; text: string; icon?: () => HTMLElement | null; joins?: string }

/** The walk-through card the game shows; the shell routes keys to it and reads where it is. */
export interface Walkthrough { readonly card: HTMLElement; readonly index: number; readonly count: number; key(e: KeyboardEvent): boolean }
/** A game's final scoring, read from its events: where it starts, and the event each step shows. */
export interface FinalPlan {
  firstEvent: number;
  steps: number;
  /** The game's event index of a step's score (undefined past the last step). */
  eventOf(step: number): number | undefined;
  /** Shows the walk-through on the board (host: the board's wrapper). */
  open(host: HTMLElement, hooks: { changed(): void; done(): void }): Walkthrough;
}

/** The steps of a replay as the shell's bar walks them; the frames are the game's own. */
export interface ReplaySteps<F = unknown> {
  readonly last: number;
  frame(step: number): F;
  caption(step: number): string;
  /** What happened at a step, in words. */
  lines(frame: F): { kind: string; text: string }[];
  /** Shows a frame on the board and panels (null: back to the game). */
  show(frame: F | null): void;
}

/** The game's page parts, made once the engine is up (GamePage.start). */
export interface GameView<T extends PageTypes = PageTypes> {
  readonly board: BoardCamera;
  /** The same seats with another game (new, loaded, a turn undone): input back at rest. */
  reset(): void;
  /** A step taken back within the turn (before the redraw). */
  undoneInTurn(): void;
  /** The game changed: what is no longer legal (a cursor, a hover) goes away. */
  changed(): void;
  /** An option was played (before the redraw), and after it (a tile placed is brought into view). */
  optionTaken(o: T['option']): void;
  optionShown(o: T['option']): void;
  /** The board as the mode shows it (the game, a walk-through step, a replay frame). */
  updateBoard(): void;
  /** The game's part of the panel: status, buttons, players, its own panels. */
  renderPanel(): void;
  /** The status line alone. */
  status(): void;
  /** A key while a game is played; true when it is the game's (and used). */
  key(e: KeyboardEvent): boolean;
  /** The scores shown in the players list (a walk-through or replay step's, else the game's). */
  shownScores(): number[];
  /** Does this decision open a turn (a bot then waits the whole bot delay, else half of it)? */
  opensTurn(st: T['state']): boolean;
  /** The seat whose move this event is, or -1 (the moves undo takes back are counted by it). */
  moverOf(e: T['event']): number;
  /** index: the event's place in the game's list (events come in order, from 0 after a reset). */
  logLine(e: T['event'], names: string[], index: number): LogLine | null;
  finalScoring(record: T['record'], game: T['game']): FinalPlan | null;
  /** Throws when the record cannot be replayed. */
  replay(record: T['record']): ReplaySteps;
  /** After the replay's first step: the camera fitted to the whole game's board. */
  replayOpened(): void;
  /** A walk-through or replay ended without going on (a new or loaded game takes over). */
  modesLeft(): void;
  showResults(finalFrom: number, actions: { onReplay(): void; onNewGame(): void }): void;
  /** Idle time before the first game: a game made and dropped warms the engine and the art. */
  warmUp(game: T['game']): void;
  /** Read-only test hooks the game adds to the page's (window.__<id>). */
  testHooks(): Record<string, unknown>;
}

export interface GamePage<T extends PageTypes = PageTypes> {
  /** The game's id: its storage keys and file names start with it ("carcassonne.current.v1"). */
  readonly id: string;
  /** The load dialog's placeholder: what a record of this game begins with. */
  readonly recordHint: string;
  readonly engines: EngineSource<T['engine']>;
  readonly setupForm: SetupForm<T, any>;
  /** The bot levels the dialog offers, weakest first (shell/bots.ts BOT_LEVELS, or the game's own). */
  readonly botLevels: readonly BotLevel[];
  progress(st: T['state']): Progress;
  /** The record with its first `moves` moves only (undo of a whole turn): no end, no final scoring. */
  recordUpTo(record: T['record'], moves: number): T['record'];
  seatColors(): readonly string[];
  /** The marks that tell seats apart besides colour (one per name). */
  seatMarks(names: string[]): string[];
  /** Once the engine is up: the game's words and looks, and its view's maker. */
  start(engine: T['engine']): (host: Host<T>) => GameView<T>;
}

const games = new Map<string, GamePage>();

/** A game's one registration line (web/src/<game>/register.ts). */
export function registerGame<T extends PageTypes>(id: string, page: GamePage<T>): void {
  if (games.has(id)) throw new Error(`game '${id}' is registered twice`);
  // the shell holds every game as GamePage<PageTypes>: it hands each game back only what that game gave it
  games.set(id, page as unknown as GamePage);
}

export function gamePage(id: string): GamePage {
  const page = games.get(id);
  if (!page) throw new Error(`unknown game '${id}' (registered: ${[...games.keys()].join(', ') || 'none'})`);
  return page;
}
