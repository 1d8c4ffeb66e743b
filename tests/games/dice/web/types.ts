// The dice game's types as the page shell carries them (web/src/shell/game-page.ts PageTypes).
import type { PlatformEvent, PlatformMove, PlatformOption, PlatformRecord, PlatformSetup, RulesEngine, RulesGame } from 'carcassonne-engine/game';
import type { DiceState } from './dice-words.js';

export interface DiceGameTypes {
  state: DiceState; option: PlatformOption; move: PlatformMove; event: PlatformEvent;
  record: PlatformRecord; setup: PlatformSetup; botParams: Record<string, unknown>;
}
export interface DiceTypes {
  state: DiceState; option: PlatformOption; event: PlatformEvent; record: PlatformRecord; setup: PlatformSetup;
  game: RulesGame<DiceGameTypes>; engine: RulesEngine<DiceGameTypes>;
}
