// The bot workers' bundle entry (scripts/build-web.sh builds web/src/bot_worker.ts): the worker
// itself is the shell's (shell/bot-worker.ts); this file only keeps the build's entry path.
import './shell/bot-worker.js';
