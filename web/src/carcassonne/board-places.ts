// The places of a module's options on the board (option-places.ts): framed squares and numbered
// dots, drawn and found under the pointer. A layer of the board view between its camera
// (board-camera.ts) and its drawing (board.ts).
import type { BoardModel, HoverTarget } from './board.js';
import { BoardCamera } from './board-camera.js';
import type { PlaceMark } from './option-places.js';

export abstract class BoardPlaces extends BoardCamera {
  spotRadius(): number { return Math.max(9, Math.min(18, this.cellPx * 0.1)); }

  /** The module option whose place is under the pointer: the nearest dot within reach, else a
   *  framed square's one option (a square with several dots answers only on a dot). */
  protected placeAt(sx: number, sy: number): HoverTarget {
    const marks = this.shown?.places ?? [];
    if (!marks.length) return null;
    const s = this.cellPx;
    let best: PlaceMark | null = null, bestD = Infinity;
    for (const p of marks) {
      if (p.on !== 'spot') continue;
      const d = Math.hypot(sx - (this.ox + (p.x + p.px) * s), sy - (this.oy + (p.y + p.py) * s));
      if (d < bestD) { bestD = d; best = p; }
    }
    if (best && bestD <= this.spotRadius() * 1.7) return { type: 'place', index: best.index };
    const { bx, by } = this.toBoard(sx, sy);
    const cells = marks.filter((p) => p.on === 'cell' && p.x === Math.floor(bx) && p.y === Math.floor(by));
    return cells.length === 1 ? { type: 'place', index: cells[0]!.index } : null;
  }

  /** A module's options on the board: each square framed (the hovered one bright), each point a
   *  numbered dot as figure spots are, with the number of its button and key. */
  protected drawPlaces(ctx: CanvasRenderingContext2D, m: BoardModel): void {
    const s = this.cellPx, r = this.spotRadius();
    const hot = m.hoverPlace ?? -1;
    ctx.save();
    for (const p of m.places ?? []) {
      if (p.on !== 'cell') continue;
      const lit = p.index === hot;
      for (const [color, width] of [['#1d1d1d', lit ? 0.11 : 0.08], [lit ? '#fff6a8' : '#62d9ff', lit ? 0.065 : 0.04]] as const) {
        ctx.strokeStyle = color;
        ctx.lineWidth = Math.max(2, width * s);
        ctx.beginPath();
        ctx.roundRect(this.ox + (p.x + 0.06) * s, this.oy + (p.y + 0.06) * s, 0.88 * s, 0.88 * s, 0.1 * s);
        ctx.stroke();
      }
      if (p.label) this.#dot(ctx, this.ox + (p.x + 0.16) * s, this.oy + (p.y + 0.16) * s, r * 0.85, p.label, lit);
    }
    for (const p of m.places ?? [])
      if (p.on === 'spot' && !p.onFigure) this.#dot(ctx, this.ox + (p.x + p.px) * s, this.oy + (p.y + p.py) * s, r, p.label, p.index === hot);
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
}
