// examples.html: the teaching records as board elements (<carcassonne-board>, <rules-board>), an embed.html iframe driven
// through postMessage, and for every example the link that shows it on hosts without scripts.
import { embedLink, fetchRecordText } from './record-source.js';
import { registerOffline } from '../shell/offline.js';
import { startWords } from '../words/page-words.js';

interface EmbedMessage { source?: string; type?: string; height?: number; caption?: string; events?: string[]; message?: string }

async function linkExamples(): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>('rules-board[src], carcassonne-board[src]')) {
    const a = el.parentElement?.querySelector<HTMLAnchorElement>('a.embed-link');
    if (!a) continue;
    try {
      const text = await fetchRecordText(el.getAttribute('src')!, document.baseURI);
      a.href = embedLink(document.baseURI, text, { mode: 'replay' });
    } catch {
      a.remove();
    }
  }
}

async function iframeDemo(): Promise<void> {
  const frame = document.querySelector<HTMLIFrameElement>('#embed-demo');
  const status = document.querySelector<HTMLElement>('#embed-status');
  if (!frame || !status) return;
  const text = await fetchRecordText(frame.dataset.record!, document.baseURI);
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== frame.contentWindow) return;
    const m = e.data as EmbedMessage;
    if (m?.source !== 'carcassonne-embed') return;
    if (m.type === 'height' && m.height) frame.style.height = `${m.height}px`;
    else if (m.type === 'state' || m.type === 'ready') status.textContent = `${m.type}: ${m.caption}${m.events?.length ? ' — ' + m.events.join(' · ') : ''}`;
    else if (m.type === 'error') status.textContent = `error: ${m.message}`;
  });
  for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-goto]')) {
    b.addEventListener('click', () => {
      const v = b.dataset.goto!;
      frame.contentWindow?.postMessage({ type: 'goto', ply: v === 'end' ? 'end' : Number(v) }, '*');
    });
  }
  frame.src = embedLink(document.baseURI, text, { mode: 'replay', ply: 0 });
}

void linkExamples();
void iframeDemo();
// offline support once the first board has loaded the engine (sw.js keeps it without a second download)
registerOffline(new Promise((resolve) => document.addEventListener('rules-board-ready', resolve, { once: true })));

// the page's static words in the reader's language, and its language picker (docs/words.md)
void startWords();
