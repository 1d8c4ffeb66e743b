// Where each option of the pending decision lives (the engine's `place`, issue 45), read the same
// way for every decision kind: the board lights every option's place and a click, a tap or a key
// there answers with that option; the option buttons stay as the accessible fallback. Tile and
// figure options keep their own paths (the legal cells, the figure spots); this covers the rest
// (the modules' answers: a ferry link, a gold bar's tile, a robber's space, a wonder's card).
import type { Option, Place } from 'carcassonne-engine';

/** An option answered by its place, numbered as its button is (index into the list). */
export interface PlacedOption { index: number; option: Option; place: Place }

/** The options the board answers by place: every option but tiles, figures and passes (their own paths). */
export function placedOptions(opts: Option[]): PlacedOption[] {
  return opts.filter((o) => o.type !== 'tile' && o.type !== 'figure' && o.type !== 'return' && o.type !== 'pass')
    .map((option, index) => ({ index, option, place: option.place ?? { on: 'none' } }));
}

/** A board point of a place (a cell's middle, a spot), or null off the board. */
export function boardPoint(p: Place): { x: number; y: number; px: number; py: number } | null {
  if (p.on === 'cell') return { x: p.x, y: p.y, px: 0.5, py: 0.5 };
  if (p.on === 'spot') return { x: p.x, y: p.y, px: p.px, py: p.py };
  return null;
}

/** The options whose place is square (x, y): a cell there, or a spot on it. */
export function atCell(list: PlacedOption[], x: number, y: number): PlacedOption[] {
  return list.filter((o) => (o.place.on === 'cell' || o.place.on === 'spot') && o.place.x === x && o.place.y === y);
}
export const atTrack = (list: PlacedOption[], space: number) =>
  list.filter((o) => o.place.on === 'track' && o.place.space === space);
export const atPlayer = (list: PlacedOption[], player: number) =>
  list.filter((o) => o.place.on === 'player' && o.place.player === player);

/** The board's marks for these options: cells framed, spots as numbered dots (label: the key 1-9). */
export interface PlaceMark {
  index: number; on: 'cell' | 'spot'; x: number; y: number; px: number; py: number; label: string;
  /** A figure stands there (the abbot a recall takes back): ringed instead of covered by a dot. */
  onFigure?: boolean;
}
export function boardMarks(list: PlacedOption[]): PlaceMark[] {
  const out: PlaceMark[] = [];
  for (const o of list) {
    const p = o.place;
    if (p.on !== 'cell' && p.on !== 'spot') continue;
    const at = boardPoint(p)!;
    out.push({ index: o.index, on: p.on, ...at, label: o.index < 9 ? String(o.index + 1) : '' });
  }
  return out;
}

/** The one option a click on square (x, y) near board point (bx, by) answers: the nearest spot
 *  within `reach` (tile units), else the square's one cell option; null when none or unclear. */
export function pick(list: PlacedOption[], bx: number, by: number, reach: number): PlacedOption | null {
  const x = Math.floor(bx), y = Math.floor(by);
  const here = atCell(list, x, y);
  let best: PlacedOption | null = null, bestD = Infinity;
  for (const o of here) {
    if (o.place.on !== 'spot') continue;
    const d = Math.hypot(bx - (x + o.place.px), by - (y + o.place.py));
    if (d < bestD) { bestD = d; best = o; }
  }
  if (best && bestD <= reach) return best;
  const cells = here.filter((o) => o.place.on === 'cell');
  return cells.length === 1 ? cells[0]! : null;
}
