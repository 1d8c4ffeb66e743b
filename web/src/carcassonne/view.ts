// Carcassonne's page view (shell/game-page.ts GameView): the board and what can be clicked on it,
// the panel and the side panels (the layers below, each a file), the log's words, the final
// scoring walked through feature by feature, the replay's frames and the results table.
import type { Game, GameEvent, GameRecord, GameState, Option, TileSetInfo } from 'carcassonne-engine';
import { $ } from '../shell/dom.js';
import type { FinalPlan, GameView, Host, LogLine, ReplaySteps } from '../shell/game-page.js';
import type { CarcTypes } from './types.js';
import { BoardView, type BoardModel } from './board.js';
import { describeBoard } from './board-text.js';
import { FinalWalkthrough } from './final-walkthrough.js';
import { boardMarks } from './option-places.js';
import { Panel } from './panel.js';
import { analyseFinalScoring, Replay, TileIndex, type ReplayFrame } from './replay.js';
import { showResults } from './results.js';
import { showTileMix } from './tile-mix.js';
import { TileArtist } from './tiles.js';
import { SPOT_GUARD_MS, SPOT_GUARD_PX } from './turn-input.js';
import { describe } from './words.js';

export class CarcassonneView extends Panel implements GameView<CarcTypes> {
  readonly board: BoardView;
  boardWords = '';               // what the board-as-text list was last built from
  #replay: Replay | null = null; // the replay open (its last step fits the camera)

  /** sets: the engine's tile sets (a copy; read only here), shared with the lexicon: each
   *  engine.tileSets() call deep-copies the whole catalog's tiles (~2-3 ms on a cold page). */
  constructor(host: Host<CarcTypes>, sets: TileSetInfo[]) {
    // the art of a tile is the same in every core: asked of the current one
    super(host, new TileArtist(sets, { tileArt: (id, m) => host.engine.tileArt(id, m), tileShapes: (id) => host.engine.tileShapes(id) }),
      new TileIndex(host.engine, sets));
    this.board = new BoardView($('#board') as HTMLCanvasElement, this.artist, {
      cellClick: (c, touch, at) => this.cellClick(c, touch, at),
      spotClick: (i, at) => {
        const p = this.placedAt;
        if (p && performance.now() - p.t < SPOT_GUARD_MS && Math.hypot(at.x - p.x, at.y - p.y) < SPOT_GUARD_PX) return;
        this.chooseSpot(i);
      },
      placeClick: (i) => this.choosePlaced(i),
      hover: (t) => this.hover(t),
      rotate: () => this.rotate(),
    });
    $('#rotate').addEventListener('click', () => this.rotate());
    $('#pass').addEventListener('click', () => this.pass());
    $('#score-track').addEventListener('click', (e) => this.trackClick(e));
    $('#tiles-left').addEventListener('click', () => { if (this.st) showTileMix($('#tile-mix') as HTMLDialogElement, this.artist, this.engine.tileSets(), this.st); });
  }

  // ---- the shell's turn flow -----------------------------------------------------------

  reset(): void {
    this.rot = 0;
    this.handIndex = 0;
    this.cursor = null;
    this.hoverCell = null;
    this.hoverSpot = -1;
    this.hoverFigure = null;
  }

  undoneInTurn(): void { this.hoverSpot = -1; }

  changed(): void {
    const st = this.st!;
    this.highlightCache.clear();
    if (this.handIndex >= st.hand.length) this.handIndex = 0;
    // a cursor or hover that is no longer a legal cell goes away
    const legal = this.legal();
    if (this.cursor && !legal.has(`${this.cursor.x},${this.cursor.y}`)) this.cursor = null;
    if (this.hoverSpot >= this.shownFigureOptions().length) this.hoverSpot = -1;
    if (this.hoverPlace >= this.placed().length) this.hoverPlace = -1;
  }

  optionTaken(o: Option): void {
    if (o.type === 'tile') { this.cursor = null; this.hoverSpot = -1; }
    if (o.type !== 'tile') { this.hoverSpot = -1; this.hoverFigure = null; this.figureKind = null; this.hoverModule = null; }
    this.hoverPlace = -1;
  }

  optionShown(o: Option): void {
    // the meeple step of a human: make sure the tile just placed is in view
    if (o.type === 'tile' && this.figureOptions().length && this.st?.lastTile) this.board.reveal(this.st.lastTile);
  }

  /** The turn opens with its tile; a bot's figure and module answers come after it. */
  opensTurn(st: GameState): boolean { return st.decision?.kind === 'tile'; }

  moverOf(e: GameEvent): number { return e.type === 'tile' && e.player >= 0 ? e.player : -1; }

  logLine(e: GameEvent, names: string[]): LogLine | null {
    const line = describe(e, names);
    if (!line) return null;
    const tile = line.tile;
    return { turn: line.turn, player: line.player, kind: line.kind, text: line.text,
      icon: tile ? () => this.tileIcon(tile.id, tile.rot) : undefined,
      // a meeple put down joins the line of the tile placed in the same turn
      joins: line.kind === 'figure' ? 'tile' : undefined };
  }

  warmUp(game: Game): void {
    const st = game.state();
    for (const id of [st.tiles[0]?.tile, st.hand[0]]) if (id) this.artist.art(id, 40);   // log icons, 2x
  }

  // ---- the board -----------------------------------------------------------------------

  /** What the board shows: the game, or a step of the final scoring or of a replay. */
  updateBoard(): void {
    const st = this.st;
    if (!st) return;
    let model: BoardModel;
    const idle = { legal: new Map<string, number[]>(), handTile: null, ghost: null, cursor: null, spots: [], hoverSpot: -1 };
    if (this.mode === 'final' && this.walk) {
      const v = this.walk.view();
      model = { tiles: st.tiles, figures: v.figures, seats: this.seats, current: st.current, ...idle, markers: st.markers, owners: st.owners,
        highlight: v.highlight, highlightAlt: v.highlightAlt, recent: [] };
    } else if (this.mode === 'replay' && this.replayFrame) {
      const f = this.replayFrame;
      const placed = f.events.filter((e) => e.type === 'tile' && e.player >= 0).map((e) => e.type === 'tile' ? `${e.x},${e.y}` : '');
      model = { tiles: f.state.tiles, figures: f.state.figures, seats: this.seats, current: f.state.current, ...idle, markers: f.state.markers, owners: f.state.owners,
        highlight: f.scored.length ? f.scored : null, highlightAlt: f.fieldCities.length ? f.fieldCities : null,
        recent: f.state.tiles.filter((t) => placed.includes(`${t.x},${t.y}`)) };
    } else {
      const placed = this.placed();
      // figures an option acts on are ringed (the abbot a recall takes back); the keys 1-9 are the
      // figure spots' while there are any, so the places then carry no numbers
      const ringed = placed.flatMap((o) => this.placedFigures(o));
      const numbered = !this.figureOptions().length;
      const places = boardMarks(placed).map((m) => ({ ...m, label: numbered ? m.label : '',
        onFigure: this.placedFigures(placed[m.index]).length > 0 }));
      model = {
        tiles: st.tiles, figures: st.figures, seats: this.seats, current: st.current, markers: st.markers, owners: st.owners,
        legal: this.legal(), handTile: this.handTile(), ghost: this.ghost(), cursor: this.tileOptions().length ? this.cursor : null,
        spots: this.spots(), hoverSpot: this.hoverSpot, highlight: this.highlight(), recent: this.recent(),
        markFigures: ringed, places, hoverPlace: this.hoverPlace,
      };
    }
    this.board.setModel(model);
    this.renderHand();
    // the board in words, rebuilt when what it lists changes (not on every pointer move)
    const words = `${this.mode}/${st.turn}/${model.tiles.length}/${model.figures.map((f) => `${f.player}${f.figure}${f.x},${f.y}${f.at}`).join()}`;
    if (words !== this.boardWords) {
      this.boardWords = words;
      describeBoard($('#board-text-list'), { ...st, tiles: model.tiles, figures: model.figures }, this.seats.map((x) => x.name));
    }
  }

  // ---- the end of the game and the replay ----------------------------------------------

  /** The final scoring one feature at a time: the figures stay, each score's feature is lit. */
  finalScoring(record: GameRecord, game: Game): FinalPlan | null {
    const fs = analyseFinalScoring(this.engine, this.tiles, record, game);
    if (!fs) return null;
    return {
      firstEvent: fs.firstEvent,
      steps: fs.items.length,
      eventOf: (step) => { const item = fs.items[step]; return item ? fs.firstEvent + fs.events.indexOf(item.event) : undefined; },
      open: (wrap, hooks) => (this.walk = new FinalWalkthrough(wrap, fs, this.seats.map((x) => x.name), this.seats, hooks)),
    };
  }

  replay(record: GameRecord): ReplaySteps<ReplayFrame> {
    const replay = new Replay(this.engine, record, this.tiles);
    const names = this.seats.map((x) => x.name);
    this.#replay = replay;
    return {
      last: replay.last,
      frame: (step) => replay.frame(step),
      caption: (step) => replay.caption(step),
      lines: (frame) => frame.events.map((e) => describe(e, names)).filter((l) => l !== null).map((l) => ({ kind: l.kind, text: l.text })),
      show: (frame) => { this.replayFrame = frame; },
    };
  }

  /** A steady camera: fitted once to the whole game's board, then each step drawn in it. */
  replayOpened(): void {
    const shown = this.board.model, replay = this.#replay;
    if (shown && replay) {
      this.board.setModel({ ...shown, tiles: replay.frame(replay.last).state.tiles });
      this.board.fit();
      this.board.setModel(shown);
    }
  }

  modesLeft(): void {
    this.walk = null;
    this.replayFrame = null;
  }

  showResults(finalFrom: number, actions: { onReplay(): void; onNewGame(): void }): void {
    const game = this.game, st = this.st;
    if (!game || !st) return;
    showResults($('#results') as HTMLDialogElement, { players: st.players, seats: this.seats, events: game.events(0), finalFrom, ...actions });
  }

  testHooks(): Record<string, unknown> {
    return {
      ghost: () => this.ghost(),
      rotation: () => this.rot,
      cellToScreen: (x: number, y: number) => this.board.cellToClient(x, y),
      spotToScreen: (x: number, y: number, px: number, py: number) => this.board.cellToClient(x, y, px, py),
      scale: () => this.board.scale,
      /** What the board draws now: figure count, lit feature pieces, lit cities (fields), ringed figures. */
      board: () => {
        const m = this.board.model;
        return m ? { tiles: m.tiles.length, figures: m.figures.length, highlight: m.highlight?.length ?? 0,
          highlightAlt: m.highlightAlt?.length ?? 0, marked: m.markFigures?.length ?? 0,
          places: m.places?.length ?? 0, hoverPlace: m.hoverPlace ?? -1 } : null;
      },
    };
  }
}
