// The editor's tile palette: every tile of the sets in play (the variants their modules enable),
// drawn by the page's tile artist, with the count still in the deck when the deck is counted.
import type { Setup, TileInfo, TileSetInfo } from 'carcassonne-engine';
import { h } from '../../shell/dom.js';
import { tileWords } from '../lexicon.js';
import type { TileArtist } from '../tiles.js';

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export interface TileGroup { name: string; tiles: TileInfo[] }

/** The tile types a setup can name, by tile set, in catalogue order. */
export function tilesInPlay(sets: TileSetInfo[], setup: Setup): TileGroup[] {
  const modules = new Set(setup.sets ?? ['base']);
  return sets.filter((s) => modules.has(s.module))
    .map((s) => ({ name: s.name, tiles: s.tiles.filter((t) => !t.enabledBy || modules.has(t.enabledBy)) }))
    .filter((g) => g.tiles.length > 0);
}

export class Palette {
  readonly root: HTMLElement;
  #artist: TileArtist;
  #pick: (id: string) => void;
  #buttons = new Map<string, HTMLButtonElement>();

  constructor(root: HTMLElement, artist: TileArtist, pick: (id: string) => void) {
    this.root = root;
    this.#artist = artist;
    this.#pick = pick;
  }

  /** Rebuilds the palette for these tiles (a change of sets): a heading per set when there are several. */
  setTiles(groups: TileGroup[]): void {
    this.#buttons.clear();
    // a listbox holds options or groups of options only: several sets are each a named group (laid
    // out as part of the palette's grid: display: contents), its heading seen but not read twice
    this.root.replaceChildren(...(groups.length > 1
      ? groups.map((g) => h('div', { class: 'set-group', role: 'group', 'aria-label': g.name },
        h('h3', { class: 'set-name', 'aria-hidden': 'true' }, g.name), ...g.tiles.map((t) => this.#button(t))))
      : groups.flatMap((g) => g.tiles.map((t) => this.#button(t)))));
  }

  #button(t: TileInfo): HTMLButtonElement {
    const art = h('canvas', { width: 96, height: 96, 'aria-hidden': 'true' });
    const img = this.#artist.art(t.id, 96);
    const k = img ? 96 / Math.max(img.width, img.height) : 1;   // a piece of several squares: fitted
    if (img) art.getContext('2d')?.drawImage(img, (96 - img.width * k) / 2, (96 - img.height * k) / 2, img.width * k, img.height * k);
    const b = h('button', {
      type: 'button', class: 'tile', role: 'option', 'aria-selected': 'false', 'data-tile': t.id,
      title: capital(tileWords(t.id)), 'aria-label': capital(tileWords(t.id)), onclick: () => this.#pick(t.id),
    }, art, h('span', { class: 'left', hidden: true }));
    this.#buttons.set(t.id, b);
    return b;
  }

  /** Marks the chosen tile; with a counted deck shows how many of each are left (null: free deck). */
  update(selected: string | null, left: Record<string, number> | null): void {
    for (const [id, b] of this.#buttons) {
      b.setAttribute('aria-selected', String(id === selected));
      const badge = b.querySelector<HTMLElement>('.left')!;
      badge.hidden = left === null;
      const n = left?.[id] ?? 0;
      if (left) badge.textContent = String(n);
      b.disabled = left !== null && n === 0;
      b.setAttribute('aria-label', `${capital(tileWords(id))}${left ? `, ${n} left` : ''}`);
    }
  }
}
