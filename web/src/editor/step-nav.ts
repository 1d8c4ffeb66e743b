// The editor's step cursor, for every game: the buttons first / back / forward / last and the
// slider (#first, #prev, #next, #last, #step, #step-label of the editor's page), Undo and Redo
// (#undo, #redo), and the keys
// every editor shares (Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y for undo and redo, ← → Home End on the board
// to step). The step shown is the position after that many moves of the document.
import { $ } from '../shell/dom.js';

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

export interface StepHandlers {
  /** Show step n (clamped by the editor to 0..moves). */
  go(step: number): void;
  undo(): void;
  redo(): void;
}

/** Wires the step buttons and slider to `go` (Undo and Redo to theirs): `cursor()` is the step
 *  shown, `moves()` the last. */
export function wireSteps(h: StepHandlers, cursor: () => number, moves: () => number): void {
  button('undo').addEventListener('click', () => h.undo());
  button('redo').addEventListener('click', () => h.redo());
  button('first').addEventListener('click', () => h.go(0));
  button('prev').addEventListener('click', () => h.go(cursor() - 1));
  button('next').addEventListener('click', () => h.go(cursor() + 1));
  button('last').addEventListener('click', () => h.go(moves()));
  $('#step').addEventListener('input', (e) => h.go(Number((e.target as HTMLInputElement).value)));
}

/** The cursor's controls as step `cursor` of `moves` shows them, with its label (text, never markup). */
export function renderSteps(cursor: number, moves: number, label: string): void {
  const slider = $('#step') as HTMLInputElement;
  slider.max = String(moves);
  slider.value = String(cursor);
  button('first').disabled = button('prev').disabled = cursor === 0;
  button('next').disabled = button('last').disabled = cursor >= moves;
  $('#step-label').textContent = label;
}

/** Undo and Redo as the history allows them. */
export function renderHistory(history: { canUndo: boolean; canRedo: boolean }): void {
  button('undo').disabled = !history.canUndo;
  button('redo').disabled = !history.canRedo;
}

/** "Start (3 moves)" or "After move 2 of 3". */
export function stepWhere(cursor: number, moves: number): string {
  return cursor === 0 ? `Start (${moves} ${moves === 1 ? 'move' : 'moves'})` : `After move ${cursor} of ${moves}`;
}

/** Whether a key press went to a text field (the editor's keys then stay the field's). */
export function typingIn(e: KeyboardEvent): boolean {
  return e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
}

/** Undo and redo keys (outside text fields): true when `e` was one of them. */
export function historyKey(e: KeyboardEvent, h: StepHandlers): boolean {
  const mod = e.ctrlKey || e.metaKey;
  if (!mod || typingIn(e)) return false;
  const k = e.key.toLowerCase();
  if (k === 'z') { e.preventDefault(); if (e.shiftKey) h.redo(); else h.undo(); return true; }
  if (k === 'y') { e.preventDefault(); h.redo(); return true; }
  return false;
}

/** ← → Home End on the board step through the moves: true when `e` was one of them. */
export function stepKey(e: KeyboardEvent, h: StepHandlers, cursor: number, moves: number): boolean {
  const to = e.key === 'ArrowLeft' ? cursor - 1 : e.key === 'ArrowRight' ? cursor + 1
    : e.key === 'Home' ? 0 : e.key === 'End' ? moves : null;
  if (to === null) return false;
  e.preventDefault();
  h.go(to);
  return true;
}
