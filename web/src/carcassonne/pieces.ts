// Pieces of several squares (a tile file's `squares`): where each square lands on the board for a
// placement, and the one-square views the tile artist draws them from. A one-square tile is a piece
// of one square at its anchor, so every function here works for both.
import type { SegmentInfo, TileInfo } from 'carcassonne-engine';

export interface Cell { x: number; y: number }
/** One square of a piece as the tile file names it: its name, place in the reference box, edges. */
export interface SquareInfo { name: string; at: [number, number]; edges: string }

/** The squares of a piece (one unnamed square for a plain tile). */
export function squaresOf(info: TileInfo | undefined): SquareInfo[] {
  const sq = info?.['squares'];
  if (Array.isArray(sq) && sq.length > 1) return sq as SquareInfo[];
  return [{ name: '', at: [0, 0], edges: info?.edges ?? '' }];
}

export function isPiece(info: TileInfo | undefined): boolean { return squaresOf(info).length > 1; }

/** The reference bounding box in squares. */
function box(sq: SquareInfo[]): { w: number; h: number } {
  return { w: Math.max(...sq.map((s) => s.at[0] + 1)), h: Math.max(...sq.map((s) => s.at[1] + 1)) };
}

/**
 * Each square's offset from the anchor (the rotated box's top-left, as the engine places pieces)
 * after `rot` quarter turns clockwise: a turn maps (x, y) to (h - 1 - y, x) and swaps w and h.
 */
export function squareOffsets(info: TileInfo | undefined, rot: number): Cell[] {
  const sq = squaresOf(info);
  let { w, h } = box(sq);
  let cells = sq.map((s) => ({ x: s.at[0], y: s.at[1] }));
  for (let r = 0; r < ((rot % 4) + 4) % 4; r++) {
    cells = cells.map((c) => ({ x: h - 1 - c.y, y: c.x }));
    [w, h] = [h, w];
  }
  return cells;
}

/** The board cells a piece covers when placed at anchor (x, y) turned rot, in square order. */
export function pieceCells(info: TileInfo | undefined, x: number, y: number, rot: number): Cell[] {
  return squareOffsets(info, rot).map((c) => ({ x: x + c.x, y: y + c.y }));
}

/** The square a player points at to place the piece: the one nearest the middle of its box. */
export function handleSquare(info: TileInfo | undefined): number {
  const sq = squaresOf(info);
  const { w, h } = box(sq);
  let best = 0, bestD = Infinity;
  sq.forEach((s, i) => {
    const d = Math.hypot(s.at[0] + 0.5 - w / 2, s.at[1] + 0.5 - h / 2);
    if (d < bestD - 1e-9) { bestD = d; best = i; }
  });
  return best;
}

/** The cell of the handle square for a placement at anchor (x, y). */
export function handleCell(info: TileInfo | undefined, x: number, y: number, rot: number): Cell {
  const o = squareOffsets(info, rot)[handleSquare(info)]!;
  return { x: x + o.x, y: y + o.y };
}

/** The anchor of a placement whose handle square is on cell (hx, hy). */
export function anchorOf(info: TileInfo | undefined, hx: number, hy: number, rot: number): Cell {
  const o = squareOffsets(info, rot)[handleSquare(info)]!;
  return { x: hx - o.x, y: hy - o.y };
}

const SIDES = ['N', 'E', 'S', 'W'] as const;
const STEP: [number, number][] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** Ports "q:N" of square q, without the square's name. */
function portsOn(ports: string[], name: string): string[] {
  return ports.filter((p) => p.startsWith(`${name}:`)).map((p) => p.slice(name.length + 1));
}

/**
 * The one-square tile that square q of a piece looks like, segment indices kept (a segment absent
 * from the square has kind '' and no ports), so the artist's drawing and masks serve each square.
 * A road or river that leaves the square through a side inside the piece keeps going: the side is
 * added here and on the neighbour (where the course ends, unless it goes on from there).
 */
export function squareView(info: TileInfo, q: number): TileInfo {
  const sq = squaresOf(info);
  const me = sq[q]!;
  const at = (x: number, y: number) => sq.findIndex((s) => s.at[0] === x && s.at[1] === y);
  const linear = (s: SegmentInfo) => s.kind === 'road' || s.kind === 'river';
  // the inner sides a course crosses: from each square where it has exactly one port, straight on
  const crossings = info.segments.map((s) => {
    const out = new Set<string>();   // "square index:side"
    if (!linear(s)) return out;
    sq.forEach((square, i) => {
      const ports = portsOn(s.sides, square.name);
      if (ports.length !== 1) return;
      const side = (SIDES.indexOf(ports[0] as (typeof SIDES)[number]) + 2) % 4;
      if (square.edges[side] !== '.') return;
      const [dx, dy] = STEP[side]!;
      const next = at(square.at[0] + dx, square.at[1] + dy);
      if (next < 0) return;
      out.add(`${i}:${SIDES[side]}`);
      out.add(`${next}:${SIDES[(side + 2) % 4]}`);
    });
    return out;
  });
  const segments = info.segments.map((s, i): SegmentInfo => {
    const sides = [...portsOn(s.sides, me.name)];
    for (const k of crossings[i]!) if (k.startsWith(`${q}:`)) sides.push(k.slice(k.indexOf(':') + 1));
    const halves = portsOn(s.halves, me.name) as SegmentInfo['halves'];
    const local: [number, number] = [s.pos[0] - me.at[0], s.pos[1] - me.at[1]];
    const inside = local[0] >= 0 && local[0] <= 1 && local[1] >= 0 && local[1] <= 1;
    const present = sides.length > 0 || halves.length > 0 || inside;
    if (!present) return { kind: '', sides: [], halves: [], cities: [], tags: {}, pos: [-9, -9] };
    return { ...s, sides: sides as SegmentInfo['sides'], halves, tags: inside ? s.tags : {}, pos: inside ? local : [0.5, 0.5] };
  });
  return { id: `${info.id}#${me.name}`, set: info.set, count: 0, edges: me.edges, segments };
}
