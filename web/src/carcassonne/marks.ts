// Layout links and square markers drawn from the looks modules register (Lexicon markers): a lake's
// ferry, gold bars on a tile. No module is named here. engine/carcassonne/render/mark_art.cpp draws the same as
// SVG; tile marks (a flying machine's arrow, a gold mine) are part of the engine's tile art.
import type { MarkInfo, MarkerInfo, TileInfo } from 'carcassonne-engine';
import { lexicon } from './lexicon.js';
import { drawLayers } from './meeple.js';

type Pt = [number, number];

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
