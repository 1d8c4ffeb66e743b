// The marks of the step shown in Carcassonne's editor: "Light a feature" (click a tile, then the
// spot of a feature: its whole feature is lit, again to put it out) and "Ring a square", and the
// list of the step's marks with a button to remove each. Marks belong to the move that led to
// the step (its "marks"); the engine works out a lit feature's parts (marksAt).
import { marksAt, NO_MARKS, type StepMarks } from '../../embed/annotations.js';
import { $, h } from '../../shell/dom.js';
import type { Cell, Spot } from '../board.js';
import { whereInWords } from '../board-text.js';
import { featureName } from '../words.js';
import type { Editor } from './editor.js';

export type Mode = 'place' | 'light' | 'ring';

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

export class Marking {
  mode: Mode = 'place';
  lightTile: Cell | null = null;   // light mode: the tile whose features show their spots
  readonly #e: Editor;

  constructor(editor: Editor) { this.#e = editor; }

  /** The step's marks as the engine reads them (the start has none). */
  stepMarks(): StepMarks { return this.#e.cursor > 0 ? marksAt(this.#e.position, this.#e.cursor) : NO_MARKS; }

  setMode(mode: Mode): void {
    const e = this.#e;
    this.mode = this.mode === mode || e.cursor === 0 ? 'place' : mode;
    this.lightTile = null;
    if (this.mode !== 'place' && e.draft.tile) { e.draft.tile = null; e.startMove(); }   // marks belong to the step shown
    e.say(this.mode === 'light' ? 'Click a tile, then the spot of the feature to light.'
      : this.mode === 'ring' ? 'Click the squares to ring (again to remove a ring).' : '', false);
    e.render();
  }

  /** A click on a square while marking: ring it, or choose the tile whose features to light. */
  cellClick(cell: Cell): void {
    if (this.mode === 'ring') { this.#toggleSquare(cell); return; }
    const on = this.#e.position.state().tiles.some((t) => t.x === cell.x && t.y === cell.y);
    this.lightTile = on ? cell : null;
    this.#e.say(on ? 'Click the spot of the feature to light (again to put it out).' : 'Click a tile: its features get spots.', !on);
    this.#e.render();
  }

  #toggleSquare(c: Cell): void {
    this.#e.editMove((m) => {
      const squares = [...(m.marks?.squares ?? [])];
      const i = squares.findIndex((s) => s.x === c.x && s.y === c.y);
      if (i >= 0) squares.splice(i, 1); else squares.push({ x: c.x, y: c.y });
      m.marks = { ...m.marks, squares };
    });
  }

  toggleFeature(spot: Spot): void {
    const e = this.#e;
    const lit = this.stepMarks().features;
    const hit = lit.findIndex((f) => f.parts.some((p) => p.x === spot.x && p.y === spot.y && p.segment === spot.segment));
    const at = e.position.segments(spot.x, spot.y)[spot.segment]!.at;
    e.editMove((m) => {
      const features = [...(m.marks?.features ?? [])];
      if (hit >= 0) features.splice(hit, 1);
      else features.push({ x: spot.x, y: spot.y, at, feature: spot.feature });
      m.marks = { ...m.marks, features };
    });
    this.lightTile = { x: spot.x, y: spot.y };
    e.render();
  }

  #removeMark(kind: 'features' | 'squares', i: number): void {
    this.#e.editMove((m) => {
      const list = [...(m.marks?.[kind] ?? [])];
      list.splice(i, 1);
      m.marks = { ...m.marks, [kind]: list };
    });
  }

  /** The mark buttons and the list of the step's marks, each with its ✕ (words only, never markup). */
  render(marks: StepMarks): void {
    const step = this.#e.cursor;
    for (const [id, mode] of [['light', 'light'], ['ring', 'ring']] as const) {
      button(id).disabled = step === 0;
      button(id).setAttribute('aria-pressed', String(this.mode === mode));
    }
    const items = [
      ...marks.features.map((f, i) => h('li', {}, `Lit: the ${featureName(f.kind)} at ${whereInWords(f.x, f.y)}`,
        h('button', { type: 'button', 'aria-label': `Put out the ${featureName(f.kind)} at ${whereInWords(f.x, f.y)}`, onclick: () => this.#removeMark('features', i) }, '✕'))),
      ...marks.squares.map((s, i) => h('li', {}, `Ringed: ${s.x === 0 && s.y === 0 ? '' : 'the square '}${whereInWords(s.x, s.y)}`,
        h('button', { type: 'button', 'aria-label': `Remove the ring at ${whereInWords(s.x, s.y)}`, onclick: () => this.#removeMark('squares', i) }, '✕'))),
    ];
    $('#marks').replaceChildren(...items);
  }
}
