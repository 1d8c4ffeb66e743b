// Game events in words, and per-category score sums for the final table.
import type { GameEvent } from 'carcassonne-engine';

const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`;

/** The verb for a subject: "You win", "Ada wins", "Ada and Bruno win". */
export function verb(subject: string[], one: string, many: string): string {
  return subject.length === 1 && !/^you$/i.test(subject[0]!.trim()) ? one : many;
}

/** "Ada wins!", "You win!", "A tie: Ada and Bruno". */
export function winnerTitle(winners: string[]): string {
  return winners.length === 1 ? `${winners[0]} ${verb(winners, 'wins', 'win')}!` : `A tie: ${joinNames(winners)}`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Nobody';
  return names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
}

const FEATURE_NAMES: Record<string, string> = {
  road: 'road', city: 'city', monastery: 'monastery', field: 'field', garden: 'garden', river: 'river', goods: 'goods', pig: 'pig',
};
export function featureName(f: string): string { return FEATURE_NAMES[f] ?? f; }

const PLACE_WORDS: Record<string, string> = {
  road: 'on a road', city: 'in a city', monastery: 'in a monastery', field: 'in a field as a farmer', garden: 'in a garden',
};

const FIGURE_NAMES: Record<string, string> = { normal: 'a meeple', big: 'the big meeple', builder: 'the builder', pig: 'the pig', abbot: 'the abbot' };
export function figureName(f: string): string { return FIGURE_NAMES[f] ?? `the ${f}`; }
/** The figure kinds in words for buttons: "Meeple", "Big meeple", ... */
export const FIGURE_LABELS: Record<string, string> = { normal: 'Meeple', big: 'Big meeple', builder: 'Builder', pig: 'Pig', abbot: 'Abbot' };

const GOODS = ['wine', 'grain', 'cloth'] as const;

/** What a scoring event was for: "city of 3 tiles and 1 pennant". */
export function scoreWhat(e: Extract<GameEvent, { type: 'score' }>): string {
  const tiles = e.tiles ?? 0, pennants = e.pennants ?? 0;
  const open = e.complete ? '' : ' (unfinished)';
  const inn = e.inn ? ` with ${e.inn === 1 ? 'an inn' : plural(e.inn, 'inn')}` : '';
  const cathedral = e.cathedral ? ` with ${e.cathedral === 1 ? 'a cathedral' : plural(e.cathedral, 'cathedral')}` : '';
  const nothing = (inn || cathedral) && !e.complete && e.points === 0 ? ' (unfinished: worth nothing)' : open;
  switch (e.feature) {
    case 'road': return `road of ${plural(tiles, 'tile')}${inn}${nothing}`;
    case 'city': return `city of ${plural(tiles, 'tile')}${pennants ? ` and ${plural(pennants, 'pennant')}` : ''}${cathedral}${nothing}`;
    case 'goods': {
      const good = GOODS.find((g) => (e[g] ?? 0) > 0);
      return good ? `most ${good} (${e[good]} token${e[good] === 1 ? '' : 's'})` : 'most goods';
    }
    case 'pig': return `pig in their field, 1 more for each of its ${plural(e.cities ?? 0, 'completed city', 'completed cities')}`;
    case 'monastery':
    case 'garden':
      // tiles counts the monastery's (garden's) own tile too: 1 + its neighbours
      return e.complete ? `completed ${e.feature}` : `${e.feature} with ${plural(Math.max(0, tiles - 1), 'tile')} around it (unfinished)`;
    case 'field': return `field with ${plural(e.cities ?? 0, 'completed city', 'completed cities')}`;
    // a score of no feature (a module's end-game points such as gold) is neither finished nor not
    default: return `${featureName(e.feature)}${tiles ? ` of ${plural(tiles, 'tile')}` : ''}${e.tiles === undefined ? '' : open}`;
  }
}

export interface LogLine { turn: number; text: string; kind: 'score' | 'tile' | 'figure' | 'info' | 'end'; player: number }

export function describe(e: GameEvent, names: string[]): LogLine | null {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  switch (e.type) {
    case 'tile':
      if (e.player < 0) return { turn: e.turn, text: `Start tile ${e.tile} is on the table`, kind: 'info', player: -1 };
      return { turn: e.turn, text: `${who(e.player)} placed tile ${e.tile}`, kind: 'tile', player: e.player };
    case 'discard':
      return { turn: e.turn, text: `${who(e.player)} drew tile ${e.tile}, which fits nowhere: discarded`, kind: 'info', player: e.player };
    case 'figure':
      if (e.player === null)   // a neutral figure: it belongs to nobody
        return { turn: e.turn, text: `${figureName(e.figure)} now stands on a ${featureName(e.feature)}`, kind: 'figure', player: -1 };
      return { turn: e.turn, text: `${who(e.player)} put ${figureName(e.figure)} ${e.figure === 'pig' ? 'in a field' : PLACE_WORDS[e.feature] ?? 'on a ' + featureName(e.feature)}`, kind: 'figure', player: e.player };
    case 'return':
      return null;   // told with the score that returned it
    case 'module':   // something a module did (a die rolled ...), in its own words
      return e.text ? { turn: e.turn, text: e.player === null ? e.text : `${who(e.player)}: ${e.text}`, kind: 'info', player: e.player ?? -1 } : null;
    case 'score': {
      const ps = e.players.map(who);
      const scores = verb(ps, 'scores', 'score');
      const each = ps.length > 1 ? ' each' : '';
      const abbots = e.returned.filter((r) => r.figure === 'abbot').length, others = e.returned.length - abbots;
      const meepleOnly = e.returned.every((r) => r.figure === 'normal' || r.figure === 'abbot');
      const backs = [others ? plural(others, meepleOnly ? 'meeple' : 'figure') : '', abbots ? 'the abbot' : ''].filter(Boolean).join(' and ');
      const back = backs ? ` — ${backs} back` : '';
      return { turn: e.turn, text: `${joinNames(ps)} ${scores} ${e.points}${each}: ${scoreWhat(e)}${back}`, kind: 'score', player: e.players[0] ?? -1 };
    }
    case 'end': {
      const order = e.scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s);
      const top = order[0]?.s ?? 0;
      const winners = order.filter((o) => o.s === top).map((o) => who(o.i));
      const res = winners.length === 1 ? `${winners[0]} ${verb(winners, 'wins', 'win')} with ${top} points` : `${joinNames(winners)} share the win with ${top} points`;
      return { turn: e.turn, text: `Game over: ${res}. ${order.map((o) => `${who(o.i)} ${o.s}`).join(', ')}.`, kind: 'end', player: -1 };
    }
  }
  return null;
}

export interface Breakdown {
  categories: string[];
  during: number[][];   // [seat][category]: points scored during the game
  end: number[][];      // [seat][category]: points of the final scoring
  totals: number[];
}

/** Sums the score events of each player by feature, those before event `finalFrom` apart from the final scoring. */
export function breakdown(events: GameEvent[], seats: number, finalFrom = events.length): Breakdown {
  const cats = ['road', 'city', 'monastery', 'field'];
  const zero = () => Array.from({ length: seats }, () => new Array<number>(cats.length).fill(0));
  let during = zero(), end = zero();
  events.forEach((e, i) => {
    if (e.type !== 'score') return;
    let c = cats.indexOf(e.feature);
    if (c < 0) {
      c = cats.push(e.feature) - 1;
      during = during.map((row) => [...row, 0]);
      end = end.map((row) => [...row, 0]);
    }
    const rows = i >= finalFrom ? end : during;
    for (const p of e.players) if (p >= 0 && p < seats) rows[p]![c]! += e.points;
  });
  const sum = (r: number[]) => r.reduce((a, b) => a + b, 0);
  return { categories: cats, during, end, totals: during.map((r, p) => sum(r) + sum(end[p]!)) };
}

/** Score of every seat after each turn (index = turn), from the score events. */
export function scoreTimeline(events: GameEvent[], seats: number): number[][] {
  let last = 0;
  for (const e of events) last = Math.max(last, e.turn);
  const perTurn = Array.from({ length: last + 1 }, () => new Array<number>(seats).fill(0));
  for (const e of events) {
    if (e.type !== 'score') continue;
    for (const p of e.players) if (p >= 0 && p < seats) perTurn[e.turn]![p]! += e.points;
  }
  const run = new Array<number>(seats).fill(0);
  return perTurn.map((row) => row.map((v, p) => (run[p]! += v)));
}
