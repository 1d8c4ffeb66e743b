// Tile pictures for the board, the tile in hand, the palette and the tile mix: the engine draws
// every tile once as data (Engine.tileArt, played by tile-art.ts) and names each segment's shape
// (Engine.tileShapes) for feature highlights; this file only caches both per tile type, size and
// colour. Art is drawn in the tile's reference orientation; the board rotates it by quarter turns.
import type { Engine, TileInfo, TileSetInfo } from 'carcassonne-engine';
import { tagInfo } from './lexicon.js';
import { drawLayers, pathOf } from './meeple.js';
import { isPiece, squareView, squaresOf } from './pieces.js';
import { parseArt, playArt, type ArtNode } from './tile-art.js';

type Pt = [number, number];

/** Where a field that reaches a half-edge starts filling (just inside the tile's edge). */
const HALF_SEED: Record<string, Pt> = {
  NNW: [0.25, 0.015], NNE: [0.75, 0.015], ENE: [0.985, 0.25], ESE: [0.985, 0.75],
  SSE: [0.75, 0.985], SSW: [0.25, 0.985], WSW: [0.015, 0.75], WNW: [0.015, 0.25],
};

/** A tag's glyph (a pennant, a goods symbol, ...) `size` wide centred at (x, y), with a drop shadow. */
export function drawGlyph(ctx: CanvasRenderingContext2D, tag: string, x: number, y: number, size: number): void {
  const layers = tagInfo(tag)?.glyph?.layers;
  if (!layers?.length) return;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size, size);
  ctx.save();
  ctx.translate(0.06, 0.07);
  ctx.fillStyle = 'rgba(30,20,10,0.3)';
  ctx.fill(pathOf(layers[0]!.d));
  ctx.restore();
  drawLayers(ctx, layers, '#888888');
  ctx.restore();
}

/** What the artist asks the engine (Engine.tileArt and Engine.tileShapes). */
export type ArtSource = Pick<Engine, 'tileArt' | 'tileShapes'>;

/** Caches tile art at a few resolutions, and per-segment masks for highlighting features. */
export class TileArtist {
  readonly tiles = new Map<string, TileInfo>();
  #art = new Map<string, HTMLCanvasElement>();
  #masks = new Map<string, HTMLCanvasElement>();
  #shapes = new Map<string, ArtNode[]>();
  readonly #source: ArtSource;

  /** The squares of pieces of several squares, each as a one-square view ("id#square"), made
   *  when first asked for (a cold page draws none of them for its first board). */
  readonly #parts = new Map<string, TileInfo | null>();

  constructor(sets: TileSetInfo[], source: ArtSource) {
    this.#source = source;
    for (const s of sets) for (const t of s.tiles) this.tiles.set(t.id, t);
  }

  /** The one-square view "id#square" of a piece's square, or undefined. */
  #part(id: string): TileInfo | undefined {
    let v = this.#parts.get(id);
    if (v === undefined) {
      const hash = id.lastIndexOf('#');
      const piece = hash > 0 ? this.tiles.get(id.slice(0, hash)) : undefined;
      const q = isPiece(piece) ? squaresOf(piece!).findIndex((sq) => sq.name === id.slice(hash + 1)) : -1;
      v = q >= 0 ? squareView(piece!, q) : null;
      if (v && v.id !== id) v = null;
      this.#parts.set(id, v);
    }
    return v ?? undefined;
  }

  info(id: string): TileInfo | undefined { return this.tiles.get(id); }

  /** The id of square q of a piece as the artist draws it (a one-square tile: its own id). */
  partId(id: string, q: number): string {
    const info = this.tiles.get(id);
    return isPiece(info) ? `${id}#${squaresOf(info)[q]?.name ?? ''}` : id;
  }

  /** The tile at (about) px pixels per square, reference orientation; a piece of several squares
   *  whole, its reference box (w x h squares) at that size per square. */
  art(id: string, px: number): HTMLCanvasElement | null {
    // small sizes of their own: a zoomed-out board ("fit", 18 px tiles) keeps its markers and marks
    // about 8 px wide instead of shrinking a 48 px picture's
    const size = px <= 24 ? 24 : px <= 32 ? 32 : px <= 48 ? 48 : px <= 96 ? 96 : px <= 192 ? 192 : 320;
    const key = `${id}@${size}`;
    let c = this.#art.get(key);
    if (!c) {
      const info = this.tiles.get(id);
      if (isPiece(info)) return this.#pieceArt(info!, size, key);
      if (!this.tiles.has(id) && !this.#part(id)) return null;
      let art: ArtNode[];
      try {
        // markers and marks about 8 px or more at the smallest zoom of this size
        art = parseArt(this.#source.tileArt(id, 8 / (size * 0.75)));
      } catch {
        return null;   // a tile type this engine does not know
      }
      c = document.createElement('canvas');
      c.width = c.height = size;
      const ctx = c.getContext('2d')!;
      ctx.scale(size, size);
      playArt(ctx, art);
      this.#art.set(key, c);
    }
    return c;
  }

  #pieceArt(info: TileInfo, size: number, key: string): HTMLCanvasElement | null {
    const sq = squaresOf(info);
    const c = document.createElement('canvas');
    c.width = size * Math.max(...sq.map((s) => s.at[0] + 1));
    c.height = size * Math.max(...sq.map((s) => s.at[1] + 1));
    const ctx = c.getContext('2d')!;
    for (let q = 0; q < sq.length; q++) {
      const part = this.art(this.partId(info.id, q), size);
      if (part) ctx.drawImage(part, sq[q]!.at[0] * size, sq[q]!.at[1] * size, size, size);
    }
    ctx.strokeStyle = 'rgba(40,30,15,0.8)';
    ctx.lineWidth = Math.max(1, size * 0.02);
    for (const s of sq) {
      const x = s.at[0] * size, y = s.at[1] * size;
      ctx.beginPath();
      if (s.edges[0] !== '.') { ctx.moveTo(x, y); ctx.lineTo(x + size, y); }
      if (s.edges[1] !== '.') { ctx.moveTo(x + size, y); ctx.lineTo(x + size, y + size); }
      if (s.edges[2] !== '.') { ctx.moveTo(x, y + size); ctx.lineTo(x + size, y + size); }
      if (s.edges[3] !== '.') { ctx.moveTo(x, y); ctx.lineTo(x, y + size); }
      ctx.stroke();
    }
    this.#art.set(key, c);
    return c;
  }

  /** A solid silhouette of one segment (reference orientation), for feature highlights: its shape
   *  from the engine, or for a field what the other shapes leave free from its half-edges. */
  mask(id: string, segment: number, color: string): HTMLCanvasElement | null {
    const key = `${id}#${segment}#${color}`;
    let c = this.#masks.get(key);
    if (c) return c;
    const info = this.tiles.get(id) ?? this.#part(id);
    const seg = info?.segments[segment];
    const shapes = info && !isPiece(info) ? this.#segmentShapes(id) : null;
    if (!seg || !seg.kind || !shapes) return null;   // '': a segment of a piece that is not on this square
    const res = 72;
    c = document.createElement('canvas');
    c.width = c.height = res;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    const own = shapes.filter((n) => n.attrs['data-seg'] === String(segment));
    if (own.length) {
      ctx.scale(res, res);
      playArt(ctx, own.map((n) => painted(n, color)));
    } else {
      const seeds = seg.halves.map((h) => HALF_SEED[h]).filter((p): p is Pt => !!p);
      fillFrom(ctx, res, seeds.length ? seeds : [seg.pos], shapes, color);
    }
    this.#masks.set(key, c);
    return c;
  }

  #segmentShapes(id: string): ArtNode[] | null {
    let s = this.#shapes.get(id);
    if (!s) {
      try {
        s = parseArt(this.#source.tileShapes(id));
      } catch {
        return null;
      }
      this.#shapes.set(id, s);
    }
    return s;
  }
}

/** A shape in the highlight colour (the engine draws them white). */
function painted(n: ArtNode, color: string): ArtNode {
  const attrs = { ...n.attrs };
  if (attrs.fill && attrs.fill !== 'none') attrs.fill = color;
  if (attrs.stroke && attrs.stroke !== 'none') attrs.stroke = color;
  return { ...n, attrs };
}

/** Fills ctx (res x res pixels) in color from the seeds up to the shapes (a field between its roads,
 *  cities and rivers). */
function fillFrom(ctx: CanvasRenderingContext2D, res: number, seeds: Pt[], shapes: ArtNode[], color: string): void {
  ctx.save();
  ctx.scale(res, res);
  playArt(ctx, shapes);
  ctx.restore();
  const drawn = ctx.getImageData(0, 0, res, res).data;
  ctx.clearRect(0, 0, res, res);
  const mark = new Uint8Array(res * res);
  const stack = seeds.map((s) => Math.min(res - 1, Math.floor(s[1] * res)) * res + Math.min(res - 1, Math.floor(s[0] * res)));
  while (stack.length) {
    const k = stack.pop()!;
    if (mark[k] || drawn[k * 4 + 3]! > 100) continue;
    mark[k] = 1;
    const x = k % res, y = (k / res) | 0;
    if (x > 0) stack.push(k - 1);
    if (x < res - 1) stack.push(k + 1);
    if (y > 0) stack.push(k - res);
    if (y < res - 1) stack.push(k + res);
  }
  const img = ctx.createImageData(res, res);
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const rgb = m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : [255, 255, 255];
  for (let k = 0; k < mark.length; k++) {
    if (!mark[k]) continue;
    img.data[k * 4] = rgb[0]!; img.data[k * 4 + 1] = rgb[1]!; img.data[k * 4 + 2] = rgb[2]!; img.data[k * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
}
