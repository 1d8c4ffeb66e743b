// editor.html's bundle entry (web/dist/editor.js): Carcassonne's example editor (editor.ts) on the
// page once the engine is loaded, its hooks on window for the browser tests, and the service
// worker that keeps the editor working offline.
import { $ } from '../../shell/dom.js';
import { loadEngine } from '../../embed/engine-loader.js';
import { Editor } from './editor.js';
import { startWords } from '../../words/page-words.js';

declare global {
  interface Window { __carcassonneEditor?: unknown }
}

async function main(): Promise<void> {
  const status = $('#status');
  status.textContent = 'Loading the engine…';
  try {
    // a new document plays the base game: the first core; a setup or an import that needs more loads the full one
    const { engine, core, artist } = await loadEngine();
    const editor = new Editor(engine, core, artist);
    window.__carcassonneEditor = editor.hooks();
    document.body.classList.add('ready');
  } catch (e) {
    status.textContent = `The engine could not load: ${(e as Error).message}`;
    status.classList.add('refused');
  }
}

void main();
// the page's static words in the reader's language, and its language picker (docs/words.md)
void startWords();
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support is a bonus */ });
}
