// Carcassonne's bot workers' bundle entry (scripts/build-web.sh builds web/src/bot_worker.ts): the
// worker itself is the shell's (shell/bot-worker.ts); this file says how it makes its engine.
import { createEngine } from 'carcassonne-engine';
import { runBotWorker } from './shell/bot-worker.js';

// started from a blob: URL, the worker has no folder to locate the .wasm in: the page hands it the
// compiled module (without one, the engine fetches the core beside this script)
runBotWorker((module) => createEngine(module ? { wasmModule: module, locateFile: (file) => file } : {}));
