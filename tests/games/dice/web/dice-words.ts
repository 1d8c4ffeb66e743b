// The dice game's words in the wiki element: its JSON state as the engine gives it (dice_json.cpp)
// and each event as one line of plain text (the element writes it with textContent, never markup).
import type { PlatformEvent, PlatformState } from 'carcassonne-engine/game';

export interface Line { index: number; line: 'row' | 'column' }
export interface DiceState extends PlatformState {
  grid: (number | null)[][];   // grid[y][x]: the seat whose marker is there
  open: Line;
  goals: Line[];
  players: { name: string; bot?: boolean | string }[];  // bot: as the setup gave it (platform::Seat)
  round: number;
  rounds: number;
  size: number;
}
export interface Square { x: number; y: number }

/** A line as a reader counts it: "row 1" .. "column 4". */
export const lineWords = (l: Line): string => `${l.line} ${l.index + 1}`;
/** A square as the board's labels name it: "column 2, row 3". */
export const squareWords = (s: Square): string => `column ${s.x + 1}, row ${s.y + 1}`;

const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);

/** One event as a sentence; kind: the element's style for it (place, roll, score, end). */
export function eventLine(e: PlatformEvent, state: DiceState): { text: string; kind: string } {
  const name = (seat: unknown) => state.players[num(seat)]?.name ?? `seat ${String(seat)}`;
  switch (e.id) {
    case 'place':
      return { text: `${name(e.player)} places a marker on ${squareWords({ x: num(e.x), y: num(e.y) })}`, kind: 'place' };
    case 'roll':
      return { text: `The die shows ${num(e.face)}: ${lineWords(e.open as Line)} opens`, kind: 'roll' };
    case 'score': {
      const why = e.reason === 'goal'
        ? `the goal card, ${lineWords(state.goals[num(e.player)]!)}`
        : 'a line filled';
      return { text: `${name(e.player)} scores ${num(e.points)}: ${why}`, kind: 'score' };
    }
    case 'end':
      return { text: winnerLine(e.winners as number[], state), kind: 'end' };
    default:
      return { text: `(${String(e.id)})`, kind: 'other' };
  }
}

/** "Ann wins with 5 points" or "Ann and Bob share the win with 2 points". */
export function winnerLine(winners: number[], state: DiceState): string {
  const names = winners.map((w) => state.players[w]?.name ?? `seat ${w}`);
  const points = state.scores[winners[0] ?? 0] ?? 0;
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share the win` : `${names[0]} wins`;
  return `${who} with ${points} point${points === 1 ? '' : 's'}`;
}
