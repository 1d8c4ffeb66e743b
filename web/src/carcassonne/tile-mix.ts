// The tiles still to come, by type: a popup of tile pictures with their counts (as Board Game
// Arena shows them), grouped by set; types used up are shown faded with 0. The tile in the hand on
// screen is known, so it is not counted.
import type { GameState, TileSetInfo } from 'carcassonne-engine';
import { h } from '../shell/dom.js';
import type { TileArtist } from './tiles.js';

const SIZE = 56;

export function showTileMix(dialog: HTMLDialogElement, artist: TileArtist, sets: TileSetInfo[], st: GameState): void {
  // the engine counts every tile not yet placed; the tiles in the hand shown on the page are known
  const left = { ...st.tilesLeftByType };
  for (const id of st.hand) if (left[id]) left[id]--;
  const toCome = Object.values(left).reduce((a, n) => a + n, 0);
  const dpr = window.devicePixelRatio || 1;
  const inPlay = new Set(Object.keys(left));
  const groups = sets.map((set) => ({ set, tiles: set.tiles.filter((t) => inPlay.has(t.id)) })).filter((g) => g.tiles.length);
  const item = (id: string) => {
    const n = left[id] ?? 0;
    const c = h('canvas', { width: SIZE * dpr, height: SIZE * dpr, 'aria-hidden': 'true' });
    c.style.width = c.style.height = `${SIZE}px`;
    const art = artist.art(id, SIZE * dpr);
    if (art) c.getContext('2d')?.drawImage(art, 0, 0, SIZE * dpr, SIZE * dpr);
    return h('li', { class: 'mix-tile' + (n ? '' : ' gone'), 'data-tile': id, 'data-count': n, 'aria-label': `Tile ${id}: ${n} left` },
      c, h('span', { class: 'count', 'aria-hidden': 'true', text: `×${n}` }));
  };
  const close = () => dialog.close();
  dialog.replaceChildren(h('form', { method: 'dialog', class: 'tile-mix' },
    h('h2', { id: 'tile-mix-title', text: `${toCome} tile${toCome === 1 ? '' : 's'} still to come` }),
    h('p', { class: 'help', text: 'Each picture is a tile type, with how many of it are still in the bag (or in other players\' hands).' }),
    groups.map((g) => h('section', {},
      groups.length > 1 ? h('h3', { text: g.set.name }) : null,
      h('ul', { class: 'mix-grid', 'aria-label': g.set.name }, g.tiles.map((t) => item(t.id))))),
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary', id: 'tile-mix-close', onclick: close }, 'Close'))));
  dialog.setAttribute('aria-labelledby', 'tile-mix-title');
  dialog.showModal();
}
