// The board for assistive technology: a list of the placed tiles and the figures on them, in words
// (the canvas itself is a picture). The spoken summary of each finished turn is the shell's
// (shell/announcer.ts).
import type { GameState } from 'carcassonne-engine';
import { h } from '../shell/dom.js';
import { figureWords, tileWords } from './lexicon.js';
import { featureName } from './words.js';

/** "the start square", "2 east, 1 north of the start". */
export function whereInWords(x: number, y: number): string {
  if (x === 0 && y === 0) return 'the start square';
  const parts = [x > 0 ? `${x} east` : x < 0 ? `${-x} west` : '', y < 0 ? `${-y} north` : y > 0 ? `${y} south` : ''];
  return `${parts.filter(Boolean).join(', ')} of the start`;
}

/** Fills `list` with one item per tile and per figure. */
export function describeBoard(list: HTMLElement, st: GameState, names: string[]): void {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  const tiles = [...st.tiles].sort((a, b) => a.turn - b.turn).map((t) => h('li', {},
    `${tileWords(t.tile).replace(/^a/, 'A')} at ${whereInWords(t.x, t.y)}, turned ${t.rot * 90}°${t.player >= 0 ? `, placed by ${who(t.player)} on turn ${t.turn}` : ' (the start tile)'}.`));
  const figures = st.figures.map((f) => h('li', {},
    `${f.player === null ? 'The neutral' : `${who(f.player)}'s`} ${figureWords(f.figure).one} on a ${featureName(f.feature)} of the tile at ${whereInWords(f.x, f.y)}.`));
  list.replaceChildren(...tiles, ...figures);
  list.setAttribute('aria-label', `${st.tiles.length} tiles and ${st.figures.length} figures on the board`);
}
