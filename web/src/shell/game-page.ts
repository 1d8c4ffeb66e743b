// What a game brings to the page shell, and the registry the page picks its game from. The shell
// (shell/app.ts) runs the turn flow, bots, saves, undo, replay, the log and the final-scoring
// walk-through for any game; a game gives it its board view, its panels and its words through
// these few types, and registers itself with one line (carcassonne/register.ts).
// The engine's types are still the one package's (carcassonne-engine): the shell reads only the
// fields every game's state has (turn, over, current, decision.player, players' names, scores and
// bots) and hands options back untouched.
import type { Engine, Game, GameEvent, GameRecord, GameState, Option } from 'carcassonne-engine';
import type { Bot } from './bots.js';

export type Mode = 'play' | 'final' | 'replay';   // a game, its final-scoring walk-through, or a replay
export interface Seat { name: string; color: string; mark: string; bot: boolean }
export interface Thinking { seat: number; since: number; millis: number }

/** What a game's page parts may read of the shell and ask it to do. */
export interface Host {
  readonly engine: Engine;
  readonly game: Game | null;
  readonly st: GameState | null;
  readonly opts: Option[];
  readonly seats: Seat[];
  readonly bots: readonly (Bot | null)[];
  readonly mode: Mode;
  /** The bot seat thinking now (its bar in the players list), or null. */
  readonly thinking: Thinking | null;
  humanToMove(): boolean;
  /** Plays an option of the decision at hand (a click, a key, a button). */
  apply(o: Option): void;
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
export interface GameView {
  readonly board: BoardCamera;
  /** The same seats with another game (new, loaded, a turn undone): input back at rest. */
  reset(): void;
  /** A step taken back within the turn (before the redraw). */
  undoneInTurn(): void;
  /** The game changed: what is no longer legal (a cursor, a hover) goes away. */
  changed(): void;
  /** An option was played (before the redraw), and after it (a tile placed is brought into view). */
  optionTaken(o: Option): void;
  optionShown(o: Option): void;
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
  opensTurn(st: GameState): boolean;
  /** The seat whose move this event is, or -1 (the moves undo takes back are counted by it). */
  moverOf(e: GameEvent): number;
  logLine(e: GameEvent, names: string[]): LogLine | null;
  finalScoring(record: GameRecord, game: Game): FinalPlan | null;
  /** Throws when the record cannot be replayed. */
  replay(record: GameRecord): ReplaySteps;
  /** After the replay's first step: the camera fitted to the whole game's board. */
  replayOpened(): void;
  /** A walk-through or replay ended without going on (a new or loaded game takes over). */
  modesLeft(): void;
  showResults(finalFrom: number, actions: { onReplay(): void; onNewGame(): void }): void;
  /** Idle time before the first game: a game made and dropped warms the engine and the art. */
  warmUp(game: Game): void;
  /** Read-only test hooks the game adds to the page's (window.__<id>). */
  testHooks(): Record<string, unknown>;
}

export interface GamePage {
  /** The game's id: its storage keys and file names start with it ("carcassonne.current.v1"). */
  readonly id: string;
  /** The load dialog's placeholder: what a record of this game begins with. */
  readonly recordHint: string;
  seatColors(): readonly string[];
  /** The marks that tell seats apart besides colour (one per name). */
  seatMarks(names: string[]): string[];
  /** Once the engine is up: the game's words and looks from its catalog, and its view's maker. */
  start(engine: Engine): (host: Host) => GameView;
}

const games = new Map<string, GamePage>();

/** A game's one registration line (web/src/<game>/register.ts). */
export function registerGame(id: string, page: GamePage): void {
  if (games.has(id)) throw new Error(`game '${id}' is registered twice`);
  games.set(id, page);
}

export function gamePage(id: string): GamePage {
  const page = games.get(id);
  if (!page) throw new Error(`unknown game '${id}' (registered: ${[...games.keys()].join(', ') || 'none'})`);
  return page;
}
