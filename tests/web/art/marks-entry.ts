// Test-only page script (bundled by tests/web/minis-art.test.mjs): draws every tile type that has
// a tile mark with the page's canvas player of the engine's art twice, with its marks and with the
// mark groups taken out, and reports how many pixels differ inside and outside each mark's box; draws a
// lake's ferry and gold bars the same way; and lists the marks the SVG render draws for the tile.
import { createEngine, type Engine, type GameRecord, type Lexicon, type TileInfo } from 'carcassonne-engine';
import { createRenderer, type Renderer } from 'carcassonne-engine/render';
import { useLexicon } from '../../../web/src/carcassonne/lexicon.js';
import { parseArt, playArt, type ArtNode } from '../../../web/src/carcassonne/tile-art.js';
import { drawLinks, drawMarkers, markerInfo } from '../../../web/src/carcassonne/marks.js';

interface MarkResult { id: string; marks: string[]; canvasMarks: string[]; inside: number; outside: number; svgMarks: string[] }

const PX = 96;
function pixels(draw: (ctx: CanvasRenderingContext2D) => void): Uint8ClampedArray {
  const c = document.createElement('canvas');
  c.width = c.height = PX;
  const ctx = c.getContext('2d', { willReadFrequently: true })!;
  draw(ctx);
  return ctx.getImageData(0, 0, PX, PX).data;
}
/** Share of pixels inside the boxes (half-width r, tile units) that differ by more than 40, and the
 *  count of such pixels beyond each mark's reach. */
function diff(a: Uint8ClampedArray, b: Uint8ClampedArray, boxes: { x: number; y: number; r: number; reach: number }[]): { inside: number; outside: number } {
  let inN = 0, inD = 0, outD = 0;
  for (let y = 0; y < PX; y++) for (let x = 0; x < PX; x++) {
    const i = (y * PX + x) * 4;
    const d = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) > 40;
    const inside = boxes.some((bx) => Math.abs(x / PX - bx.x) < bx.r && Math.abs(y / PX - bx.y) < bx.r);
    const near = boxes.some((bx) => Math.abs(x / PX - bx.x) < bx.reach && Math.abs(y / PX - bx.y) < bx.reach);
    if (inside) { inN++; if (d) inD++; } else if (d && !near) outD++;
  }
  return { inside: inN ? inD / inN : 0, outside: outD };
}

/** The tile properties with a mark the tile should show: a label's index, a count, or true. */
function expectedMarks(lex: Lexicon, t: TileInfo): string[] {
  return (lex.marks ?? []).filter((m) => {
    const v = t[m.property];
    const value = typeof v === 'string' ? m.labels.indexOf(v) : typeof v === 'boolean' ? (v ? 1 : 0) : typeof v === 'number' ? v : -1;
    return value >= 0 && (m.layers.length > 0 || m.values.length > 0) && (m.labels.length > 0 || value > 0);
  }).map((m) => m.property);
}

/** The engine's art without its mark groups (<g class="mark">), to see what the marks add. */
function withoutMarks(nodes: ArtNode[]): ArtNode[] {
  return nodes.filter((n) => n.attrs.class !== 'mark').map((n) => ({ ...n, children: withoutMarks(n.children) }));
}
function markGroups(nodes: ArtNode[]): ArtNode[] {
  return nodes.flatMap((n) => (n.attrs.class === 'mark' ? [n] : markGroups(n.children)));
}

async function markCheck(): Promise<{ tiles: MarkResult[]; ferry: number; bars: number[] }> {
  const engine: Engine = await createEngine();
  const renderer: Renderer = await createRenderer();
  const lex: Lexicon = engine.lexicon();
  const sets = engine.tileSets();
  const tiles: MarkResult[] = [];
  for (const t of sets.flatMap((s) => s.tiles)) {
    const marks = expectedMarks(lex, t);
    if (!marks.length) continue;
    const art = parseArt(engine.tileArt(t.id, 0));
    const groups = markGroups(art);
    const withMarks = pixels((ctx) => { ctx.scale(PX, PX); playArt(ctx, art); });
    const without = pixels((ctx) => { ctx.scale(PX, PX); playArt(ctx, withoutMarks(art)); });
    const boxes = groups.map((g) => {
      const at = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.attrs.transform ?? '');
      const size = Number(/scale\(([-\d.]+)\)/.exec(g.attrs.transform ?? '')?.[1] ?? 0);
      return { x: Number(at?.[1] ?? 0), y: Number(at?.[2] ?? 0), r: size * 0.3, reach: size * 0.5 + 0.03 };
    });
    const d = diff(withMarks, without, boxes);
    const rec = { format: 'carcassonne-record', version: 1, setup: { players: [{ name: 'A' }, { name: 'B' }], sets: engine.sets().map((s) => s.id), deck: 'free', start: { tile: t.id, rot: 0 } }, moves: [] };
    const svg = renderer.renderSvg(rec as unknown as GameRecord, { tile: PX });
    tiles.push({ id: t.id, marks, canvasMarks: groups.map((g) => g.attrs['data-mark'] ?? ''), ...d, svgMarks: [...svg.matchAll(/data-mark="([^"]+)"/g)].map((m) => m[1]!) });
  }
  useLexicon(lex, sets);
  // a lake tile with its first layout: the ferry changes pixels on the lake
  const lake = sets.flatMap((s) => s.tiles).find((t) => t.layouts?.length)!;
  const plain = pixels((ctx) => { ctx.scale(PX, PX); drawLinks(ctx, lake, 0); });
  const ferry = pixels((ctx) => { ctx.scale(PX, PX); drawLinks(ctx, lake, 1); });
  let changed = 0;
  for (let i = 3; i < ferry.length; i += 4) if (ferry[i] !== plain[i]) changed++;
  // gold bars: 1, 3 and 7 bars cover more and more of the square
  const bars = [1, 3, 7].map((n) => {
    const p = pixels((ctx) => { ctx.scale(PX, PX); drawMarkers(ctx, markerInfo('gold')!, n); });
    let k = 0;
    for (let i = 3; i < p.length; i += 4) if (p[i]! > 0) k++;
    return k;
  });
  return { tiles, ferry: changed, bars };
}

declare global { interface Window { markCheck: typeof markCheck } }
window.markCheck = markCheck;
