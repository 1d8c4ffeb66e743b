// The editor's document: one teaching record (setup, moves with their captions and marks, the
// "end" flag), with an undo/redo history of whole records. The engine checks every version before
// it is kept; this module only holds and formats them.
import type { GameRecord, Marks, Move, Setup } from 'carcassonne-engine';

export interface Doc { setup: Setup; moves: Move[]; end: boolean }

export function defaultDoc(): Doc {
  return {
    setup: { players: [{ name: 'Alice' }, { name: 'Bob' }], sets: ['base'], rules: {}, seed: 1, deck: 'free' },
    moves: [],
    end: false,
  };
}

export function toRecord(d: Doc): GameRecord {
  const rec: GameRecord = { format: 'carcassonne-record', version: 1, setup: d.setup, moves: d.moves };
  if (d.end) rec.end = true;
  return rec;
}

export function fromRecord(rec: GameRecord): Doc {
  return { setup: rec.setup, moves: Array.isArray(rec.moves) ? rec.moves : [], end: rec.end === true };
}

function clone<T>(v: T): T { return JSON.parse(JSON.stringify(v)) as T; }

/** A move's marks with nothing empty left in them (undefined when nothing is marked). */
export function tidyMarks(m: Marks | undefined): Marks | undefined {
  if (!m) return undefined;
  const out: Marks = {};
  if (m.features?.length) out.features = m.features;
  if (m.squares?.length) out.squares = m.squares;
  return out.features || out.squares ? out : undefined;
}

/** The record as people read it: the setup on its own lines, one move per line. */
export function formatRecord(rec: GameRecord): string {
  const lines = ['{', ' "format": "carcassonne-record",', ' "version": 1,', ` "setup": ${JSON.stringify(rec.setup)},`];
  const moves = rec.moves ?? [];
  lines.push(moves.length ? ' "moves": [' : ' "moves": []' + (rec.end ? ',' : ''));
  moves.forEach((m, i) => lines.push(`  ${JSON.stringify(m)}${i < moves.length - 1 ? ',' : ''}`));
  if (moves.length) lines.push(' ]' + (rec.end ? ',' : ''));
  if (rec.end) lines.push(' "end": true');
  lines.push('}');
  return lines.join('\n');
}

/** Versions of the document; `commit` drops the redo branch. */
export class History {
  #versions: string[];
  #at = 0;
  constructor(first: Doc) { this.#versions = [JSON.stringify(first)]; }
  get doc(): Doc { return JSON.parse(this.#versions[this.#at]!) as Doc; }
  get canUndo(): boolean { return this.#at > 0; }
  get canRedo(): boolean { return this.#at < this.#versions.length - 1; }
  commit(d: Doc): void {
    const text = JSON.stringify(d);
    if (text === this.#versions[this.#at]) return;
    this.#versions.splice(this.#at + 1, Infinity, text);
    this.#at++;
    if (this.#versions.length > 200) { this.#versions.shift(); this.#at--; }
  }
  /** Replaces the current version (typing a caption: one history step per edit session). */
  amend(d: Doc): void { this.#versions[this.#at] = JSON.stringify(d); }
  undo(): Doc { if (this.canUndo) this.#at--; return this.doc; }
  redo(): Doc { if (this.canRedo) this.#at++; return this.doc; }
}

export { clone };
