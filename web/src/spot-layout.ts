// Numbered spots on a tile (figure spots, features to mark) sometimes lie on top of each other (a
// city's spot and the spot of the field beside it): later ones move aside so that each can be seen
// and clicked.
export interface SpotPlace { x: number; y: number; px: number; py: number }

export function spreadSpots<T extends SpotPlace>(spots: T[]): T[] {
  const out: T[] = [];
  for (const s of spots) {
    let px = s.px;
    while (out.some((q) => q.x === s.x && q.y === s.y && Math.abs(q.px - px) < 0.12 && Math.abs(q.py - s.py) < 0.12))
      px = px > 0.7 ? px - 0.2 : px + 0.2;
    out.push({ ...s, px });
  }
  return out;
}
