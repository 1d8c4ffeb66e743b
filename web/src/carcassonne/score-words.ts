// Why a score paid, in words: one table keyed by score category, filled from the numbers the
// engine puts into each score event (Module::scoreJson: gold's "bars" and "each", a robbery's
// "from" and "of", the mage's "mage" and the witch's "witch" with "before", a message's "message"
// and "count", a wonder's "spaces" or "farmers" and "each"). The engine writes no sentence for
// these: a catalog in another language replaces this file's table.
import type { GameEvent } from 'carcassonne-engine';

type ScoreEvent = Extract<GameEvent, { type: 'score' }>;
type Names = (player: number) => string;
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The eight messages (MINIS.md §2.4), as a player reads them. */
export const MESSAGE_WORDS: Record<number, string> = {
  1: 'score your smallest road',
  2: 'score your smallest city',
  3: 'score your smallest monastery',
  4: '2 points per pennant in your cities',
  5: '2 points per knight',
  6: '2 points per farmer',
  7: 'place an extra tile',
  8: 'score one meeple’s feature and take it back',
};
const MESSAGE_COUNTED: Record<number, [string, string]> = { 4: ['pennant', 'pennants'], 5: ['knight', 'knights'], 6: ['farmer', 'farmers'] };

/** The name of a category for headings and table rows ("Gold", "Robbers", "Angkor Wat"): null, the catalog's words. */
export const CATEGORY_TITLES: Record<string, string> = {
  gold: 'Gold', robber: 'Robbers', message: 'Messages', goods: 'Goods', pig: 'Pigs',
};

function messageWhy(e: ScoreEvent): string {
  const n = num(e.message);
  if (n === 0) return `2 points instead of message ${num(e.instead)}${MESSAGE_WORDS[num(e.instead)] ? ` (${MESSAGE_WORDS[num(e.instead)]})` : ''}`;
  const counted = MESSAGE_COUNTED[n];
  if (counted) return `message ${n} (${MESSAGE_WORDS[n]}): ${plural(num(e.count), counted[0], counted[1])} × 2`;
  return `message ${n} (${MESSAGE_WORDS[n] ?? 'a message'})`;
}

interface CategoryWords {
  /** What was scored and why: "3 bars × 2 points". */
  why(e: ScoreEvent, name: Names): string;
  /** Replaces the catalog's "what" words entirely (a score of no feature); else `why` follows them. */
  alone?: boolean;
}

const wonder = (name: string, rule: string): CategoryWords => ({ alone: true, why: (e) => `${name}: ${e.points} for ${rule}` });

export const SCORE_WORDS: Record<string, CategoryWords> = {
  gold: {
    alone: true,
    why: (e) => {
      const bars = num(e.bars), each = num(e.each) || (bars ? Math.round(e.points / bars) : 0);
      const range = bars <= 3 ? '1–3' : bars <= 6 ? '4–6' : bars <= 9 ? '7–9' : '10 or more';
      return `gold: ${plural(bars, 'bar')} × ${each} = ${e.points} (${each} per bar with ${range} bars)`;
    },
  },
  robber: {
    alone: true,
    why: (e, name) => (e.from === undefined
      ? 'robber'
      : `robber: half of ${name(e.from)}’s ${num(e.of)}, rounded up = ${e.points} (${name(e.from)} keeps all ${num(e.of)})`),
  },
  message: {
    alone: true,
    why: (e) => {
      const of = e.tiles ? `, a feature of ${plural(num(e.tiles), 'tile')}${e.complete ? '' : ' scored as at the end'}` : '';
      return messageWhy(e) + of;
    },
  },
  goods: { why: (e) => `${e.points} for the most of one good` },
  stonehenge: wonder('Stonehenge', 'a road completed in its owner’s turn'),
  'notre-dame': wonder('Notre-Dame', 'a meeple placed next to a monastery'),
  'abu-simbel': wonder('Abu Simbel', 'a completed monastery its owner scores'),
  tikal: { alone: true, why: (e) => `Tikal: ${plural(num(e.pennants), 'pennant')} of a completed city × 2` },
  'angkor-wat': wonder('Angkor Wat', 'a feature its owner scores unfinished at the end'),
  'great-wall': wonder('Great Wall of China', 'a walled city holding its owner’s meeple joined'),
  'taj-mahal': {
    alone: true,
    why: (e) => `Taj Mahal: a completed feature with its owner’s meeple, ${e.points} (${plural(num(e.spaces), 'meeple')} on its spaces)`,
  },
  alhambra: {
    alone: true,
    why: (e) => `Alhambra: ${plural(num(e.farmers), 'farmer')} × ${num(e.each)} = ${e.points}`,
  },
};

/** The mage's bonus or the witch's halving of a feature's points ("4 + the mage's 4"), or ''. */
export function magicWords(e: ScoreEvent): string {
  if (e.before === undefined) return '';
  const parts: string[] = [];
  if (e.mage !== undefined) parts.push(`${e.before} + the mage’s ${num(e.mage)} (1 per tile)`);
  if (e.witch) parts.push(e.mage !== undefined ? 'halved by the witch' : `${e.before}, halved by the witch (rounded up)`);
  return parts.length ? `${parts.join(', ')} = ${e.points}` : '';
}

/** Why the score paid, in words ('' when its category has no entry and no magic changed it). */
export function scoreWhy(e: ScoreEvent, name: Names): { text: string; alone: boolean } {
  const w = SCORE_WORDS[e.feature];
  const magic = magicWords(e);
  const text = [w?.why(e, name) ?? '', magic].filter(Boolean).join('; ');
  return { text, alone: !!w?.alone };
}
