// Test-only page script (bundled by tests/web/art-compare.test.mjs): draws one tile type in one
// rotation with the page's canvas art (web/src/carcassonne/tiles.ts) and with the SVG render
// (engine/carcassonne/render through carcassonne-engine/render), and compares the two pictures pixel by pixel.
import { createEngine, type Engine, type GameRecord } from 'carcassonne-engine';
import { createRenderer, type Renderer } from 'carcassonne-engine/render';
import { neutralColor, seatColors, useLexicon } from '../../../web/src/carcassonne/lexicon.js';
import { drawFigure } from '../../../web/src/carcassonne/meeple.js';
import { TileArtist } from '../../../web/src/carcassonne/tiles.js';

interface Diff { id: string; rot: number; mean: number; max: number; over: number; error?: string }

let engine: Engine, renderer: Renderer, artist: TileArtist;

async function ready(): Promise<string[]> {
  engine ??= await createEngine();
  renderer ??= await createRenderer();
  useLexicon(engine.lexicon(), engine.tileSets());
  artist ??= new TileArtist(engine.tileSets(), engine);
  // pieces of several squares (a side inside the piece is '.') have no canvas art yet (issue 14's art data)
  return engine.tileSets().flatMap((s) => s.tiles.filter((t) => !t.edges.includes('.')).map((t) => t.id));
}

function canvasOf(px: number): CanvasRenderingContext2D {
  const c = document.createElement('canvas');
  c.width = c.height = px;
  return c.getContext('2d', { willReadFrequently: true })!;
}

/** The SVG render's art of one tile type, rotated, alone on a px-square SVG. */
function svgTile(id: string, rot: number, px: number): string {
  const rec = { format: 'carcassonne-record', version: 1, setup: { players: [{ name: 'A' }, { name: 'B' }], sets: engine.sets().map((s) => s.id), deck: 'free', start: { tile: id, rot } }, moves: [] };
  const doc = renderer.renderSvg(rec as unknown as GameRecord, { tile: px });
  const defs = /<defs>([\s\S]*?)<\/defs>/.exec(doc)?.[1] ?? '';
  const use = /<g class="tile"[^>]*transform="([^"]*)"><use href="#([^"]+)"\/>/.exec(doc);
  if (!use) throw new Error('no tile in the SVG');
  const turn = rot ? ` rotate(${90 * rot} 0.5 0.5)` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 1 1"><defs>${defs}</defs>` +
    `<g transform="${turn}"><use href="#${use[2]}"/></g></svg>`;
}

async function compare(id: string, rot: number, px: number): Promise<Diff> {
  const a = canvasOf(px), b = canvasOf(px);
  let art: HTMLCanvasElement | null;
  try { art = artist.art(id, px); } catch (e) { return { id, rot, mean: 0, max: 0, over: 0, error: `canvas: ${(e as Error).message}` }; }
  if (!art) return { id, rot, mean: 0, max: 0, over: 0, error: 'no canvas art' };
  a.translate(px / 2, px / 2);
  a.rotate((rot * Math.PI) / 2);
  a.drawImage(art, -px / 2, -px / 2, px, px);
  let svg: string;
  try { svg = svgTile(id, rot, px); } catch (e) { return { id, rot, mean: 0, max: 0, over: 0, error: (e as Error).message }; }
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  await new Promise((resolve, reject) => { img.onload = resolve; img.onerror = () => reject(new Error(`SVG of ${id} did not load`)); img.src = url; });
  URL.revokeObjectURL(url);
  b.drawImage(img, 0, 0, px, px);
  const da = a.getImageData(0, 0, px, px).data, db = b.getImageData(0, 0, px, px).data;
  let sum = 0, max = 0, over = 0;
  for (let i = 0; i < da.length; i += 4) {
    const d = Math.max(Math.abs(da[i]! - db[i]!), Math.abs(da[i + 1]! - db[i + 1]!), Math.abs(da[i + 2]! - db[i + 2]!));
    sum += d; max = Math.max(max, d); if (d > 48) over++;
  }
  const n = da.length / 4;
  return { id, rot, mean: sum / n, max, over: over / n };
}

declare global { interface Window { artCompare: (px: number) => Promise<Diff[]>; artPair: (id: string, rot: number, px: number) => Promise<string[]> } }

window.artCompare = async (px) => {
  const ids = await ready();
  const out: Diff[] = [];
  for (const id of ids) for (let rot = 0; rot < 4; rot++) out.push(await compare(id, rot, px));
  return out;
};
/** Both pictures of one tile as data URLs (for a side-by-side screenshot). */
window.artPair = async (id, rot, px) => {
  await ready();
  const a = canvasOf(px);
  a.translate(px / 2, px / 2); a.rotate((rot * Math.PI) / 2);
  a.drawImage(artist.art(id, px)!, -px / 2, -px / 2, px, px);
  return [a.canvas.toDataURL(), `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svgTile(id, rot, px))))}`];
};

// ---------------------------------------------------------------- figures

interface FigureDiff { figure: string; player: string; lying: boolean; mean: number; max: number; over: number; error?: string }

const FIG_PX = 96, FIG_UNITS = 200;  // a picture's side; pixels per tile unit (a figure 0.3 tile tall: 60 px)

/** Each kind of figure the records show (standing and lying apart, first one found), as the SVG
 *  render draws it: its group's markup without the mark's text (fonts are not the point here). */
interface SvgFigure { figure: string; player: string; lying: boolean; inner: string; color: string }
function svgFigures(records: string[]): Map<string, SvgFigure> {
  const out = new Map<string, SvgFigure>();
  for (const text of records) {
    const rec = JSON.parse(text) as { setup?: { players?: Array<{ color?: string }> }; moves?: unknown[] };
    // mid-game positions (at the end the figures are home): every third move
    for (let ply = 1; ply <= (rec.moves?.length ?? 0); ply += 3) {
    let doc: string;
    try { doc = renderer.renderSvg(rec as unknown as GameRecord, { tile: 100, ply }); } catch { break; }  // a refusal example (the test asks for the kinds it needs)
    for (const m of doc.matchAll(/<g class="figure" data-player="([^"]*)" data-figure="([^"]*)"[^>]*>([\s\S]*?<\/g>)(?:<text[\s\S]*?<\/text>)?<\/g>/g)) {
      const [, player, figure, inner] = m as unknown as [string, string, string, string];
      const lying = inner.startsWith('<g transform="rotate(-90)');
      const key = `${figure}/${player === 'none' ? 'none' : 'seat'}/${lying}`;
      const color = player === 'none' ? neutralColor() : rec.setup?.players?.[Number(player)]?.color || seatColors()[Number(player)]!;
      if (!out.has(key)) out.set(key, { figure, player, lying, inner, color });
    }
    }
  }
  return out;
}

async function pixels(svg: string): Promise<Uint8ClampedArray> {
  const ctx = canvasOf(FIG_PX);
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  await new Promise((resolve, reject) => { img.onload = resolve; img.onerror = () => reject(new Error('figure SVG did not load')); img.src = url; });
  URL.revokeObjectURL(url);
  ctx.drawImage(img, 0, 0, FIG_PX, FIG_PX);
  return ctx.getImageData(0, 0, FIG_PX, FIG_PX).data;
}

function figureCanvas(f: SvgFigure): Uint8ClampedArray {
  const ctx = canvasOf(FIG_PX);
  drawFigure(ctx, f.figure, FIG_PX / 2, FIG_PX / 2, 0.3 * FIG_UNITS, f.color, '', { lying: f.lying });
  return ctx.getImageData(0, 0, FIG_PX, FIG_PX).data;
}

function difference(da: Uint8ClampedArray, db: Uint8ClampedArray): { mean: number; max: number; over: number; ink: number } {
  let sum = 0, max = 0, over = 0, ink = 0;
  for (let i = 0; i < da.length; i += 4) {
    const d = Math.max(Math.abs(da[i]! - db[i]!), Math.abs(da[i + 1]! - db[i + 1]!), Math.abs(da[i + 2]! - db[i + 2]!), Math.abs(da[i + 3]! - db[i + 3]!));
    sum += d; max = Math.max(max, d); if (d > 48) over++;
    if (da[i + 3]! > 0) ink++;
  }
  const n = da.length / 4;
  return { mean: sum / n, max, over: over / n, ink: ink / n };
}

declare global { interface Window { figureCompare: (records: string[]) => Promise<Array<FigureDiff & { ink: number }>> } }

/** Every figure kind of the records drawn by the page (meeple.ts drawFigure) and by the SVG render,
 *  at the same size on a transparent ground, compared pixel by pixel (alpha included). */
window.figureCompare = async (records) => {
  await ready();
  const out: Array<FigureDiff & { ink: number }> = [];
  for (const f of svgFigures(records).values()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FIG_PX}" height="${FIG_PX}" viewBox="0 0 ${FIG_PX} ${FIG_PX}">` +
      `<g transform="translate(${FIG_PX / 2} ${FIG_PX / 2}) scale(${FIG_UNITS})">${f.inner}</g></svg>`;
    try {
      out.push({ figure: f.figure, player: f.player, lying: f.lying, ...difference(figureCanvas(f), await pixels(svg)) });
    } catch (e) {
      out.push({ figure: f.figure, player: f.player, lying: f.lying, mean: 0, max: 0, over: 0, ink: 0, error: (e as Error).message });
    }
  }
  return out;
};
