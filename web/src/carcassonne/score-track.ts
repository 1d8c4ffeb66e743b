// The score track as on the real board: spaces 0–49 round a rectangle (every fifth space dark, as
// the Messages read them), each player's score marker on its space, and whatever the modules put on
// the track (state.track: the Messages' two score figures, the Robbers' robbers). A figure past 49
// carries its lap (+50, +100 …). Figures are drawn from the catalog's looks: a token's (Lexicon
// tokens, by the entry's module and kind: the messenger, a robber), else the figure kind's; a figure
// the catalog has no look for gets a disc with its initial, in its player's colour.
import type { GameState, TrackFigure } from 'carcassonne-engine';
import { figureInfo, figureWords, standardFigure, tokenInfo } from './lexicon.js';
import { hiDpiContext } from '../shell/dom.js';
import { drawLook, inkOn } from './meeple.js';

export const TRACK_SPACES = 50;
const ACROSS = 17, DOWN = 8;   // 17 + 8 + 17 + 8 = 50 spaces round a flat rectangle beside the board

export interface Seat { name: string; color: string; mark: string }

/** What stands on the track: the modules' figures, and the score marker of each player they leave out. */
export function trackFigures(st: Pick<GameState, 'players' | 'track'>): TrackFigure[] {
  const listed = st.track ?? [];
  const out: TrackFigure[] = [];
  st.players.forEach((p, i) => {
    if (!listed.some((f) => f.player === i && f.score)) out.push({ player: i, figure: standardFigure(), value: p.score, score: true });
  });
  return [...out, ...listed];
}

/**
 * The figures as they stood at `scores` (a step of the final-scoring walk-through, shown before the
 * game's totals): each player's score figures give back what they are ahead, the highest first, so
 * the track never tells a score the walk-through has not reached.
 */
export function figuresAtScores(figs: TrackFigure[], scores: number[]): TrackFigure[] {
  const out = figs.map((f) => ({ ...f }));
  scores.forEach((score, p) => {
    const mine = out.filter((f) => f.player === p && f.score).sort((a, b) => b.value - a.value);
    let ahead = mine.reduce((a, f) => a + f.value, 0) - score;
    for (const f of mine) {
      if (ahead <= 0) break;
      const back = Math.min(ahead, f.value);
      f.value -= back;
      ahead -= back;
    }
  });
  return out;
}

/** The cell (column, row) of space n: 0 at the top left, clockwise. */
export function spaceCell(n: number): [number, number] {
  const s = ((n % TRACK_SPACES) + TRACK_SPACES) % TRACK_SPACES;
  if (s < ACROSS) return [s, 0];
  if (s < ACROSS + DOWN) return [ACROSS - 1, s - ACROSS + 1];
  if (s < 2 * ACROSS + DOWN) return [ACROSS - 1 - (s - ACROSS - DOWN), DOWN + 1];
  return [0, DOWN - (s - 2 * ACROSS - DOWN)];
}

/** The token a track entry is (its module and kind), if it names one the catalog has. */
const tokenOf = (f: TrackFigure) => (f.module !== undefined && f.kind !== undefined ? tokenInfo(f.module, f.kind) : undefined);
const lookOf = (f: TrackFigure) => (tokenOf(f)?.look.layers.length ? tokenOf(f)!.look : figureInfo(f.figure)?.look);
function figureNoun(f: TrackFigure | string): string {
  return typeof f === 'string' ? figureWords(f).one : tokenOf(f)?.words.one ?? figureWords(f.figure).one;
}

/** "Red's meeple on 12 (62), Red's messenger on 5; Blue's robber on 12": the track in words. */
export function describeTrack(figs: TrackFigure[], seats: Seat[]): string {
  if (!figs.length) return 'The score track is empty.';
  return 'Score track: ' + figs.map((f) => {
    const space = f.value % TRACK_SPACES;
    const who = seats[f.player]?.name ?? `Player ${f.player + 1}`;
    return `${who}'s ${figureNoun(f)} on ${space}${f.value >= TRACK_SPACES ? ` (${f.value})` : ''}`;
  }).join(', ') + '.';
}

function drawUnknown(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, size: number, color: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, size * 0.42, 0, 2 * Math.PI);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.strokeStyle = 'rgba(20,20,20,0.9)';
  ctx.stroke();
  ctx.fillStyle = inkOn(color);
  ctx.font = `700 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText((figureNoun(kind)[0] ?? '?').toUpperCase(), x, y + size * 0.03);
  ctx.restore();
}

/** A space lit as an option's place (option-places.ts): framed, `hot` when its button is hovered. */
export interface LitSpace { space: number; label: string; hot: boolean }

/** The space under a point of the track canvas (CSS px from its top left), or null. */
export function spaceAt(canvas: HTMLCanvasElement, x: number, y: number): number | null {
  const w = canvas.clientWidth || 300;
  const cell = Math.floor(w / ACROSS);
  const ox = Math.floor((w - cell * ACROSS) / 2);
  const c = Math.floor((x - ox) / cell), r = Math.floor(y / cell);
  for (let n = 0; n < TRACK_SPACES; n++) {
    const [sc, sr] = spaceCell(n);
    if (sc === c && sr === r) return n;
  }
  return null;
}

/** Frames the lit spaces, each with its option's number in the corner. */
function drawLit(ctx: CanvasRenderingContext2D, lit: LitSpace[], ox: number, cell: number): void {
  for (const l of lit) {
    const [c, r] = spaceCell(l.space);
    const x = ox + c * cell, y = r * cell;
    for (const [color, width] of [['#1d1d1d', l.hot ? 5 : 4], [l.hot ? '#fff6a8' : '#1f9be0', l.hot ? 3 : 2]] as const) {
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
    }
    if (!l.label) continue;
    ctx.font = `700 ${Math.max(8, Math.round(cell * 0.34))}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffffff';
    ctx.strokeText(l.label, x + cell - 3, y + cell - 2);
    ctx.fillStyle = '#12466b';
    ctx.fillText(l.label, x + cell - 3, y + cell - 2);
  }
}

/** Draws the track into the canvas (its CSS size), the figures of `st` on it; `lit`: spaces that
 *  are options of the decision now (a robber's), framed over the figures. */
export function drawScoreTrack(canvas: HTMLCanvasElement, figs: TrackFigure[], seats: Seat[], lit: LitSpace[] = []): void {
  const w = canvas.clientWidth || 300;
  const cell = Math.floor(w / ACROSS);
  const h = cell * (DOWN + 2);
  canvas.style.height = `${h}px`;
  const ctx = hiDpiContext(canvas, w, h);
  if (!ctx) return;
  const ox = Math.floor((w - cell * ACROSS) / 2);
  // the spaces
  ctx.font = `${Math.max(8, Math.round(cell * 0.32))}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  for (let n = 0; n < TRACK_SPACES; n++) {
    const [c, r] = spaceCell(n);
    const x = ox + c * cell, y = r * cell;
    ctx.fillStyle = n % 5 === 0 ? '#b9a47c' : '#efe4c8';
    ctx.fillRect(x, y, cell, cell);
    ctx.strokeStyle = '#7a6a4c';
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
    ctx.fillStyle = n % 5 === 0 ? '#2d2416' : '#6b5d44';
    ctx.fillText(String(n), x + 2, y + 1);
  }
  // the figures: those on one space share it in a small grid
  const bySpace = new Map<number, TrackFigure[]>();
  for (const f of figs) {
    const s = ((f.value % TRACK_SPACES) + TRACK_SPACES) % TRACK_SPACES;
    bySpace.set(s, [...(bySpace.get(s) ?? []), f]);
  }
  for (const [space, here] of bySpace) {
    const [c, r] = spaceCell(space);
    const per = here.length === 1 ? 1 : 2;
    const size = here.length === 1 ? cell * 0.9 : cell * 0.56;
    here.forEach((f, k) => {
      const seat = seats[f.player];
      const color = seat?.color ?? '#888888';
      const col = k % per, row = Math.floor(k / per) % 2;
      const x = ox + c * cell + (per === 1 ? cell / 2 : cell * (0.27 + 0.46 * col));
      const y = r * cell + (per === 1 ? cell * 0.54 : cell * (0.28 + 0.46 * row));
      const look = lookOf(f);
      if (look?.layers.length) drawLook(ctx, look, x, y, size, color, seat?.mark ?? '');
      else drawUnknown(ctx, f.figure, x, y, size, color);
      if (f.value >= TRACK_SPACES) {   // the lap: +50, +100 …
        const lap = `+${Math.floor(f.value / TRACK_SPACES) * TRACK_SPACES}`;
        ctx.font = `700 ${Math.max(8, Math.round(cell * 0.28))}px system-ui, sans-serif`;
        ctx.textAlign = 'right';
        ctx.textBaseline = 'bottom';
        ctx.lineWidth = 3;
        ctx.strokeStyle = '#ffffff';
        ctx.strokeText(lap, x + size * 0.6, y + size * 0.55);
        ctx.fillStyle = '#1b1b1b';
        ctx.fillText(lap, x + size * 0.6, y + size * 0.55);
      }
    });
  }
  drawLit(ctx, lit, ox, cell);
  // inside the track: who is where, each figure in its shape beside its words (the key to the shapes)
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const fontPx = Math.max(10, Math.round(cell * 0.42));
  ctx.font = `${fontPx}px system-ui, sans-serif`;
  const right = ox + cell * (ACROSS - 1.2);
  seats.forEach((seat, i) => {
    const y = cell * 1.7 + i * cell * 1.05;
    if (y > cell * (DOWN + 0.6)) return;
    let x = ox + cell * 1.3;
    ctx.fillStyle = '#2d2416';
    ctx.fillText(`${seat.name}:`, x, y, cell * 4);
    x += Math.min(cell * 4, ctx.measureText(`${seat.name}:`).width) + cell * 0.3;
    for (const f of figs.filter((g) => g.player === i)) {
      const text = `${figureNoun(f)} ${f.value}`;
      const wide = cell * 0.8 + ctx.measureText(text).width + cell * 0.4;
      if (x + wide > right) break;
      const look = lookOf(f);
      if (look?.layers.length) drawLook(ctx, look, x + cell * 0.35, y, cell * 0.7, seat.color, seat.mark);
      else drawUnknown(ctx, f.figure, x + cell * 0.35, y, cell * 0.7, seat.color);
      ctx.font = `${fontPx}px system-ui, sans-serif`;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#2d2416';
      ctx.fillText(text, x + cell * 0.8, y);
      x += wide;
    }
  });
  canvas.setAttribute('aria-label', describeTrack(figs, seats));
}
