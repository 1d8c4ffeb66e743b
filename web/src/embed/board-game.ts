// What a game brings to the wiki element (<rules-board game="…">): its board view. The element
// (rules-board.ts) knows no game: it reads the attributes, fetches the record, checks its "game",
// writes the caption, the scores, the events and the note, runs the step controls and the keyboard,
// and fires the events. The game draws its board, replays its record step by step, and in play mode
// takes the reader's moves with controls of its own. One registration line per game
// (board-element.ts): registerBoardGame('carcassonne', carcassonneGame).

export type Mode = 'view' | 'replay' | 'play';

/** A record without a "game" field is a Carcassonne record (docs/records.md: every record written
 *  before there were two games). */
export const DEFAULT_GAME = 'carcassonne';

/** One seat in the scores bar: its name, score and look (colour #rrggbb, a mark for colour-blind readers). */
export interface SeatScore { name: string; score: number; color: string; mark: string }
/** One line of "what happened": plain text, and a kind the styles know (score, end, …). */
export interface EventLine { text: string; kind: string }

/** A position the game has just drawn, in the words the element writes around it. */
export interface Picture {
  /** The replay step's caption (the element writes its own in play mode). */
  caption: string;
  scores: SeatScore[];
  events: EventLine[];
  /** What the events list says when nothing happened. */
  quiet: string;
  over: boolean;
  /** The record move's caption for this step (plain text) and the game's own marks (in the detail). */
  note: string;
  marks: unknown;
  /** The record move this step follows (null: the final scoring, or play mode). */
  ply: number | null;
  /** The board's accessible words after "<Title> board, <caption>: " (e.g. "5 tiles"). */
  label: string;
  /** Play mode: the instruction or the refusal under the controls. */
  message?: { text: string; refused: boolean };
}

/** What the element gives a game's view. */
export interface BoardHost {
  /** The board's canvas (the element sizes it; the game draws on it and takes its clicks). */
  readonly canvas: HTMLCanvasElement;
  /** The reader moved in play mode (or reset): the element asks showPlay() again and writes its words. */
  changed(): void;
  /** A play-mode action failed beyond a refusal (the engine's words): the element shows its error. */
  fail(e: unknown): void;
}

/** One element's board of one game: it holds the loaded record and the position shown. */
export interface GameView {
  /** Play mode's own controls, put between the step buttons and "Reset"; hidden in the other modes. */
  readonly controls: readonly HTMLElement[];
  /** Replay steps (0 = the start; the last is the end of the record: its final scoring, if any). */
  readonly steps: number;
  /** Loads a record: the engine may start on `early` (the text when known before any fetch) while
   *  `text` arrives. Throws with words naming what is wrong; commits nothing when stale() says a
   *  newer load began. */
  load(early: string | null, text: Promise<string>, stale: () => boolean): Promise<void>;
  /** Draws replay step `step` (clamped by the element) in view or replay mode. */
  showStep(step: number, mode: 'view' | 'replay'): Picture;
  /** Starts play from the position after `ply` moves; then showPlay() draws it. */
  startPlay(ply: number): void;
  showPlay(): Picture;
  /** Throws the engine's words for a ply outside the record (the element checked the digits). */
  checkPly(ply: number): void;
  /** The position shown, as the game's engine reports it (null before a load or after an error). */
  state(): unknown;
  /** Client coordinates of a point of board cell (x, y), where the game's board has cells. */
  cellToClient?(x: number, y: number, fx: number, fy: number): { x: number; y: number } | null;
  /** Drops the position shown (after an error): state() is null until the next load. */
  release(): void;
}

export interface BoardGame {
  /** The game's name in the element's words ("Carcassonne example", "Carcassonne board"). */
  readonly title: string;
  createView(host: BoardHost): GameView;
}

const games = new Map<string, BoardGame>();

/** Adds a game to every <rules-board> of the page (one line per game, before the elements are defined). */
export function registerBoardGame(id: string, game: BoardGame): void {
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`registerBoardGame: "${id}" is not a game id (a-z, 0-9, -)`);
  if (games.has(id)) throw new Error(`registerBoardGame: "${id}" is registered twice`);
  games.set(id, game);
}

export function boardGame(id: string): BoardGame | undefined { return games.get(id); }
export function knownGames(): string[] { return [...games.keys()].sort(); }

/** A value as an error quotes it: JSON-quoted, at most 40 characters (it is shown as text, never markup). */
export function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** The registered game named by an element's game attribute; throws the words the element shows. */
export function gameNamed(id: string): BoardGame {
  const game = games.get(id);
  if (!game) throw new Error(`game: ${quoted(id)} is not a game this element knows (it knows: ${knownGames().join(', ') || 'none'})`);
  return game;
}

/** The game a record belongs to: its top-level "game" field, absent = Carcassonne. */
export function recordGame(record: Record<string, unknown>, where: string): string {
  const g = record['game'];
  if (g === undefined) return DEFAULT_GAME;
  if (typeof g !== 'string') throw new Error(`${where}: "game": expected a game id (a string), got ${JSON.stringify(g)?.slice(0, 40) ?? typeof g}`);
  return g;
}
