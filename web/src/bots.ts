// Bots choose an option for the seat to move. The call is async so that a Web Worker (one per bot
// seat, for smarter and slower bots) can slot in behind the same interface: the worker would get
// game.save() and answer with an Option.
import type { Game, Option } from 'carcassonne-engine';

export interface Bot {
  readonly kind: string;
  choose(game: Game, seed: number): Promise<Option>;
  dispose(): void;
}

/** The engine's seeded random bot, run on the main thread (it answers in well under a millisecond). */
export class EngineBot implements Bot {
  constructor(readonly kind: string) {}
  async choose(game: Game, seed: number): Promise<Option> {
    return game.botOption(this.kind, seed);
  }
  dispose(): void { /* nothing held */ }
}

export const BOT_KINDS: { id: string; label: string }[] = [{ id: 'random', label: 'Bot (random)' }];

export function makeBot(kind: string): Bot {
  return new EngineBot(BOT_KINDS.some((k) => k.id === kind) ? kind : 'random');
}
