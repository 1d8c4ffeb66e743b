// Node entry of the games on the platform ('carcassonne-engine/game'): <game>_core.mjs and its
// .wasm are read from beside this file when the game is asked for (Emscripten 3.1.6 cannot fetch
// the .wasm under Node: its bytes are passed in).
import { readFileSync } from 'node:fs';
import type * as api from './index.js';
import { checkOptions, gameId, importFactory, wrapGameCore, type GameCore } from './game-facade.js';

export async function createGameEngine<T extends api.GameTypes = api.GameTypes>(
  game: string, options?: api.GameEngineOptions): Promise<api.RulesEngine<T>> {
  const id = gameId(game, 'createGameEngine(game)');
  const o = checkOptions(options);
  const factory = o.factory ?? await importFactory(id, new URL(`./${id}_core.mjs`, import.meta.url).href);
  const wasmBinary = o.wasmBinary ?? readFileSync(new URL(`./${id}_core.wasm`, import.meta.url));
  const core = (await factory({ wasmBinary })) as GameCore;
  return wrapGameCore<T>(core, id, '0.1.0');
}
