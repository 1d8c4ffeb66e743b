// The dice game's bot workers' bundle entry (web/dist-fixtures/dice_bot_worker.js): the shell's
// worker (web/src/shell/bot-worker.ts) on the dice core. Started from a blob: URL, it imports
// dice_core.mjs from beside the page (base); the page hands it the compiled .wasm.
import { createGameEngine } from 'carcassonne-engine/game';
import { runBotWorker } from '../../../../web/src/shell/bot-worker.js';

runBotWorker((module, base) => createGameEngine('dice', {
  ...(module ? { wasmModule: module } : {}),
  ...(base ? { locateFile: (file: string) => new URL(file, base).href } : {}),
}));
