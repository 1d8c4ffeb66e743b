// What a game on the platform brings to the editor (record-editor.ts), and the registry of such
// games: one `registerEditorGame` line in the game's own folder. The editor keeps the document,
// the steps, undo, captions, export and import; the game's board draws a position and turns a
// click into one of the options the engine lists (the board never decides what is legal).
import type { PlatformEvent, PlatformOption, PlatformState, RulesEngine } from 'carcassonne-engine/game';

export interface EditorBoard {
  /** Draws `state`; `options`: the open decision's options, the engine's list (shown where they live). */
  draw(state: PlatformState, options: PlatformOption[], events: PlatformEvent[]): void;
  /** The option a click at client point (x, y) picks: its index in the last drawn options, or -1. */
  optionAt(x: number, y: number): number;
  /** Where option i of the last drawn options is clicked on the board (client point), or null. */
  optionPoint(i: number): { x: number; y: number } | null;
  /** An option as its button says it ("Place on column 2, row 3", "The die shows 5"). */
  optionText(option: PlatformOption, state: PlatformState): string;
  /** What is to decide at this position, in words ("Ann places a marker on row 2"). */
  decisionText(state: PlatformState): string;
  /** The scores line under the steps ("Ann 2 · Bob 0"). */
  scoresText(state: PlatformState): string;
}

export interface EditorGame {
  /** The editor's heading (the game's name). */
  title: string;
  /** The game's engine (its own core), made once. */
  engine(): Promise<RulesEngine>;
  /** The game's board on the editor's canvas. */
  createBoard(canvas: HTMLCanvasElement): EditorBoard;
  /** The element's bundle a snippet loads, beside the editor ("<game>-board.js"). */
  elementScript: string;
}

const games = new Map<string, EditorGame>();

/** A game's one line: `registerEditorGame(id, itsEditor)` in its folder. */
export function registerEditorGame(id: string, game: EditorGame): void {
  if (games.has(id)) throw new Error(`editor: game '${id}' is registered twice`);
  games.set(id, game);
}

export function editorGame(id: string): EditorGame {
  const g = games.get(id);
  if (!g) throw new Error(`editor: unknown game '${id}' (registered: ${[...games.keys()].join(', ') || 'none'})`);
  return g;
}
