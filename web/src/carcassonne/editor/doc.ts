// Carcassonne's editor document: one teaching record (setup, moves with their captions and marks,
// the "end" flag). Its undo/redo is every editor's (editor/record-history.ts); the engine checks
// every version before it is kept; this module only holds and formats them.
import type { GameRecord, Marks, Move, Setup } from 'carcassonne-engine';

/** A record less its format and version: `final` (the final scoring's answers) and `next` (a turn
 *  begun after the moves) kept as they came, so that a version-2 record goes out as it came in. */
export interface Doc {
  setup: Setup; moves: Move[]; end: boolean;
  final?: Record<string, unknown>[];
  next?: NonNullable<GameRecord['next']>;
}

export function defaultDoc(): Doc {
  return {
    setup: { players: [{ name: 'Alice' }, { name: 'Bob' }], sets: ['base'], rules: {}, seed: 1, deck: 'free' },
    moves: [],
    end: false,
  };
}

/** Move fields only version 2 reads (docs/records.md "Versions"). */
const V2_MOVE_FIELDS = ['then', 'action', 'drawn'];

/** The version a record needs: 2 when a move answers more than the tile and the figure step, names
 *  the tile drawn, passes its figure step in a partial move, or the record has `final` or `next`. */
export function versionNeeded(d: Pick<Doc, 'moves' | 'final' | 'next'>): 1 | 2 {
  const v2 = d.final !== undefined || d.next !== undefined ||
    d.moves.some((m) => V2_MOVE_FIELDS.some((k) => m[k] !== undefined) || m.meeple === null);
  return v2 ? 2 : 1;
}

export function toRecord(d: Doc): GameRecord {
  const rec: GameRecord = { format: 'carcassonne-record', version: versionNeeded(d), setup: d.setup, moves: d.moves };
  if (d.end) rec.end = true;
  if (d.final !== undefined) rec.final = d.final;
  if (d.next !== undefined) rec.next = d.next;
  return rec;
}

export function fromRecord(rec: GameRecord): Doc {
  const doc: Doc = { setup: rec.setup, moves: Array.isArray(rec.moves) ? rec.moves : [], end: rec.end === true };
  if (rec.final !== undefined) doc.final = rec.final;
  if (rec.next !== undefined) doc.next = rec.next;
  return doc;
}

/** The document once its moves from `from` on are replaced: a begun turn and the final scoring's
 *  answers belong to the moves they followed, so they go. */
export function withMoves(d: Doc, moves: Move[]): Doc {
  const { final: _final, next: _next, ...rest } = d;
  return { ...rest, moves };
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

/** The record as people read it: the setup on its own lines, one move (and one final answer) per line. */
export function formatRecord(rec: GameRecord): string {
  const fields: string[] = [' "format": "carcassonne-record"', ` "version": ${rec.version}`, ` "setup": ${JSON.stringify(rec.setup)}`];
  const list = (name: string, items: unknown[]) => items.length
    ? ` "${name}": [\n${items.map((m) => `  ${JSON.stringify(m)}`).join(',\n')}\n ]`
    : ` "${name}": []`;
  fields.push(list('moves', rec.moves ?? []));
  if (rec.end) fields.push(' "end": true');
  if (rec.final !== undefined) fields.push(list('final', rec.final));
  if (rec.next !== undefined) fields.push(` "next": ${JSON.stringify(rec.next)}`);
  return `{\n${fields.join(',\n')}\n}`;
}

export { clone };
