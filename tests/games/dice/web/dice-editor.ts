// The dice game's board in the example editor (web/src/editor/record-editor.ts; the fixtures
// build's dice-editor.html): the grid as the page draws it, the engine's legal squares ringed and
// clicked to place, the die's faces (chance's options, named by the author) as buttons. Which
// squares and faces are legal is the engine's list; this file only says where they are.
import { createGameEngine, type PlatformOption, type PlatformState, type RulesEngine } from 'carcassonne-engine/game';
import type { EditorBoard, EditorGame } from '../../../../web/src/editor/editor-game.js';
import { drawBoard, type GridPlace } from './dice-draw.js';
import { lineWords, squareWords, type DiceState, type Line, type Square } from './dice-words.js';

const isSquare = (o: PlatformOption): o is PlatformOption & Square => typeof o['x'] === 'number' && typeof o['y'] === 'number';
/** Face 1-4 opens row face-1, 5-8 column face-5 (dice.hpp). */
const opens = (face: number): Line => (face <= 4 ? { line: 'row', index: face - 1 } : { line: 'column', index: face - 5 });
const name = (s: DiceState, seat: number | undefined) => {
  const at = seat ?? Number(s['current']);
  return s.players[at]?.name ?? `Player ${at + 1}`;
};

class DiceEditorBoard implements EditorBoard {
  #canvas: HTMLCanvasElement;
  #place: GridPlace | null = null;
  #options: PlatformOption[] = [];
  constructor(canvas: HTMLCanvasElement) { this.#canvas = canvas; }

  draw(state: PlatformState, options: PlatformOption[], events: { id: string; [k: string]: unknown }[]): void {
    const s = state as DiceState;
    const roll = events.filter((e) => e.id === 'roll').at(-1);
    this.#options = options;
    this.#place = drawBoard(this.#canvas, s, roll ? Number(roll['face']) : null, options.filter(isSquare));
  }

  optionAt(x: number, y: number): number {
    const g = this.#place;
    if (!g) return -1;
    const r = this.#canvas.getBoundingClientRect();
    const cx = Math.floor((x - r.left - g.left) / g.cell), cy = Math.floor((y - r.top - g.top) / g.cell);
    return this.#options.findIndex((o) => isSquare(o) && o.x === cx && o.y === cy);
  }

  optionPoint(i: number): { x: number; y: number } | null {
    const o = this.#options[i], g = this.#place;
    if (!o || !g || !isSquare(o)) return null;
    const r = this.#canvas.getBoundingClientRect();
    return { x: r.left + g.left + (o.x + 0.5) * g.cell, y: r.top + g.top + (o.y + 0.5) * g.cell };
  }

  optionText(o: PlatformOption): string {
    if (isSquare(o)) return `Place on ${squareWords(o)}`;
    const face = Number(o['face']);
    return `The die shows ${face} (${lineWords(opens(face))} opens)`;
  }

  decisionText(state: PlatformState): string {
    const s = state as DiceState;
    if (s.decision?.chance) return 'The die is rolled: pick the face it shows.';
    return `${name(s, s.decision?.player)} places a marker on the open line (${lineWords(s.open)}), or anywhere empty when it is full: click a ringed square.`;
  }

  scoresText(state: PlatformState): string {
    const s = state as DiceState;
    return s.players.map((p, i) => `${p.name} ${s.scores[i] ?? 0}`).join(' · ');
  }
}

let shared: Promise<RulesEngine> | null = null;

export const diceEditor: EditorGame = {
  title: 'Dice grid',
  elementScript: 'dice-board.js',
  engine: () => {
    shared ??= createGameEngine('dice');
    shared.catch(() => { shared = null; });
    return shared;
  },
  createBoard: (canvas) => new DiceEditorBoard(canvas),
};
