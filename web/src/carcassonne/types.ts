// Carcassonne's types as the page shell carries them (shell/game-page.ts PageTypes): its engine's
// own (carcassonne-engine's index.d.ts).
import type { Engine, Game, GameEvent, GameRecord, GameState, Option, Setup } from 'carcassonne-engine';

export interface CarcTypes {
  state: GameState; option: Option; event: GameEvent; record: GameRecord; setup: Setup;
  game: Game; engine: Engine;
}
