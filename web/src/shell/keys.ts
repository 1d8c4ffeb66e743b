// The page's keys: none while a dialog is open or a text field has the focus; the walk-through's
// and the replay's own keys in those modes; the game's keys (GameView.key) while it is played;
// then the shell's: Ctrl+Z and U undo, F fits the board, + and - zoom.
import type { Shell } from './app.js';
import { undo } from './undo.js';

export function wireKeys(app: Shell): void {
  window.addEventListener('keydown', (e) => key(app, e));
}

function key(app: Shell, e: KeyboardEvent): void {
  if (document.querySelector('dialog[open]')) return;
  const tag = (e.target as HTMLElement | null)?.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && (e.target as HTMLInputElement).type !== 'range')) return;
  if (!e.ctrlKey && !e.metaKey && !e.altKey) {
    const used = app.mode === 'final' ? app.walk?.key(e) : app.mode === 'replay' ? app.replayBar?.key(e) : false;
    if (used) { e.preventDefault(); return; }
    if (app.mode !== 'play') return;
  }
  if (tag === 'INPUT') return;
  if (e.ctrlKey || e.metaKey || e.altKey) {
    if ((e.key === 'z' || e.key === 'Z') && !e.altKey) { e.preventDefault(); undo(app); }
    return;
  }
  if (app.view.key(e)) return;
  const board = app.view.board;
  if (e.key === 'f' || e.key === 'F') { board.autoFit = true; board.fit(); return; }
  if (e.key === '+' || e.key === '=') { board.zoomBy(1.25); return; }
  if (e.key === '-') { board.zoomBy(0.8); return; }
  if (e.key === 'u' || e.key === 'U') undo(app);
}
