// carcassonne-engine/game: the engines of the games on the platform (wasm/game-facade.ts), one
// core per game (<game>_core.wasm), loaded only when that game is asked for. The types are those
// of index.d.ts (GameBase, RulesGame, RulesEngine, GameTypes).
import type { GameEngineOptions, GameTypes, RulesEngine } from './index.js';
export type * from './index.js';

/** The engine of `game` ("dice"): a wrong type of argument, or an id no core of this package has,
 *  rejects with an Error naming the argument. */
export function createGameEngine<T extends GameTypes = GameTypes>(game: string, options?: GameEngineOptions): Promise<RulesEngine<T>>;
