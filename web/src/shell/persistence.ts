// The game kept in the browser (resumed when the page opens again; a save that cannot be read is
// kept, never dropped: shell/save-recovery.ts), the save file (the game's record) and the load dialog.
import { $, h, recordJson } from './dom.js';
import { readSave, recordProblemWords } from './save-recovery.js';
import { KEPT_WORDS, LOAD_WORDS } from './save-words.js';
import { currentKey, type Shell } from './app.js';
import type { GamePage, PlayGame } from './game-page.js';
import { t } from '../words/words.js';

/** The game in progress, kept after every change (a finished game is no longer resumed). */
export function persist(app: Shell): void {
  if (!app.game || !app.progress) return;
  app.kept.keepParked();   // a save waiting to resume: kept before this game takes its place
  try {
    if (app.progress.over) localStorage.removeItem(currentKey(app.page));
    else localStorage.setItem(currentKey(app.page), recordJson({ record: app.game.save(), bots: app.bots.map((b) => b?.kind ?? 'human') }));
  } catch { /* storage full or blocked: no resume */ }
}

/** The record of the game the page will resume, read before any engine loads (its first engine
 *  is one that plays it: GamePage.engines), or null: none, or none that can be read (tryResume
 *  keeps what it cannot read, and says why). */
export function resumeRecord(page: GamePage): unknown {
  try {
    const raw = localStorage.getItem(currentKey(page));
    return raw ? (JSON.parse(raw) as { record?: unknown }).record ?? null : null;
  } catch {
    return null;
  }
}

/**
 * Resumes the saved game. A save that cannot be read is never dropped: it is kept with what was
 * wrong (save-recovery.ts) and the player is told, and may download or discard it, before the
 * page goes on. One whose engine could not load (offline) stays in place until a new game starts.
 */
export async function tryResume(app: Shell): Promise<boolean> {
  let text: string | null;
  try { text = localStorage.getItem(currentKey(app.page)); } catch { return false; }
  if (!text) return false;
  let game: PlayGame, bots: string[] | undefined;
  try {
    const saved = readSave(text);
    try {
      await app.ensureEngine(saved.record, 'record');
    } catch (e) {
      app.kept.park(text, (e as Error).message);
      app.toast(KEPT_WORDS.parked((e as Error).message), true);
      return false;
    }
    game = app.engine.loadRecord(saved.record);
    bots = saved.bots;
  } catch (e) {
    await app.kept.keep(text, (e as Error).message);
    return false;
  }
  if (app.page.progress(game.state()).over) { game.dispose(); return false; }
  app.use(game, bots);
  app.toast(t('resume-done'));
  return true;
}

/** Downloads the game's record, named by the game and the time. */
export function saveFile(app: Shell): void {
  if (!app.game) return;
  const record = app.game.save();
  const blob = new Blob([recordJson(record, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const a = h('a', { href: url, download: `${app.page.id}-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

export function loadDialog(app: Shell): void {
  const dialog = $('#dialog') as HTMLDialogElement;
  const text = h('textarea', { id: 'record-text', rows: 8, placeholder: app.page.recordHint, spellcheck: 'false' });
  // a refusal: what was wrong in words, then the engine's message
  const problem = h('p', { class: 'problem' }), error = h('p', { class: 'error' });
  const file = h('input', {
    type: 'file', id: 'record-file', accept: '.json,application/json',
    onchange: async (e) => {
      const f = (e.target as HTMLInputElement).files?.[0];
      if (f) text.value = await f.text();
    },
  });
  const close = () => { dialog.close(); dialog.replaceChildren(); };
  dialog.replaceChildren(h('form', {
    method: 'dialog', class: 'load',
    onsubmit: async (e) => {
      e.preventDefault();
      // the engine reads the text itself, so a wrong file is told in its words (line, column, field)
      if (text.value.trim() === '') { problem.textContent = ''; error.textContent = LOAD_WORDS.empty; return; }
      try {
        await app.ensureEngine(text.value, 'record');
        const game = app.engine.loadRecord(text.value);
        close();
        app.use(game);
        const p = app.page.progress(game.state());
        app.toast(t('load-done', { players: p.players.length, turn: p.turn }));
      } catch (err) {
        problem.textContent = recordProblemWords(text.value, (err as Error).message);
        error.textContent = LOAD_WORDS.refused((err as Error).message);
      }
    },
  },
  h('h2', { text: t('load-title') }),
  h('p', { text: t('load-intro') }),
  file, text, h('div', { class: 'load-problem', role: 'alert' }, problem, error),
  h('div', { class: 'actions' },
    h('button', { type: 'button', onclick: close, text: t('load-cancel') }),
    h('button', { type: 'submit', class: 'primary', id: 'load-record', text: t('load-go') }))));
  dialog.oncancel = () => close();
  dialog.showModal();
}
