// The board canvas: camera (pan, zoom, pinch, fit), drawing of tiles, figures, legal cells, the
// ghost of the tile in hand, figure spots and feature highlights, and pointer input.
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

const MIN_SCALE = 18, MAX_SCALE = 260;
/** The ring of a figure spot: the figure's own colour (the abbot's), else the feature kind's. */
const spotColour = (figure: string, feature: string) => figureInfo(figure)?.look.spot ?? featureInfo(feature)?.spot ?? '#444';

export class BoardView {
  readonly canvas: HTMLCanvasElement;
  #ctx: CanvasRenderingContext2D;
  #artist: TileArtist;
  #events: BoardEvents;
  #model: BoardModel | null = null;
  #scale = 80;
  #ox = 0; #oy = 0;         // screen position (CSS px) of the board point (0,0)
  #w = 0; #h = 0; #dpr = 1;
  #frame = 0;
  #pointers = new Map<number, { x: number; y: number; sx: number; sy: number; type: string }>();
  #dragged = false;
  #pinch: { dist: number; mx: number; my: number } | null = null;
  #hover: HoverTarget = null;
  autoFit = true;           // refit when the board grows out of view, until the user pans or zooms
  /** Room to keep free at the canvas edges when fitting (buttons over the board), in CSS px. */
  insets: () => { top?: number; right?: number; bottom?: number; left?: number } = () => ({});

  constructor(canvas: HTMLCanvasElement, artist: TileArtist, events: BoardEvents) {
    this.canvas = canvas;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    this.#ctx = ctx;
    this.#artist = artist;
    this.#events = events;
    new ResizeObserver(() => this.#resize()).observe(canvas);
    this.#resize(false);   // sized now; drawn in the coming frame (a page starting a game draws once)
    canvas.addEventListener('pointerdown', (e) => this.#down(e));
    canvas.addEventListener('pointermove', (e) => this.#move(e));
    canvas.addEventListener('pointerup', (e) => this.#up(e));
    canvas.addEventListener('pointercancel', (e) => this.#cancel(e));
    canvas.addEventListener('pointerleave', (e) => { if (e.pointerType === 'mouse') this.#setHover(null); });
    canvas.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
    canvas.addEventListener('contextmenu', (e) => { e.preventDefault(); this.#events.rotate(); });
  }

  get scale(): number { return this.#scale; }
  get model(): BoardModel | null { return this.#model; }

  setModel(m: BoardModel): void { this.#model = m; this.invalidate(); }

  invalidate(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => { this.#frame = 0; this.#draw(); });
  }

  /** Draws now (for tests and screenshots that must not wait for a frame). */
  flush(): void {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#draw();
  }

  // ---- camera --------------------------------------------------------------------------

  cellToClient(x: number, y: number, fx = 0.5, fy = 0.5): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    return { x: r.left + this.#ox + (x + fx) * this.#scale, y: r.top + this.#oy + (y + fy) * this.#scale };
  }

  #toBoard(sx: number, sy: number): { bx: number; by: number } {
    return { bx: (sx - this.#ox) / this.#scale, by: (sy - this.#oy) / this.#scale };
  }

  #bounds(): { x0: number; y0: number; x1: number; y1: number } | null {
    const m = this.#model;
    if (!m || m.tiles.length === 0) return null;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    const add = (x: number, y: number) => { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); };
    for (const t of m.tiles) for (const c of this.cellsOf(t)) add(c.x, c.y);
    for (const k of m.legal.keys()) { const [x, y] = k.split(',').map(Number) as [number, number]; add(x, y); }
    for (const c of m.rings ?? []) add(c.x, c.y);
    return { x0, y0, x1, y1 };
  }

  /** The part of the canvas the board fits into: all of it less the insets. */
  #area(): { x: number; y: number; w: number; h: number } {
    const i = this.insets();
    const l = i.left ?? 0, t = i.top ?? 0;
    const w = Math.max(this.#w * 0.5, this.#w - l - (i.right ?? 0)), h = Math.max(this.#h * 0.5, this.#h - t - (i.bottom ?? 0));
    return { x: l, y: t, w, h };
  }

  fit(): void {
    const b = this.#bounds();
    if (!b || this.#w === 0) return;
    const a = this.#area();
    const cols = b.x1 - b.x0 + 1, rows = b.y1 - b.y0 + 1;
    const pad = 0.7;
    this.#scale = Math.max(MIN_SCALE, Math.min(140, a.w / (cols + pad), a.h / (rows + pad)));
    this.#ox = a.x + a.w / 2 - ((b.x0 + b.x1 + 1) / 2) * this.#scale;
    this.#oy = a.y + a.h / 2 - ((b.y0 + b.y1 + 1) / 2) * this.#scale;
    this.invalidate();
  }

  /** Refits when auto-fit is on and some tile or legal cell is (partly) out of view. */
  keepInView(): void {
    if (!this.autoFit) return;
    const b = this.#bounds();
    if (!b) return;
    const s = this.#scale, a = this.#area();
    const left = this.#ox + b.x0 * s, right = this.#ox + (b.x1 + 1) * s;
    const top = this.#oy + b.y0 * s, bottom = this.#oy + (b.y1 + 1) * s;
    const m = 4;
    if (left < a.x + m || top < a.y + m || right > a.x + a.w - m || bottom > a.y + a.h - m) this.fit();
  }

  /** Pans so that a cell is fully visible. */
  reveal(c: Cell): void {
    const s = this.#scale, a = this.#area();
    const left = this.#ox + c.x * s, top = this.#oy + c.y * s;
    const m = Math.max(12, Math.min(40, s * 0.35));
    if (left < a.x + m) this.#ox += a.x + m - left;
    if (left + s > a.x + a.w - m) this.#ox -= left + s - (a.x + a.w - m);
    if (top < a.y + m) this.#oy += a.y + m - top;
    if (top + s > a.y + a.h - m) this.#oy -= top + s - (a.y + a.h - m);
    this.invalidate();
  }

  zoomBy(f: number, sx = this.#w / 2, sy = this.#h / 2): void {
    const ns = Math.max(MIN_SCALE, Math.min(MAX_SCALE, this.#scale * f));
    const { bx, by } = this.#toBoard(sx, sy);
    this.#scale = ns;
    this.#ox = sx - bx * ns;
    this.#oy = sy - by * ns;
    this.autoFit = false;
    this.invalidate();
  }

  #resize(now = true): void {
    const r = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const first = this.#w === 0;
    // keep the board centre where it was
    const dx = (r.width - this.#w) / 2, dy = (r.height - this.#h) / 2;
    this.#w = r.width; this.#h = r.height; this.#dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(r.width * dpr));
    this.canvas.height = Math.max(1, Math.round(r.height * dpr));
    if (first) { this.#ox = r.width / 2 - this.#scale / 2; this.#oy = r.height / 2 - this.#scale / 2; }
    else { this.#ox += dx; this.#oy += dy; }
    if (this.autoFit) this.fit();
    if (now) this.flush();
    else this.invalidate();
  }

  // ---- input ---------------------------------------------------------------------------

  #local(e: PointerEvent | WheelEvent): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  #down(e: PointerEvent): void {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const p = this.#local(e);
    this.canvas.setPointerCapture(e.pointerId);
    this.#pointers.set(e.pointerId, { x: p.x, y: p.y, sx: p.x, sy: p.y, type: e.pointerType });
    if (this.#pointers.size === 1) this.#dragged = false;
    if (this.#pointers.size === 2) { this.#pinch = this.#pinchInfo(); this.#dragged = true; }
  }

  #pinchInfo(): { dist: number; mx: number; my: number } {
    const pts = [...this.#pointers.values()];
    const a = pts[0]!, b = pts[1] ?? pts[0]!;
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  }

  #move(e: PointerEvent): void {
    const p = this.#local(e);
    const ptr = this.#pointers.get(e.pointerId);
    if (!ptr) {
      if (e.pointerType === 'mouse') this.#setHover(this.#hitTest(p.x, p.y));
      return;
    }
    const dx = p.x - ptr.x, dy = p.y - ptr.y;
    ptr.x = p.x; ptr.y = p.y;
    if (this.#pointers.size >= 2 && this.#pinch) {
      const now = this.#pinchInfo();
      const f = now.dist / (this.#pinch.dist || 1);
      this.#ox += now.mx - this.#pinch.mx;
      this.#oy += now.my - this.#pinch.my;
      this.zoomBy(f, now.mx, now.my);
      this.#pinch = now;
      return;
    }
    if (!this.#dragged && Math.hypot(p.x - ptr.sx, p.y - ptr.sy) > (ptr.type === 'mouse' ? 5 : 10)) {
      this.#dragged = true;
      this.canvas.classList.add('panning');
    }
    if (this.#dragged) {
      this.#ox += dx; this.#oy += dy;
      this.autoFit = false;
      this.invalidate();
    } else if (ptr.type === 'mouse') {
      this.#setHover(this.#hitTest(p.x, p.y));
    }
  }

  #up(e: PointerEvent): void {
    const ptr = this.#pointers.get(e.pointerId);
    if (!ptr) return;
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = null;
    if (this.#pointers.size > 0) return;
    this.canvas.classList.remove('panning');
    if (this.#dragged) { this.#dragged = false; return; }
    const p = this.#local(e);
    const hit = this.#hitTest(p.x, p.y);
    const touch = e.pointerType !== 'mouse';
    if (e.pointerType === 'mouse') this.#setHover(hit);
    const at = { x: e.clientX, y: e.clientY };
    if (hit?.type === 'spot') this.#events.spotClick(hit.index, at);
    else if (hit?.type === 'place' && this.#events.placeClick) this.#events.placeClick(hit.index);
    else {
      const { bx, by } = this.#toBoard(p.x, p.y);
      this.#events.cellClick({ x: Math.floor(bx), y: Math.floor(by) }, touch, at);
    }
  }

  #cancel(e: PointerEvent): void {
    this.#pointers.delete(e.pointerId);
    if (this.#pointers.size < 2) this.#pinch = null;
    this.canvas.classList.remove('panning');
  }

  #wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.#local(e);
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.zoomBy(Math.exp(-delta * 0.0015), p.x, p.y);
  }

  #setHover(h: HoverTarget): void {
    const same = JSON.stringify(h) === JSON.stringify(this.#hover);
    if (same) return;
    this.#hover = h;
    this.canvas.classList.toggle('pointing', h?.type === 'spot' || h?.type === 'place' || (h?.type === 'cell' && !!this.#model?.legal.has(`${h.x},${h.y}`)));
    this.#events.hover(h);
  }

  spotRadius(): number { return Math.max(9, Math.min(18, this.#scale * 0.1)); }
  /** Figures: 0.3 of a tile, never under 18 px (players lost 12 px figures in zoomed-out late games). */
  meepleSize(): number { return Math.max(18, Math.min(42, this.#scale * 0.3)); }

  #hitTest(sx: number, sy: number): HoverTarget {
    const m = this.#model;
    if (!m) return null;
    const s = this.#scale;
    if (m.spots.length) {
      let best = -1, bestD = Infinity;
      for (const sp of m.spots) {
        const x = this.#ox + (sp.x + sp.px) * s, y = this.#oy + (sp.y + sp.py) * s;
        const d = Math.hypot(sx - x, sy - y);
        if (d < bestD) { bestD = d; best = sp.index; }
      }
      if (best >= 0 && bestD <= this.spotRadius() * 1.7) return { type: 'spot', index: best };
    }
    const place = this.#placeAt(sx, sy);
    if (place) return place;
    const ms = this.meepleSize();
    for (const f of m.figures) {
      const x = this.#ox + (f.x + f.px + figureShift(m.figures, f)) * s, y = this.#oy + (f.y + f.py) * s;
      if (Math.abs(sx - x) < ms * 0.45 && Math.abs(sy - y) < ms * 0.5) return { type: 'figure', figure: f };
    }
    const { bx, by } = this.#toBoard(sx, sy);
    return { type: 'cell', x: Math.floor(bx), y: Math.floor(by) };
  }

  /** The module option whose place is under the pointer: the nearest dot within reach, else a
   *  framed square's one option (a square with several dots answers only on a dot). */
  #placeAt(sx: number, sy: number): HoverTarget {
    const marks = this.#model?.places ?? [];
    if (!marks.length) return null;
    const s = this.#scale;
    let best: PlaceMark | null = null, bestD = Infinity;
    for (const p of marks) {
      if (p.on !== 'spot') continue;
      const d = Math.hypot(sx - (this.#ox + (p.x + p.px) * s), sy - (this.#oy + (p.y + p.py) * s));
      if (d < bestD) { bestD = d; best = p; }
    }
    if (best && bestD <= this.spotRadius() * 1.7) return { type: 'place', index: best.index };
    const { bx, by } = this.#toBoard(sx, sy);
    const cells = marks.filter((p) => p.on === 'cell' && p.x === Math.floor(bx) && p.y === Math.floor(by));
    return cells.length === 1 ? { type: 'place', index: cells[0]!.index } : null;
  }

  /** A module's options on the board: each square framed (the hovered one bright), each point a
   *  numbered dot as figure spots are, with the number of its button and key. */
  #drawPlaces(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.#scale, r = this.spotRadius();
    const hot = m.hoverPlace ?? -1;
    ctx.save();
    for (const p of m.places ?? []) {
      if (p.on !== 'cell') continue;
      const lit = p.index === hot;
      for (const [color, width] of [['#1d1d1d', lit ? 0.11 : 0.08], [lit ? '#fff6a8' : '#62d9ff', lit ? 0.065 : 0.04]] as const) {
        ctx.strokeStyle = color;
        ctx.lineWidth = Math.max(2, width * s);
        ctx.beginPath();
        ctx.roundRect(this.#ox + (p.x + 0.06) * s, this.#oy + (p.y + 0.06) * s, 0.88 * s, 0.88 * s, 0.1 * s);
        ctx.stroke();
      }
      if (p.label) this.#dot(ctx, this.#ox + (p.x + 0.16) * s, this.#oy + (p.y + 0.16) * s, r * 0.85, p.label, lit);
    }
    for (const p of m.places ?? [])
      if (p.on === 'spot' && !p.onFigure) this.#dot(ctx, this.#ox + (p.x + p.px) * s, this.#oy + (p.y + p.py) * s, r, p.label, p.index === hot);
    ctx.restore();
  }

  #dot(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, label: string, lit: boolean): void {
    ctx.beginPath();
    ctx.arc(x, y, lit ? r * 1.25 : r, 0, Math.PI * 2);
    ctx.fillStyle = lit ? '#fff6a8' : 'rgba(255,255,255,0.92)';
    ctx.fill();
    ctx.lineWidth = Math.max(2, r * 0.28);
    ctx.strokeStyle = lit ? '#1d1d1d' : '#1f7fb8';
    ctx.stroke();
    ctx.fillStyle = '#1d1d1d';
    ctx.font = `700 ${Math.round(r * 1.15)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label || '•', x, y + 0.5);
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
      this.#outline(ctx, cells, 'rgba(40,30,15,0.85)', Math.max(1.5, this.#scale * 0.025), 0);
      ctx.restore();
      return;
    }
    this.#drawSquare(ctx, id, x, y, rot, alpha);
  }

  /** The outer edges of a set of cells (a piece's outline), `inset` px inside. */
  #outline(ctx: CanvasRenderingContext2D, cells: Cell[], color: string, width: number, inset: number, dash: number[] = []): void {
    const s = this.#scale;
    const has = (x: number, y: number) => cells.some((c) => c.x === x && c.y === y);
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.lineCap = 'square';
    ctx.beginPath();
    for (const c of cells) {
      const x0 = this.#ox + c.x * s, y0 = this.#oy + c.y * s, x1 = x0 + s, y1 = y0 + s;
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
    const s = this.#scale;
    const art = this.#artist.art(id, s * this.#dpr);
    if (!art) return;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(this.#ox + (x + 0.5) * s, this.#oy + (y + 0.5) * s);
    ctx.rotate((rot * Math.PI) / 2);
    ctx.drawImage(art, -s / 2, -s / 2, s, s);
    ctx.restore();
  }

  /** Layout links (a ferry across its lake) on the tiles that have one. */
  #drawLinks(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.#scale;
    for (const t of m.tiles) {
      if (!t.layout) continue;
      const info = this.#artist.info(t.tile);
      if (!info) continue;
      ctx.save();
      ctx.translate(this.#ox + (t.x + 0.5) * s, this.#oy + (t.y + 0.5) * s);
      ctx.rotate((t.rot * Math.PI) / 2);
      ctx.scale(s, s);
      ctx.translate(-0.5, -0.5);
      drawLinks(ctx, info, t.layout);
      ctx.restore();
    }
  }

  /** Markers (gold bars) over the figures, so that a figure never hides them. */
  #drawMarkers(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.#scale;
    for (const c of m.markers ?? []) {
      const info = markerInfo(c.marker);
      if (!info) continue;
      ctx.save();
      ctx.translate(this.#ox + c.x * s, this.#oy + c.y * s);
      ctx.scale(s, s);
      drawMarkers(ctx, info, c.count, 9 / s);   // bars 9 px wide or more
      ctx.restore();
    }
  }

  #spot: HTMLCanvasElement | null = null;

  #drawHighlight(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.#scale;
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
    o.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    o.fillStyle = 'rgba(10,12,8,0.42)';
    for (const t of m.tiles) for (const c of this.cellsOf(t)) o.fillRect(this.#ox + c.x * s, this.#oy + c.y * s, s, s);
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
          target.translate(this.#ox + (c.x + 0.5) * s, this.#oy + (c.y + 0.5) * s);
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
    const s = this.#scale;
    ctx.save();
    for (const [color, width] of [['#1d1d1d', 0.1], ['#ffd23f', 0.055]] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = Math.max(2, width * s);
      for (const c of rings) {
        ctx.beginPath();
        ctx.roundRect(this.#ox + (c.x + 0.07) * s, this.#oy + (c.y + 0.07) * s, 0.86 * s, 0.86 * s, 0.12 * s);
        ctx.stroke();
      }
    }
    ctx.restore();
  }

  #draw(): void {
    const ctx = this.#ctx;
    const m = this.#model;
    const s = this.#scale;
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    // the table
    const bg = ctx.createRadialGradient(this.#w / 2, this.#h / 2, 10, this.#w / 2, this.#h / 2, Math.max(this.#w, this.#h) * 0.75);
    bg.addColorStop(0, '#3e4a36');
    bg.addColorStop(1, '#262e22');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, this.#w, this.#h);
    if (!m) return;

    // faint grid around the board
    if (s >= 30) {
      ctx.fillStyle = 'rgba(255,255,255,0.07)';
      const x0 = Math.floor(-this.#ox / s), x1 = Math.ceil((this.#w - this.#ox) / s);
      const y0 = Math.floor(-this.#oy / s), y1 = Math.ceil((this.#h - this.#oy) / s);
      if ((x1 - x0) * (y1 - y0) < 6000) {
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) ctx.fillRect(this.#ox + x * s - 1, this.#oy + y * s - 1, 2, 2);
      }
    }

    // shadows, then tiles
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    for (const t of m.tiles) for (const c of this.cellsOf(t)) ctx.fillRect(this.#ox + c.x * s + 2, this.#oy + c.y * s + 3, s, s);
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
        const px = this.#ox + x * s, py = this.#oy + y * s;
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
      for (const c of cells) ctx.fillRect(this.#ox + c.x * s + 3, this.#oy + c.y * s + 5, s, s);
      this.#drawTile(ctx, m.handTile, g.x, g.y, g.rot, 0.88);
      this.#outline(ctx, cells, '#ffe86b', 3, 1.5);
    }

    // keyboard / touch cursor
    if (m.cursor) {
      ctx.strokeStyle = '#62d9ff';
      ctx.lineWidth = 3;
      ctx.setLineDash([8, 5]);
      ctx.strokeRect(this.#ox + m.cursor.x * s - 2, this.#oy + m.cursor.y * s - 2, s + 4, s + 4);
      ctx.setLineDash([]);
    }

    // figures
    const ms = this.meepleSize();
    for (const o of m.owners ?? []) {   // lying on the building, its name below stays readable
      const look = m.seats[o.player] ?? { color: '#888', mark: '?' };
      drawFigure(ctx, o.figure, this.#ox + (o.x + 0.5) * s, this.#oy + (o.y + 0.45) * s, ms, look.color, look.mark, { lying: true });
    }
    const hoverFig = this.#hover?.type === 'figure' ? this.#hover.figure : null;
    for (const f of m.figures) {
      // a neutral figure (player null) belongs to nobody: grey, no seat mark
      const look = f.player === null ? { color: neutralColor(), mark: '' } : m.seats[f.player] ?? { color: '#888', mark: '?' };
      const same = (g: { x: number; y: number; segment: number }) => g.x === f.x && g.y === f.y && g.segment === f.segment;
      const glow = (!!hoverFig && same(hoverFig)) || !!m.markFigures?.some(same);
      const dx = figureShift(m.figures, f);
      drawFigure(ctx, f.figure, this.#ox + (f.x + f.px + dx) * s, this.#oy + (f.y + f.py) * s, ms, look.color, look.mark, { lying: isField(f.feature), glow });
    }

    this.#drawMarkers(ctx, m);
    if (m.places?.length) this.#drawPlaces(ctx, m);

    // figure spots on the tile just placed
    if (m.spots.length) {
      const r = this.spotRadius();
      const look = m.seats[m.current] ?? { color: '#888', mark: '?' };
      for (const sp of m.spots) {
        const x = this.#ox + (sp.x + sp.px) * s, y = this.#oy + (sp.y + sp.py) * s;
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
