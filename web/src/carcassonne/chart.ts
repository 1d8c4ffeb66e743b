// Scores over the turns, one line per seat: colour plus a dash pattern and the seat's mark at the
// line's end, so that the lines can be told apart without colour.
import { hiDpiContext } from '../shell/dom.js';
import { inkOn } from './meeple.js';

const DASHES: number[][] = [[], [8, 4], [2, 4], [10, 4, 2, 4], [4, 4], [12, 3, 3, 3, 3, 3]];

export function drawScoreChart(canvas: HTMLCanvasElement, timeline: number[][], seats: { name: string; color: string; mark: string }[]): void {
  const w = canvas.clientWidth || 480, h = canvas.clientHeight || 240;
  const ctx = hiDpiContext(canvas, w, h);
  if (!ctx) return;
  const left = 40, right = 70, top = 14, bottom = 30;
  const turns = Math.max(1, timeline.length - 1);
  const max = Math.max(10, ...timeline.flat());
  const step = [5, 10, 20, 25, 50, 100].find((s) => max / s <= 6) ?? 200;
  const ymax = Math.ceil(max / step) * step;
  const X = (t: number) => left + (t / turns) * (w - left - right);
  const Y = (v: number) => h - bottom - (v / ymax) * (h - top - bottom);
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillStyle = '#5b5246';
  ctx.strokeStyle = 'rgba(0,0,0,0.12)';
  ctx.lineWidth = 1;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let v = 0; v <= ymax; v += step) {
    ctx.beginPath(); ctx.moveTo(left, Y(v)); ctx.lineTo(w - right, Y(v)); ctx.stroke();
    ctx.fillText(String(v), left - 6, Y(v));
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const tstep = [5, 10, 20, 25, 50].find((s) => turns / s <= 8) ?? 100;
  for (let t = 0; t <= turns; t += tstep) ctx.fillText(String(t), X(t), h - bottom + 6);
  ctx.fillText('turn', w - right + 18, h - bottom + 6);

  const ends: { y: number; i: number; v: number }[] = [];
  seats.forEach((seat, i) => {
    ctx.strokeStyle = seat.color;
    ctx.lineWidth = 2.5;
    ctx.setLineDash(DASHES[i % DASHES.length]!);
    ctx.beginPath();
    timeline.forEach((row, t) => {
      const x = X(t), y = Y(row[i] ?? 0);
      if (t === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
    ctx.setLineDash([]);
    const v = timeline[timeline.length - 1]?.[i] ?? 0;
    ends.push({ y: Y(v), i, v });
  });
  // labels at the right, pushed apart so they do not overlap
  ends.sort((a, b) => a.y - b.y);
  for (let k = 1; k < ends.length; k++) if (ends[k]!.y - ends[k - 1]!.y < 16) ends[k]!.y = ends[k - 1]!.y + 16;
  for (const e of ends) {
    const seat = seats[e.i]!;
    const x = w - right + 6;
    ctx.fillStyle = seat.color;
    ctx.beginPath();
    ctx.roundRect(x, e.y - 7, 16, 14, 3);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.5)';
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.fillStyle = inkOn(seat.color);
    ctx.font = '700 10px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(seat.mark, x + 8, e.y + 0.5);
    ctx.fillStyle = '#2d2a26';
    ctx.font = '12px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.fillText(String(e.v), x + 20, e.y + 0.5);
  }
}
