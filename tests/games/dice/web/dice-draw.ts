// The dice game's board on the element's canvas: the 4x4 grid with its row and column numbers,
// each player's markers (a colour and the seat's number, for readers who do not tell colours
// apart), the open line lit, the legal squares ringed in play mode, and the open line and the last
// roll written under the grid.
import { lineWords, type DiceState, type Line, type Square } from './dice-words.js';

/** Each seat's colour and mark (the scores bar shows the same). */
export const SEAT_COLORS = ['#c8422a', '#2f6fd0', '#2e8b47', '#b8860b'];
export const SEAT_MARKS = ['1', '2', '3', '4'];

/** Where the grid was drawn, in CSS pixels of the canvas: its corner and a square's side. */
export interface GridPlace { left: number; top: number; cell: number }

const TEXT_AREA = 44;   // the two lines under the grid

function fit(canvas: HTMLCanvasElement): { ctx: CanvasRenderingContext2D; w: number; h: number } {
  const dpr = globalThis.devicePixelRatio || 1;
  const w = canvas.clientWidth || 340, h = canvas.clientHeight || 340;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return { ctx, w, h };
}

const onLine = (x: number, y: number, l: Line) => (l.line === 'row' ? y : x) === l.index;

/** Draws the position; returns where the grid is (for clicks). lastRoll: the face, or null.
 *  goal: a goal card's line lit instead of the open line (the page's final-scoring walk-through).
 *  inset: room kept free above and below the grid (the page's cards and bars over the board). */
export function drawBoard(canvas: HTMLCanvasElement, s: DiceState, lastRoll: number | null, legal: Square[], goal?: Line,
  inset: { top?: number; bottom?: number } = {}): GridPlace {
  const { ctx, w, h: full } = fit(canvas);
  const shift = inset.top ?? 0, h = full - shift - (inset.bottom ?? 0);
  ctx.fillStyle = '#2c3527';
  ctx.fillRect(0, 0, w, full);
  const n = s.size, label = 18;
  const cell = Math.max(16, Math.floor(Math.min(w - 2 * label - 16, h - TEXT_AREA - label - 16) / n));
  const left = Math.round((w - n * cell) / 2), top = shift + label + 8;
  ctx.font = '600 13px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < n; i++) {
    ctx.fillStyle = '#e9ecdf';
    ctx.fillText(String(i + 1), left + (i + 0.5) * cell, top - label / 2 - 2);   // columns
    ctx.fillText(String(i + 1), left - label / 2 - 2, top + (i + 0.5) * cell);   // rows
  }
  const ringed = new Set(legal.map((q) => q.y * n + q.x));
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const cx = left + x * cell, cy = top + y * cell;
      ctx.fillStyle = goal ? (onLine(x, y, goal) ? '#bfe3b4' : '#f6f4ec') : onLine(x, y, s.open) && !s.finished ? '#e7dca0' : '#f6f4ec';
      ctx.fillRect(cx + 1, cy + 1, cell - 2, cell - 2);
      if (ringed.has(y * n + x)) {
        ctx.strokeStyle = '#1c7fd6';
        ctx.lineWidth = 3;
        ctx.strokeRect(cx + 4, cy + 4, cell - 8, cell - 8);
      }
      const seat = s.grid[y]?.[x];
      if (seat !== null && seat !== undefined) marker(ctx, cx + cell / 2, cy + cell / 2, cell * 0.34, seat);
    }
  }
  ctx.fillStyle = '#e9ecdf';
  ctx.font = '14px system-ui, sans-serif';
  const below = top + n * cell + 16;
  ctx.fillText(goal ? `Goal card: ${lineWords(goal)}` : s.finished ? 'Game over' : `Open line: ${lineWords(s.open)}`, w / 2, below);
  ctx.fillText(lastRoll === null ? 'No roll yet' : `Last roll: ${lastRoll}`, w / 2, below + 18);
  return { left, top, cell };
}

function marker(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, seat: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = SEAT_COLORS[seat] ?? '#777';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(0,0,0,.5)';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${Math.round(r)}px system-ui, sans-serif`;
  ctx.fillText(SEAT_MARKS[seat] ?? '?', x, y + 1);
}
