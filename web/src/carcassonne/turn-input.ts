// What the player to move may do now, read from the engine's options: the tile's legal squares
// and turns, the figure spots of the kind shown, a module's options and their places, and the
// input at rest (the cursor, the turn, what the pointer is over). The first layer of Carcassonne's
// page view (view.ts); the board input, the side panels and the panel build on it.
import type { Engine, FigureState, Game, GameState, Option, PlacedTileState } from 'carcassonne-engine';
import type { Bot } from '../shell/bots.js';
import type { Host as ShellHost, Mode, Seat, Thinking } from '../shell/game-page.js';
import type { CarcTypes } from './types.js';

type Host = ShellHost<CarcTypes>;
import type { BoardView, Cell, HoverTarget, Spot } from './board.js';
import type { FinalWalkthrough } from './final-walkthrough.js';
import { standardFigure } from './lexicon.js';
import { placedOptions, type PlacedOption } from './option-places.js';
import { anchorOf, handleCell } from './pieces.js';
import type { ReplayFrame, TileIndex } from './replay.js';
import { spreadSpots } from './spot-layout.js';
import type { TileArtist } from './tiles.js';

export type TileOption = Extract<Option, { type: 'tile' }>;
export type FigureOption = Extract<Option, { type: 'figure' | 'return' }>;
export type ModuleOption = Extract<Option, { type: 'module' }>;

/**
 * After a tile is placed by a click, a click on a figure spot at the same point within this time
 * is the second half of a double click: it places no meeple.
 */
export const SPOT_GUARD_MS = 450;
export const SPOT_GUARD_PX = 14;
/** Touch screens: no keys, no right click, no hover. */
export const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export abstract class TurnInput {
  abstract readonly board: BoardView;
  rot = 0;
  handIndex = 0;
  cursor: Cell | null = null;
  hoverCell: Cell | null = null;
  hoverSpot = -1;
  figureKind: string | null = null;   // the figure kind whose spots are shown (null: the meeple)
  hoverFigure: HoverTarget = null;
  highlightCache = new Map<string, { x: number; y: number; segment: number }[]>();
  placedAt: { x: number; y: number; t: number } | null = null;   // where and when a click placed the tile
  hoverModule: ModuleOption | null = null;   // an expansion action hovered (the abbot's recall)
  hoverPlace = -1;               // the placed option (option-places.ts) hovered on the board or by its button
  walk: FinalWalkthrough | null = null;        // the final-scoring walk-through shown (mode 'final')
  replayFrame: ReplayFrame | null = null;      // the replay step shown (mode 'replay')

  constructor(readonly host: Host, readonly artist: TileArtist, readonly tiles: TileIndex) {}

  // the shell's game, as the page parts below read it
  get engine(): Engine { return this.host.engine; }
  get game(): Game | null { return this.host.game; }
  get st(): GameState | null { return this.host.st; }
  get opts(): Option[] { return this.host.opts; }
  get seats(): Seat[] { return this.host.seats; }
  get bots(): readonly (Bot | null)[] { return this.host.bots; }
  get mode(): Mode { return this.host.mode; }
  get thinking(): Thinking | null { return this.host.thinking; }
  humanToMove(): boolean { return this.host.humanToMove(); }
  apply(o: Option): void { this.host.apply(o); }

  abstract updateBoard(): void;
  abstract renderPanel(): void;
  abstract status(): void;
  abstract renderPlacesOff(): void;

  handTile(): string | null { return this.st?.hand[this.handIndex] ?? null; }

  tileOptions(): TileOption[] {
    const t = this.handTile();
    return this.humanToMove() && this.st?.decision?.kind === 'tile'
      ? this.opts.filter((o): o is TileOption => o.type === 'tile' && o.tile === t) : [];
  }

  figureOptions(): FigureOption[] {
    // figures to place, and figures to take back (a module's decision may ask for either): both are
    // spots on the board, clicked the same way
    return this.humanToMove() ? this.opts.filter((o): o is FigureOption => o.type === 'figure' || o.type === 'return') : [];
  }

  /** The figure kinds the player may put down now (meeple, big meeple, builder, pig). */
  figureKinds(): string[] { return [...new Set(this.figureOptions().map((o) => o.figure))]; }

  /** The kind whose spots are shown: the chosen one, else the meeple, else the first there is. */
  shownKind(): string | null {
    const kinds = this.figureKinds();
    if (this.figureKind && kinds.includes(this.figureKind)) return this.figureKind;
    return kinds.includes(standardFigure()) ? standardFigure() : kinds[0] ?? null;
  }

  shownFigureOptions(): FigureOption[] {
    const kind = this.shownKind();
    return this.figureOptions().filter((o) => o.figure === kind);
  }

  moduleOptions(): ModuleOption[] {
    return this.humanToMove() ? this.opts.filter((o): o is ModuleOption => o.type === 'module') : [];
  }

  canPass(): boolean { return this.humanToMove() && this.opts.some((o) => o.type === 'pass'); }

  /** The options answered by their place (a module's: a ferry link, a gold bar's tile, a robber's
   *  space, a wonder's card), numbered as their buttons; in the core's figure step a square is no
   *  place to click (the tile just placed holds the figure spots), so only points, cards and the rest. */
  placed(): PlacedOption[] {
    if (!this.humanToMove()) return [];
    const list = placedOptions(this.opts);
    return this.st?.decision?.kind === 'figure' && this.st.decision.module === undefined
      ? list.map((o) => (o.place.on === 'cell' ? { ...o, place: { on: 'none' as const } } : o)) : list;
  }

  /** Figures standing at a placed option's point (the abbot a recall takes back): ringed, their feature lit. */
  placedFigures(o: PlacedOption | undefined): FigureState[] {
    const p = o?.place;
    if (!p || p.on !== 'spot' || !this.st) return [];
    return this.st.figures.filter((f) => f.x === p.x && f.y === p.y && Math.hypot(f.px - p.px, f.py - p.py) < 0.02);
  }

  /** Legal placements of the tile in hand: cell -> rotations. A piece of several squares is
   *  pointed at by its handle square (the one in its middle), whatever its anchor. */
  legal(): Map<string, number[]> {
    const m = new Map<string, number[]>();
    for (const o of this.tileOptions()) {
      const c = handleCell(this.artist.info(o.tile), o.x, o.y, o.rot);
      const k = `${c.x},${c.y}`;
      const l = m.get(k) ?? [];
      if (!l.includes(o.rot)) l.push(o.rot);
      m.set(k, l);
    }
    for (const l of m.values()) l.sort((a, b) => a - b);
    return m;
  }

  /** The rotation shown at a cell: the current one if legal there, else the next legal one clockwise. */
  snap(rots: number[]): number {
    for (let i = 0; i < 4; i++) { const r = (this.rot + i) % 4; if (rots.includes(r)) return r; }
    return this.rot;
  }

  target(): Cell | null {
    const legal = this.legal();
    if (this.hoverCell && legal.has(`${this.hoverCell.x},${this.hoverCell.y}`)) return this.hoverCell;
    if (this.cursor && legal.has(`${this.cursor.x},${this.cursor.y}`)) return this.cursor;
    return null;
  }

  ghost(): (Cell & { rot: number }) | null {
    const t = this.target();
    if (!t) return null;
    const rot = this.snap(this.legal().get(`${t.x},${t.y}`)!);
    return { ...anchorOf(this.artist.info(this.handTile() ?? ''), t.x, t.y, rot), rot };
  }

  spots(): Spot[] {
    // Two figures may be offered for one feature (a meeple or the abbot on a monastery), and spots of
    // neighbouring features may touch: later spots move aside so that each can be seen and clicked.
    return spreadSpots(this.shownFigureOptions().map((o, index) => ({
      index, x: o.x, y: o.y, px: o.px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure,
    })));
  }

  viewer(): number {
    const st = this.st!;
    const n = st.players.length;
    for (let i = 0; i < n; i++) { const p = (st.current + i) % n; if (!this.bots[p]) return p; }
    return -1;
  }

  recent(): PlacedTileState[] {
    const st = this.st!;
    const tiles = [...st.tiles].sort((a, b) => a.turn - b.turn);
    if (st.over) return tiles.slice(-1).filter((t) => t.player >= 0);
    const v = this.viewer();
    if (v < 0) return tiles.slice(-st.players.length).filter((t) => t.player >= 0);
    const mine = tiles.filter((t) => t.player === v && t.turn < st.turn);
    const since = mine.length ? mine[mine.length - 1]!.turn : -1;
    return tiles.filter((t) => t.player >= 0 && t.player !== v && t.turn > since);
  }

  highlight(): { x: number; y: number; segment: number }[] | null {
    let key: string | null = null, x = 0, y = 0, seg = 0;
    const spot = this.shownFigureOptions()[this.hoverSpot];
    const recall = this.placedFigures(this.placed()[this.hoverPlace])[0];
    if (spot) { x = spot.x; y = spot.y; seg = spot.segment; key = `${x},${y},${seg}`; }
    else if (recall) { x = recall.x; y = recall.y; seg = recall.segment; key = `${x},${y},${seg}`; }
    else if (this.hoverFigure?.type === 'figure') { const f = this.hoverFigure.figure; x = f.x; y = f.y; seg = f.segment; key = `${x},${y},${seg}`; }
    if (!key || !this.game) return null;
    let parts = this.highlightCache.get(key);
    if (!parts) {
      try { parts = this.game.feature(x, y, seg).parts; } catch { parts = []; }
      this.highlightCache.set(key, parts);
    }
    return parts;
  }

  /** The scores the players list shows: the game's, or those of the final-scoring step or replay step shown. */
  shownScores(): number[] {
    if (this.mode === 'final' && this.walk) return this.walk.view().scores;
    if (this.mode === 'replay' && this.replayFrame) return this.replayFrame.state.players.map((p) => p.score);
    return this.st?.players.map((p) => p.score) ?? [];
  }
}
