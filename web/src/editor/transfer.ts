// What the editor hands out and takes back: the record JSON, the <carcassonne-board> snippet (the
// record inline or by src=), the embed.html iframe link and the SVG (its record rides along in
// <metadata>). Import accepts any of them, and the main page's save ({record, bots}). Records stay data: inline JSON has its '<', '>' and '&'
// escaped so that no "</script>" in a caption can end the script element it sits in.
import type { GameRecord } from 'carcassonne-engine';
import { decodeBase64Url, embedLink, fetchRecordText, parseRecord } from '../embed/record-source.js';
import { readSave } from '../shell/save-recovery.js';

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

export function elementScriptUrl(base: string): string { return new URL('carcassonne-board.js', base).href; }

export function inlineSnippet(rec: GameRecord, o: ShowOptions, base: string): string {
  return `<script type="module" src="${attr(elementScriptUrl(base))}"></script>\n` +
    `<carcassonne-board ${boardAttrs(o)}>\n<script type="application/json">${scriptSafeJson(rec)}</script>\n</carcassonne-board>`;
}

export function srcSnippet(file: string, o: ShowOptions, base: string): string {
  return `<script type="module" src="${attr(elementScriptUrl(base))}"></script>\n` +
    `<carcassonne-board src="${attr(file)}" ${boardAttrs(o)}></carcassonne-board>`;
}

export function iframeLink(rec: GameRecord, o: ShowOptions, base: string): string {
  const ply = o.ply === 'end' ? undefined : Number(o.ply);
  let link = embedLink(base, JSON.stringify(rec), { mode: o.mode, ...(ply === undefined ? {} : { ply }) });
  if (o.ply === 'end') link += '&ply=end';
  return link;
}

export function iframeSnippet(link: string): string {
  return `<iframe src="${attr(link)}" title="Carcassonne example" width="100%" height="560" style="border:0"></iframe>`;
}

/** A file name for a record: letters, digits, '-' and '_' only, ending in .json. */
export function recordFileName(name: string): string {
  const base = name.trim().replace(/\.json$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'example'}.json`;
}

// ---- import ------------------------------------------------------------------------------

function fromEmbedLink(link: string, base: string): string {
  let url: URL;
  try { url = new URL(link, base); } catch { throw new Error(`import: '${link.slice(0, 60)}' is not a link`); }
  const data = new URLSearchParams(url.hash.replace(/^#/, '')).get('record');
  if (!data) throw new Error('import: the link has no #record=… (an embed.html link from the editor)');
  return decodeBase64Url(data, 'import: #record');
}

async function fromSnippet(text: string, base: string): Promise<string> {
  const doc = new DOMParser().parseFromString(text, 'text/html');   // parsed inert: no script runs
  const frame = doc.querySelector('iframe[src]');
  const el = doc.querySelector('carcassonne-board, rules-board');   // every game's element (and its old name)
  if (!el && frame) return fromEmbedLink(frame.getAttribute('src')!, base);
  if (!el) throw new Error('import: no <carcassonne-board> element in the snippet');
  const src = el.getAttribute('src');
  if (src) return fetchRecordText(src, base);
  const script = el.querySelector('script[type="application/json"]');
  const json = (script ?? el).textContent?.trim() ?? '';
  if (!json) throw new Error('import: the <carcassonne-board> element holds no record');
  return json;
}

function fromSvg(text: string): string {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.querySelector('parsererror')) throw new Error('import: the SVG is not well-formed XML');
  const meta = doc.getElementById('carcassonne-record');
  if (!meta?.textContent) throw new Error('import: this SVG carries no record (only SVGs from the editor or `carcassonne render` do)');
  return meta.textContent;
}

/** The record text inside whatever was pasted: JSON, a snippet, an embed.html link or an SVG. */
export async function recordTextOf(input: string, base: string): Promise<string> {
  const text = input.trim();
  if (!text) throw new Error('import: nothing to import');
  if (text.startsWith('{')) return text;
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text)) return fromSvg(text);
  if (text.startsWith('<')) return fromSnippet(text, base);
  if (/#.*record=/.test(text)) return fromEmbedLink(text, base);
  throw new Error('import: expected a record (JSON), a <carcassonne-board> snippet, an embed.html link or an SVG from the editor');
}

/** The page's save ({"record": ..., "bots": [...]}, what the main page keeps to resume a game)
 *  gives its record; anything else is read as a record. */
export function recordOfText(text: string): GameRecord {
  const rec = parseRecord(text, 'import');
  const looksSaved = !('format' in rec) && 'record' in rec;
  return looksSaved ? readSave(text).record as GameRecord : rec;   // the engine checks it as it loads
}

export async function importRecord(input: string, base: string): Promise<GameRecord> {
  return recordOfText(await recordTextOf(input, base));
}
