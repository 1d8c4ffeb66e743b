// Game events in words, and per-category score sums for the final table.
import type { GameEvent } from 'carcassonne-engine';
import { categoryInfo, counted, featureInfo, featureWords, figureInfo, figureWords, lexicon, tileWords, withArticle } from './lexicon.js';
import { scoreWhy } from './score-words.js';


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

/** A feature kind or score category in words: "city", "goods". */
export function featureName(f: string): string { return featureWords(f).one; }
/** "a meeple", "the big meeple": a figure kind with its article. */
export function figureName(f: string): string { return withArticle(figureWords(f)); }
/** A figure kind for buttons: "Meeple", "Big meeple". */
export function figureLabel(f: string): string { const l = figureWords(f).one; return l.charAt(0).toUpperCase() + l.slice(1); }
/** Where a figure of kind `figure` stands on a feature of kind `feature`: "in a city", "in a field". */
export function placeWords(figure: string, feature: string): string {
  return figureInfo(figure)?.place ?? featureInfo(feature)?.place ?? `on a ${featureName(feature)}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A module's words, which start with a verb for one player ("moves the score meeple to 15"), with
 * their subject: "Ada moves the score meeple to 15", "You move the score meeple to 15". Words
 * that do not start with such a verb keep a colon: "Ada: their robber rides along".
 */
export function withSubject(name: string, text: string): string {
  const m = /^([a-z]+)s\b(.*)$/s.exec(text);
  if (!m || ['thi', 'it', 'i', 'wa', 'point', 'tile', 'meeple'].includes(m[1]!)) return `${name}: ${text}`;
  if (!/^you$/i.test(name.trim())) return `${name} ${text}`;
  const stem = ({ ha: 'have', doe: 'do' } as Record<string, string>)[m[1]!] ?? m[1]!;
  // "takes" -> "take", "passes" -> "pass", "carries" -> "carry"
  const base = /(ss|sh|ch|x)e$/.test(stem) ? stem.slice(0, -1) : /ie$/.test(stem) ? `${stem.slice(0, -2)}y` : stem;
  return `${name} ${base}${m[2]}`;
}
const count = (v: unknown): number => (typeof v === 'number' ? v : 0);
const TILE_WORDS = { one: 'tile', many: 'tiles', article: '' };

type ScoreEvent = Extract<GameEvent, { type: 'score' }>;

/** A score of no feature (goods, a pig, a module's bonus): its category's sentence filled in. */
function categorySentence(e: ScoreEvent, detail: string): string {
  const cat = categoryInfo(e.feature);
  // a score of no feature (a module's end-game points such as gold) is neither finished nor not
  if (!cat?.sentence) return `${featureName(e.feature)}${count(e.tiles) ? ` of ${counted(TILE_WORDS, count(e.tiles))}` : ''}${e.tiles === undefined || e.complete ? '' : ' (unfinished)'}`;
  const tag = lexicon().tags.find((t) => count(e[t.name]) > 0);
  const n = tag ? count(e[tag.name]) : 0;
  return cat.sentence.replace(/\{tag\}/g, tag?.words.one ?? '')
    .replace(/\{n:([^|}]*)\|([^}]*)\}/g, (_m, one: string, many: string) => `${n} ${n === 1 ? one : many}`)
    .replace(/\{detail\}/g, detail);
}

/** What a scoring event was for: "city of 3 tiles and a pennant", from the catalog's words. */
export function scoreWhat(e: ScoreEvent): string {
  const kind = featureInfo(e.feature), cat = categoryInfo(e.feature);
  const detail = cat?.detail ? counted(cat.detailWords ?? { one: cat.detail, many: cat.detail, article: '' }, count(e[cat.detail])) : '';
  if (!kind) return categorySentence(e, detail);
  const name = kind.words.one, tiles = count(e.tiles);
  const named = lexicon().tags.filter((t) => t.joiner && count(e[t.name]) > 0);
  const tags = named.map((t) => ` ${t.joiner} ${counted(t.words, count(e[t.name]))}`).join('');
  const open = e.complete ? '' : named.length && e.points === 0 ? ' (unfinished: worth nothing)' : ' (unfinished)';
  switch (kind.topology) {
    case 'side': return `${name} of ${counted(TILE_WORDS, tiles)}${tags}${open}`;
    // tiles counts the centre's own tile too: 1 + its neighbours
    case 'center': return e.complete ? `completed ${name}` : `${name} with ${counted(TILE_WORDS, Math.max(0, tiles - 1))} around it (unfinished)`;
    case 'half': return detail ? `${name} with ${detail}` : `${name}${open}`;
  }
  return name;
}

/** What a score was for and why it paid so much: "city of 3 tiles; 6 + the mage's 3", "gold: 3 bars × 2 = 6". */
export function scoreReason(e: ScoreEvent, who: (p: number) => string): string {
  const why = scoreWhy(e, who);
  if (why.alone && why.text) return why.text;
  return why.text ? `${scoreWhat(e)} — ${why.text}` : scoreWhat(e);
}

/** The figures a scoring returned, kind by kind: "2 meeples and the abbot". */
function returnedWords(returned: { figure: string }[]): string {
  const kinds = [...new Set(returned.map((r) => r.figure))];
  return joinNames(kinds.map((k) => {
    const n = returned.filter((r) => r.figure === k).length, w = figureWords(k);
    return n === 1 && w.article === 'the' ? `the ${w.one}` : `${n} ${n === 1 ? w.one : w.many}`;
  }));
}

export interface LogLine {
  turn: number; text: string; kind: 'score' | 'tile' | 'figure' | 'info' | 'end'; player: number;
  tile?: { id: string; rot: number };   // the tile the line names: the log shows a small picture of it
}

export function describe(e: GameEvent, names: string[]): LogLine | null {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  switch (e.type) {
    case 'tile':
      if (e.player < 0) return { turn: e.turn, text: `The start tile, ${tileWords(e.tile)}, is on the table`, kind: 'info', player: -1, tile: { id: e.tile, rot: e.rot } };
      return { turn: e.turn, text: `${who(e.player)} placed ${tileWords(e.tile)}`, kind: 'tile', player: e.player, tile: { id: e.tile, rot: e.rot } };
    case 'discard':
      return { turn: e.turn, text: `${who(e.player)} drew ${tileWords(e.tile)}, which fits nowhere: discarded`, kind: 'info', player: e.player, tile: { id: e.tile, rot: 0 } };
    case 'figure':
      if (e.player === null)   // a neutral figure: it belongs to nobody
        return { turn: e.turn, text: `${capital(figureName(e.figure))} now stands ${placeWords(e.figure, e.feature).replace(/ as a farmer$/, '')}`, kind: 'figure', player: -1 };
      return { turn: e.turn, text: `${who(e.player)} put ${figureName(e.figure)} ${placeWords(e.figure, e.feature)}`, kind: 'figure', player: e.player };
    case 'return':
      return null;   // told with the score that returned it
    case 'module': {   // something a module did (a die rolled ...), in its own words; a roll shows the die's face
      if (!e.text) return null;
      const face = Number.isInteger(e.roll) && e.roll! >= 1 && e.roll! <= 6 ? `${String.fromCodePoint(0x267f + e.roll!)} ` : '';
      return { turn: e.turn, text: face + (e.player === null ? e.text : withSubject(who(e.player), e.text)), kind: 'info', player: e.player ?? -1 };
    }
    case 'score': {
      const ps = e.players.map(who);
      const scores = verb(ps, 'scores', 'score');
      const each = ps.length > 1 ? ' each' : '';
      const back = e.returned.length ? ` — ${returnedWords(e.returned)} back` : '';
      return { turn: e.turn, text: `${joinNames(ps)} ${scores} ${e.points}${each}: ${scoreReason(e, who)}${back}`, kind: 'score', player: e.players[0] ?? -1 };
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
  const cats = lexicon().categories.map((c) => c.name);   // the catalog's order; rows without points are not shown
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
