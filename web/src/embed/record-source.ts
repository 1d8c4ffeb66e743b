// Where an embedded example's record comes from (inline text, a src URL, an embed.html hash) and the
// url-safe base64 that carries a record in a link. Every failure is an Error whose message says
// what was wrong, for the element's error box.
import type { GameRecord } from 'carcassonne-engine';

/** Parses record text just enough to count its moves; the engine validates the rest. */
export function parseRecord(text: string, where: string): GameRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: malformed JSON (${(e as Error).message})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where}: expected a record object`);
  const rec = value as GameRecord;
  if (rec.moves !== undefined && !Array.isArray(rec.moves)) throw new Error(`${where}: moves: expected an array`);
  return rec;
}

export async function fetchRecordText(src: string, base: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    throw new Error(`src: '${src}' is not a URL`);
  }
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw new Error(`src: cannot fetch ${url.href} (${(e as Error).message})`);
  }
  if (!res.ok) throw new Error(`src: ${url.href} answered ${res.status} ${res.statusText}`.trim());
  return res.text();
}

/** UTF-8 text as url-safe base64 without padding (RFC 4648 section 5). */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBase64Url(data: string, where: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(data)) throw new Error(`${where}: not url-safe base64 (only A-Z a-z 0-9 - _ are allowed)`);
  const b64 = data.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (b64.length % 4 === 1) throw new Error(`${where}: truncated base64 (length ${data.length})`);
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(`${where}: the decoded bytes are not UTF-8 text`);
  }
}

export interface EmbedParams { record: string; ply: string | null; mode: string | null; size: string | null }

/** Reads embed.html's hash: #record=<url-safe base64>&ply=N&mode=replay&size=360. */
export function parseEmbedHash(hash: string): EmbedParams {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const data = params.get('record');
  if (!data) throw new Error('embed.html: the link has no #record=… (a url-safe base64 game record)');
  return { record: decodeBase64Url(data, '#record'), ply: params.get('ply'), mode: params.get('mode'), size: params.get('size') };
}

/** The embed.html link of a record: base is the folder embed.html is served from. */
export function embedLink(base: string, recordText: string, opts: { ply?: number; mode?: string } = {}): string {
  const compact = JSON.stringify(JSON.parse(recordText));
  let hash = `record=${encodeBase64Url(compact)}`;
  if (opts.ply !== undefined) hash += `&ply=${opts.ply}`;
  if (opts.mode) hash += `&mode=${opts.mode}`;
  return new URL(`embed.html#${hash}`, base).href;
}
