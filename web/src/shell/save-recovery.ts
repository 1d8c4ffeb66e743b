// A saved game the page cannot resume is never dropped (issue 44). Its text is kept, unchanged,
// with the message that says why it was refused; the last few are kept (MAX_KEPT, MAX_KEPT_CHARS),
// until the player downloads or discards them (kept-saves-dialog.ts).
// Also: reading the page's save ({record, bots}) with every refusal named in the engine's form
// ("where: what"), so that save-words.ts can say what was wrong.
import { problemWords } from './save-words.js';

/**
 * One key per kept save, written in one step (no save is half kept): a line of JSON ({"at",
 * "detail"}; JSON text has no raw newline), then the save's text as it was (not escaped again: a
 * save that filled the storage still fits where it was).
 */
export let RECOVERY_PREFIX = 'game.recovery.v1.';
/** The game whose saves are kept (GamePage.id): its keys and download names start with it. */
export let keptGame = 'game';
/** Set once by the shell before any save is kept. */
export function useKeptGame(id: string): void {
  keptGame = id;
  RECOVERY_PREFIX = `${id}.recovery.v1.`;
}
/** At most this many are kept (the oldest goes first) ... */
export const MAX_KEPT = 4;
/** ... and at most this many characters of them, apart from the newest, which is always kept: it
 *  was stored already, so it fits where it was. */
export const MAX_KEPT_CHARS = 2_000_000;

export interface KeptSave {
  id: string;
  /** When it was kept (ms since 1970). */
  at: number;
  /** Why it was refused: "where: what" (save-words.ts says it in words). */
  detail: string;
  /** The save's text exactly as it was stored. */
  text: string;
}

/** A kept save from its key's value; one whose first line is damaged in turn is kept whole. */
function entryOf(id: string, value: string): KeptSave {
  const nl = value.indexOf('\n');
  try {
    const head: unknown = JSON.parse(value.slice(0, nl));
    if (nl >= 0 && head !== null && typeof head === 'object') {
      const { at, detail } = head as Record<string, unknown>;
      if (typeof at === 'number' && typeof detail === 'string') return { id, at, detail, text: value.slice(nl + 1) };
    }
  } catch { /* below */ }
  return { id, at: 0, detail: 'kept save: its first line (when and why it was kept) is damaged', text: value };
}

/** The kept saves, newest first. */
export function keptSaves(): KeptSave[] {
  const out: KeptSave[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const value = key?.startsWith(RECOVERY_PREFIX) ? localStorage.getItem(key) : null;
      if (value !== null) out.push(entryOf(key!.slice(RECOVERY_PREFIX.length), value));
    }
  } catch { /* storage blocked: none */ }
  return out.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
}

let counter = 0;
const newId = (at: number) => `${at.toString(36)}-${String(counter++).padStart(4, '0')}`;
const put = (key: string, value: string) => { try { localStorage.setItem(key, value); return true; } catch { return false; } };
const drop = (key: string) => { try { localStorage.removeItem(key); } catch { /* blocked */ } };

/**
 * Keeps text (the content of localStorage[from]) as a refused save, then removes it from there
 * and the kept saves beyond the bounds. Returns what was kept, or null when the storage took it
 * neither beside `from` nor in its place, nor in place of older kept saves: `from` then holds it.
 */
export function quarantine(from: string, text: string, detail: string): KeptSave | null {
  const at = Date.now(), kept: KeptSave = { id: newId(at), at, detail, text };
  const key = RECOVERY_PREFIX + kept.id, value = `${JSON.stringify({ at, detail })}\n${text}`;
  const older = keptSaves();
  let stored = put(key, value);
  if (!stored) { drop(from); stored = put(key, value); }
  while (!stored && older.length > 0) { drop(RECOVERY_PREFIX + older.pop()!.id); stored = put(key, value); }
  if (!stored) { put(from, text); return null; }
  drop(from);
  let chars = value.length;
  for (const [i, k] of older.entries()) {
    chars += k.text.length + k.detail.length;
    if (i + 1 >= MAX_KEPT || chars > MAX_KEPT_CHARS) drop(RECOVERY_PREFIX + k.id);
  }
  return kept;
}

/** Forgets a kept save (the player discarded it). */
export function discard(id: string): void { drop(RECOVERY_PREFIX + id); }

/** What the page's save holds. */
export interface Saved { record: unknown; bots: string[] | undefined }

const kindOf = (v: unknown): string => v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

/**
 * Whether JSON text that does not parse stops in the middle: a bracket or string left open and
 * none closed out of turn (a save cut short as it was written, not one damaged inside).
 */
function cutShort(text: string): boolean {
  const open: string[] = [];
  let inString = false, escaped = false;
  for (const c of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') open.push('}');
    else if (c === '[') open.push(']');
    else if ((c === '}' || c === ']') && open.pop() !== c) return false;
  }
  return inString || open.length > 0;
}

/** For JSON text that does not parse: "where: cut short ..." when it stops in the middle (then
 *  save-words.ts says so), else null. */
function cutShortDetail(text: string, where: string): string | null {
  return /^\s*[{[]/.test(text) && cutShort(text) ? `${where}: cut short after ${text.length} characters (a value is left open)` : null;
}

/**
 * The page's save ({"record": RECORD, "bots": [...]}) read, the record not yet checked (the engine
 * does that). Throws an Error "where: what" naming what is wrong with the text or its shape.
 */
export function readSave(text: string): Saved {
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (e) {
    throw new Error(cutShortDetail(text, 'save') ?? `save: not JSON text (${(e as Error).message})`);
  }
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) {
    throw new Error(`save: expected an object {"record": ..., "bots": [...]}, got ${kindOf(saved)}`);
  }
  const { record, bots } = saved as Record<string, unknown>;
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw new Error(`save.record: expected a game record (an object), got ${record === undefined ? 'nothing' : kindOf(record)}`);
  }
  // the seats' bot levels: only a list of names is read (use() checks each name)
  const names = Array.isArray(bots) && bots.every((b) => typeof b === 'string') ? bots as string[] : undefined;
  return { record, bots: names };
}

/** The player's words for a record the load dialog was refused with `message`: JSON cut short is
 *  named so (the engine names only the point where its text stops). */
export function recordProblemWords(text: string, message: string): string {
  const cut = message.startsWith('record: malformed JSON') ? cutShortDetail(text, 'record') : null;
  return problemWords(cut ?? message, 'record');
}
