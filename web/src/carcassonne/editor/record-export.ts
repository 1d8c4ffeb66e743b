// What Carcassonne's editor hands out: the record JSON (formatRecord), the <carcassonne-board>
// snippet (the record inline or by src=), the embed.html iframe link with its <iframe>, and the
// SVG of the step shown (the engine's renderer; its record rides along in <metadata>, so that
// import takes it back: record-import.ts). Escaping and the link are every game's (editor/).
import type { GameRecord } from 'carcassonne-engine';
import type { Renderer } from 'carcassonne-engine/render';
import type { DownloadFile } from '../../editor/export-panel.js';
import { embedPageLink } from '../../editor/record-transfer.js';
import { attr, boardAttrs, scriptSafeJson, type ShowOptions } from '../../editor/transfer.js';
import { formatRecord } from './doc.js';

export type ExportKind = 'json' | 'inline' | 'src' | 'iframe' | 'svg';

/** What an export is made of: the record, the step on screen (the SVG's), how the snippet shows
 *  the record, the record's file name and the editor's address (the element's script is beside it). */
export interface ExportInput { rec: GameRecord; step: number; show: ShowOptions; file: string; base: string }

export function elementScriptUrl(base: string): string { return new URL('carcassonne-board.js', base).href; }

export function inlineSnippet(rec: GameRecord, o: ShowOptions, base: string): string {
  return `<script type="module" src="${attr(elementScriptUrl(base))}"></script>\n` +
    `<carcassonne-board ${boardAttrs(o)}>\n<script type="application/json">${scriptSafeJson(rec)}</script>\n</carcassonne-board>`;
}

export function srcSnippet(file: string, o: ShowOptions, base: string): string {
  return `<script type="module" src="${attr(elementScriptUrl(base))}"></script>\n` +
    `<carcassonne-board src="${attr(file)}" ${boardAttrs(o)}></carcassonne-board>`;
}

export function iframeSnippet(link: string): string {
  return `<iframe src="${attr(link)}" title="Carcassonne example" width="100%" height="560" style="border:0"></iframe>`;
}

/** The SVG renderer: a WebAssembly module of its own, fetched on the first SVG export. */
let renderer: Promise<Renderer> | null = null;

async function svgOf(rec: GameRecord, step: number): Promise<string> {
  renderer ??= import('carcassonne-engine/render').then((m) => m.createRenderer());
  renderer.catch(() => { renderer = null; });   // offline on a first visit: try again later
  return (await renderer).renderSvg(rec, { ply: step });
}

/** The exported text of one kind; the SVG shows the step on screen. */
export async function exportText(kind: ExportKind, x: ExportInput): Promise<string> {
  switch (kind) {
    case 'json': return formatRecord(x.rec);
    case 'inline': return inlineSnippet(x.rec, x.show, x.base);
    case 'src': return srcSnippet(x.file, x.show, x.base);
    case 'iframe': { const link = embedPageLink(x.rec, x.show, x.base); return `${link}\n\n${iframeSnippet(link)}`; }
    case 'svg': return svgOf(x.rec, x.step);
  }
}

/** What Download writes: the record (for src= too: the file the snippet names), the SVG of the
 *  step, or the snippet as an HTML file. */
export async function downloadFile(kind: ExportKind, x: ExportInput): Promise<DownloadFile> {
  if (kind === 'svg') return { name: x.file.replace(/\.json$/, `-${x.step}.svg`), type: 'image/svg+xml', text: await exportText('svg', x) };
  if (kind === 'json' || kind === 'src') return { name: x.file, type: 'application/json', text: formatRecord(x.rec) };
  return { name: x.file.replace(/\.json$/, '.html'), type: 'text/html', text: await exportText(kind, x) };
}
