// The kept saves in a dialog (issue 44): for each, what was wrong in words, the message it was
// refused with, and two buttons: download its text exactly as it was stored, or discard it. All of
// a save's text reaches the page as textContent or inside a Blob of the page's own making.
import { h } from './dom.js';
import { discard, keptSaves, quarantine, keptGame, type KeptSave } from './save-recovery.js';
import { KEPT_WORDS, problemWords } from './save-words.js';
import { language } from '../words/words.js';

export interface KeptSavesView {
  /** Shown as the page starts: the title says that the last game could not be resumed. */
  resumed?: boolean;
  /** A save the browser's storage could not keep: offered for download from memory only. */
  lost?: KeptSave;
  /** After a discard (the toolbar's button counts the kept saves). */
  changed?: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
// English dates as before (en-GB: "3 May 2025, 14:05"); Japanese ones as Japanese write them
const when = (at: number) => new Date(at).toLocaleString(language() === 'en' ? 'en-GB' : language(), { dateStyle: 'medium', timeStyle: 'short' });

/** Downloads text as a file: its UTF-8 bytes, as plain text (never a page a browser would run). */
function downloadText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function entry(k: KeptSave, lost: boolean, discarded: () => void): HTMLLIElement {
  const since = when(k.at);
  return h('li', { class: 'kept-save', 'data-id': k.id },
    h('p', { class: 'kept-problem', text: problemWords(k.detail, 'save') }),
    lost ? h('p', { class: 'kept-lost', text: KEPT_WORDS.notKept }) : null,
    h('p', { class: 'kept-detail', text: KEPT_WORDS.detail(k.detail) }),
    h('p', { class: 'kept-meta', text: KEPT_WORDS.keptSince(since, k.text.length) }),
    h('div', { class: 'kept-actions' },
      h('button', {
        type: 'button', class: 'kept-download', 'aria-label': KEPT_WORDS.downloadLabel(since),
        onclick: () => downloadText(k.text, `${keptGame}-damaged-save-${stamp(new Date(k.at))}.json`),
      }, KEPT_WORDS.download),
      lost ? null : h('button', {
        type: 'button', class: 'kept-discard', 'aria-label': KEPT_WORDS.discardLabel(since),
        onclick: () => { discard(k.id); discarded(); },
      }, KEPT_WORDS.discard)));
}

/** Shows the kept saves (newest first) until the player closes the dialog. */
export function showKeptSaves(dialog: HTMLDialogElement, view: KeptSavesView = {}): Promise<void> {
  const render = () => {
    const kept = keptSaves();
    const all = view.lost ? [view.lost, ...kept] : kept;
    const discarded = () => { view.changed?.(); render(); };
    dialog.replaceChildren(
      h('h2', { id: 'kept-title', text: view.resumed ? KEPT_WORDS.titleResume : KEPT_WORDS.titleList }),
      h('p', { class: 'kept-intro', text: kept.length > 0 ? KEPT_WORDS.kept : '' }),
      all.length > 0
        ? h('ul', { class: 'kept-list' }, all.map((k) => entry(k, k === view.lost, discarded)))
        : h('p', { class: 'kept-none', text: KEPT_WORDS.none }),
      h('div', { class: 'actions' },
        h('button', { type: 'button', id: 'kept-close', class: 'primary', onclick: () => dialog.close() }, KEPT_WORDS.close)));
  };
  return new Promise((resolve) => {
    dialog.onclose = () => { dialog.onclose = null; dialog.replaceChildren(); resolve(); };
    render();
    dialog.showModal();
  });
}

/**
 * The page's part: the toolbar's button to the kept saves (shown while there are some), and the
 * saves kept from the game to resume (localStorage[from]).
 */
export class KeptSaves {
  /** A save that could not resume for now (its engine did not load): kept once a game takes its place. */
  #parked: { text: string; detail: string } | null = null;

  constructor(readonly from: string, readonly button: HTMLElement, readonly dialog: HTMLDialogElement) {
    button.addEventListener('click', () => void this.show(false));
    this.count();
  }

  count(): void {
    const n = keptSaves().length;
    this.button.hidden = n === 0;
    this.button.textContent = KEPT_WORDS.open(n);
    this.button.title = KEPT_WORDS.openTitle;
  }

  show(resumed: boolean, lost?: KeptSave): Promise<void> {
    return showKeptSaves(this.dialog, { resumed, ...(lost ? { lost } : {}), changed: () => this.count() });
  }

  /** A refused save: kept (unless the storage is full: then offered from memory) and shown with why. */
  async keep(text: string, detail: string): Promise<void> {
    const kept = quarantine(this.from, text, detail);
    this.count();
    await this.show(true, kept ? undefined : { id: 'not-kept', at: Date.now(), detail, text });
  }

  /** A save to resume later: it stays where it is until keepParked(). */
  park(text: string, detail: string): void { this.#parked = { text, detail }; }

  /** Before another game is stored in its place: the parked save is kept. */
  keepParked(): void {
    if (!this.#parked) return;
    quarantine(this.from, this.#parked.text, this.#parked.detail);
    this.#parked = null;
    this.count();
  }
}
