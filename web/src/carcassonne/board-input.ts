// The board and keys as the player to move answers: a tile placed by a click (touch: a tap shows
// it, a second tap places it), turned by R or a right click, moved by the arrows; a figure put on
// a numbered spot (a click, 1-9), K for the next figure kind, Esc to pass; a module's option by its
// place on the board.
import type { Option } from 'carcassonne-engine';
import type { Cell, HoverTarget } from './board.js';
import { anchorOf } from './pieces.js';
import { SPOT_GUARD_MS, TurnInput } from './turn-input.js';

export abstract class BoardInput extends TurnInput {
  chooseKind(kind: string): void {
    this.figureKind = kind;
    this.hoverSpot = -1;
    this.updateBoard();
    this.renderPanel();
  }

  choosePlaced(i: number): void {
    const o = this.placed()[i];
    const p = this.placedAt;
    if (p && performance.now() - p.t < SPOT_GUARD_MS) return;   // the second half of a double click that placed the tile
    if (o) this.apply(o.option);
  }

  place(c: Cell, at: { x: number; y: number } | null = null): void {
    const rots = this.legal().get(`${c.x},${c.y}`);
    if (!rots) return;
    const rot = this.snap(rots);
    const a = anchorOf(this.artist.info(this.handTile() ?? ''), c.x, c.y, rot);
    const o = this.tileOptions().find((t) => t.x === a.x && t.y === a.y && t.rot === rot);
    if (!o) return;
    this.rot = rot;
    this.placedAt = at && { ...at, t: performance.now() };
    this.apply(o);
  }

  cellClick(c: Cell, touch: boolean, at: { x: number; y: number }): void {
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
    this.place(c, at);
  }

  chooseSpot(i: number): void {
    const o = this.shownFigureOptions()[i];
    if (o) this.apply(o);
  }

  pass(): void {
    const o = this.opts.find((x) => x.type === 'pass');
    if (o && this.humanToMove()) this.apply(o);
  }

  /** An expansion action (the abbot's recall), shown on the board while its button is hovered or focused. */
  hoverAction(o: Extract<Option, { type: 'module' }> | null): void {
    this.hoverModule = o;
    this.hoverPlace = o ? this.placed().findIndex((p) => p.option === o) : -1;
    this.renderPlacesOff();
    this.highlightCache.clear();
    this.updateBoard();
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

  hover(t: HoverTarget): void {
    this.hoverCell = t?.type === 'cell' ? { x: t.x, y: t.y } : null;
    this.hoverSpot = t?.type === 'spot' ? t.index : -1;
    this.hoverFigure = t?.type === 'figure' ? t : null;
    const place = t?.type === 'place' ? t.index : -1;
    if (place !== this.hoverPlace) { this.hoverPlace = place; this.renderPlacesOff(); }
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

  /** A key while the game is played (the shell has filtered dialogs, text fields and modifier
   *  keys): true when it is one of the game's keys, used or not, and the shell's keys are not tried. */
  key(e: KeyboardEvent): boolean {
    const placing = this.humanToMove() && this.st?.decision?.kind === 'tile';
    const figure = this.figureOptions().length > 0 || (this.humanToMove() && this.st?.decision?.kind === 'figure');
    const dirs: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = dirs[e.key];
    if (d) {
      e.preventDefault();
      if (placing) this.moveCursor(d[0], d[1]);
      return true;
    }
    if (e.key === 'r' || e.key === 'R') { e.preventDefault(); this.rotate(); return true; }
    if (e.key === 'Enter' || e.key === ' ') {
      if (placing && this.cursor && (e.target === document.body || e.target === this.board.canvas)) { e.preventDefault(); this.place(this.cursor); }
      return true;
    }
    if (e.key === 'Escape') {
      if (figure) { e.preventDefault(); this.pass(); } else if (this.cursor) { this.cursor = null; this.updateBoard(); }
      return true;
    }
    if (/^[1-9]$/.test(e.key) && figure && this.figureOptions().length) { e.preventDefault(); this.chooseSpot(Number(e.key) - 1); return true; }
    if (/^[1-9]$/.test(e.key) && this.placed().length) { e.preventDefault(); this.choosePlaced(Number(e.key) - 1); return true; }
    if ((e.key === 'k' || e.key === 'K') && figure) {
      // the next figure kind (meeple, big meeple, builder, pig) whose spots are shown
      const kinds = this.figureKinds();
      if (kinds.length > 1) this.chooseKind(kinds[(kinds.indexOf(this.shownKind() ?? '') + 1) % kinds.length]!);
      return true;
    }
    return false;
  }
}
