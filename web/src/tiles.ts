// Procedural tile art: every tile is drawn from the engine's tile data (segments with their kind,
// sides, half-edges and figure spots), never from image files. Art is drawn in the tile's reference
// orientation into cached offscreen canvases; the board rotates them by quarter turns.
import type { Location, SegmentInfo, TileInfo, TileSetInfo } from 'carcassonne-engine';
import { lexicon, tagInfo } from './lexicon.js';
import { drawLayers, pathOf } from './meeple.js';
import { drawTileMarks } from './marks.js';
import { isPiece, squareView, squaresOf } from './pieces.js';

type Pt = [number, number];
interface Quad { p0: Pt; c: Pt; p1: Pt }
interface Curve { p0: Pt; c1: Pt; c2: Pt; p1: Pt }
interface CityShape {
  path: Path2D; walls: Curve[]; seg: number; pos: Pt; full: boolean;
  cathedral: boolean;   // Inns & Cathedrals
  glyphs: string[];     // tags printed here that have a glyph (pennants, goods, ...), in the catalog's order
}
interface RoadShape {
  seg: number; pieces: ({ kind: 'line'; a: Pt; b: Pt } | { kind: 'quad'; q: Quad })[]; gate: { at: Pt; dir: Pt } | null; end: Pt | null;
  bridge: boolean;          // crosses the tile's other road on a bridge
  house: Pt | null;         // a bridge road that dead-ends at a house
  inn: { at: Pt; dir: Pt } | null;   // an inn by its lake, beside the road
}
/** A river segment: its course like a road's; one side only: it rises at a spring or ends in a lake. */
interface RiverShape { seg: number; pieces: RoadShape['pieces']; pool: { at: Pt; kind: 'spring' | 'lake' } | null }

export interface TileGeometry {
  info: TileInfo;
  cities: CityShape[];
  roads: RoadShape[];
  rivers: RiverShape[];
  junction: Pt | null;       // a small square where several road ends meet
  lanes: { from: Pt; to: Pt }[];   // footpaths from a village to city gates (they split fields)
  monastery: { seg: number; at: Pt } | null;
  garden: { seg: number; at: Pt } | null;
}

const SIDES = ['N', 'E', 'S', 'W'] as const;
const SIDE_MID: Pt[] = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];
const HALF_SEED: Record<string, Pt> = {
  NNW: [0.25, 0.015], NNE: [0.75, 0.015], ENE: [0.985, 0.25], ESE: [0.985, 0.75],
  SSE: [0.75, 0.985], SSW: [0.25, 0.985], WSW: [0.015, 0.75], WNW: [0.015, 0.25],
};

export const COLORS = {
  grass: '#86b54d', grassDark: '#6f9d3c', grassLight: '#9cc762',
  city: '#dcc08e', cityShade: '#c9a56c', wall: '#6b4b2e', wallTop: '#a98157', wallLight: '#d2b182',
  roof: '#b4553a', roofDark: '#8e3f2b', houseWall: '#f0e2c4',
  roadEdge: '#7b6a4c', road: '#efe5cb',
  monastery: '#efe3c8', monasteryEdge: '#5e4a34',
  water: '#4f9fd8', waterDeep: '#2f78b4', waterLight: '#bfe3fa', bank: '#5d7f3a',
};

/** Rotates a point of the unit square clockwise by k quarter turns around its centre. */
export function rotPt(p: Pt, k: number): Pt {
  let [x, y] = p;
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) [x, y] = [1 - y, x];
  return [x, y];
}

function cubic(q: Quad): Curve {
  const k = 2 / 3;
  return {
    p0: q.p0, p1: q.p1,
    c1: [q.p0[0] + k * (q.c[0] - q.p0[0]), q.p0[1] + k * (q.c[1] - q.p0[1])],
    c2: [q.p1[0] + k * (q.c[0] - q.p1[0]), q.p1[1] + k * (q.c[1] - q.p1[1])],
  };
}
function curveAt(q: Curve, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return [a * q.p0[0] + b * q.c1[0] + c * q.c2[0] + d * q.p1[0], a * q.p0[1] + b * q.c1[1] + c * q.c2[1] + d * q.p1[1]];
}
function curveTangent(q: Curve, t: number): Pt {
  const u = 1 - t;
  return [
    3 * u * u * (q.c1[0] - q.p0[0]) + 6 * u * t * (q.c2[0] - q.c1[0]) + 3 * t * t * (q.p1[0] - q.c2[0]),
    3 * u * u * (q.c1[1] - q.p0[1]) + 6 * u * t * (q.c2[1] - q.c1[1]) + 3 * t * t * (q.p1[1] - q.c2[1]),
  ];
}
function rotCurve(q: Curve, k: number): Curve {
  return { p0: rotPt(q.p0, k), c1: rotPt(q.c1, k), c2: rotPt(q.c2, k), p1: rotPt(q.p1, k) };
}

/** A small deterministic PRNG so that decorations are the same on every draw. */
function rng(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let probeCtx: CanvasRenderingContext2D | null = null;
function probe(): CanvasRenderingContext2D {
  if (!probeCtx) {
    const c = document.createElement('canvas');
    c.width = c.height = 4;
    const ctx = c.getContext('2d');
    if (!ctx) throw new Error('canvas 2d unavailable');
    ctx.setTransform(1000, 0, 0, 1000, 0, 0);
    probeCtx = ctx;
  }
  return probeCtx;
}
function inside(path: Path2D, p: Pt): boolean {
  return probe().isPointInPath(path, p[0] * 1000, p[1] * 1000);
}
function nearInside(path: Path2D, p: Pt, r: number): boolean {
  if (inside(path, p)) return true;
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    if (inside(path, [p[0] + r * Math.cos(a), p[1] + r * Math.sin(a)])) return true;
  }
  return false;
}
function deepInside(path: Path2D, p: Pt, r: number): boolean {
  if (!inside(path, p)) return false;
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const q: Pt = [p[0] + r * Math.cos(a), p[1] + r * Math.sin(a)];
    if (q[0] > 0 && q[0] < 1 && q[1] > 0 && q[1] < 1 && !inside(path, q)) return false;
  }
  return true;
}

/** Builds one city's outline for a given wall depth (0 = shallowest allowed, 1 = deepest). */
function cityOutline(sides: number[], depth: number, insetA: boolean, insetB: boolean): { pts: (Pt | Curve)[]; walls: Curve[]; full: boolean } {
  const n = sides.length;
  const lerp = (a: number, b: number) => a + (b - a) * depth;
  if (n >= 4) return { pts: [[0, 0], [1, 0], [1, 1], [0, 1]], walls: [], full: true };
  if (n === 3) {
    const missing = [0, 1, 2, 3].find((s) => !sides.includes(s)) ?? 2;
    const k = (missing - 2 + 4) % 4;
    const mid = lerp(0.6, 0.72);            // how far the city reaches towards the open side
    const cy = (mid - 0.25) / 0.75;
    const q = rotCurve({ p0: [1, 1], c1: [0.82, cy], c2: [0.18, cy], p1: [0, 1] }, k);
    return { pts: [rotPt([0, 0], k), rotPt([1, 0], k), q.p0, q], walls: [q], full: false };
  }
  if (n === 2) {
    const [a, b] = sides as [number, number];
    if ((a + 2) % 4 === b) {                 // opposite sides: a band through the middle
      const k = a % 2 === 1 ? 0 : 1;         // canonical: east and west
      const mid = lerp(0.3, 0.2);            // how deep the fields bite into the band
      const cy = mid / 0.75;
      const q1 = rotCurve({ p0: [0, 0], c1: [0.2, cy], c2: [0.8, cy], p1: [1, 0] }, k);
      const q2 = rotCurve({ p0: [1, 1], c1: [0.8, 1 - cy], c2: [0.2, 1 - cy], p1: [0, 1] }, k);
      return { pts: [q1.p0, q1, q2.p0, q2], walls: [q1, q2], full: false };
    }
    const first = (a + 1) % 4 === b ? a : b; // adjacent: canonical west + north
    const k = (first + 1) % 4;
    const mid = lerp(0.44, 0.6);
    const c = 2 * mid - 0.5;
    const q = rotCurve(cubic({ p0: [1, 0], c: [c, c], p1: [0, 1] }), k);
    return { pts: [rotPt([0, 0], k), q.p0, q], walls: [q], full: false };
  }
  if (n === 1) {
    const k = sides[0]!;
    const x0 = insetA ? 0.13 : 0, x1 = insetB ? 0.87 : 1;
    const mid = lerp(0.15, 0.34);
    const cy = mid / 0.75;
    const w = x1 - x0;
    const q = rotCurve({ p0: [x1, 0], c1: [x1 - 0.06 * w, cy], c2: [x0 + 0.06 * w, cy], p1: [x0, 0] }, k);
    return { pts: [q.p1, q.p0, q], walls: [q], full: false };
  }
  return { pts: [], walls: [], full: false };
}

/**
 * The "city point" (Inns & Cathedrals): a cap whose wall runs down to a far corner, so that the
 * field beside one neighbouring side is cut off from the rest. Recognised from the fields: one
 * holds exactly the two halves of a side next to the city. Null for an ordinary cap.
 */
function cityPoint(segs: SegmentInfo[], side: number): { pts: (Pt | Curve)[]; walls: Curve[]; full: boolean } | null {
  const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
  const fields = segs.filter((x) => x.kind === 'field');
  const only = (sd: number) => fields.some((f) => f.halves.length === 2 && f.halves.includes(HALVES[2 * sd] as Location) && f.halves.includes(HALVES[2 * sd + 1] as Location));
  const cw = only((side + 1) % 4), ccw = only((side + 3) % 4);
  if (cw === ccw) return null;
  // canonical: city on the north, point in the south-east corner; mirrored for the south-west
  const m = (p: Pt): Pt => rotPt(ccw ? [1 - p[0], p[1]] : p, side);
  const mc = (c: Curve): Curve => ({ p0: m(c.p0), c1: m(c.c1), c2: m(c.c2), p1: m(c.p1) });
  const wall1 = mc({ p0: [0.7, 0], c1: [0.72, 0.4], c2: [0.9, 0.8], p1: [1, 1] });
  const wall2 = mc({ p0: [1, 1], c1: [0.75, 0.7], c2: [0.3, 0.35], p1: [0, 0.25] });
  return { pts: [m([0, 0]), m([0.7, 0]), wall1, wall2], walls: [wall1, wall2], full: false };
}

function toPath(pts: (Pt | Curve)[], fallback?: Pt): Path2D {
  const p = new Path2D();
  if (pts.length === 0 && fallback) {
    p.arc(fallback[0], fallback[1], 0.2, 0, Math.PI * 2);
    return p;
  }
  let started = false;
  for (const item of pts) {
    if (Array.isArray(item)) {
      if (!started) { p.moveTo(item[0], item[1]); started = true; } else p.lineTo(item[0], item[1]);
    } else {
      if (!started) { p.moveTo(item.p0[0], item.p0[1]); started = true; } else p.lineTo(item.p0[0], item.p0[1]);
      p.bezierCurveTo(item.c1[0], item.c1[1], item.c2[0], item.c2[1], item.p1[0], item.p1[1]);
    }
  }
  p.closePath();
  return p;
}

function sideIndex(s: string): number { return SIDES.indexOf(s as (typeof SIDES)[number]); }

/** The course between two sides: straight across, or a curve bowing round their shared corner. */
function coursePiece(a: number, b: number): RoadShape['pieces'][number] {
  if ((a + 2) % 4 === b) return { kind: 'line', a: SIDE_MID[a]!, b: SIDE_MID[b]! };
  const corner: Pt = [SIDE_MID[a]![0] + SIDE_MID[b]![0] - 0.5, SIDE_MID[a]![1] + SIDE_MID[b]![1] - 0.5];
  const c: Pt = [0.5 + 0.22 * (corner[0] - 0.5), 0.5 + 0.22 * (corner[1] - 0.5)];
  return { kind: 'quad', q: { p0: SIDE_MID[a]!, c, p1: SIDE_MID[b]! } };
}

function buildRivers(segs: SegmentInfo[], isStart: boolean): RiverShape[] {
  const out: RiverShape[] = [];
  segs.forEach((s, i) => {
    if (s.kind !== 'river') return;
    const sides = s.sides.map(sideIndex);
    const shape: RiverShape = { seg: i, pieces: [], pool: null };
    if (sides.length === 2) shape.pieces.push(coursePiece(sides[0]!, sides[1]!));
    else {
      for (const side of sides) shape.pieces.push({ kind: 'line', a: SIDE_MID[side]!, b: [0.5, 0.5] });
      // One river side: the start tile is the spring, any other such tile the lake the river ends in.
      if (sides.length === 1) shape.pool = { at: [0.5, 0.5], kind: isStart ? 'spring' : 'lake' };
    }
    out.push(shape);
  });
  return out;
}

export function buildGeometry(info: TileInfo, isStart = false): TileGeometry {
  const segs = info.segments;
  const sideOwner = new Map<number, number>();   // side -> city segment
  segs.forEach((s, i) => { if (s.kind === 'city') for (const side of s.sides) sideOwner.set(sideIndex(side), i); });
  const keepOut: Pt[] = segs.filter((s) => s.kind !== 'city').map((s) => s.pos);

  const cities: CityShape[] = [];
  segs.forEach((s, i) => {
    if (s.kind !== 'city') return;
    const sides = s.sides.map(sideIndex).sort((a, b) => a - b);
    const single = sides.length === 1 ? sides[0]! : -1;
    const insetA = single >= 0 && sideOwner.has((single + 3) % 4) && sideOwner.get((single + 3) % 4) !== i;
    const insetB = single >= 0 && sideOwner.has((single + 1) % 4) && sideOwner.get((single + 1) % 4) !== i;
    let chosen = cityOutline(sides, 0, insetA, insetB);
    for (const depth of [1, 0.85, 0.7, 0.55, 0.4, 0.25, 0.1, 0]) {
      const o = cityOutline(sides, depth, insetA, insetB);
      const path = toPath(o.pts, s.pos);
      const clear = keepOut.every((p) => !nearInside(path, p, 0.02));
      if (clear && (o.full || deepInside(path, s.pos, 0.04))) { chosen = o; break; }
    }
    const point = sides.length === 1 ? cityPoint(segs, sides[0]!) : null;
    if (point) chosen = point;
    cities.push({
      path: toPath(chosen.pts, s.pos), walls: chosen.walls, seg: i, pos: s.pos, full: chosen.full,
      cathedral: (s.tags['cathedral'] ?? 0) > 0, glyphs: glyphTags(s),
    });
  });

  const monasteryIdx = segs.findIndex((s) => s.kind === 'monastery');
  const gardenIdx = segs.findIndex((s) => s.kind === 'garden');
  const roadSegs = segs.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === 'road');
  const isBridge = (s: SegmentInfo) => (s.tags['bridge'] ?? 0) > 0;
  const deadEnds = roadSegs.filter(({ s }) => s.sides.length === 1 && !isBridge(s)).length;
  const middle: Pt = [0.5, 0.5];
  const gateOn = (from: Pt, to: Pt): { at: Pt; dir: Pt } | null => {
    for (const c of cities) {
      for (let t = 0.02; t <= 1; t += 0.02) {
        const p: Pt = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
        if (inside(c.path, p)) return { at: p, dir: [to[0] - from[0], to[1] - from[1]] };
      }
    }
    return null;
  };
  const roads: RoadShape[] = [];
  let junction: Pt | null = null;
  for (const { s, i } of roadSegs) {
    const sides = s.sides.map(sideIndex);
    const shape: RoadShape = { seg: i, pieces: [], gate: null, end: null, bridge: isBridge(s), house: null, inn: null };
    if (sides.length === 2) {
      shape.pieces.push(coursePiece(sides[0]!, sides[1]!));
    } else if (sides.length === 1 && shape.bridge) {
      // over the other road on a bridge, to a house on the far side
      const from = SIDE_MID[sides[0]!]!;
      const to: Pt = [0.5 + (0.5 - from[0]) * 0.56, 0.5 + (0.5 - from[1]) * 0.56];
      shape.pieces.push({ kind: 'line', a: from, b: to });
      shape.house = to;
    } else if (sides.length === 1) {
      const from = SIDE_MID[sides[0]!]!;
      // a road that ends on the tile runs to its monastery (over a bridge if a river lies between)
      const centre: Pt = monasteryIdx >= 0 ? segs[monasteryIdx]!.pos : middle;
      // runs into a city? stop at its gate
      const gate = gateOn(from, centre);
      if (gate) {
        shape.pieces.push({ kind: 'line', a: from, b: gate.at });
        shape.gate = gate;
      } else if (deadEnds === 1 && monasteryIdx < 0 && gardenIdx < 0 && cities.length) {
        // the tile's only road end: it turns at the centre towards the city gate
        const target = cities.reduce((best, c) => (Math.hypot(c.pos[0] - 0.5, c.pos[1] - 0.5) < Math.hypot(best.pos[0] - 0.5, best.pos[1] - 0.5) ? c : best)).pos;
        const onward = gateOn(centre, target);
        shape.pieces.push({ kind: 'line', a: from, b: centre });
        if (onward) {
          shape.pieces.push({ kind: 'line', a: centre, b: onward.at });
          shape.gate = onward;
        } else shape.end = centre;
      } else {
        shape.pieces.push({ kind: 'line', a: from, b: centre });
        shape.end = centre;
        if (monasteryIdx < 0 && gardenIdx < 0) junction = centre;
      }
    } else {
      shape.pieces.push({ kind: 'line', a: [s.pos[0] - 0.15, s.pos[1]], b: [s.pos[0] + 0.15, s.pos[1]] });
    }
    roads.push(shape);
  }
  if (deadEnds === 0) junction = null;
  // lanes from the village to the city caps whose two neighbouring fields they keep apart
  const lanes: { from: Pt; to: Pt }[] = [];
  if (junction) {
    const fieldOf = (half: string) => segs.findIndex((x) => x.kind === 'field' && x.halves.includes(half as Location));
    const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
    for (const c of cities) {
      const sides = segs[c.seg]!.sides.map(sideIndex);
      if (sides.length !== 1) continue;
      const side = sides[0]!;
      const left = fieldOf(HALVES[2 * ((side + 3) % 4) + 1]!), right = fieldOf(HALVES[2 * ((side + 1) % 4)]!);
      if (left < 0 || right < 0 || left === right) continue;
      const gate = gateOn(junction, SIDE_MID[side]!);
      if (gate) lanes.push({ from: junction, to: gate.at });
    }
  }
  // an inn by its lake beside each road that has one: on the side that keeps clear of cities and figure spots
  const spots = segs.map((x) => x.pos);
  for (const r of roads) {
    if (!((segs[r.seg]!.tags['inn'] ?? 0) > 0)) continue;
    let best: { at: Pt; dir: Pt } | null = null, bestScore = -Infinity;
    for (const piece of r.pieces) {
      for (const t of [0.3, 0.5, 0.7]) {
        let at: Pt, tan: Pt;
        if (piece.kind === 'line') {
          at = [piece.a[0] + (piece.b[0] - piece.a[0]) * t, piece.a[1] + (piece.b[1] - piece.a[1]) * t];
          tan = [piece.b[0] - piece.a[0], piece.b[1] - piece.a[1]];
        } else {
          const q = cubic(piece.q);
          at = curveAt(q, t);
          tan = curveTangent(q, t);
        }
        const len = Math.hypot(tan[0], tan[1]) || 1;
        for (const sign of [1, -1]) {
          const n: Pt = [(-tan[1] / len) * sign, (tan[0] / len) * sign];
          const p: Pt = [at[0] + n[0] * 0.2, at[1] + n[1] * 0.2];
          if (p[0] < 0.12 || p[0] > 0.88 || p[1] < 0.12 || p[1] > 0.88) continue;
          if (cities.some((c) => nearInside(c.path, p, 0.1))) continue;
          const clear = Math.min(...spots.map((q) => Math.hypot(q[0] - p[0], q[1] - p[1])));
          const score = Math.min(clear, 0.3) - 0.1 * Math.abs(t - 0.5);
          if (score > bestScore + 1e-9) { bestScore = score; best = { at: p, dir: n }; }   // a tie: the first (as the SVG twin, whose spots are floats)
        }
      }
    }
    r.inn = best;
  }
  return {
    info, cities, roads, rivers: buildRivers(segs, isStart), junction, lanes,
    monastery: monasteryIdx >= 0 ? { seg: monasteryIdx, at: segs[monasteryIdx]!.pos } : null,
    garden: gardenIdx >= 0 ? { seg: gardenIdx, at: segs[gardenIdx]!.pos } : null,
  };
}

function roadPath(r: { pieces: RoadShape['pieces'] }): Path2D {
  const p = new Path2D();
  for (const piece of r.pieces) {
    if (piece.kind === 'line') { p.moveTo(piece.a[0], piece.a[1]); p.lineTo(piece.b[0], piece.b[1]); }
    else { p.moveTo(piece.q.p0[0], piece.q.p0[1]); p.quadraticCurveTo(piece.q.c[0], piece.q.c[1], piece.q.p1[0], piece.q.p1[1]); }
  }
  return p;
}

// ---- drawing -----------------------------------------------------------------------------

function drawGrass(ctx: CanvasRenderingContext2D, id: string): void {
  ctx.fillStyle = COLORS.grass;
  ctx.fillRect(0, 0, 1, 1);
  const g = ctx.createRadialGradient(0.5, 0.5, 0.1, 0.5, 0.5, 0.75);
  g.addColorStop(0, 'rgba(255,255,230,0.10)');
  g.addColorStop(1, 'rgba(40,70,20,0.12)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1, 1);
  const r = rng('grass' + id);
  ctx.lineWidth = 0.008;
  ctx.lineCap = 'round';
  for (let i = 0; i < 46; i++) {
    const x = r(), y = r();
    ctx.strokeStyle = r() < 0.5 ? COLORS.grassDark : COLORS.grassLight;
    ctx.beginPath();
    ctx.moveTo(x - 0.012, y + 0.012);
    ctx.lineTo(x, y - 0.01);
    ctx.lineTo(x + 0.012, y + 0.012);
    ctx.stroke();
  }
}

function drawRoad(ctx: CanvasRenderingContext2D, r: RoadShape): void {
  const p = roadPath(r);
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLORS.roadEdge;
  ctx.lineWidth = 0.125;
  ctx.stroke(p);
  ctx.strokeStyle = COLORS.road;
  ctx.lineWidth = 0.09;
  ctx.stroke(p);
  // wheel ruts
  ctx.strokeStyle = 'rgba(150,125,85,0.35)';
  ctx.lineWidth = 0.008;
  ctx.setLineDash([0.03, 0.025]);
  ctx.stroke(p);
  ctx.setLineDash([]);
  if (r.end) {
    ctx.fillStyle = COLORS.roadEdge;
    ctx.beginPath();
    ctx.arc(r.end[0], r.end[1], 0.0625, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.road;
    ctx.beginPath();
    ctx.arc(r.end[0], r.end[1], 0.045, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Water: a green bank, the stream, a deeper channel and a few ripples; spring and lake pools. */
function drawRiver(ctx: CanvasRenderingContext2D, r: RiverShape, id: string): void {
  const p = roadPath(r);
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  const layers: [string, number][] = [[COLORS.bank, 0.2], [COLORS.water, 0.15], [COLORS.waterDeep, 0.06]];
  for (const [color, width] of layers) {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke(p);
    if (r.pool) fillPool(ctx, r.pool, color, width);
  }
  // ripples along the course
  ctx.strokeStyle = COLORS.waterLight;
  ctx.lineWidth = 0.01;
  ctx.setLineDash([0.035, 0.07]);
  ctx.lineDashOffset = rng('river' + id)() * 0.1;
  ctx.stroke(p);
  ctx.setLineDash([]);
  if (r.pool?.kind === 'spring') drawSpring(ctx, r.pool.at);
  if (r.pool?.kind === 'lake') drawLakeShine(ctx, r.pool.at);
}

function fillPool(ctx: CanvasRenderingContext2D, pool: NonNullable<RiverShape['pool']>, color: string, width: number): void {
  const [x, y] = pool.at;
  const base = pool.kind === 'lake' ? 0.26 : 0.12;
  ctx.fillStyle = color;
  ctx.beginPath();
  if (pool.kind === 'lake') ctx.ellipse(x, y, base + width / 2, base * 0.82 + width / 2, 0.3, 0, Math.PI * 2);
  else ctx.arc(x, y, base + width / 3, 0, Math.PI * 2);
  ctx.fill();
}

/** The spring: a ring of grey stones round the pool and rings where the water wells up. */
function drawSpring(ctx: CanvasRenderingContext2D, at: Pt): void {
  const [x, y] = at;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + 0.4;
    ctx.fillStyle = i % 2 ? '#8d9196' : '#b5b9bd';
    ctx.beginPath();
    ctx.ellipse(x + Math.cos(a) * 0.19, y + Math.sin(a) * 0.19, 0.035, 0.026, a, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = COLORS.waterLight;
  ctx.lineWidth = 0.01;
  for (const rr of [0.03, 0.065]) {
    ctx.beginPath();
    ctx.arc(x, y, rr, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** The lake: reeds on its shore and light on the water. */
function drawLakeShine(ctx: CanvasRenderingContext2D, at: Pt): void {
  const [x, y] = at;
  ctx.strokeStyle = COLORS.waterLight;
  ctx.lineWidth = 0.012;
  ctx.lineCap = 'round';
  for (const [dx, dy, w] of [[-0.08, -0.06, 0.1], [0.04, 0.05, 0.14], [0.08, -0.1, 0.06]] as const) {
    ctx.beginPath();
    ctx.moveTo(x + dx, y + dy);
    ctx.lineTo(x + dx + w, y + dy - 0.01);
    ctx.stroke();
  }
  ctx.strokeStyle = '#3f6b25';
  ctx.lineWidth = 0.01;
  for (let i = 0; i < 7; i++) {
    const a = 2.2 + i * 0.16;
    const bx = x + Math.cos(a) * 0.33, by = y + Math.sin(a) * 0.28;
    ctx.beginPath();
    ctx.moveTo(bx, by);
    ctx.lineTo(bx + 0.01, by - 0.06);
    ctx.stroke();
  }
}

/** A house seen from above: a pitched roof in two tones, with a drop shadow. */
function drawHouse(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, angle: number, tone: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = 'rgba(50,30,10,0.35)';
  ctx.fillRect(-w / 2 + 0.01, -h / 2 + 0.012, w, h);
  const light = ['#c8644a', '#b9573f', '#cf7a4f', '#a94f3b'][tone % 4]!;
  const dark = ['#9a4533', '#8c3d2d', '#a65a3a', '#7f3a2b'][tone % 4]!;
  ctx.fillStyle = light;
  ctx.fillRect(-w / 2, -h / 2, w, h / 2);
  ctx.fillStyle = dark;
  ctx.fillRect(-w / 2, 0, w, h / 2);
  ctx.strokeStyle = 'rgba(60,25,15,0.8)';
  ctx.lineWidth = 0.006;
  ctx.strokeRect(-w / 2, -h / 2, w, h);
  ctx.restore();
}

function drawCity(ctx: CanvasRenderingContext2D, c: CityShape, id: string, avoid: Pt[]): void {
  ctx.save();
  ctx.fillStyle = COLORS.city;
  ctx.fill(c.path);
  ctx.clip(c.path);
  // cobbles
  const r = rng('city' + id + c.seg);
  ctx.fillStyle = COLORS.cityShade;
  for (let i = 0; i < 70; i++) {
    ctx.globalAlpha = 0.35;
    ctx.fillRect(r(), r(), 0.018, 0.012);
  }
  ctx.globalAlpha = 1;
  // inner shade along the walls
  ctx.strokeStyle = 'rgba(120,85,40,0.28)';
  ctx.lineWidth = 0.11;
  for (const w of c.walls) {
    ctx.beginPath();
    ctx.moveTo(w.p0[0], w.p0[1]);
    ctx.bezierCurveTo(w.c1[0], w.c1[1], w.c2[0], w.c2[1], w.p1[0], w.p1[1]);
    ctx.stroke();
  }
  // houses where they fit: away from the walls, the figure spot and the pennant
  const houses: Pt[] = [];
  for (let tries = 0; tries < 160 && houses.length < 16; tries++) {
    const p: Pt = [0.05 + r() * 0.9, 0.05 + r() * 0.9];
    if (!deepInside(c.path, p, 0.075)) continue;
    if (avoid.some((a) => Math.hypot(a[0] - p[0], a[1] - p[1]) < 0.12)) continue;
    if (houses.some((o) => Math.hypot(o[0] - p[0], o[1] - p[1]) < 0.12)) continue;
    houses.push(p);
  }
  for (const p of houses) {
    const angle = (r() < 0.5 ? 0 : Math.PI / 2) + (r() - 0.5) * 0.5;
    drawHouse(ctx, p[0], p[1], 0.075 + r() * 0.03, 0.055 + r() * 0.015, angle, Math.floor(r() * 4));
  }
  ctx.restore();
  // the walls: a stone band just inside the city's edge, with battlements on its outer side
  for (const w of c.walls) {
    const p = curvePath(w);
    ctx.lineCap = 'butt';
    ctx.strokeStyle = 'rgba(30,20,5,0.35)';     // shadow cast on the field
    ctx.lineWidth = 0.035;
    ctx.stroke(p);
    ctx.save();
    ctx.clip(c.path);
    ctx.strokeStyle = COLORS.wall;
    ctx.lineWidth = 0.12;
    ctx.stroke(p);
    const sign = insideSign(c.path, w);
    ctx.strokeStyle = COLORS.wallTop;
    ctx.lineWidth = 0.022;
    ctx.stroke(offsetPath(w, 0.036 * sign));
    // merlons
    ctx.strokeStyle = COLORS.wallLight;
    ctx.lineWidth = 0.018;
    ctx.setLineDash([0.022, 0.02]);
    ctx.stroke(offsetPath(w, 0.012 * sign));
    ctx.setLineDash([]);
    ctx.restore();
  }
}

function curvePath(w: Curve): Path2D {
  const p = new Path2D();
  p.moveTo(w.p0[0], w.p0[1]);
  p.bezierCurveTo(w.c1[0], w.c1[1], w.c2[0], w.c2[1], w.p1[0], w.p1[1]);
  return p;
}
function normalAt(w: Curve, t: number): Pt {
  const tan = curveTangent(w, t);
  const len = Math.hypot(tan[0], tan[1]) || 1;
  return [-tan[1] / len, tan[0] / len];
}
/** +1 when the curve's left normal points into the city, else -1. */
function insideSign(path: Path2D, w: Curve): number {
  const at = curveAt(w, 0.5), n = normalAt(w, 0.5);
  return inside(path, [at[0] + n[0] * 0.03, at[1] + n[1] * 0.03]) ? 1 : -1;
}
/** The curve moved sideways by d (along its left normal), as a polyline. */
function offsetPath(w: Curve, d: number): Path2D {
  const p = new Path2D();
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps, at = curveAt(w, t), n = normalAt(w, t);
    const x = at[0] + n[0] * d, y = at[1] + n[1] * d;
    if (i === 0) p.moveTo(x, y); else p.lineTo(x, y);
  }
  return p;
}

function drawGate(ctx: CanvasRenderingContext2D, at: Pt, dir: Pt): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.rotate(Math.atan2(dir[1], dir[0]) - Math.PI / 2);
  // two towers and a dark arch facing the road
  ctx.fillStyle = COLORS.wall;
  ctx.fillRect(-0.09, -0.035, 0.055, 0.055);
  ctx.fillRect(0.035, -0.035, 0.055, 0.055);
  ctx.fillStyle = COLORS.wallTop;
  ctx.fillRect(-0.08, -0.025, 0.035, 0.035);
  ctx.fillRect(0.045, -0.025, 0.035, 0.035);
  ctx.fillStyle = '#3a2616';
  ctx.beginPath();
  ctx.moveTo(-0.035, -0.03);
  ctx.lineTo(-0.035, 0.0);
  ctx.arc(0, 0.0, 0.035, Math.PI, 0, true);
  ctx.lineTo(0.035, -0.03);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function drawJunction(ctx: CanvasRenderingContext2D, at: Pt): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.fillStyle = 'rgba(40,30,10,0.3)';
  ctx.fillRect(-0.075, -0.065, 0.16, 0.16);
  ctx.fillStyle = COLORS.houseWall;
  ctx.strokeStyle = COLORS.monasteryEdge;
  ctx.lineWidth = 0.01;
  ctx.fillRect(-0.08, -0.08, 0.16, 0.16);
  ctx.strokeRect(-0.08, -0.08, 0.16, 0.16);
  // pyramid roof seen from above
  ctx.fillStyle = COLORS.roof;
  ctx.beginPath();
  ctx.moveTo(-0.07, -0.07); ctx.lineTo(0.07, -0.07); ctx.lineTo(0, 0); ctx.closePath(); ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-0.07, 0.07); ctx.lineTo(0.07, 0.07); ctx.lineTo(0, 0); ctx.closePath(); ctx.fill();
  ctx.fillStyle = COLORS.roofDark;
  ctx.beginPath();
  ctx.moveTo(-0.07, -0.07); ctx.lineTo(-0.07, 0.07); ctx.lineTo(0, 0); ctx.closePath(); ctx.fill();
  ctx.beginPath();
  ctx.moveTo(0.07, -0.07); ctx.lineTo(0.07, 0.07); ctx.lineTo(0, 0); ctx.closePath(); ctx.fill();
  ctx.restore();
}

/** A church seen from above: a cross-shaped pitched roof and a tower, on a stone yard. */
function drawMonastery(ctx: CanvasRenderingContext2D, at: Pt, scale = 1): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.scale(scale, scale);
  // yard
  ctx.fillStyle = '#d9ccae';
  ctx.strokeStyle = 'rgba(90,70,40,0.5)';
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.roundRect(-0.28, -0.22, 0.58, 0.44, 0.08);
  ctx.fill();
  ctx.stroke();
  const roof = (x: number, y: number, w: number, hgt: number, alongX: boolean) => {
    ctx.fillStyle = 'rgba(40,25,10,0.35)';
    ctx.fillRect(x + 0.012, y + 0.016, w, hgt);
    if (alongX) {
      ctx.fillStyle = '#c45c41'; ctx.fillRect(x, y, w, hgt / 2);
      ctx.fillStyle = '#933f2d'; ctx.fillRect(x, y + hgt / 2, w, hgt / 2);
    } else {
      ctx.fillStyle = '#c45c41'; ctx.fillRect(x, y, w / 2, hgt);
      ctx.fillStyle = '#933f2d'; ctx.fillRect(x + w / 2, y, w / 2, hgt);
    }
    ctx.strokeStyle = '#5a2a1c';
    ctx.lineWidth = 0.008;
    ctx.strokeRect(x, y, w, hgt);
  };
  roof(-0.17, -0.065, 0.42, 0.13, true);      // nave
  roof(0.05, -0.16, 0.11, 0.32, false);       // transept
  // tower with a pyramid roof at the west end
  ctx.fillStyle = 'rgba(40,25,10,0.35)';
  ctx.fillRect(-0.235 + 0.012, -0.08 + 0.016, 0.16, 0.16);
  const tx = -0.235, ty = -0.08, ts = 0.16;
  const tri = (ax: number, ay: number, bx: number, by: number, color: string) => {
    ctx.fillStyle = color;
    ctx.beginPath(); ctx.moveTo(ax, ay); ctx.lineTo(bx, by); ctx.lineTo(tx + ts / 2, ty + ts / 2); ctx.closePath(); ctx.fill();
  };
  tri(tx, ty, tx + ts, ty, '#8a8f98');
  tri(tx + ts, ty, tx + ts, ty + ts, '#5f646c');
  tri(tx + ts, ty + ts, tx, ty + ts, '#4e5259');
  tri(tx, ty + ts, tx, ty, '#9ba0a8');
  ctx.strokeStyle = '#2f3135';
  ctx.lineWidth = 0.008;
  ctx.strokeRect(tx, ty, ts, ts);
  // a golden cross on the tower
  ctx.strokeStyle = '#f3d36b';
  ctx.lineWidth = 0.014;
  ctx.beginPath();
  ctx.moveTo(tx + ts / 2, ty + 0.035); ctx.lineTo(tx + ts / 2, ty + ts - 0.035);
  ctx.moveTo(tx + 0.045, ty + ts / 2 - 0.015); ctx.lineTo(tx + ts - 0.045, ty + ts / 2 - 0.015);
  ctx.stroke();
  ctx.restore();
}

function drawGarden(ctx: CanvasRenderingContext2D, at: Pt, id: string): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.fillStyle = '#4e8a33';
  ctx.strokeStyle = '#2f5a1e';
  ctx.lineWidth = 0.014;
  ctx.beginPath();
  ctx.roundRect(-0.13, -0.13, 0.26, 0.26, 0.05);
  ctx.fill();
  ctx.stroke();
  const r = rng('garden' + id);
  for (let i = 0; i < 9; i++) {
    ctx.fillStyle = ['#f2d14b', '#e7607a', '#ffffff'][i % 3]!;
    ctx.beginPath();
    ctx.arc(-0.09 + r() * 0.18, -0.09 + r() * 0.18, 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** The tags of a segment that have a glyph, in the catalog's order. */
function glyphTags(s: SegmentInfo): string[] {
  return lexicon().tags.filter((t) => t.glyph && (s.tags[t.name] ?? 0) > 0).map((t) => t.name);
}

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

/** A glyph of a feature other than a city: below its figure spot (above it near the bottom edge), clear of the figure. */
function otherGlyphSpot(pos: Pt): Pt {
  const clamp = (v: number) => Math.min(0.86, Math.max(0.14, v));
  return [clamp(pos[0]), pos[1] + 0.26 <= 0.88 ? pos[1] + 0.26 : clamp(pos[1] - 0.26)];
}

function pennantSpot(c: CityShape, avoid: Pt[], depth = 0.1, gap = 0.17): Pt {
  // the corner-most point of the city that keeps clear of the figure spot
  const cands: Pt[] = [];
  for (let y = 0.13; y < 0.9; y += 0.05) for (let x = 0.13; x < 0.9; x += 0.05) cands.push([x, y]);
  let best: Pt = c.pos, bestScore = -Infinity;
  for (const p of cands) {
    if (!deepInside(c.path, p, depth)) continue;
    const d = Math.min(...avoid.map((a) => Math.hypot(a[0] - p[0], a[1] - p[1])));
    if (d < gap) continue;
    const score = -Math.hypot(p[0] - c.pos[0], p[1] - c.pos[1]) * 0.2 + Math.min(d, 0.3);
    if (score > bestScore + 1e-9) { bestScore = score; best = p; }
  }
  return best;
}

// ---- expansion features: inns, cathedrals, goods, bridges, lanes ---------------------------

/** An inn by a small lake, seen from above; dir points from the road to the lake. */
function drawInn(ctx: CanvasRenderingContext2D, inn: { at: Pt; dir: Pt }): void {
  const [x, y] = inn.at, [dx, dy] = inn.dir;
  ctx.save();
  ctx.translate(x + dx * 0.05, y + dy * 0.05);
  ctx.rotate(Math.atan2(dy, dx));
  ctx.fillStyle = '#2f6fa8';
  ctx.strokeStyle = '#d8cfa0';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.ellipse(0.02, 0, 0.075, 0.11, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.beginPath();
  ctx.ellipse(0.0, -0.03, 0.025, 0.045, 0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  // the inn between the road and the lake, with a hanging sign
  const hx = x - dx * 0.06, hy = y - dy * 0.06;
  drawHouse(ctx, hx, hy, 0.13, 0.085, Math.atan2(dy, dx) + Math.PI / 2, 2);
  ctx.fillStyle = '#f3d36b';
  ctx.strokeStyle = '#5a3b1c';
  ctx.lineWidth = 0.006;
  ctx.beginPath();
  ctx.arc(hx - dx * 0.07, hy - dy * 0.07, 0.02, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

/** A cathedral seen from above: a long cross of slate roofs with two west towers. */
function drawCathedral(ctx: CanvasRenderingContext2D, at: Pt): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  const slate = '#5f6f8f', slateDark = '#46536d';
  const block = (x: number, y: number, w: number, h: number, alongX: boolean) => {
    ctx.fillStyle = 'rgba(30,20,10,0.4)';
    ctx.fillRect(x + 0.012, y + 0.016, w, h);
    ctx.fillStyle = slate;
    if (alongX) { ctx.fillRect(x, y, w, h / 2); ctx.fillStyle = slateDark; ctx.fillRect(x, y + h / 2, w, h / 2); }
    else { ctx.fillRect(x, y, w / 2, h); ctx.fillStyle = slateDark; ctx.fillRect(x + w / 2, y, w / 2, h); }
    ctx.strokeStyle = '#262d3b';
    ctx.lineWidth = 0.007;
    ctx.strokeRect(x, y, w, h);
  };
  block(-0.17, -0.06, 0.36, 0.12, true);     // nave
  block(0.05, -0.15, 0.1, 0.3, false);       // transept
  for (const ty of [-0.1, 0.03]) {           // two towers at the west front
    ctx.fillStyle = '#c9c2b0';
    ctx.fillRect(-0.23, ty, 0.07, 0.07);
    ctx.strokeStyle = '#262d3b';
    ctx.strokeRect(-0.23, ty, 0.07, 0.07);
    ctx.fillStyle = slateDark;
    ctx.beginPath(); ctx.moveTo(-0.23, ty); ctx.lineTo(-0.16, ty + 0.07); ctx.lineTo(-0.23, ty + 0.07); ctx.closePath(); ctx.fill();
  }
  ctx.strokeStyle = '#f3d36b';               // a golden cross on the crossing
  ctx.lineWidth = 0.014;
  ctx.beginPath();
  ctx.moveTo(0.1, -0.045); ctx.lineTo(0.1, 0.045);
  ctx.moveTo(0.065, -0.01); ctx.lineTo(0.135, -0.01);
  ctx.stroke();
  ctx.restore();
}

/** A road on a bridge over the tile's other road: stone parapets where it crosses the middle. */
function drawBridge(ctx: CanvasRenderingContext2D, r: RoadShape): void {
  const piece = r.pieces[0];
  if (!piece || piece.kind !== 'line') return;
  const [dx, dy] = [piece.b[0] - piece.a[0], piece.b[1] - piece.a[1]];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  // the span: 0.24 either side of the tile centre, along the road
  const t0 = Math.max(0, ((0.5 - piece.a[0]) * ux + (0.5 - piece.a[1]) * uy) - 0.24);
  const a: Pt = [piece.a[0] + ux * t0, piece.a[1] + uy * t0];
  const b: Pt = [a[0] + ux * 0.48, a[1] + uy * 0.48];
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.strokeStyle = 'rgba(20,15,5,0.45)';      // shadow on the road below
  ctx.lineWidth = 0.19;
  ctx.beginPath(); ctx.moveTo(a[0] + 0.015, a[1] + 0.02); ctx.lineTo(b[0] + 0.015, b[1] + 0.02); ctx.stroke();
  ctx.strokeStyle = '#9a9184';                 // the deck's stone
  ctx.lineWidth = 0.17;
  ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
  ctx.strokeStyle = COLORS.road;
  ctx.lineWidth = 0.09;
  ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
  ctx.strokeStyle = '#5d564b';                 // parapets
  ctx.lineWidth = 0.018;
  for (const side of [1, -1]) {
    const ox = nx * 0.075 * side, oy = ny * 0.075 * side;
    ctx.beginPath(); ctx.moveTo(a[0] + ox, a[1] + oy); ctx.lineTo(b[0] + ox, b[1] + oy); ctx.stroke();
  }
  ctx.restore();
}

function drawLane(ctx: CanvasRenderingContext2D, from: Pt, to: Pt): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = COLORS.roadEdge;
  ctx.lineWidth = 0.045;
  ctx.beginPath(); ctx.moveTo(from[0], from[1]); ctx.lineTo(to[0], to[1]); ctx.stroke();
  ctx.strokeStyle = COLORS.road;
  ctx.lineWidth = 0.028;
  ctx.stroke();
  ctx.restore();
}

/**
 * Paints a tile in its reference orientation into ctx, scaled to the unit square. minMarker: the
 * smallest glyph (pennant, goods) in tiles, so that markers stay visible on small tiles.
 */
/** Centre features the artist has no picture of (a wonder's building): a neutral stone building
 *  on an unpaved yard, with the piece's name under it. */
const DRAWN_CENTRES = new Set(['monastery', 'garden']);
function drawBuilding(ctx: CanvasRenderingContext2D, at: Pt, label: string): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.fillStyle = '#d8cfb9';   // the unpaved surround
  ctx.strokeStyle = '#8d8370';
  ctx.lineWidth = 0.016;
  ctx.beginPath(); ctx.roundRect(-0.4, -0.4, 0.8, 0.8, 0.1); ctx.fill(); ctx.stroke();
  ctx.fillStyle = 'rgba(40,30,15,0.3)';   // shadow
  ctx.fillRect(-0.25, -0.26, 0.54, 0.42);
  ctx.fillStyle = '#a7a196';   // steps and body
  ctx.fillRect(-0.28, 0.06, 0.56, 0.08);
  ctx.fillStyle = '#bdb7aa';
  ctx.fillRect(-0.24, -0.12, 0.48, 0.18);
  ctx.fillStyle = '#8d877b';   // columns
  for (let i = 0; i < 5; i++) ctx.fillRect(-0.21 + i * 0.1, -0.11, 0.035, 0.17);
  ctx.fillStyle = '#7b7468';   // pediment
  ctx.beginPath(); ctx.moveTo(-0.29, -0.12); ctx.lineTo(0, -0.3); ctx.lineTo(0.29, -0.12); ctx.closePath(); ctx.fill();
  ctx.strokeStyle = '#3f3a32';
  ctx.lineWidth = 0.012;
  ctx.stroke();
  ctx.strokeRect(-0.28, 0.06, 0.56, 0.08);
  ctx.strokeRect(-0.24, -0.12, 0.48, 0.18);
  ctx.font = '700 0.12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 0.03;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.strokeText(label, 0, 0.27, 0.76);
  ctx.fillStyle = '#2b2418';
  ctx.fillText(label, 0, 0.27, 0.76);
  ctx.restore();
}

/** "set/great-wall" -> "Great Wall": a piece's name from its id, for the label on its building. */
export function pieceLabel(id: string): string {
  const base = id.slice(id.lastIndexOf('/') + 1).split('#')[0] ?? id;
  return base.split(/[-_ ]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

export function paintTile(ctx: CanvasRenderingContext2D, g: TileGeometry, minMarker = 0, bevel = true): void {
  const id = g.info.id;
  drawGrass(ctx, id);
  for (const r of g.rivers) drawRiver(ctx, r, id);
  for (const l of g.lanes) drawLane(ctx, l.from, l.to);
  for (const r of g.roads) if (!r.bridge) drawRoad(ctx, r);   // over the water: river bridges
  for (const r of g.roads) if (r.bridge) { drawRoad(ctx, r); drawBridge(ctx, r); }
  const spots = g.info.segments.map((s) => s.pos);
  const glyphs: { tag: string; at: Pt }[] = [];
  const cathedrals: Pt[] = [];
  for (const c of g.cities) {
    const taken = [...spots];
    if (c.cathedral) { const at = pennantSpot(c, taken, 0.13, 0.2); cathedrals.push(at); taken.push(at); }
    // the first glyph (pennants) a little deeper in, the others closer
    c.glyphs.forEach((tag, k) => { const at = k ? pennantSpot(c, taken, 0.08, 0.16) : pennantSpot(c, taken); glyphs.push({ tag, at }); taken.push(at); });
    drawCity(ctx, c, id, taken);
  }
  for (const r of g.roads) if (r.gate) drawGate(ctx, r.gate.at, r.gate.dir);
  for (const r of g.roads) if (r.house) drawHouse(ctx, r.house[0], r.house[1], 0.13, 0.1, 0, 1);
  for (const r of g.roads) if (r.inn) drawInn(ctx, r.inn);
  if (g.junction) drawJunction(ctx, g.junction);
  if (g.monastery) drawMonastery(ctx, g.monastery.at, g.rivers.length ? 0.72 : 1);  // smaller beside water
  if (g.garden) drawGarden(ctx, g.garden.at, id);
  for (const at of cathedrals) drawCathedral(ctx, at);
  g.info.segments.forEach((s) => {   // glyphs of other features: under their figure spot
    if (s.kind !== 'city') for (const tag of glyphTags(s)) glyphs.push({ tag, at: otherGlyphSpot(s.pos) });
  });
  for (const x of glyphs) drawGlyph(ctx, x.tag, x.at[0], x.at[1], Math.max(tagInfo(x.tag)?.glyph?.size ?? 0.14, minMarker));
  for (const s of g.info.segments) {
    if (s.kind && !DRAWN_CENTRES.has(s.kind) && lexicon().featureKinds.find((k) => k.name === s.kind)?.topology === 'center')
      drawBuilding(ctx, s.pos, id.includes('#') ? pieceLabel(id) : '');
  }
  drawTileMarks(ctx, g.info);   // the marks of its tile properties (a flying machine, a lake, ...)
  if (!bevel) return;
  // a soft bevel along the tile edge
  ctx.strokeStyle = 'rgba(255,255,255,0.18)';
  ctx.lineWidth = 0.012;
  ctx.beginPath(); ctx.moveTo(0.006, 1); ctx.lineTo(0.006, 0.006); ctx.lineTo(1, 0.006); ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.beginPath(); ctx.moveTo(0.994, 0); ctx.lineTo(0.994, 0.994); ctx.lineTo(0, 0.994); ctx.stroke();
}

function segmentMaskShape(ctx: CanvasRenderingContext2D, g: TileGeometry, seg: SegmentInfo, i: number, occupancy: () => Uint8Array, res: number): void {
  if (seg.kind === 'city') {
    const c = g.cities.find((x) => x.seg === i);
    if (c) ctx.fill(c.path);
  } else if (seg.kind === 'road') {
    const r = g.roads.find((x) => x.seg === i);
    if (r) {
      ctx.lineWidth = 0.16;
      ctx.lineCap = 'round';
      ctx.stroke(roadPath(r));
    }
  } else if (seg.kind === 'river') {
    const r = g.rivers.find((x) => x.seg === i);
    if (r) {
      ctx.lineWidth = 0.2;
      ctx.lineCap = 'round';
      ctx.stroke(roadPath(r));
      if (r.pool) fillPool(ctx, r.pool, ctx.fillStyle as string, 0.04);
    }
  } else if (seg.kind === 'field') {
    const occ = occupancy();
    const mark = new Uint8Array(res * res);
    const seeds: Pt[] = seg.halves.map((h) => HALF_SEED[h]).filter((p): p is Pt => !!p);
    if (seeds.length === 0) seeds.push(seg.pos);
    const stack: number[] = [];
    for (const s of seeds) {
      const x = Math.min(res - 1, Math.floor(s[0] * res)), y = Math.min(res - 1, Math.floor(s[1] * res));
      stack.push(y * res + x);
    }
    while (stack.length) {
      const k = stack.pop()!;
      if (mark[k] || occ[k]) continue;
      mark[k] = 1;
      const x = k % res, y = (k / res) | 0;
      if (x > 0) stack.push(k - 1);
      if (x < res - 1) stack.push(k + 1);
      if (y > 0) stack.push(k - res);
      if (y < res - 1) stack.push(k + res);
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const img = ctx.createImageData(res, res);
    const color = ctx.fillStyle as string;
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    const rgb = m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : [255, 255, 255];
    for (let k = 0; k < mark.length; k++) {
      if (!mark[k]) continue;
      img.data[k * 4] = rgb[0]!; img.data[k * 4 + 1] = rgb[1]!; img.data[k * 4 + 2] = rgb[2]!; img.data[k * 4 + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    ctx.restore();
  } else {
    const at = seg.pos;
    ctx.beginPath();
    ctx.roundRect(at[0] - 0.24, at[1] - 0.22, 0.48, 0.44, 0.08);
    ctx.fill();
  }
}

/** Caches tile art at a few resolutions, and per-segment masks for highlighting features. */
export class TileArtist {
  readonly tiles = new Map<string, TileInfo>();
  #geo = new Map<string, TileGeometry>();
  #art = new Map<string, HTMLCanvasElement>();
  #masks = new Map<string, HTMLCanvasElement>();

  readonly #starts = new Set<string>();

  /** The squares of pieces of several squares, each as a one-square view ("id#square"). */
  readonly #parts = new Map<string, TileInfo>();

  constructor(sets: TileSetInfo[]) {
    for (const s of sets) {
      for (const t of s.tiles) {
        this.tiles.set(t.id, t);
        if (isPiece(t)) squaresOf(t).forEach((_, q) => { const v = squareView(t, q); this.#parts.set(v.id, v); });
      }
      if (s.start) this.#starts.add(s.start);
    }
  }

  info(id: string): TileInfo | undefined { return this.tiles.get(id); }

  /** The id of square q of a piece as the artist draws it (a one-square tile: its own id). */
  partId(id: string, q: number): string {
    const info = this.tiles.get(id);
    return isPiece(info) ? `${id}#${squaresOf(info)[q]?.name ?? ''}` : id;
  }

  geometry(id: string): TileGeometry | null {
    let g = this.#geo.get(id);
    if (!g) {
      const info = this.tiles.get(id) ?? this.#parts.get(id);
      if (!info || isPiece(info)) return null;
      g = buildGeometry(info, this.#starts.has(id));
      this.#geo.set(id, g);
    }
    return g;
  }

  /** The tile at (about) px pixels per square, reference orientation; a piece of several squares
   *  whole, its reference box (w x h squares) at that size per square. */
  art(id: string, px: number): HTMLCanvasElement | null {
    const size = px <= 48 ? 48 : px <= 96 ? 96 : px <= 192 ? 192 : 320;
    const key = `${id}@${size}`;
    let c = this.#art.get(key);
    if (!c) {
      const info = this.tiles.get(id);
      if (isPiece(info)) return this.#pieceArt(info!, size, key);
      const g = this.geometry(id);
      if (!g) return null;
      c = document.createElement('canvas');
      c.width = c.height = size;
      const ctx = c.getContext('2d')!;
      ctx.scale(size, size);
      // markers about 8 px or more at the smallest zoom of this size; the squares of a piece
      // without the bevel (the board outlines the whole piece)
      paintTile(ctx, g, 8 / (size * 0.75), !this.#parts.has(id));
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

  /** A solid silhouette of one segment (reference orientation), for feature highlights. */
  mask(id: string, segment: number, color: string): HTMLCanvasElement | null {
    const key = `${id}#${segment}#${color}`;
    let c = this.#masks.get(key);
    if (c) return c;
    const g = this.geometry(id);
    const seg = g?.info.segments[segment];
    if (!g || !seg || !seg.kind) return null;   // '': a segment of a piece that is not on this square
    const res = 72;
    c = document.createElement('canvas');
    c.width = c.height = res;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.scale(res, res);
    ctx.fillStyle = color;
    ctx.strokeStyle = color;
    let occ: Uint8Array | null = null;
    const occupancy = (): Uint8Array => {
      if (occ) return occ;
      const o = document.createElement('canvas');
      o.width = o.height = res;
      const octx = o.getContext('2d', { willReadFrequently: true })!;
      octx.scale(res, res);
      octx.fillStyle = '#fff';
      octx.strokeStyle = '#fff';
      for (const city of g.cities) octx.fill(city.path);
      octx.lineWidth = 0.1;
      octx.lineCap = 'round';
      for (const r of g.roads) octx.stroke(roadPath(r));
      octx.lineWidth = 0.16;
      for (const r of g.rivers) {
        octx.stroke(roadPath(r));
        if (r.pool) fillPool(octx, r.pool, '#fff', 0);
      }
      const data = octx.getImageData(0, 0, res, res).data;
      occ = new Uint8Array(res * res);
      for (let k = 0; k < occ.length; k++) occ[k] = data[k * 4 + 3]! > 100 ? 1 : 0;
      return occ;
    };
    segmentMaskShape(ctx, g, seg, segment, occupancy, res);
    this.#masks.set(key, c);
    return c;
  }
}
