// Numbered spots on a tile (figure spots, features to mark) sometimes lie on top of each other (a
// city's spot and the spot of the field beside it; a meeple and a big meeple for one feature):
// later ones move aside so that each can be seen and clicked.
//
// The search is bounded: it tries a fixed list of places (at most 66) and leaves the spot where the
// engine put it when all are taken. An earlier version stepped back and forth by 0.2 until the
// spot was free, and a city spot at 0.86, a road spot at 0.5 and a field spot at 0.78 (tile D
// turned) sent the field spot between 0.58 and 0.78 for ever: the page froze.
export interface SpotPlace { x: number; y: number; px: number; py: number }

const NEAR = 0.12;   // spots closer than this on both axes would be drawn on top of each other
const STEP = 0.2;
const EDGE = 0.05;   // a spot stays this far inside its square

function taken(out: SpotPlace[], s: SpotPlace, px: number, py: number): boolean {
  return out.some((q) => q.x === s.x && q.y === s.y && Math.abs(q.px - px) < NEAR && Math.abs(q.py - py) < NEAR);
}

// A grid of places 0.13 apart inside the square: the last resort when a tile has many spots (an
// element offering every figure kind shows a meeple and a big meeple on each of eight features).
const GRID: number[] = Array.from({ length: 7 }, (_, i) => 0.1 + (0.8 * i) / 6);

/** The places tried for a spot, in order: where it is, then sideways (towards the middle of the
 *  square first, as far as the square goes), then the other way, then up and down, then the grid's
 *  places nearest first. */
export function placesFor(px: number, py: number): [number, number][] {
  const inward = px > 0.7 ? -1 : 1;
  const inside = (v: number) => v >= EDGE && v <= 1 - EDGE;
  const places: [number, number][] = [[px, py]];
  for (const dir of [inward, -inward])
    for (let k = 1; k <= 4 && inside(px + dir * k * STEP); k++) places.push([px + dir * k * STEP, py]);
  for (const dir of [1, -1])
    for (let k = 1; k <= 4 && inside(py + dir * k * STEP); k++) places.push([px, py + dir * k * STEP]);
  const grid = GRID.flatMap((gx) => GRID.map((gy): [number, number] => [gx, gy]));
  const far = ([gx, gy]: [number, number]) => (gx - px) ** 2 + (gy - py) ** 2;
  return places.concat(grid.sort((a, b) => far(a) - far(b)));
}

export function spreadSpots<T extends SpotPlace>(spots: T[]): T[] {
  const out: T[] = [];
  for (const s of spots) {
    const free = placesFor(s.px, s.py).find(([px, py]) => !taken(out, s, px, py));
    const [px, py] = free ?? [s.px, s.py];
    out.push({ ...s, px, py });
  }
  return out;
}
