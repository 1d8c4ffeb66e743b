// The board canvas: drawing of tiles, figures, legal cells, the ghost of the tile in hand, figure
// spots, option places and feature highlights, and what the pointer is over. The camera and the
// pointer input are its base (board-camera.ts).
import type { CellMarkerState, FigureState, GameState, PlacedTileState } from 'carcassonne-engine';
import { drawLinks, drawMarkers, markerInfo } from './marks.js';
import { drawFigure } from './meeple.js';
import { featureInfo, figureInfo, neutralColor } from './lexicon.js';

/** Figures on fields lie down (farmers): a feature kind of half-edges. */
const isField = (feature: string) => featureInfo(feature)?.topology === 'half';
import type { TileArtist } from './tiles.js';
import { pieceCells } from './pieces.js';
import type { PlaceMark } from './option-places.js';

export interface Cell { x: number; y: number }
export interface Spot { index: number; x: number; y: number; px: number; py: number; feature: string; segment: number; figure: string }
export interface SeatLook { color: string; mark: string }

export interface BoardModel {
  tiles: PlacedTileState[];
  figures: FigureState[];
  seats: SeatLook[];
  current: number;                       // seat to move (for the ghost meeple)
  legal: Map<string, number[]>;          // "x,y" -> legal rotations of the tile in hand
  handTile: string | null;
  ghost: (Cell & { rot: number }) | null;
  cursor: Cell | null;                   // keyboard / touch cursor
  spots: Spot[];
  hoverSpot: number;                     // index into spots or -1
  highlight: { x: number; y: number; segment: number }[] | null;
  highlightAlt?: { x: number; y: number; segment: number }[] | null;   // lit beside it in blue: the cities a field pays for
  markFigures?: { x: number; y: number; segment: number }[];           // figures to ring (the abbot a button recalls)
  recent: PlacedTileState[];             // tiles placed since the current seat's last turn
  rings?: Cell[];                        // squares ringed by a teaching example's marks
  markers?: CellMarkerState[];           // counted things on squares (gold bars)
  owners?: GameState['owners'];          // figures on squares that stand on no feature (a wonder's owner marker)
  places?: PlaceMark[];                  // where a module's options live (option-places.ts): framed squares, numbered dots
  hoverPlace?: number;                   // the option (PlaceMark.index) hovered or whose button has focus, or -1
}

/** Figures on one feature of one tile (a meeple and the mage) stand side by side, 0.24 of a tile
 *  apart, in the order of the list (svg.cpp figureShift()). */
export function figureShift(figures: FigureState[], f: FigureState): number {
  const same = figures.filter((h) => h.x === f.x && h.y === f.y && h.segment === f.segment);
  return (same.indexOf(f) - (same.length - 1) / 2) * 0.24;
}

export type HoverTarget =
  | { type: 'cell'; x: number; y: number }
  | { type: 'spot'; index: number }
  | { type: 'figure'; figure: FigureState }
  | { type: 'place'; index: number }   // a module option's place (PlaceMark.index)
  | null;

export interface BoardEvents {
  /** at: where the pointer went up, in client coordinates */
  cellClick(cell: Cell, touch: boolean, at: { x: number; y: number }): void;
  spotClick(index: number, at: { x: number; y: number }): void;
  /** A module option's place was clicked (PlaceMark.index). */
  placeClick?(index: number): void;
  hover(target: HoverTarget): void;
  rotate(): void;
}

import { BoardPlaces } from './board-places.js';

/** The ring of a figure spot: the figure's own colour (the abbot's), else the feature kind's. */
const spotColour = (figure: string, feature: string) => figureInfo(figure)?.look.spot ?? featureInfo(feature)?.spot ?? '#444';

export class BoardView extends BoardPlaces {
  #ctx: CanvasRenderingContext2D;
  #artist: TileArtist;

  constructor(canvas: HTMLCanvasElement, artist: TileArtist, events: BoardEvents) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    super(canvas, events);
    this.#ctx = ctx;
    this.#artist = artist;
  }

  /** Figures: 0.3 of a tile, never under 18 px (players lost 12 px figures in zoomed-out late games). */
  meepleSize(): number { return Math.max(18, Math.min(42, this.cellPx * 0.3)); }

  protected hitTest(sx: number, sy: number): HoverTarget {
    const m = this.shown;
    if (!m) return null;
    const s = this.cellPx;
    if (m.spots.length) {
      let best = -1, bestD = Infinity;
      for (const sp of m.spots) {
        const x = this.ox + (sp.x + sp.px) * s, y = this.oy + (sp.y + sp.py) * s;
        const d = Math.hypot(sx - x, sy - y);
        if (d < bestD) { bestD = d; best = sp.index; }
      }
      if (best >= 0 && bestD <= this.spotRadius() * 1.7) return { type: 'spot', index: best };
    }
    const place = this.placeAt(sx, sy);
    if (place) return place;
    const ms = this.meepleSize();
    for (const f of m.figures) {
      const x = this.ox + (f.x + f.px + figureShift(m.figures, f)) * s, y = this.oy + (f.y + f.py) * s;
      if (Math.abs(sx - x) < ms * 0.45 && Math.abs(sy - y) < ms * 0.5) return { type: 'figure', figure: f };
    }
    const { bx, by } = this.toBoard(sx, sy);
    return { type: 'cell', x: Math.floor(bx), y: Math.floor(by) };
  }

  // ---- drawing -------------------------------------------------------------------------

  /** The board cells a placed tile covers (a piece of several squares: all of them, in square order). */
  cellsOf(t: { tile: string; x: number; y: number; rot: number }): Cell[] {
    return pieceCells(this.#artist.info(t.tile), t.x, t.y, t.rot);
  }

  /** A tile, or each square of a piece of several squares turned with it about its own centre. */
  #drawTile(ctx: CanvasRenderingContext2D, id: string, x: number, y: number, rot: number, alpha = 1): void {
    const cells = this.cellsOf({ tile: id, x, y, rot });
    if (cells.length > 1) {
      cells.forEach((c, q) => this.#drawSquare(ctx, this.#artist.partId(id, q), c.x, c.y, rot, alpha));
      ctx.save();
      ctx.globalAlpha = alpha;
      this.#outline(ctx, cells, 'rgba(40,30,15,0.85)', Math.max(1.5, this.cellPx * 0.025), 0);
      ctx.restore();
      return;
    }
    this.#drawSquare(ctx, id, x, y, rot, alpha);
  }

  /** The outer edges of a set of cells (a piece's outline), `inset` px inside. */
  #outline(ctx: CanvasRenderingContext2D, cells: Cell[], color: string, width: number, inset: number, dash: number[] = []): void {
    const s = this.cellPx;
    const has = (x: number, y: number) => cells.some((c) => c.x === x && c.y === y);
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.lineCap = 'square';
    ctx.beginPath();
    for (const c of cells) {
      const x0 = this.ox + c.x * s, y0 = this.oy + c.y * s, x1 = x0 + s, y1 = y0 + s;
      const l = has(c.x - 1, c.y) ? 0 : inset, r = has(c.x + 1, c.y) ? 0 : inset;
      const t = has(c.x, c.y - 1) ? 0 : inset, b = has(c.x, c.y + 1) ? 0 : inset;
      if (!has(c.x, c.y - 1)) { ctx.moveTo(x0 + l, y0 + t); ctx.lineTo(x1 - r, y0 + t); }
      if (!has(c.x + 1, c.y)) { ctx.moveTo(x1 - r, y0 + t); ctx.lineTo(x1 - r, y1 - b); }
      if (!has(c.x, c.y + 1)) { ctx.moveTo(x0 + l, y1 - b); ctx.lineTo(x1 - r, y1 - b); }
      if (!has(c.x - 1, c.y)) { ctx.moveTo(x0 + l, y0 + t); ctx.lineTo(x0 + l, y1 - b); }
    }
    ctx.stroke();
    ctx.restore();
  }

  #drawSquare(ctx: CanvasRenderingContext2D, id: string, x: number, y: number, rot: number, alpha = 1): void {
    const s = this.cellPx;
    const art = this.#artist.art(id, s * this.dpr);
    if (!art) return;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(this.ox + (x + 0.5) * s, this.oy + (y + 0.5) * s);
    ctx.rotate((rot * Math.PI) / 2);
    ctx.drawImage(art, -s / 2, -s / 2, s, s);
    ctx.restore();
  }

  /** Layout links (a ferry across its lake) on the tiles that have one. */
  #drawLinks(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.cellPx;
    for (const t of m.tiles) {
      if (!t.layout) continue;
      const info = this.#artist.info(t.tile);
      if (!info) continue;
      ctx.save();
      ctx.translate(this.ox + (t.x + 0.5) * s, this.oy + (t.y + 0.5) * s);
      ctx.rotate((t.rot * Math.PI) / 2);
      ctx.scale(s, s);
      ctx.translate(-0.5, -0.5);
      drawLinks(ctx, info, t.layout);
      ctx.restore();
    }
  }

  /** Markers (gold bars) over the figures, so that a figure never hides them. */
  #drawMarkers(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.cellPx;
    for (const c of m.markers ?? []) {
      const info = markerInfo(c.marker);
      if (!info) continue;
      ctx.save();
      ctx.translate(this.ox + c.x * s, this.oy + c.y * s);
      ctx.scale(s, s);
      drawMarkers(ctx, info, c.count, 9 / s);   // bars 9 px wide or more
      ctx.restore();
    }
  }

  #spot: HTMLCanvasElement | null = null;

  #drawHighlight(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.cellPx;
    // each cell: its tile and which of the tile's squares it is
    const byCell = new Map<string, { t: PlacedTileState; cells: Cell[] }>();
    for (const t of m.tiles) { const cells = this.cellsOf(t); for (const c of cells) byCell.set(`${c.x},${c.y}`, { t, cells }); }
    const W = this.canvas.width, H = this.canvas.height;
    if (!this.#spot) this.#spot = document.createElement('canvas');
    const off = this.#spot;
    if (off.width !== W || off.height !== H) { off.width = W; off.height = H; }
    const o = off.getContext('2d')!;
    o.setTransform(1, 0, 0, 1, 0, 0);
    o.clearRect(0, 0, W, H);
    o.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    o.fillStyle = 'rgba(10,12,8,0.42)';
    for (const t of m.tiles) for (const c of this.cellsOf(t)) o.fillRect(this.ox + c.x * s, this.oy + c.y * s, s, s);
    o.globalCompositeOperation = 'destination-out';
    const draw = (target: CanvasRenderingContext2D, color: string, parts = m.highlight ?? []) => {
      const done = new Set<string>();
      for (const part of parts) {
        const at = byCell.get(`${part.x},${part.y}`);
        if (!at) continue;
        const t = at.t;
        // a segment of a piece may reach over several squares: lit on every square it is on
        at.cells.forEach((c, q) => {
          const key = `${c.x},${c.y},${part.segment}`;
          const mask = !done.has(key) && this.#artist.mask(this.#artist.partId(t.tile, q), part.segment, color);
          done.add(key);
          if (!mask) return;
          target.save();
          target.translate(this.ox + (c.x + 0.5) * s, this.oy + (c.y + 0.5) * s);
          target.rotate((t.rot * Math.PI) / 2);
          target.drawImage(mask, -s / 2, -s / 2, s, s);
          target.restore();
        });
      }
    };
    draw(o, '#ffffff');
    if (m.highlightAlt) draw(o, '#ffffff', m.highlightAlt);
    o.globalCompositeOperation = 'source-over';
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(off, 0, 0);
    ctx.restore();
    ctx.save();
    ctx.globalAlpha = 0.22;
    draw(ctx, '#fff1a0');
    if (m.highlightAlt) { ctx.globalAlpha = 0.5; draw(ctx, '#4aa8ff', m.highlightAlt); }
    ctx.restore();
  }

  /** Squares ringed by an example's marks: a gold rounded frame with a dark edge, as the SVG draws it. */
  #drawRings(ctx: CanvasRenderingContext2D, rings: Cell[]): void {
    const s = this.cellPx;
    ctx.save();
    for (const [color, width] of [['#1d1d1d', 0.1], ['#ffd23f', 0.055]] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(2, width * s);
      for (const c of rings) {
        ctx.beginPath();
        ctx.roundRect(this.ox + (c.x + 0.07) * s, this.oy + (c.y + 0.07) * s, 0.86 * s, 0.86 * s, 0.12 * s);
        ctx.stroke();
      }
    }
    ctx.restore();
  }

  protected draw(): void {
    const ctx = this.#ctx;
    const m = this.shown;
    const s = this.cellPx;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    // the table
    const bg = ctx.createRadialGradient(this.cssW / 2, this.cssH / 2, 10, this.cssW / 2, this.cssH / 2, Math.max(this.cssW, this.cssH) * 0.75);
    bg.addColorStop(0, '#3e4a36');
    bg.addColorStop(1, '#262e22');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, this.cssW, this.cssH);
    if (!m) return;

    // faint grid around the board
    if (s >= 30) {
      ctx.fillStyle = 'rgba(255,255,255,0.07)';
      const x0 = Math.floor(-this.ox / s), x1 = Math.ceil((this.cssW - this.ox) / s);
      const y0 = Math.floor(-this.oy / s), y1 = Math.ceil((this.cssH - this.oy) / s);
      if ((x1 - x0) * (y1 - y0) < 6000) {
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) ctx.fillRect(this.ox + x * s - 1, this.oy + y * s - 1, 2, 2);
      }
    }

    // shadows, then tiles
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    for (const t of m.tiles) for (const c of this.cellsOf(t)) ctx.fillRect(this.ox + c.x * s + 2, this.oy + c.y * s + 3, s, s);
    for (const t of m.tiles) this.#drawTile(ctx, t.tile, t.x, t.y, t.rot);
    this.#drawLinks(ctx, m);

    // tiles placed since this seat's last turn, framed in the placer's colour
    m.recent.forEach((t, i) => {
      const look = m.seats[t.player];
      if (!look) return;
      const last = i === m.recent.length - 1;
      this.#outline(ctx, this.cellsOf(t), look.color, last ? 3 : 2, 1.5, last ? [] : [6, 4]);
    });

    // feature highlight: the rest of the board dims, the feature gets a warm tint
    if ((m.highlight && m.highlight.length) || (m.highlightAlt && m.highlightAlt.length)) this.#drawHighlight(ctx, m);

    if (m.rings?.length) this.#drawRings(ctx, m.rings);

    // legal cells for the tile in hand
    if (m.legal.size) {
      for (const k of m.legal.keys()) {
        const [x, y] = k.split(',').map(Number) as [number, number];
        const px = this.ox + x * s, py = this.oy + y * s;
        ctx.fillStyle = 'rgba(255,250,220,0.16)';
        ctx.fillRect(px + 2, py + 2, s - 4, s - 4);
        ctx.strokeStyle = 'rgba(255,250,220,0.75)';
        ctx.lineWidth = 1.5;
        ctx.setLineDash([Math.max(3, s / 10), Math.max(3, s / 14)]);
        ctx.strokeRect(px + 3, py + 3, s - 6, s - 6);
        ctx.setLineDash([]);
        if (s >= 36) {
          ctx.fillStyle = 'rgba(255,250,220,0.7)';
          ctx.font = `600 ${Math.round(s * 0.32)}px system-ui, sans-serif`;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText('+', px + s / 2, py + s / 2);
        }
      }
    }

    // the ghost of the tile in hand
    if (m.ghost && m.handTile) {
      const g = m.ghost;
      const cells = this.cellsOf({ tile: m.handTile, ...g });
      ctx.fillStyle = 'rgba(0,0,0,0.35)';
      for (const c of cells) ctx.fillRect(this.ox + c.x * s + 3, this.oy + c.y * s + 5, s, s);
      this.#drawTile(ctx, m.handTile, g.x, g.y, g.rot, 0.88);
      this.#outline(ctx, cells, '#ffe86b', 3, 1.5);
    }

    // keyboard / touch cursor
    if (m.cursor) {
      ctx.strokeStyle = '#62d9ff';
      ctx.lineWidth = 3;
      ctx.setLineDash([8, 5]);
      ctx.strokeRect(this.ox + m.cursor.x * s - 2, this.oy + m.cursor.y * s - 2, s + 4, s + 4);
      ctx.setLineDash([]);
    }

    // figures
    const ms = this.meepleSize();
    for (const o of m.owners ?? []) {   // lying on the building, its name below stays readable
      const look = m.seats[o.player] ?? { color: '#888', mark: '?' };
      drawFigure(ctx, o.figure, this.ox + (o.x + 0.5) * s, this.oy + (o.y + 0.45) * s, ms, look.color, look.mark, { lying: true });
    }
    const hoverFig = this.hovered?.type === 'figure' ? this.hovered.figure : null;
    for (const f of m.figures) {
      // a neutral figure (player null) belongs to nobody: grey, no seat mark
      const look = f.player === null ? { color: neutralColor(), mark: '' } : m.seats[f.player] ?? { color: '#888', mark: '?' };
      const same = (g: { x: number; y: number; segment: number }) => g.x === f.x && g.y === f.y && g.segment === f.segment;
      const glow = (!!hoverFig && same(hoverFig)) || !!m.markFigures?.some(same);
      const dx = figureShift(m.figures, f);
      drawFigure(ctx, f.figure, this.ox + (f.x + f.px + dx) * s, this.oy + (f.y + f.py) * s, ms, look.color, look.mark, { lying: isField(f.feature), glow });
    }

    this.#drawMarkers(ctx, m);
    if (m.places?.length) this.drawPlaces(ctx, m);

    // figure spots on the tile just placed
    if (m.spots.length) {
      const r = this.spotRadius();
      const look = m.seats[m.current] ?? { color: '#888', mark: '?' };
      for (const sp of m.spots) {
        const x = this.ox + (sp.x + sp.px) * s, y = this.oy + (sp.y + sp.py) * s;
        if (sp.index === m.hoverSpot) {
          drawFigure(ctx, sp.figure, x, y, ms, look.color, look.mark, { lying: isField(sp.feature), glow: true, alpha: 0.9 });
          continue;
        }
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fillStyle = 'rgba(255,255,255,0.92)';
        ctx.fill();
        ctx.lineWidth = Math.max(2, r * 0.28);
        ctx.strokeStyle = spotColour(sp.figure, sp.feature);
        ctx.stroke();
        ctx.fillStyle = '#1d1d1d';
        ctx.font = `700 ${Math.round(r * 1.15)}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(sp.index < 9 ? String(sp.index + 1) : '•', x, y + 0.5);
      }
    }
  }
}
