// The wiki element's bundle (carcassonne-board.js, and the same file as rules-board.js): the games
// it knows, one registration line each, and its two names.
//   <rules-board game="carcassonne" src="road.json" mode="replay"></rules-board>   (game: absent = carcassonne)
//   <carcassonne-board src="road.json" mode="replay"></carcassonne-board>          (the name pages used first)
// <carcassonne-board> is <rules-board game="carcassonne"> under its first name: the same attributes
// (its game attribute is ignored: it always shows Carcassonne), properties, methods and styles, and
// each event under both names: carcassonne-ready / -state / -error first, then rules-board-ready /
// -state / -error.
import type { GameState } from 'carcassonne-engine';
import { registerBoardGame } from './board-game.js';
import { carcassonneGame } from '../carcassonne/element-view.js';
import type { LitFeature } from './annotations.js';
import { RulesBoard, type RulesBoardDetail } from './rules-board.js';

registerBoardGame('carcassonne', carcassonneGame);

export type { Mode } from './rules-board.js';
export { RulesBoard } from './rules-board.js';
// a page (or a test) may add a game of its own before its elements start
export { registerBoardGame } from './board-game.js';
export type { BoardGame, BoardHost, GameView, Picture } from './board-game.js';
/** A Carcassonne board's detail: its marks are the lit features and the ringed squares. */
export type BoardStateDetail = RulesBoardDetail<{ features: LitFeature[]; squares: { x: number; y: number }[] }>;

export class CarcassonneBoard extends RulesBoard {
  static override readonly observedAttributes = ['src', 'mode', 'ply', 'size'];
  override get game(): string { return 'carcassonne'; }
  protected override eventNames(kind: string): string[] { return [`carcassonne-${kind}`, `rules-board-${kind}`]; }
  override state(): GameState | null { return super.state() as GameState | null; }
  override get detail(): BoardStateDetail { return super.detail as BoardStateDetail; }
}

if (!customElements.get('rules-board')) customElements.define('rules-board', RulesBoard);
if (!customElements.get('carcassonne-board')) customElements.define('carcassonne-board', CarcassonneBoard);
