// Stepping through a game record, for the page's replay, its final-scoring walk-through and the
// rules-wiki element. Pure data over the engine (no DOM): a step is the position after a number of
// moves, and a finished game has one more step of its own, its final scoring, whose features are
// scored one at a time while the figures that score them are still on the board.
//
// The engine scores the end of a game within the last move (or at the record's "end"), so the
// board before final scoring is rebuilt from what the engine reports: final-scoring events are
// those of a turn after the last tile; the figures standing then are the ones they return, with
// their positions from the position before the last move (and the figure that move placed).
import type { Engine, FigureState, Game, GameEvent, GameRecord, GameState, TileInfo, TileSetInfo } from 'carcassonne-engine';

export type Part = { x: number; y: number; segment: number };
export type ScoreEvent = Extract<GameEvent, { type: 'score' }>;

/** One feature of the final scoring: the event, the feature's pieces and (fields) the cities it pays for. */
export interface FinalItem { event: ScoreEvent; parts: Part[]; cities: Part[] }

export interface FinalScoring {
  figures: FigureState[];     // the figures on the board when final scoring began
  scoresBefore: number[];     // the scores before it
  items: FinalItem[];         // the score events of final scoring, in the engine's order
  events: GameEvent[];        // every event of final scoring (scores, returns, the end)
  firstEvent: number;         // index of its first event in the game's event list
}

/** What one step shows: the board, the scores, what happened and which features it scored. */
export interface ReplayFrame {
  step: number;
  ply: number;                // moves played (the final step: all of them)
  final: boolean;             // the final-scoring step
  state: GameState;           // figures and scores as they stand at this step
  events: GameEvent[];        // what this step did
  scored: Part[];             // the features this step scored
  fieldCities: Part[];        // the completed cities the fields scored at this step pay for
}

const figureKey = (f: { player: number | null; figure: string; x: number; y: number; at: string }) =>
  `${f.player}/${f.figure}/${f.x},${f.y}/${f.at}`;

/** Index of the first event after the last tile was placed (where final scoring starts), or -1. */
function finalStart(events: GameEvent[]): number {
  let lastTileTurn = -1;
  for (const e of events) if (e.type === 'tile') lastTileTurn = Math.max(lastTileTurn, e.turn);
  const i = events.findIndex((e) => e.turn > lastTileTurn && e.type !== 'discard');
  return i;
}

/** Looks up tile types by id, for the cities a field touches. */
export class TileIndex {
  #tiles = new Map<string, TileInfo>();
  constructor(engine: Engine, sets: TileSetInfo[] = engine.tileSets()) {
    for (const set of sets) for (const t of set.tiles) this.#tiles.set(t.id, t);
  }
  get(id: string): TileInfo | undefined { return this.#tiles.get(id); }
}

function featureParts(game: Game, x: number, y: number, segment: number): { parts: Part[]; complete: boolean } {
  try {
    const f = game.feature(x, y, segment);
    return { parts: f.parts, complete: f.complete };
  } catch {
    return { parts: [], complete: false };   // a score of no feature on the board
  }
}

/** The completed cities a field touches: what a farmer is paid for. */
export function fieldCities(game: Game, tiles: TileIndex, field: Part[]): Part[] {
  const placed = new Map(game.state().tiles.map((t) => [`${t.x},${t.y}`, t.tile]));
  const seen = new Set<string>();
  const out: Part[] = [];
  for (const p of field) {
    const info = tiles.get(placed.get(`${p.x},${p.y}`) ?? '');
    for (const c of info?.segments[p.segment]?.cities ?? []) {
      if (seen.has(`${p.x},${p.y},${c}`)) continue;
      const city = featureParts(game, p.x, p.y, c);
      for (const q of city.parts) seen.add(`${q.x},${q.y},${q.segment}`);
      if (city.complete) out.push(...city.parts);
    }
  }
  return out;
}

/** The parts a score event lights (its feature), and for fields the cities they pay for. */
export function scoredParts(game: Game, tiles: TileIndex, events: GameEvent[]): { parts: Part[]; cities: Part[] } {
  const parts: Part[] = [], cities: Part[] = [];
  for (const e of events) {
    if (e.type !== 'score' || e.x === undefined || e.y === undefined || e.segment === undefined) continue;
    const f = featureParts(game, e.x, e.y, e.segment).parts;
    parts.push(...f);
    if (e.feature === 'field') cities.push(...fieldCities(game, tiles, f));
  }
  return { parts, cities };
}

/**
 * The final scoring of a finished game (`over` is the game loaded from `record` to its end).
 * Null when the game is not over.
 */
export function analyseFinalScoring(engine: Engine, tiles: TileIndex, record: GameRecord, over: Game): FinalScoring | null {
  const st = over.state();
  if (!st.over) return null;
  const all = over.events(0);
  let first = finalStart(all);
  if (first < 0) first = all.length;
  const events = all.slice(first);
  const items: FinalItem[] = events.filter((e): e is ScoreEvent => e.type === 'score').map((event) => {
    const { parts, cities } = scoredParts(over, tiles, [event]);
    return { event, parts, cities };
  });
  const scoresBefore = st.players.map((p) => p.score);
  for (const { event } of items) for (const p of event.players) scoresBefore[p]! -= event.points;
  return { figures: figuresBeforeFinal(engine, record, st, events), scoresBefore, items, events, firstEvent: first };
}

/** The figures standing when final scoring began, with their board positions. */
function figuresBeforeFinal(engine: Engine, record: GameRecord, end: GameState, finalEvents: GameEvent[]): FigureState[] {
  const moves = record.moves?.length ?? 0;
  const known = new Map<string, FigureState[]>();
  const remember = (f: FigureState) => { const k = figureKey(f); known.set(k, [...(known.get(k) ?? []), f]); };
  const atEnd = engine.loadRecord(record, { ply: moves });
  try {
    const st = atEnd.state();
    if (!st.over) return st.figures;    // the record's "end" stopped the game: the board as it stood
  } finally {
    atEnd.dispose();
  }
  if (moves > 0) {
    const before = engine.loadRecord(record, { ply: moves - 1 });
    try {
      before.state().figures.forEach(remember);
      placedByLastMove(before, record).forEach(remember);
    } finally {
      before.dispose();
    }
  }
  const out: FigureState[] = [...end.figures];
  for (const e of finalEvents) {
    if (e.type !== 'return') continue;
    const f = known.get(figureKey(e))?.shift();
    if (f) out.push(f);
  }
  return out;
}

/** The figure the last move put down, as the engine offers it after that move's tile (or none). */
function placedByLastMove(before: Game, record: GameRecord): FigureState[] {
  const move = record.moves[record.moves.length - 1];
  if (!move?.meeple) return [];
  const st = before.state();
  const tile = before.options().find((o) => o.type === 'tile' && o.tile === move.tile && o.x === move.x && o.y === move.y && o.rot === move.rot);
  if (!tile || !st.decision) return [];
  const probe = before.clone();
  try {
    probe.apply(tile);
    const kind = move.meeple.kind ?? 'normal';
    const spot = probe.options().find((o) => o.type === 'figure' && o.figure === kind && o.at === move.meeple!.at &&
      (move.meeple!.feature === undefined || o.feature === move.meeple!.feature));
    if (!spot || spot.type !== 'figure') return [];
    const { figure, x, y, segment, at, feature, px, py } = spot;
    return [{ player: st.decision.player, figure, x, y, segment, at, feature, px, py }];
  } catch {
    return [];
  } finally {
    probe.dispose();
  }
}

/**
 * A record as steps: step k (0..moves) is the position after k moves; a finished game adds a last
 * step, its final scoring. Frames are plain data; the engine's games are freed after each use.
 */
export class Replay {
  readonly record: GameRecord;
  readonly moves: number;
  readonly steps: number;
  readonly final: FinalScoring | null;
  #engine: Engine;
  #tiles: TileIndex;
  #endedByRecord = false;     // the record's "end" stopped a game that still had tiles

  constructor(engine: Engine, record: GameRecord | string, tiles = new TileIndex(engine)) {
    this.#engine = engine;
    this.#tiles = tiles;
    const full = engine.loadRecord(record);   // validates the whole record first (its text, when given text)
    try {
      this.record = typeof record === 'string' ? JSON.parse(record) as GameRecord : record;
      this.moves = this.record.moves?.length ?? 0;
      this.final = analyseFinalScoring(engine, tiles, this.record, full);
      if (this.final) {
        const atEnd = engine.loadRecord(this.record, { ply: this.moves });
        this.#endedByRecord = !atEnd.state().over;
        atEnd.dispose();
      }
    } finally {
      full.dispose();
    }
    this.steps = this.moves + 1 + (this.final ? 1 : 0);
  }

  /** The last step's index (the final scoring of a finished game). */
  get last(): number { return this.steps - 1; }

  /** The step that shows the position after `ply` moves ("end": the last step). */
  stepOfPly(ply: number | 'end'): number { return ply === 'end' ? this.last : Math.max(0, Math.min(this.moves, ply)); }

  isFinal(step: number): boolean { return !!this.final && step === this.last; }

  /** The game at a step (the caller disposes it): the final step is the whole record. */
  game(step: number): Game {
    if (this.isFinal(step)) return this.#engine.loadRecord(this.record);
    return this.#engine.loadRecord(this.record, { ply: this.#clamp(step) });
  }

  frame(step: number): ReplayFrame {
    step = this.#clamp(step);
    const game = this.game(step);
    try {
      const state = game.state();
      const from = step === 0 ? 0 : this.#eventCount(step - 1);
      let events = game.events(from);
      const fs = this.final;
      const final = this.isFinal(step);
      if (fs && final) {
        events = this.#endedByRecord ? events : fs.events;
        state.figures = fs.figures;
      } else if (fs && step === this.moves && !this.#endedByRecord) {
        // the last move: its own events; the final scoring waits for the next step
        events = game.events(0).slice(from, fs.firstEvent);
        state.figures = fs.figures;
        state.over = false;
        state.players = state.players.map((p, i) => ({ ...p, score: fs.scoresBefore[i] ?? p.score }));
      }
      const { parts, cities } = scoredParts(game, this.#tiles, events);
      return { step, ply: final ? this.moves : step, final, state, events, scored: parts, fieldCities: cities };
    } finally {
      game.dispose();
    }
  }

  /** "Start (71 moves to go)", "Move 3 of 71", "End of the game: final scoring". */
  caption(step: number): string {
    if (this.isFinal(step)) return 'End of the game: final scoring';
    if (step <= 0) return `Start (${this.moves} ${this.moves === 1 ? 'move' : 'moves'} to go)`;
    return `Move ${step} of ${this.moves}`;
  }

  #eventCount(step: number): number {
    if (this.final && !this.#endedByRecord && step === this.moves) return this.final.firstEvent;
    const g = this.game(step);
    try { return g.eventCount(); } finally { g.dispose(); }
  }

  #clamp(step: number): number { return Math.max(0, Math.min(this.last, Math.trunc(step))); }
}
