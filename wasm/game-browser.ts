// Browser / bundler entry of the games on the platform ('carcassonne-engine/game'): a game's core,
// <game>_core.mjs and .wasm beside this file (or where locateFile says), is imported only when that
// game is asked for; the .wasm streams (it compiles while it downloads) unless given.
import type * as api from './index.js';
import { checkOptions, gameId, importFactory, wrapGameCore, type GameCore } from './game-facade.js';

export async function createGameEngine<T extends api.GameTypes = api.GameTypes>(
  game: string, options?: api.GameEngineOptions): Promise<api.RulesEngine<T>> {
  const id = gameId(game, 'createGameEngine(game)');
  const o = checkOptions(options);
  const locate = o.locateFile ?? ((file: string) => new URL(file, import.meta.url).href);
  const factory = o.factory ?? await importFactory(id, locate(`${id}_core.mjs`));
  const mod = o.wasmModule;
  // A failed instantiation of a given module must reject here: Emscripten's hook has no way to.
  let fail: (e: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  const core = (await Promise.race([factory({
    locateFile: locate,
    ...(o.wasmBinary ? { wasmBinary: o.wasmBinary } : {}),
    ...(mod ? {
      instantiateWasm(imports: WebAssembly.Imports, receive: (i: WebAssembly.Instance) => void) {
        WebAssembly.instantiate(mod, imports).then(receive, fail);
        return {};
      },
    } : {}),
  }), failed])) as GameCore;
  return wrapGameCore<T>(core, id, '0.1.0');
}
