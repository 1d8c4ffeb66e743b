// The page: plays full games against the WASM engine, entirely client-side.
import { createEngine } from 'carcassonne-engine';
import type { Engine, Game, GameRecord, GameState, Option, PlacedTileState } from 'carcassonne-engine';
import { BoardView, type BoardModel, type Cell, type HoverTarget, type Spot } from './board.js';
import { makeBot, WorkerBot, type Bot } from './bots.js';
import { drawScoreChart } from './chart.js';
import { $, h, humanize } from './dom.js';
import { drawFigure, drawMeeple, SEAT_COLORS, seatMarks } from './meeple.js';
import { askNewGame, loadSettings, toSetup, type NewGameSettings } from './setup.js';
import { drawGood, GOODS, TileArtist } from './tiles.js';
import { breakdown, describe, FIGURE_LABELS, featureName, figureName, scoreTimeline } from './words.js';

type TileOption = Extract<Option, { type: 'tile' }>;
type FigureOption = Extract<Option, { type: 'figure' }>;
type ModuleOption = Extract<Option, { type: 'module' }>;

const CURRENT_KEY = 'carcassonne.current.v1';
const DELAY_KEY = 'carcassonne.botDelay.v1';

function urlBotDelay(): number | null {
  const v = new URLSearchParams(location.search).get('botDelay');
  return v !== null && /^\d+$/.test(v) ? Number(v) : null;
}

class App {
  readonly engine: Engine;
  readonly artist: TileArtist;
  readonly board: BoardView;
  game: Game | null = null;
  st: GameState | null = null;
  opts: Option[] = [];
  bots: (Bot | null)[] = [];
  seats: { name: string; color: string; mark: string; bot: boolean }[] = [];
  rot = 0;
  handIndex = 0;
  cursor: Cell | null = null;
  hoverCell: Cell | null = null;
  hoverSpot = -1;
  figureKind: string | null = null;   // the figure kind whose spots are shown (null: the meeple)
  hoverFigure: HoverTarget = null;
  highlightCache = new Map<string, { x: number; y: number; segment: number }[]>();
  logCount = 0;
  botTimer = 0;
  botBusy = false;
  generation = 0;
  botDelay = 600;
  resultsShown = false;

  constructor(engine: Engine) {
    this.engine = engine;
    this.artist = new TileArtist(engine.tileSets());
    this.board = new BoardView($('#board') as HTMLCanvasElement, this.artist, {
      cellClick: (c, touch) => this.cellClick(c, touch),
      spotClick: (i) => this.chooseSpot(i),
      hover: (t) => this.hover(t),
      rotate: () => this.rotate(),
    });
    const stored = Number(localStorage.getItem(DELAY_KEY));
    this.botDelay = urlBotDelay() ?? (Number.isFinite(stored) && localStorage.getItem(DELAY_KEY) !== null ? stored : 600);
    this.wire();
  }

  // ---- lifecycle -----------------------------------------------------------------------

  wire(): void {
    $('#new-game').addEventListener('click', () => void this.newGameDialog(true));
    $('#undo').addEventListener('click', () => this.undo());
    $('#save').addEventListener('click', () => this.save());
    $('#load').addEventListener('click', () => this.loadDialog());
    $('#fit').addEventListener('click', () => { this.board.autoFit = true; this.board.fit(); });
    $('#zoom-in').addEventListener('click', () => this.board.zoomBy(1.25));
    $('#zoom-out').addEventListener('click', () => this.board.zoomBy(0.8));
    $('#rotate').addEventListener('click', () => this.rotate());
    $('#pass').addEventListener('click', () => this.pass());
    $('#show-results').addEventListener('click', () => this.showResults());
    $('#help-toggle').addEventListener('click', () => $('#help').toggleAttribute('hidden'));
    window.addEventListener('keydown', (e) => this.key(e));
  }

  async newGameDialog(cancellable: boolean): Promise<void> {
    const settings = await askNewGame($('#dialog') as HTMLDialogElement, this.engine, loadSettings(this.engine), cancellable && !!this.game);
    if (settings) this.startNew(settings);
  }

  startNew(s: NewGameSettings): void {
    const setup = toSetup(s);
    this.botDelay = urlBotDelay() ?? s.botDelay;
    try { localStorage.setItem(DELAY_KEY, String(s.botDelay)); } catch { /* ignore */ }
    const game = this.engine.newGame(setup);
    this.use(game, s.seats.map((x) => x.type));
  }

  /** Takes over a game: new or loaded. botKinds[i] is 'human' or a bot kind. */
  use(game: Game, botKinds?: string[]): void {
    this.generation++;
    clearTimeout(this.botTimer);
    this.botTimer = 0;
    this.botBusy = false;
    for (const b of this.bots) b?.dispose();
    this.game?.dispose();
    this.game = game;
    const st = game.state();
    const marks = seatMarks(st.players.map((p) => p.name));
    this.seats = st.players.map((p, i) => ({ name: p.name, color: p.color ?? SEAT_COLORS[i % SEAT_COLORS.length]!, mark: marks[i]!, bot: p.bot }));
    this.bots = st.players.map((p, i) => (p.bot ? makeBot(botKinds?.[i] && botKinds[i] !== 'human' ? botKinds[i]! : 'random') : null));
    this.rot = 0;
    this.handIndex = 0;
    this.cursor = null;
    this.hoverCell = null;
    this.hoverSpot = -1;
    this.hoverFigure = null;
    this.logCount = 0;
    this.resultsShown = false;
    $('#log').replaceChildren();
    $('#show-results').hidden = true;
    this.board.autoFit = true;
    this.refresh();
    this.board.fit();
  }

  /** Re-reads the game after every change and redraws everything. */
  refresh(): void {
    const game = this.game;
    if (!game) return;
    this.st = game.state();
    this.opts = game.options();
    this.highlightCache.clear();
    const st = this.st;
    if (this.handIndex >= st.hand.length) this.handIndex = 0;
    // a cursor or hover that is no longer a legal cell goes away
    const legal = this.legal();
    if (this.cursor && !legal.has(`${this.cursor.x},${this.cursor.y}`)) this.cursor = null;
    if (this.hoverSpot >= this.shownFigureOptions().length) this.hoverSpot = -1;
    this.updateBoard();
    this.board.keepInView();
    this.renderPanel();
    this.appendLog();
    this.persist();
    if (st.over && !this.resultsShown) {
      this.resultsShown = true;
      $('#show-results').hidden = false;
      this.showResults();
    }
    this.scheduleBot();
  }

  persist(): void {
    if (!this.game || !this.st) return;
    try {
      if (this.st.over) localStorage.removeItem(CURRENT_KEY);
      else localStorage.setItem(CURRENT_KEY, JSON.stringify({ record: this.game.save(), bots: this.bots.map((b) => b?.kind ?? 'human') }));
    } catch { /* storage full or blocked: no resume */ }
  }

  tryResume(): boolean {
    try {
      const raw = localStorage.getItem(CURRENT_KEY);
      if (!raw) return false;
      const saved = JSON.parse(raw) as { record: GameRecord; bots?: string[] };
      const game = this.engine.loadRecord(saved.record);
      if (game.state().over) { game.dispose(); return false; }
      this.use(game, saved.bots);
      this.toast('Resumed your last game.');
      return true;
    } catch {
      localStorage.removeItem(CURRENT_KEY);
      return false;
    }
  }

  // ---- derived state -------------------------------------------------------------------

  humanToMove(): boolean {
    const d = this.st?.decision;
    return !!d && !this.st!.over && !this.bots[d.player];
  }
  handTile(): string | null { return this.st?.hand[this.handIndex] ?? null; }
  tileOptions(): TileOption[] {
    const t = this.handTile();
    return this.humanToMove() && this.st?.decision?.kind === 'tile'
      ? this.opts.filter((o): o is TileOption => o.type === 'tile' && o.tile === t) : [];
  }
  figureOptions(): FigureOption[] {
    return this.humanToMove() ? this.opts.filter((o): o is FigureOption => o.type === 'figure') : [];
  }
  /** The figure kinds the player may put down now (meeple, big meeple, builder, pig). */
  figureKinds(): string[] { return [...new Set(this.figureOptions().map((o) => o.figure))]; }
  /** The kind whose spots are shown: the chosen one, else the meeple, else the first there is. */
  shownKind(): string | null {
    const kinds = this.figureKinds();
    if (this.figureKind && kinds.includes(this.figureKind)) return this.figureKind;
    return kinds.includes('normal') ? 'normal' : kinds[0] ?? null;
  }
  shownFigureOptions(): FigureOption[] {
    const kind = this.shownKind();
    return this.figureOptions().filter((o) => o.figure === kind);
  }
  chooseKind(kind: string): void {
    this.figureKind = kind;
    this.hoverSpot = -1;
    this.updateBoard();
    this.renderPanel();
  }
  moduleOptions(): ModuleOption[] {
    return this.humanToMove() ? this.opts.filter((o): o is ModuleOption => o.type === 'module') : [];
  }
  canPass(): boolean { return this.humanToMove() && this.opts.some((o) => o.type === 'pass'); }

  legal(): Map<string, number[]> {
    const m = new Map<string, number[]>();
    for (const o of this.tileOptions()) {
      const k = `${o.x},${o.y}`;
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
    return { ...t, rot: this.snap(this.legal().get(`${t.x},${t.y}`)!) };
  }

  spots(): Spot[] {
    // Two figures may be offered for one feature (a meeple or the abbot on a monastery): the later
    // spot moves aside so both can be seen and clicked.
    const spots: Spot[] = [];
    this.shownFigureOptions().forEach((o, index) => {
      let px = o.px;
      while (spots.some((q) => q.x === o.x && q.y === o.y && Math.abs(q.px - px) < 0.12 && Math.abs(q.py - o.py) < 0.12))
        px = px > 0.7 ? px - 0.2 : px + 0.2;
      spots.push({ index, x: o.x, y: o.y, px, py: o.py, feature: o.feature, segment: o.segment, figure: o.figure });
    });
    return spots;
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
    if (spot) { x = spot.x; y = spot.y; seg = spot.segment; key = `${x},${y},${seg}`; }
    else if (this.hoverFigure?.type === 'figure') { const f = this.hoverFigure.figure; x = f.x; y = f.y; seg = f.segment; key = `${x},${y},${seg}`; }
    if (!key || !this.game) return null;
    let parts = this.highlightCache.get(key);
    if (!parts) {
      try { parts = this.game.feature(x, y, seg).parts; } catch { parts = []; }
      this.highlightCache.set(key, parts);
    }
    return parts;
  }

  updateBoard(): void {
    const st = this.st;
    if (!st) return;
    const model: BoardModel = {
      tiles: st.tiles, figures: st.figures, seats: this.seats, current: st.current,
      legal: this.legal(), handTile: this.handTile(), ghost: this.ghost(), cursor: this.tileOptions().length ? this.cursor : null,
      spots: this.spots(), hoverSpot: this.hoverSpot, highlight: this.highlight(), recent: this.recent(),
    };
    this.board.setModel(model);
    this.renderHand();
  }

  // ---- actions -------------------------------------------------------------------------

  apply(o: Option): void {
    if (!this.game) return;
    try {
      this.game.apply(o);
    } catch (e) {
      this.toast((e as Error).message, true);
      return;
    }
    if (o.type === 'tile') { this.cursor = null; this.hoverSpot = -1; }
    if (o.type !== 'tile') { this.hoverSpot = -1; this.hoverFigure = null; this.figureKind = null; }
    this.refresh();
    // the meeple step of a human: make sure the tile just placed is in view
    if (o.type === 'tile' && this.figureOptions().length && this.st?.lastTile) this.board.reveal(this.st.lastTile);
  }

  place(c: Cell): void {
    const rots = this.legal().get(`${c.x},${c.y}`);
    if (!rots) return;
    const rot = this.snap(rots);
    const o = this.tileOptions().find((t) => t.x === c.x && t.y === c.y && t.rot === rot);
    if (o) { this.rot = rot; this.apply(o); }
  }

  cellClick(c: Cell, touch: boolean): void {
    if (!this.humanToMove()) return;
    const legal = this.legal();
    if (!legal.has(`${c.x},${c.y}`)) { if (touch) { this.cursor = null; this.updateBoard(); } return; }
    if (touch && !(this.cursor && this.cursor.x === c.x && this.cursor.y === c.y)) {
      // first tap shows the tile there; a second tap on it places it
      this.cursor = c;
      this.updateBoard();
      this.status();
      return;
    }
    this.place(c);
  }

  chooseSpot(i: number): void {
    const o = this.shownFigureOptions()[i];
    if (o) this.apply(o);
  }

  pass(): void {
    const o = this.opts.find((x) => x.type === 'pass');
    if (o && this.humanToMove()) this.apply(o);
  }

  rotate(): void {
    if (!this.humanToMove() || this.st?.decision?.kind !== 'tile') return;
    const t = this.target();
    if (t) {
      const rots = this.legal().get(`${t.x},${t.y}`)!;
      const cur = this.snap(rots);
      this.rot = rots[(rots.indexOf(cur) + 1) % rots.length]!;
    } else {
      this.rot = (this.rot + 1) % 4;
    }
    this.updateBoard();
  }

  undo(): void {
    if (!this.game || !this.humanToMove() || !this.game.canUndo()) return;
    this.game.undo();
    this.hoverSpot = -1;
    this.refresh();
  }

  hover(t: HoverTarget): void {
    this.hoverCell = t?.type === 'cell' ? { x: t.x, y: t.y } : null;
    this.hoverSpot = t?.type === 'spot' ? t.index : -1;
    this.hoverFigure = t?.type === 'figure' ? t : null;
    this.updateBoard();
  }

  moveCursor(dx: number, dy: number): void {
    const cells = [...this.legal().keys()].map((k) => { const [x, y] = k.split(',').map(Number) as [number, number]; return { x, y }; });
    if (!cells.length) return;
    let next: Cell | undefined;
    if (!this.cursor) {
      const last = this.st?.lastTile ?? this.st?.tiles[this.st.tiles.length - 1] ?? { x: 0, y: 0 };
      next = cells.sort((a, b) => Math.hypot(a.x - last.x, a.y - last.y) - Math.hypot(b.x - last.x, b.y - last.y))[0];
    } else {
      const c = this.cursor;
      let best = Infinity;
      for (const cell of cells) {
        const along = (cell.x - c.x) * dx + (cell.y - c.y) * dy;
        if (along <= 0) continue;
        const across = Math.abs((cell.x - c.x) * dy) + Math.abs((cell.y - c.y) * dx);
        const score = along + across * 2.5;
        if (score < best) { best = score; next = cell; }
      }
    }
    if (next) {
      this.cursor = next;
      this.hoverCell = null;
      this.board.reveal(next);
      this.updateBoard();
      this.status();
    }
  }

  key(e: KeyboardEvent): void {
    if (document.querySelector('dialog[open]')) return;
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    if (e.ctrlKey || e.metaKey || e.altKey) {
      if ((e.key === 'z' || e.key === 'Z') && !e.altKey) { e.preventDefault(); this.undo(); }
      return;
    }
    const placing = this.humanToMove() && this.st?.decision?.kind === 'tile';
    const figure = this.figureOptions().length > 0 || (this.humanToMove() && this.st?.decision?.kind === 'figure');
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      if (placing) this.moveCursor(d[0], d[1]);
      return;
    }
    if (e.key === 'r' || e.key === 'R') { e.preventDefault(); this.rotate(); return; }
    if (e.key === 'Enter' || e.key === ' ') {
      if (placing && this.cursor && (e.target === document.body || e.target === this.board.canvas)) { e.preventDefault(); this.place(this.cursor); }
      return;
    }
    if (e.key === 'Escape') {
      if (figure) { e.preventDefault(); this.pass(); } else if (this.cursor) { this.cursor = null; this.updateBoard(); }
      return;
    }
    if (/^[1-9]$/.test(e.key) && figure) { e.preventDefault(); this.chooseSpot(Number(e.key) - 1); return; }
    if ((e.key === 'k' || e.key === 'K') && figure) {
      // the next figure kind (meeple, big meeple, builder, pig) whose spots are shown
      const kinds = this.figureKinds();
      if (kinds.length > 1) this.chooseKind(kinds[(kinds.indexOf(this.shownKind() ?? '') + 1) % kinds.length]!);
      return;
    }
    if (e.key === 'f' || e.key === 'F') { this.board.autoFit = true; this.board.fit(); return; }
    if (e.key === '+' || e.key === '=') { this.board.zoomBy(1.25); return; }
    if (e.key === '-') { this.board.zoomBy(0.8); return; }
    if (e.key === 'u' || e.key === 'U') this.undo();
  }

  // ---- bots ----------------------------------------------------------------------------

  scheduleBot(): void {
    const st = this.st;
    if (!st || st.over || !st.decision || this.botTimer || this.botBusy) return;
    const p = st.decision.player;
    const bot = this.bots[p];
    if (!bot) return;
    const gen = this.generation;
    const delay = st.decision.kind === 'tile' ? this.botDelay : Math.round(this.botDelay / 2);
    this.botTimer = window.setTimeout(() => {
      this.botTimer = 0;
      void this.runBot(bot, gen);
    }, delay);
  }

  async runBot(bot: Bot, gen: number): Promise<void> {
    const game = this.game;
    if (!game || gen !== this.generation) return;
    this.botBusy = true;
    try {
      const seed = (game.eventCount() * 7919 + (this.st?.turn ?? 0) * 104729) % 1000000007;
      const o = await bot.choose(game, seed);
      if (gen !== this.generation) return;
      this.botBusy = false;
      this.apply(o);
    } catch (e) {
      this.toast(`Bot error: ${(e as Error).message}`, true);
    } finally {
      if (gen === this.generation) this.botBusy = false;
    }
  }

  // ---- panel ---------------------------------------------------------------------------

  status(): void {
    const st = this.st;
    const el = $('#status');
    if (!st) { el.textContent = ''; return; }
    const who = (p: number) => this.seats[p]?.name ?? `Player ${p + 1}`;
    if (st.over) {
      const top = Math.max(...st.players.map((p) => p.score));
      const winners = st.players.map((p, i) => ({ p, i })).filter((x) => x.p.score === top).map((x) => who(x.i));
      el.textContent = winners.length === 1 ? `Game over — ${winners[0]} wins with ${top} points.` : `Game over — a tie at ${top} points: ${winners.join(', ')}.`;
      return;
    }
    const d = st.decision;
    if (!d) { el.textContent = ''; return; }
    if (this.bots[d.player]) { el.textContent = `${who(d.player)} is thinking…${st.extraTurn ? ' (extra turn)' : ''}`; return; }
    const humans = this.bots.filter((b) => !b).length;
    const name = (humans > 1 ? `${who(d.player)}: ` : '') + (st.extraTurn ? 'Extra turn (builder). ' : '');
    if (d.kind === 'tile') {
      el.textContent = this.cursor
        ? `${name}Enter (or tap again) places the tile here; R rotates.`
        : `${name}Place tile ${this.handTile() ?? ''}: click a marked square. R or right click rotates.`;
    } else if (d.kind === 'figure') {
      const n = this.figureOptions().length;
      const kind = this.shownKind() ?? 'normal';
      const actions = this.moduleOptions().length ? ' Or choose an action below.' : '';
      const other = this.figureKinds().length > 1 ? ' K switches the figure.' : '';
      el.textContent = n ? `${name}Put ${figureName(kind)} on a numbered spot, or pass (Esc).${other}${actions}` : `${name}No figure can go here: end the turn.${actions}`;
    } else {
      el.textContent = `${name}Choose an action.`;
    }
  }

  renderHand(): void {
    const st = this.st;
    const wrap = $('#hand');
    const canvas = $('#hand-tile') as HTMLCanvasElement;
    const tile = this.handTile();
    const placing = this.humanToMove() && st?.decision?.kind === 'tile';
    wrap.classList.toggle('idle', !placing);
    const ctx = canvas.getContext('2d')!;
    const dpr = window.devicePixelRatio || 1;
    const size = 88;
    canvas.width = canvas.height = size * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size, size);
    const g = this.ghost();
    // the tile in hand; during the meeple step the tile just placed; the bots' tiles greyed
    let shown = tile, rot = g ? g.rot : this.rot, caption = placing ? 'Your tile' : '';
    if (st && !st.over && !tile && st.lastTile) {
      const placed = st.tiles.find((t) => t.x === st.lastTile!.x && t.y === st.lastTile!.y);
      if (placed) { shown = placed.tile; rot = placed.rot; caption = 'Just placed'; }
    } else if (st && !st.over && !placing && st.decision) {
      caption = `${this.seats[st.decision.player]?.name ?? ''}'s tile`;
    }
    const art = shown ? this.artist.art(shown, size * dpr) : null;
    if (art && st && !st.over) {
      ctx.save();
      ctx.translate(size / 2, size / 2);
      ctx.rotate((rot * Math.PI) / 2);
      ctx.drawImage(art, -size / 2, -size / 2, size, size);
      ctx.restore();
      canvas.setAttribute('aria-label', `Tile ${shown}, turned ${rot * 90} degrees`);
    } else {
      ctx.fillStyle = 'rgba(0,0,0,0.08)';
      ctx.fillRect(0, 0, size, size);
      canvas.setAttribute('aria-label', 'No tile in hand');
    }
    $('#hand-caption').textContent = st?.over ? '' : caption;
    wrap.hidden = !!st?.over;
    ($('#rotate') as HTMLButtonElement).hidden = !placing;
    // several tiles in hand (hand size option): pick one
    const choices = $('#hand-choices');
    if (st && st.hand.length > 1 && placing) {
      choices.replaceChildren(...st.hand.map((id, i) => {
        const c = h('canvas', { class: 'hand-choice' + (i === this.handIndex ? ' selected' : ''), width: 40 * dpr, height: 40 * dpr, title: `Tile ${id}`, role: 'button', tabindex: 0 });
        c.style.width = c.style.height = '40px';
        const a = this.artist.art(id, 40 * dpr);
        if (a) c.getContext('2d')!.drawImage(a, 0, 0, 40 * dpr, 40 * dpr);
        const pick = () => { this.handIndex = i; this.cursor = null; this.updateBoard(); this.status(); };
        c.addEventListener('click', pick);
        c.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') pick(); });
        return c;
      }));
    } else choices.replaceChildren();
  }

  renderPanel(): void {
    const st = this.st;
    if (!st) return;
    this.status();
    $('#tiles-left').textContent = st.over ? 'No tiles left' : `${st.tilesLeft} tile${st.tilesLeft === 1 ? '' : 's'} left in the bag`;
    const figs = this.shownFigureOptions();
    const passBtn = $('#pass') as HTMLButtonElement;
    const figureStep = this.humanToMove() && st.decision?.kind === 'figure';
    passBtn.hidden = !figureStep;
    passBtn.disabled = !this.canPass();
    passBtn.textContent = figs.length ? 'No meeple (Esc)' : 'End turn (Esc)';
    ($('#undo') as HTMLButtonElement).disabled = !(this.humanToMove() && this.game?.canUndo());
    ($('#save') as HTMLButtonElement).disabled = !this.game;
    // figure kinds to choose from (big meeple, builder, pig), then the spots of the chosen kind
    const kinds = this.figureKinds();
    const shown = this.shownKind();
    const dprK = window.devicePixelRatio || 1;
    const kindButtons = kinds.length > 1 ? kinds.map((k) => {
      const icon = h('canvas', { class: 'kind-icon', width: 22 * dprK, height: 22 * dprK, 'aria-hidden': 'true' });
      icon.style.width = icon.style.height = '22px';
      const ictx = icon.getContext('2d')!;
      ictx.scale(dprK, dprK);
      const seat = this.seats[st.decision?.player ?? 0];
      drawFigure(ictx, k, 11, 12, 15, seat?.color ?? '#888', '');
      return h('button', {
        type: 'button', class: 'kind-btn' + (k === shown ? ' selected' : ''), 'data-kind': k, 'aria-pressed': String(k === shown),
        title: `Show the spots for ${figureName(k)} (K)`, onclick: () => this.chooseKind(k),
      }, icon, ` ${FIGURE_LABELS[k] ?? humanize(k)}`);
    }) : [];
    // spot list, for touch and screen readers
    $('#spot-list').replaceChildren(...kindButtons, ...figs.map((o, i) => h('button', {
      type: 'button', class: 'spot-btn', 'data-index': i,
      onclick: () => this.chooseSpot(i),
      onmouseenter: () => { this.hoverSpot = i; this.updateBoard(); },
      onmouseleave: () => { this.hoverSpot = -1; this.updateBoard(); },
    }, h('b', { text: i < 9 ? String(i + 1) : '·' }),
    ` ${o.figure === 'normal' ? humanize(featureName(o.feature)) : `${humanize(o.figure)} on ${featureName(o.feature)}`}`)));
    // module actions of this step (the abbot's recall), described by the engine
    $('#module-actions').replaceChildren(...this.moduleOptions().map((o) => h('button', {
      type: 'button', class: 'module-action', 'data-module': o.module, onclick: () => this.apply(o),
    }, o.text)));
    // players
    const dpr = window.devicePixelRatio || 1;
    $('#players').replaceChildren(...st.players.map((p, i) => {
      const seat = this.seats[i]!;
      const badge = h('canvas', { class: 'badge', width: 30 * dpr, height: 30 * dpr, 'aria-hidden': 'true' });
      badge.style.width = badge.style.height = '30px';
      const bctx = badge.getContext('2d')!;
      bctx.scale(dpr, dpr);
      drawMeeple(bctx, 15, 15, 26, seat.color, seat.mark);
      const supply = p.supply['normal'] ?? 0;
      const isTurn = !st.over && st.current === i;
      // special figures this player has (in supply or on the board), and goods tokens
      const specials = ['big', 'builder', 'pig', 'abbot'].filter((k) => (p.supply[k] ?? 0) > 0 || st.figures.some((f) => f.player === i && f.figure === k));
      const extras = specials.map((k) => {
        const home = (p.supply[k] ?? 0) > 0;
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawFigure(ictx, k, 8, 9, 11, seat.color, '', { alpha: home ? 1 : 0.35 });
        return h('span', { class: 'special' + (home ? '' : ' away'), 'data-figure': k, title: `${FIGURE_LABELS[k] ?? k}: ${home ? 'in supply' : 'on the board'}` }, icon);
      });
      const goods = p.goods ? GOODS.map((g) => {
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawGood(ictx, g, 8, 8, 14);
        const n = p.goods?.[g] ?? 0;
        return h('span', { class: 'good', 'data-good': g, 'data-count': n, title: `${n} ${g}` }, icon, String(n));
      }) : [];
      return h('li', { class: 'player' + (isTurn ? ' current' : ''), 'aria-current': isTurn ? 'step' : undefined, 'data-seat': i },
        badge,
        h('span', { class: 'pname' }, h('span', { class: 'name', text: p.name }), p.bot ? h('small', { class: 'tag', text: 'bot' }) : null,
          h('small', { class: 'supply', title: `${supply} meeples in supply` }, `${supply} meeple${supply === 1 ? '' : 's'} left`, ...extras),
          goods.length ? h('small', { class: 'goods' }, ...goods) : null),
        h('span', { class: 'score', 'data-score': p.score, text: String(p.score) }));
    }));
  }

  appendLog(): void {
    const game = this.game;
    if (!game) return;
    const count = game.eventCount();
    if (count < this.logCount) { $('#log').replaceChildren(); this.logCount = 0; }   // undone
    if (count === this.logCount) return;
    const events = game.events(this.logCount);
    this.logCount = count;
    const names = this.seats.map((s) => s.name);
    const log = $('#log');
    for (const e of events) {
      const line = describe(e, names);
      if (!line) continue;
      const seat = this.seats[line.player];
      // a meeple put down joins the line of the tile placed in the same turn
      const prev = log.lastElementChild as HTMLElement | null;
      if (line.kind === 'figure' && prev?.dataset['kind'] === 'tile' && prev.dataset['turn'] === String(line.turn) && prev.dataset['player'] === String(line.player)) {
        const span = prev.lastElementChild as HTMLElement;
        const name = names[line.player] ?? '';
        span.textContent += ` and ${line.text.startsWith(name + ' ') ? line.text.slice(name.length + 1) : line.text}`;
        prev.dataset['kind'] = 'figure';
        prev.className = 'ev ev-figure';
        continue;
      }
      const li = h('li', { class: `ev ev-${line.kind}`, 'data-turn': line.turn, 'data-player': line.player, 'data-kind': line.kind },
        seat ? h('span', { class: 'dot', 'aria-hidden': 'true', text: seat.mark }) : h('span', { class: 'dot none', 'aria-hidden': 'true' }),
        h('span', { text: line.text }));
      if (seat) li.querySelector<HTMLElement>('.dot')!.style.background = seat.color;
      log.append(li);
    }
    // undo can take events back: rebuild from scratch next time if the count shrinks
    log.scrollTop = log.scrollHeight;
  }

  showResults(): void {
    const game = this.game;
    const st = this.st;
    if (!game || !st) return;
    const events = game.events(0);
    const b = breakdown(events, st.players.length);
    const table = h('table', { id: 'results-table' },
      h('thead', {}, h('tr', {}, h('th', { text: 'Player' }), b.categories.map((c) => h('th', { text: humanize(featureName(c)) })), h('th', { text: 'Total' }))),
      h('tbody', {}, st.players.map((p, i) => h('tr', { 'data-seat': i },
        h('th', { scope: 'row' }, h('span', { class: 'dot', text: this.seats[i]!.mark }), ` ${p.name}`),
        b.points[i]!.map((v) => h('td', { text: String(v) })),
        h('td', { class: 'total', 'data-total': p.score, text: String(p.score) })))));
    table.querySelectorAll<HTMLElement>('tbody .dot').forEach((d, i) => { d.style.background = this.seats[i]!.color; });
    const chart = h('canvas', { id: 'score-chart', role: 'img', 'aria-label': 'Scores over the turns' });
    const dialog = $('#results') as HTMLDialogElement;
    const top = Math.max(...st.players.map((p) => p.score));
    const winners = st.players.filter((p) => p.score === top).map((p) => p.name);
    dialog.replaceChildren(h('form', { method: 'dialog' },
      h('h2', { text: winners.length === 1 ? `${winners[0]} wins!` : `A tie: ${winners.join(' and ')}` }),
      table,
      h('h3', { text: 'Scores over the turns' }),
      chart,
      h('div', { class: 'actions' },
        h('button', { type: 'button', id: 'results-new', onclick: () => { dialog.close(); void this.newGameDialog(true); } }, 'New game'),
        h('button', { type: 'submit', id: 'results-close', class: 'primary' }, 'Close'))));
    if (!dialog.open) dialog.showModal();
    drawScoreChart(chart, scoreTimeline(events, st.players.length), this.seats);
  }

  // ---- save / load ---------------------------------------------------------------------

  save(): void {
    if (!this.game) return;
    const record = this.game.save();
    const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const a = h('a', { href: url, download: `carcassonne-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  loadDialog(): void {
    const dialog = $('#dialog') as HTMLDialogElement;
    const text = h('textarea', { id: 'record-text', rows: 8, placeholder: '{"format": "carcassonne-record", ...}', spellcheck: 'false' });
    const error = h('p', { class: 'error', role: 'alert' });
    const file = h('input', {
      type: 'file', id: 'record-file', accept: '.json,application/json',
      onchange: async (e) => {
        const f = (e.target as HTMLInputElement).files?.[0];
        if (f) text.value = await f.text();
      },
    });
    const close = () => { dialog.close(); dialog.replaceChildren(); };
    dialog.replaceChildren(h('form', {
      method: 'dialog', class: 'load',
      onsubmit: (e) => {
        e.preventDefault();
        try {
          const record = JSON.parse(text.value) as GameRecord;
          const game = this.engine.loadRecord(record);
          close();
          this.use(game);
          this.toast(`Loaded a game of ${game.state().players.length} players at turn ${game.state().turn}.`);
        } catch (err) {
          error.textContent = (err as Error).message;
        }
      },
    },
    h('h2', { text: 'Load a game' }),
    h('p', {}, 'Pick a saved record file, or paste a record below.'),
    file, text, error,
    h('div', { class: 'actions' },
      h('button', { type: 'button', onclick: close }, 'Cancel'),
      h('button', { type: 'submit', class: 'primary', id: 'load-record' }, 'Load'))));
    dialog.oncancel = () => close();
    dialog.showModal();
  }

  toast(msg: string, error = false): void {
    const t = $('#toast');
    t.textContent = msg;
    t.className = error ? 'show error' : 'show';
    clearTimeout(Number(t.dataset['timer']));
    t.dataset['timer'] = String(window.setTimeout(() => { t.className = ''; }, error ? 6000 : 3000));
  }
}

declare global {
  interface Window { __carcassonne?: unknown }
}

async function main(): Promise<void> {
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support is a bonus */ });
  }
  let engine: Engine;
  try {
    engine = await createEngine();
  } catch (e) {
    $('#status').textContent = `The game engine failed to load: ${(e as Error).message}`;
    throw e;
  }
  document.body.classList.remove('loading');
  $('#status').textContent = 'Set up a game to start.';
  const app = new App(engine);
  // A read-only hook for tests and debugging: it reads state, it never acts.
  window.__carcassonne = Object.freeze({
    version: engine.version,
    state: () => app.game?.state() ?? null,
    options: () => app.game?.options() ?? [],
    humanToMove: () => app.humanToMove(),
    botBusy: () => app.botBusy || app.botTimer !== 0,
    ghost: () => app.ghost(),
    rotation: () => app.rot,
    cellToScreen: (x: number, y: number) => app.board.cellToClient(x, y),
    spotToScreen: (x: number, y: number, px: number, py: number) => app.board.cellToClient(x, y, px, py),
    record: () => app.game?.save() ?? null,
    scale: () => app.board.scale,
    /** Per seat: null (human), or the bot's level, workers started, answers and whether it fell back. */
    bots: () => app.bots.map((b) => (b instanceof WorkerBot ? b.info() : b ? { level: b.kind, workers: 0, answers: 0, fallback: false } : null)),
    /** The one acting hook, for the browser tests: makes a seat's bot worker die as a crash would. */
    crashBotWorker: (seat: number) => { const b = app.bots[seat]; if (b instanceof WorkerBot) b.crash(); },
  });
  if (!app.tryResume()) await app.newGameDialog(false);
}

void main();
