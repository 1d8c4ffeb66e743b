// The text an editor hands out and takes back, for every game: snippets' escaping, the record's
// file name, and the record read out of whatever was pasted (its JSON, a snippet of the game's
// element inline or by src=, an embed.html link, or a text of the game's own such as an SVG).
// Records stay data: inline JSON has its '<', '>' and '&' escaped so that no "</script>" in a
// caption can end the script element it sits in; attributes are escaped; a pasted snippet is
// parsed inert (no script of it runs).
import { decodeBase64Url, fetchRecordText } from '../embed/record-source.js';

export interface ShowOptions { mode: 'replay' | 'view' | 'play'; ply: string }   // ply: a number or 'end'

/** JSON that is safe inside <script type="application/json">: the same value, no markup characters. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function attr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function boardAttrs(o: ShowOptions): string {
  return `mode="${attr(o.mode)}" ply="${attr(o.ply)}"`;
}

/** A file name for a record: letters, digits, '-' and '_' only, ending in .json. */
export function recordFileName(name: string): string {
  const base = name.trim().replace(/\.json$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'example'}.json`;
}

// ---- import ------------------------------------------------------------------------------

/** What a game's import reads besides JSON and embed.html links. */
export interface PasteReader {
  /** The element its messages name ("rules-board"). */
  element: string;
  /** The elements whose record a snippet holds (a CSS selector: the element and its other names). */
  selector: string;
  /** A text of the game's own (an SVG carrying its record): `test` tells it, `read` gives its record text. */
  other?: { test: RegExp; read(text: string): string; words: string };
}

function fromEmbedLink(link: string, base: string): string {
  let url: URL;
  try { url = new URL(link, base); } catch { throw new Error(`import: '${link.slice(0, 60)}' is not a link`); }
  const data = new URLSearchParams(url.hash.replace(/^#/, '')).get('record');
  if (!data) throw new Error('import: the link has no #record=… (an embed.html link from the editor)');
  return decodeBase64Url(data, 'import: #record');
}

async function fromSnippet(text: string, base: string, r: PasteReader): Promise<string> {
  const doc = new DOMParser().parseFromString(text, 'text/html');   // parsed inert: no script runs
  const frame = doc.querySelector('iframe[src]');
  const el = doc.querySelector(r.selector);
  if (!el && frame) return fromEmbedLink(frame.getAttribute('src')!, base);
  if (!el) throw new Error(`import: no <${r.element}> element in the snippet`);
  const src = el.getAttribute('src');
  if (src) return fetchRecordText(src, base);
  const script = el.querySelector('script[type="application/json"]');
  const json = (script ?? el).textContent?.trim() ?? '';
  if (!json) throw new Error(`import: the <${r.element}> element holds no record`);
  return json;
}

/** The record text inside whatever was pasted: JSON, a snippet, an embed.html link or the game's own text. */
export async function recordTextOf(input: string, base: string, r: PasteReader): Promise<string> {
  const text = input.trim();
  if (!text) throw new Error('import: nothing to import');
  if (text.startsWith('{')) return text;
  if (r.other?.test.test(text)) return r.other.read(text);
  if (text.startsWith('<')) return fromSnippet(text, base, r);
  if (/#.*record=/.test(text)) return fromEmbedLink(text, base);
  const more = r.other ? ` or ${r.other.words}` : '';
  throw new Error(`import: expected a record (JSON), a <${r.element}> snippet, an embed.html link${more}`);
}
