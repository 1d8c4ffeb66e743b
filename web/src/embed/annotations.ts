// A step's caption and marks (a record move's "note" and "marks"): what the replay shows with the
// position after a move. The engine checks them and gives each lit feature's shape; the element
// shows the caption as text (never markup), lights the features and rings the squares.
import type { Game, Location } from 'carcassonne-engine';

export type Part = { x: number; y: number; segment: number };
export interface LitFeature { x: number; y: number; at: Location; segment: number; kind: string; parts: Part[] }
export interface StepMarks { note: string; features: LitFeature[]; squares: { x: number; y: number }[] }

export const NO_MARKS: StepMarks = Object.freeze({ note: '', features: [], squares: [] }) as StepMarks;

/** The caption and marks of the move that led to the position after `ply` moves (none at the start
 *  or at a record's final-scoring step, ply null). `game` holds that position. */
export function marksAt(game: Game, ply: number | null): StepMarks {
  if (ply === null || ply <= 0) return NO_MARKS;
  const a = game.annotation(ply - 1);
  if (!a) return NO_MARKS;
  return {
    note: a.note,
    features: a.marks.features.map((f) => ({ x: f.x, y: f.y, at: f.at, segment: f.segment, kind: f.kind, parts: f.parts })),
    squares: a.marks.squares.map((s) => ({ x: s.x, y: s.y })),
  };
}

export function litParts(m: StepMarks): Part[] {
  return m.features.flatMap((f) => f.parts);
}
