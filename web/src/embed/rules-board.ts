// <rules-board game="carcassonne">: a game record shown on any page, from one ES module script.
//   <rules-board game="carcassonne" src="road.json" mode="replay" ply="2" size="360"></rules-board>
//   <rules-board mode="view"><script type="application/json">{…record…}</script></rules-board>
// mode: view (the board after move `ply`, or the end), replay (step through the moves, each step's
// events in words), play (continue from the position; reset). game: a registered game
// (board-game.ts; absent = carcassonne), which the record's own "game" field must name too.
// This element knows no game: the game's view draws the board and takes the moves; the element
// reads the attributes and the record, runs the steps, writes the words (as text, never markup)
// and fires rules-board-ready / -state / -error. It starts when it comes near the viewport.
import { h, markOnce } from '../shell/dom.js';
import { inkOn } from '../carcassonne/meeple.js';
import { DEFAULT_GAME, gameNamed, boardGame, quoted, recordGame, type GameView, type Mode, type Picture } from './board-game.js';
import { fetchRecordText, parseRecord } from './record-source.js';
import { applyStyles } from './styles.js';
import { whenVisible } from './when-visible.js';

export type { Mode } from './board-game.js';
const SIZES: Record<string, number> = { small: 240, medium: 340, large: 480 };

export interface RulesBoardDetail<Marks = unknown> {
  mode: Mode; step: number; steps: number; ply: number | null;
  caption: string; scores: number[]; events: string[]; over: boolean;
  /** The author's caption of this step (a record move's "note"; plain text) and the game's marks. */
  note: string; marks: Marks;
}

type StepButtons = Record<'first' | 'prev' | 'next' | 'last' | 'reset', HTMLButtonElement>;

export class RulesBoard extends HTMLElement {
  static readonly observedAttributes: string[] = ['src', 'mode', 'ply', 'size', 'game'];

  #wrap: HTMLDivElement;
  #canvas: HTMLCanvasElement;
  #overlay: HTMLDivElement;
  #error: HTMLDivElement;
  #bar: HTMLDivElement;
  #caption: HTMLSpanElement;
  #note: HTMLParagraphElement;
  #scores: HTMLUListElement;
  #controls: HTMLDivElement;
  #slider: HTMLInputElement;
  #buttons: StepButtons;
  #events: HTMLOListElement;
  #message: HTMLParagraphElement;

  #view: GameView | null = null;       // the game's board, made at the first load of its game
  #viewGame = '';
  #loaded = false;                     // a record is loaded and shown
  #recordText: string | null = null;   // set by the recordText property (embed.html)
  #moves = 0;                          // the record's moves
  #step = 0;
  #picture: Picture | null = null;     // what the step shown told
  #captionText = '';
  #eventLines: string[] = [];
  #started = false;
  #generation = 0;                     // a newer load makes older async work moot
  #stopWatching: (() => void) | null = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    applyStyles(root);
    // a button of words is named by them (its title adds the detail); a button of symbols by its title
    const btn = (label: string, title: string, onclick: () => void) =>
      h('button', { type: 'button', title, ...(/[A-Za-z]/.test(label) ? {} : { 'aria-label': title }), onclick }, label);
    this.#buttons = {
      first: btn('|◀', 'First step', () => this.#goto(0)),
      prev: btn('◀', 'Previous step', () => this.#goto(this.#step - 1)),
      next: btn('▶', 'Next step', () => this.#goto(this.#step + 1)),
      last: btn('▶|', 'Last step', () => this.#goto(this.steps - 1)),
      reset: btn('Reset', 'Back to the starting position', () => this.#startPlay()),
    };
    this.#slider = h('input', { type: 'range', min: 0, max: 0, value: 0, step: 1, 'aria-label': 'Step' });
    this.#slider.addEventListener('input', () => this.#goto(Number(this.#slider.value)));
    this.#canvas = this.#makeCanvas();
    this.#overlay = h('div', { class: 'overlay' });
    this.#wrap = h('div', { class: 'wrap' }, this.#canvas, this.#overlay);
    // the page keeps scrolling over the board: only ctrl+wheel (and pinch) zooms it
    this.#wrap.addEventListener('wheel', (e) => { if (!e.ctrlKey) e.stopPropagation(); }, { capture: true });
    this.#error = h('div', { class: 'error', role: 'alert', hidden: true });
    this.#caption = h('span', { class: 'caption' });
    this.#note = h('p', { class: 'note', part: 'note', hidden: true });
    this.#scores = h('ul', { class: 'scores', 'aria-label': 'Scores' });
    this.#bar = h('div', { class: 'bar info' }, this.#caption, this.#scores);
    this.#message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
    const b = this.#buttons;
    // the game's play controls go before "Reset" (#useView)
    this.#controls = h('div', { class: 'bar controls', hidden: true }, b.first, b.prev, this.#slider, b.next, b.last, b.reset, this.#message);
    // tabindex: the list scrolls when long, and a keyboard must reach it (axe: scrollable-region-focusable)
    this.#events = h('ol', { class: 'events', 'aria-live': 'polite', 'aria-label': 'What happened', tabindex: 0, hidden: true });
    root.append(h('div', { class: 'frame', part: 'frame' }, this.#wrap, this.#note, this.#error, this.#bar, this.#controls, this.#events));
    this.#applySize();
  }

  // ---- what an alias changes (board-element.ts: <carcassonne-board>) -------------------------

  /** The game this element shows: its game attribute, or Carcassonne. */
  get game(): string { return this.getAttribute('game') ?? DEFAULT_GAME; }
  /** The names an event of this kind goes out under ('ready', 'state', 'error'). */
  protected eventNames(kind: string): string[] { return [`rules-board-${kind}`]; }

  // ---- the element's life -------------------------------------------------------------------

  connectedCallback(): void {
    if (this.#started || this.#stopWatching) return;
    this.#overlay.textContent = `${this.#title()} example: loads when scrolled into view`;
    this.#canvas.setAttribute('aria-label', `${this.#title()} board`);
    this.#stopWatching = whenVisible(this, () => { this.#stopWatching = null; return this.#start(); });
  }

  disconnectedCallback(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (old === value) return;
    if (name === 'size') { this.#applySize(); return; }
    if (!this.#started) return;
    if (name === 'src' || name === 'game') void this.#start();
    else if (name === 'mode') this.#show(this.#initialStep());
    else if (name === 'ply' && this.#loaded) {
      const s = this.#stepOfPly(value);
      if (s !== null) this.#show(s);
    }
  }

  // ---- public API (used by embed.html and tests) ----------------------------------------

  get mode(): Mode {
    const m = this.getAttribute('mode');
    return m === 'replay' || m === 'play' ? m : 'view';
  }
  /** The record as text, instead of src or the element's content (embed.html sets it). */
  set recordText(text: string) {
    this.#recordText = text;
    if (this.#started) void this.#start();
  }
  get steps(): number { return this.#loaded ? this.#view!.steps : 0; }
  get step(): number { return this.#step; }
  /** Shows step n (0 = the start; the last step is the end of the record). */
  goto(n: number): void { this.#goto(n); }
  /** The position shown, in the game engine's words (null before the first board or after an error). */
  state(): unknown { return this.#loaded ? this.#view!.state() : null; }
  /** What the last state event told: the step, its caption, scores, events and marks. */
  get detail(): RulesBoardDetail { return this.#detail(this.#eventLines); }
  /** Shows an error in the element's error box (embed.html: a link it cannot read). */
  showError(message: string): void { this.#generation++; this.#started = true; this.#fail(new Error(message)); }
  /** Client coordinates of a point of board cell (x, y): fx, fy in 0..1 within the cell. */
  cellToClient(x: number, y: number, fx = 0.5, fy = 0.5): { x: number; y: number } | null {
    return this.#view?.cellToClient?.(x, y, fx, fy) ?? null;
  }

  // ---- loading ---------------------------------------------------------------------------

  /** The board's canvas, with the step keys (a game's view adds its own listeners to it). */
  #makeCanvas(): HTMLCanvasElement {
    const canvas = h('canvas', { class: 'board', tabindex: 0, role: 'img', 'aria-label': 'Board' });
    canvas.addEventListener('keydown', (e) => this.#key(e));
    return canvas;
  }

  #title(): string { return boardGame(this.game)?.title ?? 'Board'; }

  async #start(): Promise<void> {
    this.#started = true;
    const gen = ++this.#generation;
    this.#overlay.hidden = false;
    this.#overlay.textContent = 'Loading…';
    try {
      const view = this.#useView();
      this.#loaded = false;
      let moves = 0;
      // the record is read and its game checked before the game's view sees it
      const text = this.#source().then((t) => { moves = this.#checkRecord(t); return t; });
      await view.load(this.#textNow(), text, () => gen !== this.#generation);
      if (gen !== this.#generation) return;
      this.#moves = moves;
      this.#loaded = true;
      this.#error.hidden = true;
      this.#overlay.hidden = true;
      this.#canvas.setAttribute('aria-label', `${this.#title()} board`);
      this.#show(this.#initialStep());
      if (!this.#loaded) return;   // a ply the record does not have: its error is shown
      this.#fire('ready', this.#detail());
      // the page's first board, in the frame that draws it (scripts/bench-page-load.mjs)
      requestAnimationFrame(() => markOnce('rules:board'));
    } catch (e) {
      if (gen === this.#generation) this.#fail(e);
    }
  }

  /** The view of the element's game, made when the game is first (or newly) named. */
  #useView(): GameView {
    const id = this.game;
    const game = gameNamed(id);   // an unknown name: the error says which games there are
    if (this.#view && this.#viewGame === id) return this.#view;
    if (this.#view) {
      // another game's view: its controls go, and its board's listeners with the old canvas
      for (const c of this.#view.controls) c.remove();
      this.#view.release();
      const canvas = this.#makeCanvas();
      this.#canvas.replaceWith(canvas);
      this.#canvas = canvas;
    }
    const view = game.createView({
      canvas: this.#canvas,
      changed: () => { if (this.#loaded && this.mode === 'play') this.#guard(() => this.#render(view.showPlay())); },
      fail: (e) => this.#fail(e),
    });
    for (const c of view.controls) c.hidden = true;
    this.#buttons.reset.before(...view.controls);
    this.#view = view;
    this.#viewGame = id;
    return view;
  }

  /** Reads the record far enough to check it is one, of this element's game; returns its moves. */
  #checkRecord(text: string): number {
    const record = parseRecord(text, 'record');
    const game = recordGame(record as unknown as Record<string, unknown>, 'record');
    if (game !== this.game) {
      throw new Error(`record: its "game" is ${quoted(game)}, but this element shows ${quoted(this.game)} (a ${this.#title()} board)`);
    }
    return record.moves?.length ?? 0;
  }

  /** The record's text when it needs no fetch (given as a property or inline), or null (src="…"). */
  #textNow(): string | null {
    if (this.#recordText !== null) return this.#recordText;
    if (this.getAttribute('src')) return null;
    const script = this.querySelector('script[type="application/json"]');
    return (script ?? this).textContent?.trim() ?? '';
  }

  async #source(): Promise<string> {
    const now = this.#textNow();
    if (now === null) return fetchRecordText(this.getAttribute('src')!, document.baseURI);
    if (!now && this.#recordText === null) throw new Error('no record: give the element a src="…" attribute or the record JSON as its content');
    return now;
  }

  #fire(kind: 'ready' | 'state' | 'error', detail: unknown): void {
    for (const name of this.eventNames(kind)) this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
  }

  #fail(e: unknown): void {
    const message = e instanceof Error ? e.message : String(e);
    this.#view?.release();
    this.#loaded = false;
    this.#picture = null;
    this.#overlay.hidden = false;
    this.#overlay.textContent = '';
    // text nodes only: a message quoting a record or an attribute is never markup
    this.#error.replaceChildren(h('b', {}, 'This example cannot be shown:'), message);
    this.#error.hidden = false;
    this.#bar.hidden = this.#controls.hidden = this.#events.hidden = this.#note.hidden = true;
    this.#fire('error', { message });
  }

  #guard(f: () => void): void {
    try { f(); } catch (e) { this.#fail(e); }
  }

  #applySize(): void {
    const v = this.getAttribute('size');
    let px = SIZES.medium!;
    if (v && SIZES[v]) px = SIZES[v]!;
    else if (v && /^\d+$/.test(v)) px = Math.max(160, Math.min(1200, Number(v)));
    this.#wrap.style.height = `${px}px`;   // not on the host: a constructor may not add attributes to it
  }

  /** The step the ply attribute names; null after showing the error of a bad one. */
  #stepOfPly(value: string | null): number | null {
    const last = this.mode === 'play' ? this.#moves : this.steps - 1;
    if (value === null || value === '' || value === 'end') return last;
    if (!/^-?\d+$/.test(value.trim())) {
      this.#fail(new Error(`ply: expected a move number or "end", got ${quoted(value)}`));
      return null;
    }
    const n = Number(value);
    if (n < 0 || n > this.#moves) {
      // the engine's own words for the range
      try { this.#view?.checkPly(n); } catch (e) { this.#fail(e); return null; }
    }
    return n;
  }

  #initialStep(): number { return this.#stepOfPly(this.getAttribute('ply')) ?? 0; }

  // ---- the steps -----------------------------------------------------------------------------

  #show(step: number): void {
    if (!this.#loaded) return;
    if (this.mode === 'play') { this.#step = step; this.#startPlay(); return; }
    this.#goto(step);
  }

  #goto(n: number): void {
    const view = this.#view, mode = this.mode;
    if (!this.#loaded || !view || mode === 'play') return;
    const step = Math.max(0, Math.min(view.steps - 1, Math.trunc(n)));
    this.#guard(() => {
      const picture = view.showStep(step, mode);
      this.#step = step;
      this.#render(picture);
    });
  }

  #startPlay(): void {
    const view = this.#view;
    if (!this.#loaded || !view) return;
    this.#guard(() => {
      const step = Math.min(this.#step, this.#moves);
      view.startPlay(step);
      this.#step = step;
      this.#render(view.showPlay());
    });
  }

  #render(p: Picture): void {
    const mode = this.mode, replay = mode === 'replay', play = mode === 'play';
    this.#picture = p;
    this.#captionText = play ? `Your move (from move ${this.#step} of ${this.#moves})` : p.caption;
    this.#canvas.setAttribute('aria-label', `${this.#title()} board, ${this.#captionText}: ${p.label}`);
    this.#caption.textContent = this.#captionText;
    this.#note.textContent = p.note;   // plain text: a caption is never markup
    this.#note.hidden = !p.note;
    this.#scores.replaceChildren(...p.scores.map((s) => {
      const dot = h('span', { class: 'dot', 'aria-hidden': 'true' }, s.mark);
      dot.style.background = s.color;
      dot.style.color = inkOn(s.color);
      return h('li', {}, dot, `${s.name} ${s.score}`);
    }));
    this.#bar.hidden = false;

    this.#controls.hidden = !(replay || play);
    for (const k of ['first', 'prev', 'next', 'last'] as const) this.#buttons[k].hidden = !replay;
    this.#slider.hidden = !replay;
    this.#slider.max = String(this.steps - 1);
    this.#slider.value = String(this.#step);
    this.#slider.setAttribute('aria-valuetext', this.#captionText);
    this.#buttons.first.disabled = this.#buttons.prev.disabled = this.#step === 0;
    this.#buttons.next.disabled = this.#buttons.last.disabled = this.#step >= this.steps - 1;
    // the game shows its own play controls as the position asks (showPlay)
    if (!play) for (const c of this.#view?.controls ?? []) c.hidden = true;
    this.#buttons.reset.hidden = this.#message.hidden = !play;
    this.#message.textContent = p.message?.text ?? '';
    this.#message.classList.toggle('refused', !!p.message?.refused);

    this.#events.hidden = !(replay || play);
    this.#eventLines = p.events.map((l) => l.text);
    this.#events.replaceChildren(...(p.events.length
      ? p.events.map((l) => h('li', { class: l.kind }, l.text))
      : [h('li', { class: 'none' }, p.quiet)]));
    this.#fire('state', this.#detail(this.#eventLines));
  }

  #detail(events: string[] = []): RulesBoardDetail {
    const p = this.#picture;
    return {
      mode: this.mode, step: this.#step, steps: this.steps, ply: p?.ply ?? null,
      caption: this.#captionText, scores: p?.scores.map((s) => s.score) ?? [], events, over: p?.over ?? false,
      note: p?.note ?? '', marks: p?.marks ?? null,
    };
  }

  #key(e: KeyboardEvent): void {
    if (this.mode !== 'replay') return;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in moves) { this.#goto(this.#step + moves[e.key]!); e.preventDefault(); }
    else if (e.key === 'Home') { this.#goto(0); e.preventDefault(); }
    else if (e.key === 'End') { this.#goto(this.steps - 1); e.preventDefault(); }
  }
}
