// Tile marks, layout links and square markers drawn from the looks modules register (Lexicon
// marks and markers): a flying machine's arrow, a gold mine, a lake and its ferry, gold bars on a
// tile. No module is named here. engine/render/mark_art.cpp draws the same as SVG.
import type { Location, MarkInfo, MarkerInfo, TileInfo } from 'carcassonne-engine';
import { featureInfo, lexicon } from './lexicon.js';
import { drawLayers } from './meeple.js';

type Pt = [number, number];
/** Corners NW, NE, SE, SW and the two half-edges that meet there (mark_art.cpp kCorners). */
const CORNERS: { at: Pt; a: Location; b: Location }[] = [
  { at: [0.17, 0.17], a: 'WNW', b: 'NNW' }, { at: [0.83, 0.17], a: 'NNE', b: 'ENE' },
  { at: [0.83, 0.83], a: 'ESE', b: 'SSE' }, { at: [0.17, 0.83], a: 'SSW', b: 'WSW' },
];

/** The value a tile property has on the tile as a look reads it (a label's index, a count), -1: none. */
function markValue(info: TileInfo, m: MarkInfo): number {
  const v = info[m.property];
  if (typeof v === 'string') return m.labels.indexOf(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return typeof v === 'number' ? v : -1;
}
function drawn(m: MarkInfo, value: number): boolean {
  if (value < 0 || (!m.layers.length && !m.values.length)) return false;
  return m.labels.length > 0 || value > 0;   // a true/false property: only when true
}

/** The field corner farthest from the figure spots and the marks placed (mark_art.cpp fieldCorner()). */
function fieldCorner(info: TileInfo, taken: Pt[]): Pt {
  let best = -1, at = CORNERS[0]!.at;
  for (const c of CORNERS) {
    const field = info.segments.some((s) => featureInfo(s.kind)?.topology === 'half' && s.halves.includes(c.a) && s.halves.includes(c.b));
    if (!field) continue;
    let d = 9;
    for (const s of info.segments) d = Math.min(d, Math.hypot(s.pos[0] - c.at[0], s.pos[1] - c.at[1]));
    for (const p of taken) d = Math.min(d, Math.hypot(p[0] - c.at[0], p[1] - c.at[1]) - 0.3);
    if (d > best + 1e-9) { best = d; at = c.at; }
  }
  return at;
}

/** Where each mark of the tile goes, in the catalog's property order (reference orientation). */
export function placeMarks(info: TileInfo): { mark: MarkInfo; value: number; at: Pt }[] {
  const out: { mark: MarkInfo; value: number; at: Pt }[] = [];
  const taken: Pt[] = [];
  for (const m of lexicon().marks ?? []) {
    const value = markValue(info, m);
    if (!drawn(m, value)) continue;
    const at: Pt = m.at === 'corner' ? fieldCorner(info, taken) : m.at;
    taken.push(at);
    out.push({ mark: m, value, at });
  }
  return out;
}

/** The marks of every tile property the tile has, in the tile's reference orientation (unit square). */
export function drawTileMarks(ctx: CanvasRenderingContext2D, info: TileInfo): void {
  for (const { mark, value, at } of placeMarks(info)) {
    ctx.save();
    ctx.translate(at[0], at[1]);
    if (mark.turn) ctx.rotate((mark.turn * value * Math.PI) / 180);
    ctx.scale(mark.size, mark.size);
    drawLayers(ctx, mark.layers, '#888888');
    const extra = mark.values[value];
    if (extra) drawLayers(ctx, extra, '#888888');
    ctx.restore();
  }
}

const SIDE_DIR: Record<string, Pt> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
/** The point `reach` from the centre toward the segment's first side (mark_art.cpp linkEnd()). */
function linkEnd(info: TileInfo, seg: number, reach: number): Pt {
  const s = info.segments[seg];
  if (!s) return [0.5, 0.5];
  const side = ['N', 'E', 'S', 'W'].find((x) => s.sides.includes(x as 'N'));
  const d = side ? SIDE_DIR[side]! : null;
  return d ? [0.5 + d[0] * reach, 0.5 + d[1] * reach] : s.pos;
}

/** The pieces joining the linked segments of the tile's layout (a ferry), reference orientation. */
export function drawLinks(ctx: CanvasRenderingContext2D, info: TileInfo, layout: number): void {
  const links = layout > 0 ? info.layouts?.[layout - 1] : undefined;
  if (!links) return;
  for (const m of lexicon().marks ?? []) {
    if (!m.link.length || !drawn(m, markValue(info, m))) continue;
    for (const [a, b] of links) {
      const pa = linkEnd(info, a, m.reach), pb = linkEnd(info, b, m.reach);
      ctx.save();
      ctx.translate((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2);
      ctx.rotate(Math.atan2(pb[1] - pa[1], pb[0] - pa[0]));
      const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
      ctx.scale(len, len);
      drawLayers(ctx, m.link, '#888888');
      ctx.restore();
    }
  }
}

/** `count` pieces of a marker in rows of five centred on the square's bottom edge, upwards (unit square;
 *  the corners hold tile marks),
 *  each at least minSize tiles wide (so that they stay visible on small tiles). */
export function drawMarkers(ctx: CanvasRenderingContext2D, m: MarkerInfo, count: number, minSize = 0): void {
  const size = Math.max(m.glyph.size, minSize), step = size * 0.95;
  for (let i = 0; i < count; i++) {
    ctx.save();
    const row = Math.min(5, count - i + (i % 5));   // pieces in this row
    ctx.translate(0.5 + ((i % 5) - (row - 1) / 2) * step, 0.9 - Math.floor(i / 5) * step * 0.7);
    ctx.scale(size, size);
    drawLayers(ctx, m.glyph.layers, '#888888');
    ctx.restore();
  }
}

export const markerInfo = (name: string): MarkerInfo | undefined => lexicon().markers?.find((m) => m.name === name);
