// The Wonders of Humanity as cards: each wonder in play with its picture (the tile art the board
// draws), its name and its effect in words, and where it is (on offer, held, built). Shown in the
// panel; while a player chooses a wonder, the cards on offer carry the Take button. The engine gives
// the wonders, their effect ids and numbers (state.wonders); the words are this table's, keyed by
// the effect id, so that a catalog in another language can replace it.
import { h } from '../shell/dom.js';

export interface WonderInfo { name: string; effect?: string; number?: number; each?: number }
export interface WondersState {
  threshold: number;
  available: string[];
  players: { pair: number; held: string[]; placed: { tile: string }[] }[];
  wonders: Record<string, WonderInfo>;
}

/** Each wonder's effect for its owner (rules/WONDERS.md §6), with the engine's numbers. */
export const WONDER_EFFECTS: Record<string, (w: WonderInfo) => string> = {
  stonehenge: () => 'In your own turns (not the turn you build it): 3 points for each occupied road completed, before the road scores.',
  'notre-dame': () => '3 points each time you place a meeple on a tile next to a monastery (diagonals count, gardens do not).',
  'circus-maximus': () => 'You choose each tile from two: draw two the first time, place one and keep the other for a later turn.',
  alhambra: (w) => `At the end: ${w.each ?? 5} points for each of your farmers (6 with 120 or more land tiles).`,
  'abu-simbel': () => '3 more points for each completed monastery you score.',
  tikal: () => '2 more points for each pennant of a completed city you score.',
  'angkor-wat': () => 'At the end: 2 more points for each unfinished road, city or monastery you score.',
  'terracotta-army': () => 'When you build it: 2 more meeples in your supply.',
  'great-wall': () => '3 points each time a tile’s walled city joins a city that holds your meeple.',
  'taj-mahal': () => 'Put meeples on its spaces: a completed road with your meeple pays you 5 (2 with none there), a city 3 with 2 there, a monastery 3 with 3.',
  cothon: () => 'The start tableau with the River: meeples you score may wait in its harbour and go out again.',
  'nazca-lines': () => 'After you place a land tile of only roads and fields, without symbols, you may take another turn.',
};

export function wonderEffect(w: WonderInfo): string {
  return (w.effect && WONDER_EFFECTS[w.effect]?.(w)) || '';
}

export interface CardHooks {
  names: string[];
  picture(tileId: string, px: number): HTMLElement;
  /** The Take button's action for this wonder now, if the player to move may take it. */
  take(tileId: string, w: WonderInfo): (() => void) | null;
}

/** Where a wonder is: "On offer at 10 points", "Red holds it: built on their next turn", "Built by Red". */
function whereWords(id: string, st: WondersState, names: string[]): string {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  for (const [p, pl] of st.players.entries()) {
    if (pl.placed.some((t) => t.tile === id)) return `Built by ${who(p)}`;
    if (pl.held.includes(id)) return `${who(p)} holds it: built instead of drawing a tile`;
  }
  return st.available.includes(id) ? `On offer at ${st.threshold} points` : 'Not taken';
}

/** The cards of the wonders in play (those on offer, held or built), the ones to take first. */
export function wonderCards(st: WondersState, hooks: CardHooks): HTMLElement | null {
  const inPlay = Object.entries(st.wonders).filter(([id]) =>
    st.available.includes(id) || st.players.some((p) => p.held.includes(id) || p.placed.some((t) => t.tile === id)));
  if (!inPlay.length) return null;
  const cards = inPlay.map(([id, w]) => {
    const take = hooks.take(id, w);
    return { take, el: h('li', { class: 'wonder-card' + (take ? ' takeable' : ''), 'data-wonder': w.effect ?? id },
      hooks.picture(id, 64),
      h('div', { class: 'wonder-text' },
        h('h3', { text: w.name }),
        h('p', { class: 'effect', text: wonderEffect(w) }),
        h('p', { class: 'where', text: whereWords(id, st, hooks.names) }),
        take ? h('button', { type: 'button', class: 'primary wonder-take', onclick: take }, `Take ${w.name}`) : null)) };
  });
  cards.sort((a, b) => Number(!!b.take) - Number(!!a.take));
  return h('section', { id: 'wonder-cards', 'aria-label': 'Wonders' },
    h('h2', { class: 'sub', text: 'Wonders' }),
    h('ul', {}, ...cards.map((c) => c.el)));
}
