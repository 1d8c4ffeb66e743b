// The board of Carcassonne's editor as input: a click on a marked square places the tile (or,
// while marking, rings it or picks the tile to light), a click on a numbered spot answers with a
// figure (or lights its feature), a module's answer is clicked where it lives; hovering a spot or
// an answer's button lights what a click would do. The keys on the board: arrows walk the marked
// squares and Enter places the tile there, R turns it, 1-9 pick a numbered spot or place, ← →
// step through the moves, Esc lets go.
import type { Option } from 'carcassonne-engine';
import type { Cell, HoverTarget, Spot } from '../board.js';
import { spreadSpots } from '../spot-layout.js';
import { historyKey, typingIn } from '../../editor/step-nav.js';
import type { Editor } from './editor.js';

type Parts = { x: number; y: number; segment: number }[];

export class BoardInput {
  hoverParts: Parts | null = null;   // the feature lit under the pointer (a spot or an answer's button)
  hoverPlace = -1;                   // the module answer (option-places.ts index) under the pointer or focused
  kbCell: Cell | null = null;        // the keyboard's square among the marked ones
  readonly #e: Editor;

  constructor(editor: Editor) { this.#e = editor; }

  /** Nothing under the pointer any more (a new step, an answer given). */
  clear(): void {
    this.hoverParts = null;
    this.hoverPlace = -1;
  }

  cellClick(cell: Cell): void {
    if (this.#e.marking.mode !== 'place') { this.#e.marking.cellClick(cell); return; }
    this.place(cell);
  }

  place(cell: Cell): void {
    if (this.#e.draft.place(cell)) this.#e.afterAction(); else this.#e.render();
  }

  /** The numbered spots: a lit tile's features while lighting, else the open decision's figures. */
  spots(): Spot[] {
    const { marking, draft, position } = this.#e;
    if (marking.mode === 'light' && marking.lightTile) {
      return spreadSpots(position.segments(marking.lightTile.x, marking.lightTile.y).map((s, index) => ({
        index, x: s.x, y: s.y, px: s.px, py: s.py, feature: s.feature, segment: s.segment, figure: 'normal',
      })));
    }
    if (!draft.answering()) return [];
    return spreadSpots(draft.spotOptions().map((o, index) => ({
      index, x: o.x, y: o.y, px: o.px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure,
    })));
  }

  /** Marking: a spot under the pointer lights its whole feature, so that the author sees what a click would mark. */
  hover(t: HoverTarget): void {
    const place = t?.type === 'place' ? t.index : -1;
    if (place !== this.hoverPlace) { this.hoverPlace = place; this.#e.render(); }
    const spot = this.#e.marking.mode === 'light' && t?.type === 'spot' ? this.spots()[t.index] : undefined;
    const parts = spot ? this.#e.position.feature(spot.x, spot.y, spot.segment).parts : null;
    if (JSON.stringify(parts) === JSON.stringify(this.hoverParts)) return;
    this.hoverParts = parts;
    this.#e.render();
  }

  spotClick(index: number): void {
    const spot = this.spots()[index];
    if (!spot) return;
    if (this.#e.marking.mode === 'light') { this.#e.marking.toggleFeature(spot); return; }
    const o = this.#e.draft.spotOptions()[index];
    if (o) this.answer(o);
  }

  answer(o: Option): void {
    const e = this.#e;
    e.draft.placed = null;   // the tile stays as it is turned: turning now would take back this answer instead
    this.clear();
    if (e.draft.apply(o)) e.afterAction(); else e.render();
  }

  /** A button's answer under the pointer or the focus: its feature lit, or its place on the board. */
  preview(o: Option | null): void {
    const { draft, position } = this.#e;
    const parts = o && (o.type === 'figure' || o.type === 'return') ? (draft.work ?? position).feature(o.x, o.y, o.segment).parts : null;
    const key = JSON.stringify(o);
    const place = o ? draft.placedOptions().findIndex((p) => JSON.stringify(p.option) === key) : -1;
    if (JSON.stringify([parts, place]) === JSON.stringify([this.hoverParts, this.hoverPlace])) return;
    this.hoverParts = parts;
    this.hoverPlace = place;
    this.#e.render();
  }

  key(e: KeyboardEvent): void {
    const ed = this.#e, draft = ed.draft;
    if (historyKey(e, ed.steps)) return;
    if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const onBoard = e.target === ed.board.canvas;
    const legal = onBoard && ed.marking.mode === 'place' && !draft.placed ? [...draft.legal().keys()] : [];
    if (e.key === 'r' || e.key === 'R') ed.turnTile();
    else if (e.key === 'Escape') ed.letGo();
    else if (legal.length && e.key.startsWith('Arrow')) {
      this.#walk(legal, e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1);
      e.preventDefault();
    } else if (onBoard && e.key === 'Enter' && this.kbCell && legal.length) {
      const cell = this.kbCell;
      this.kbCell = null;
      this.place(cell);
    } else if (onBoard && /^[1-9]$/.test(e.key) && this.spots().length) this.spotClick(Number(e.key) - 1);
    else if (onBoard && /^[1-9]$/.test(e.key) && draft.placedOptions().length) {   // a module's answer by its number on the board
      const o = draft.placedOptions()[Number(e.key) - 1];
      if (o && o.place.on !== 'none') this.answer(o.option);
    }
    else if (onBoard && e.key === 'ArrowLeft') ed.show(ed.cursor - 1);
    else if (onBoard && e.key === 'ArrowRight') ed.show(ed.cursor + 1);
  }

  /** The keyboard's way to a square: arrows walk the marked squares (Enter places the tile there). */
  #walk(legal: string[], step: number): void {
    const at = this.kbCell ? legal.indexOf(`${this.kbCell.x},${this.kbCell.y}`) : -1;
    const [x, y] = legal[(at + step + legal.length) % legal.length]!.split(',').map(Number) as [number, number];
    this.kbCell = { x, y };
    this.#e.board.reveal(this.kbCell);
    this.#e.render();
  }
}
