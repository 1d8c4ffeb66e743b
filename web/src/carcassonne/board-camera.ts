// The board canvas's camera and pointer input: pan, zoom, pinch and fit, the frame it redraws in,
// and clicks, taps and hovers turned into board targets. What is drawn and what can be clicked are
// the board's (board.ts, which extends this).
import type { BoardEvents, BoardModel, Cell, HoverTarget } from './board.js';

const MIN_SCALE = 18, MAX_SCALE = 260;

export abstract class BoardCamera {
  readonly canvas: HTMLCanvasElement;
  #events: BoardEvents;
  protected shown: BoardModel | null = null;
  protected cellPx = 80;    // CSS px per board square (the zoom)
  protected ox = 0; protected oy = 0;   // screen position (CSS px) of the board point (0,0)
  protected cssW = 0; protected cssH = 0; protected dpr = 1;
  #frame = 0;
  #pointers = new Map<number, { x: number; y: number; sx: number; sy: number; type: string }>();
  #dragged = false;
  #pinch: { dist: number; mx: number; my: number } | null = null;
  protected hovered: HoverTarget = null;   // what the mouse is over (a hovered figure is drawn lifted)
  autoFit = true;           // refit when the board grows out of view, until the user pans or zooms
  /** Room to keep free at the canvas edges when fitting (buttons over the board), in CSS px. */
  insets: () => { top?: number; right?: number; bottom?: number; left?: number } = () => ({});

  constructor(canvas: HTMLCanvasElement, events: BoardEvents) {
    this.canvas = canvas;
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

  /** The board cells a placed tile covers (what fitting the board keeps in view). */
  abstract cellsOf(t: { tile: string; x: number; y: number; rot: number }): Cell[];
  /** What the pointer is over, at a point of the canvas (CSS px). */
  protected abstract hitTest(sx: number, sy: number): HoverTarget;
  protected abstract draw(): void;

  get scale(): number { return this.cellPx; }
  get model(): BoardModel | null { return this.shown; }

  setModel(m: BoardModel): void { this.shown = m; this.invalidate(); }

  invalidate(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => { this.#frame = 0; this.draw(); });
  }

  /** Draws now (for tests and screenshots that must not wait for a frame). */
  flush(): void {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.draw();
  }

  // ---- camera --------------------------------------------------------------------------

  cellToClient(x: number, y: number, fx = 0.5, fy = 0.5): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    return { x: r.left + this.ox + (x + fx) * this.cellPx, y: r.top + this.oy + (y + fy) * this.cellPx };
  }

  protected toBoard(sx: number, sy: number): { bx: number; by: number } {
    return { bx: (sx - this.ox) / this.cellPx, by: (sy - this.oy) / this.cellPx };
  }

  #bounds(): { x0: number; y0: number; x1: number; y1: number } | null {
    const m = this.shown;
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
    const w = Math.max(this.cssW * 0.5, this.cssW - l - (i.right ?? 0)), h = Math.max(this.cssH * 0.5, this.cssH - t - (i.bottom ?? 0));
    return { x: l, y: t, w, h };
  }

  fit(): void {
    const b = this.#bounds();
    if (!b || this.cssW === 0) return;
    const a = this.#area();
    const cols = b.x1 - b.x0 + 1, rows = b.y1 - b.y0 + 1;
    const pad = 0.7;
    this.cellPx = Math.max(MIN_SCALE, Math.min(140, a.w / (cols + pad), a.h / (rows + pad)));
    this.ox = a.x + a.w / 2 - ((b.x0 + b.x1 + 1) / 2) * this.cellPx;
    this.oy = a.y + a.h / 2 - ((b.y0 + b.y1 + 1) / 2) * this.cellPx;
    this.invalidate();
  }

  /** Refits when auto-fit is on and some tile or legal cell is (partly) out of view. */
  keepInView(): void {
    if (!this.autoFit) return;
    const b = this.#bounds();
    if (!b) return;
    const s = this.cellPx, a = this.#area();
    const left = this.ox + b.x0 * s, right = this.ox + (b.x1 + 1) * s;
    const top = this.oy + b.y0 * s, bottom = this.oy + (b.y1 + 1) * s;
    const m = 4;
    if (left < a.x + m || top < a.y + m || right > a.x + a.w - m || bottom > a.y + a.h - m) this.fit();
  }

  /** Pans so that a cell is fully visible. */
  reveal(c: Cell): void {
    const s = this.cellPx, a = this.#area();
    const left = this.ox + c.x * s, top = this.oy + c.y * s;
    const m = Math.max(12, Math.min(40, s * 0.35));
    if (left < a.x + m) this.ox += a.x + m - left;
    if (left + s > a.x + a.w - m) this.ox -= left + s - (a.x + a.w - m);
    if (top < a.y + m) this.oy += a.y + m - top;
    if (top + s > a.y + a.h - m) this.oy -= top + s - (a.y + a.h - m);
    this.invalidate();
  }

  zoomBy(f: number, sx = this.cssW / 2, sy = this.cssH / 2): void {
    const ns = Math.max(MIN_SCALE, Math.min(MAX_SCALE, this.cellPx * f));
    const { bx, by } = this.toBoard(sx, sy);
    this.cellPx = ns;
    this.ox = sx - bx * ns;
    this.oy = sy - by * ns;
    this.autoFit = false;
    this.invalidate();
  }

  #resize(now = true): void {
    const r = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const first = this.cssW === 0;
    // keep the board centre where it was
    const dx = (r.width - this.cssW) / 2, dy = (r.height - this.cssH) / 2;
    this.cssW = r.width; this.cssH = r.height; this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(r.width * dpr));
    this.canvas.height = Math.max(1, Math.round(r.height * dpr));
    if (first) { this.ox = r.width / 2 - this.cellPx / 2; this.oy = r.height / 2 - this.cellPx / 2; }
    else { this.ox += dx; this.oy += dy; }
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
      if (e.pointerType === 'mouse') this.#setHover(this.hitTest(p.x, p.y));
      return;
    }
    const dx = p.x - ptr.x, dy = p.y - ptr.y;
    ptr.x = p.x; ptr.y = p.y;
    if (this.#pointers.size >= 2 && this.#pinch) {
      const now = this.#pinchInfo();
      const f = now.dist / (this.#pinch.dist || 1);
      this.ox += now.mx - this.#pinch.mx;
      this.oy += now.my - this.#pinch.my;
      this.zoomBy(f, now.mx, now.my);
      this.#pinch = now;
      return;
    }
    if (!this.#dragged && Math.hypot(p.x - ptr.sx, p.y - ptr.sy) > (ptr.type === 'mouse' ? 5 : 10)) {
      this.#dragged = true;
      this.canvas.classList.add('panning');
    }
    if (this.#dragged) {
      this.ox += dx; this.oy += dy;
      this.autoFit = false;
      this.invalidate();
    } else if (ptr.type === 'mouse') {
      this.#setHover(this.hitTest(p.x, p.y));
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
    const hit = this.hitTest(p.x, p.y);
    const touch = e.pointerType !== 'mouse';
    if (e.pointerType === 'mouse') this.#setHover(hit);
    const at = { x: e.clientX, y: e.clientY };
    if (hit?.type === 'spot') this.#events.spotClick(hit.index, at);
    else if (hit?.type === 'place' && this.#events.placeClick) this.#events.placeClick(hit.index);
    else {
      const { bx, by } = this.toBoard(p.x, p.y);
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
    const same = JSON.stringify(h) === JSON.stringify(this.hovered);
    if (same) return;
    this.hovered = h;
    this.canvas.classList.toggle('pointing', h?.type === 'spot' || h?.type === 'place' || (h?.type === 'cell' && !!this.shown?.legal.has(`${h.x},${h.y}`)));
    this.#events.hover(h);
  }
}
