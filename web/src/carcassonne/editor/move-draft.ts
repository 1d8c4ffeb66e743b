// The move being made at the step shown in Carcassonne's editor, on a copy of that position: the
// chosen player's turn given (free deck), the chosen tile drawn and placed among its legal
// rotations, then every open decision answered (the figure step, other players', chance's: the
// editor holds chance, so the author names every outcome). A move saved half-made goes on where
// it stopped; the record's "final" is answered the same way. The engine lists what is legal and
// refuses the rest in its words: nothing here decides a rule.
import type { Engine, Game, Option } from 'carcassonne-engine';
import type { Cell } from '../board.js';
import { placedOptions } from '../option-places.js';
import { anchorOf, handleCell } from '../pieces.js';
import type { TileArtist } from '../tiles.js';
import { type Doc, toRecord, withMoves } from './doc.js';

export interface Placed { x: number; y: number; rots: number[]; i: number }
export type SpotOption = Extract<Option, { type: 'figure' | 'return' }>;

/** Where a move starts: the engine, the document, the step shown and its position. */
export interface MoveStart { engine: Engine; doc: Doc; cursor: number; position: Game }

/** What a finished move (or final scoring) makes: the document to keep, the step to show, the words. */
export interface MoveMade { doc: Doc; cursor: number; message: string }

export class MoveDraft {
  work: Game | null = null;     // the move being made: turn given, tile drawn, tile placed
  tile: string | null = null;
  player = 0;
  placed: Placed | null = null;
  continuing = false;           // work goes on with the last move (saved partial: a decision was open)
  finalScoring = false;         // work is the final scoring, a decision of it open (the record's "final")
  figureKind = 'normal';
  readonly #artist: TileArtist;
  readonly #say: (message: string, refused: boolean) => void;
  readonly #placing: () => boolean;   // false while the author marks the step instead

  constructor(artist: TileArtist, say: (message: string, refused: boolean) => void, placing: () => boolean) {
    this.#artist = artist;
    this.#say = say;
    this.#placing = placing;
  }

  /** A fresh attempt at the move after the step shown: the chosen player's turn, the chosen tile drawn. */
  start(at: MoveStart, free: boolean): void {
    this.work?.dispose();
    this.work = null;
    this.placed = null;
    const pos = at.position.state();
    this.continuing = !pos.over && pos.decision !== null && pos.decision.kind !== 'tile';
    this.finalScoring = false;
    if (this.continuing) {   // the last move was saved with a decision open: answer it
      this.work = at.position.clone();
      this.work.holdChance(true);
    } else if (!this.tile && at.doc.end && at.cursor === at.doc.moves.length) {
      this.#startFinalScoring(at);
    } else if (this.tile && !pos.over) {
      const work = at.position.clone();
      try {
        work.holdChance(true);   // the author names every chance outcome (a die's face, the message drawn)
        if (free) work.giveTurn(this.player);
        if (!work.state().hand.includes(this.tile)) work.draw(this.tile);   // a wonder held is placed, never drawn
        this.work = work;
      } catch (e) {
        work.dispose();
        this.#say(`Not allowed: ${(e as Error).message}`, true);
      }
    }
  }

  /** The example ends with the final scoring: a decision it asks (and the record's "final" has not
   *  answered yet) is answered here like any other. */
  #startFinalScoring(at: MoveStart): void {
    const full = at.engine.loadRecord(toRecord(at.doc));
    const st = full.state();
    if (st.over || !st.decision) { full.dispose(); return; }
    full.holdChance(true);
    this.work = full;
    this.finalScoring = true;
  }

  options(): Option[] { return this.work?.options() ?? []; }

  /** "x,y" -> legal rotations of the chosen tile (a piece of several squares: at its middle square). */
  legal(): Map<string, number[]> {
    const legal = new Map<string, number[]>();
    const st = this.work?.state();
    if (!st || st.decision?.kind !== 'tile') return legal;
    for (const o of this.options()) {
      if (o.type !== 'tile' || o.tile !== this.tile) continue;
      const c = handleCell(this.#artist.info(o.tile), o.x, o.y, o.rot);
      const k = `${c.x},${c.y}`;
      legal.set(k, [...(legal.get(k) ?? []), o.rot]);
    }
    return legal;
  }

  apply(o: Option): boolean {
    try {
      this.work!.apply(o);
      this.#say('', false);
      return true;
    } catch (e) {
      this.#say(`Not allowed: ${(e as Error).message}`, true);
      return false;
    }
  }

  /** The chosen tile onto `cell` at its first legal rotation: true when it went down (the move goes on). */
  place(cell: Cell): boolean {
    if (!this.tile) { this.#say('Pick a tile from the palette first.', true); return false; }
    if (!this.work) return false;
    if (this.placed) {   // another square: take the tile back first
      this.work.undo();
      this.placed = null;
    }
    const rots = this.legal().get(`${cell.x},${cell.y}`);
    if (!rots) {   // the engine says why not
      this.apply({ type: 'tile', tile: this.tile, x: cell.x, y: cell.y, rot: 0 });
      return false;
    }
    this.placed = { x: cell.x, y: cell.y, rots, i: 0 };
    const a = anchorOf(this.#artist.info(this.tile), cell.x, cell.y, rots[0]!);
    return this.apply({ type: 'tile', tile: this.tile, x: a.x, y: a.y, rot: rots[0]! });
  }

  /** The tile just placed turned to its next legal rotation: false when there is none to turn to. */
  turn(): boolean {
    const p = this.placed, work = this.work;
    if (!p || !work || p.rots.length < 2 || !work.canUndo() || !this.tile) return false;
    work.undo();
    p.i = (p.i + 1) % p.rots.length;
    const a = anchorOf(this.#artist.info(this.tile), p.x, p.y, p.rots[p.i]!);
    this.apply({ type: 'tile', tile: this.tile, x: a.x, y: a.y, rot: p.rots[p.i]! });
    return true;
  }

  /** A decision other than the tile's is open in the move being made: any player's, or chance's. */
  answering(): boolean {
    const d = this.work?.state().decision;
    return this.#placing() && !!d && d.kind !== 'tile';
  }

  /** The open decision's answers that stand on the board: figures to place (of the kind chosen)
   *  and figures to take back, whoever answers. */
  spotOptions(): SpotOption[] {
    const options = this.options();
    const figures = options.filter((o): o is Extract<Option, { type: 'figure' }> => o.type === 'figure');
    if (!figures.some((o) => o.figure === this.figureKind)) this.figureKind = figures[0]?.figure ?? 'normal';
    return [...figures.filter((o) => o.figure === this.figureKind),
      ...options.filter((o): o is Extract<Option, { type: 'return' }> => o.type === 'return')];
  }

  /** The open decision's module answers with their places (option-places.ts: the page's own reading). */
  placedOptions() { return this.answering() ? placedOptions(this.options()) : []; }

  /** The open decision's answers as the page lays them out (move-panel.ts). */
  answerList(): { option: Option; ui: 'spot' | 'button' | 'pass'; index: number }[] {
    if (!this.answering()) return [];
    const options = this.options();
    const figureStep = this.work!.state().decision?.kind === 'figure';
    const spots = this.spotOptions();
    const buttons = [...(figureStep ? [] : spots), ...options.filter((o) => o.type === 'module')];
    const pass = options.find((o) => o.type === 'pass');
    return [
      ...(figureStep ? spots.map((option, index) => ({ option, ui: 'spot' as const, index })) : []),
      ...buttons.map((option, index) => ({ option, ui: 'button' as const, index })),
      ...(pass ? [{ option: pass, ui: 'pass' as const, index: 0 }] : []),
    ];
  }

  /** After an action: the document the move made once the next turn (or the end) is up, else null
   *  (a decision is still open, or the engine saved no move: said). */
  made(doc: Doc, cursor: number): MoveMade | null {
    const st = this.work!.state();
    if (this.finalScoring) return st.over ? this.#finalMade(doc, cursor) : null;
    if (!st.over && st.decision?.kind !== 'tile') return null;
    const saved = this.work!.save();
    const at = this.continuing ? cursor - 1 : cursor;
    const move = saved.moves[at];
    if (!move) { this.#say('The engine saved no move for this step.', true); return null; }
    delete move.partial;
    const old = doc.moves[at];
    if (this.continuing && old) {   // the caption and marks stay with the move they were written for
      if (old.note !== undefined) move.note = old.note;
      if (old.marks !== undefined) move.marks = old.marks;
    }
    const dropped = doc.moves.length - cursor;   // the move made replaces these (none when continuing)
    const next = withMoves(doc, [...doc.moves.slice(0, at), move]);
    this.tile = null;
    if (this.continuing) return { doc: next, cursor: at + 1, message: `Move ${at + 1} finished.` };
    const message = dropped > 0
      ? `Move ${cursor + 1} made; the ${dropped} move${dropped > 1 ? 's' : ''} after it were dropped (Undo brings them back).`
      : `Move ${cursor + 1} made. Caption it, or pick the next tile.`;
    return { doc: next, cursor: cursor + 1, message };
  }

  #finalMade(doc: Doc, cursor: number): MoveMade {
    const saved = this.work!.save();
    const next: Doc = { ...doc };
    if (saved.final?.length) next.final = saved.final; else delete next.final;
    return { doc: next, cursor, message: 'The final scoring is answered.' };
  }

  /** What the move would be after answer i (on a copy: nothing changes here). For tests. */
  tryAnswer(i: number, cursor: number): unknown {
    const a = this.answerList()[i];
    if (!a || !this.work) return null;
    const copy = this.work.clone();
    try {
      copy.apply(a.option);
      const saved = copy.save();
      if (this.finalScoring) return { final: saved.final ?? [] };
      return saved.moves[this.continuing ? cursor - 1 : cursor] ?? null;
    } finally { copy.dispose(); }
  }
}
