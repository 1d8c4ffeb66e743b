// embed.html: one board element filling an iframe, for hosts that strip scripts from their pages.
// The record travels in the hash (#record=<url-safe base64>&ply=N&mode=replay&size=360), so any
// static host serves it. To the parent page it posts {source: 'carcassonne-embed', type}: 'ready'
// and 'state' (step, steps, ply, caption, scores, events), 'height' (px, whenever the content height
// changes) and 'error' (message); it obeys {type: 'goto', ply: N | 'end'}.
// The game is ?game=… or the record's own "game" (absent: Carcassonne, the <carcassonne-board> the
// page holds); for another game the page puts a <rules-board game="…"> in its place. The elements
// come from carcassonne-board.js, loaded by embed.html like on any other page; this page knows no game.
import type { RulesBoard, RulesBoardDetail } from './rules-board.js';
import { DEFAULT_GAME } from './board-game.js';
import { parseEmbedHash } from './record-source.js';
import { registerOffline } from '../shell/offline.js';
import { startWords } from '../words/page-words.js';

let board = document.querySelector('rules-board, carcassonne-board') as RulesBoard;

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

/** The game a link asks for: ?game=…, else the record's "game" (one that is not a string, or a
 *  record that is not JSON, is left to the element's own error). */
function gameOf(recordText: string): string {
  const asked = new URLSearchParams(location.search).get('game');
  if (asked !== null) return asked;
  try {
    const g = (JSON.parse(recordText) as { game?: unknown } | null)?.game;
    return typeof g === 'string' ? g : DEFAULT_GAME;
  } catch {
    return DEFAULT_GAME;
  }
}

/** The page's board for a game: the one it holds, or a <rules-board game="…"> in its place. */
function boardFor(game: string): RulesBoard {
  if (board.game === game) return board;
  const next = document.createElement('rules-board') as RulesBoard;
  next.setAttribute('game', game);
  board.replaceWith(next);
  board = next;
  return next;
}

function load(): void {
  try {
    const p = parseEmbedHash(location.hash);
    const el = boardFor(gameOf(p.record));
    for (const [name, value] of [['mode', p.mode], ['ply', p.ply], ['size', p.size]] as const) {
      if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
    }
    el.recordText = p.record;
  } catch (e) {
    board.showError((e as Error).message);
  }
}

// every board element fires these (<carcassonne-board> under its own names too); the board in
// the page may be replaced by another game's, so they are heard on the document
const fromBoard = (e: Event) => e.target === board;
document.addEventListener('rules-board-ready', (e) => { if (fromBoard(e)) post({ type: 'ready', ...(e as CustomEvent<RulesBoardDetail>).detail }); });
document.addEventListener('rules-board-state', (e) => { if (fromBoard(e)) post({ type: 'state', ...(e as CustomEvent<RulesBoardDetail>).detail }); });
document.addEventListener('rules-board-error', (e) => { if (fromBoard(e)) post({ type: 'error', ...(e as CustomEvent<{ message: string }>).detail }); });

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
void Promise.all([customElements.whenDefined('rules-board'), customElements.whenDefined(board.localName)]).then(load);
// offline support once the first board has loaded the engine (sw.js keeps it without a second download)
registerOffline(new Promise((resolve) => { for (const t of ['rules-board-ready', 'rules-board-error']) document.addEventListener(t, resolve, { once: true }); }));

// the page's static words in the reader's language, and its language picker (docs/words.md)
void startWords();
