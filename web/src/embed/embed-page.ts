// embed.html: one <carcassonne-board> filling an iframe, for hosts that strip scripts from their
// pages. The record travels in the hash (#record=<url-safe base64>&ply=N&mode=replay&size=360), so
// any static host serves it. To the parent page it posts {source: 'carcassonne-embed', type}:
// 'ready' and 'state' (step, steps, ply, caption, scores, events), 'height' (px, whenever the
// content height changes) and 'error' (message); it obeys {type: 'goto', ply: N | 'end'}.
// The element itself comes from carcassonne-board.js, loaded by embed.html like on any other page.
import type { BoardStateDetail, CarcassonneBoard } from './board-element.js';
import { parseEmbedHash } from './record-source.js';
import { registerOffline } from '../shell/offline.js';

const board = document.querySelector('carcassonne-board') as CarcassonneBoard;

/** A value from a message as an error quotes it: JSON where it can be written, never more than 40
 *  characters (a cyclic object, a BigInt or a 20 MB string are all answered, briefly). */
export function quoteValue(value: unknown): string {
  let s: string;
  try {
    if (typeof value === 'string') s = JSON.stringify(value.slice(0, 41));
    else if (typeof value === 'number') s = String(value);
    else if (typeof value === 'bigint') s = `${value}n`;
    else s = JSON.stringify(value) ?? String(value);
  } catch {
    s = Object.prototype.toString.call(value);   // a cycle
  }
  return s.length > 40 ? `${s.slice(0, 40)}...` : s;
}

function post(message: Record<string, unknown>): void {
  if (window.parent !== window) window.parent.postMessage({ source: 'carcassonne-embed', ...message }, '*');
}

function load(): void {
  try {
    const p = parseEmbedHash(location.hash);
    for (const [name, value] of [['mode', p.mode], ['ply', p.ply], ['size', p.size]] as const) {
      if (value === null) board.removeAttribute(name); else board.setAttribute(name, value);
    }
    board.recordText = p.record;
  } catch (e) {
    board.showError((e as Error).message);
  }
}

board.addEventListener('carcassonne-ready', (e) => post({ type: 'ready', ...(e as CustomEvent<BoardStateDetail>).detail }));
board.addEventListener('carcassonne-state', (e) => post({ type: 'state', ...(e as CustomEvent<BoardStateDetail>).detail }));
board.addEventListener('carcassonne-error', (e) => post({ type: 'error', ...(e as CustomEvent<{ message: string }>).detail }));

window.addEventListener('message', (e: MessageEvent) => {
  if (e.source !== window.parent || !e.data || typeof e.data !== 'object') return;
  const data = e.data as { type?: unknown; ply?: unknown };
  if (data.type !== 'goto') return;
  if (data.ply === 'end') board.goto(board.steps - 1);
  else if (typeof data.ply === 'number' && Number.isInteger(data.ply)) board.goto(data.ply);
  else post({ type: 'error', message: `goto: expected {type: "goto", ply: N or "end"}, got ply ${quoteValue(data.ply)}` });
});

let lastHeight = 0;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) { lastHeight = height; post({ type: 'height', height }); }
}).observe(document.documentElement);

window.addEventListener('hashchange', load);
void customElements.whenDefined('carcassonne-board').then(load);
// offline support once the first board has loaded the engine (sw.js keeps it without a second download)
registerOffline(new Promise((resolve) => { for (const t of ['carcassonne-ready', 'carcassonne-error']) board.addEventListener(t, resolve, { once: true }); }));
