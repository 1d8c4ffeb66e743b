// The editor of a game on the platform (a registered EditorGame: editor-game.ts): builds a
// teaching record move by move. The step shown is the engine's position after that many moves
// (loadRecord with { ply }); the author clicks one of the options the engine lists there, chance's
// too (the die's face: the editor holds chance, so the author names every outcome), and the move
// made replaces the moves after the step. Each step has its caption (the move's "note"); undo and
// redo go over whole records; export gives the record, a <rules-board> snippet or an embed.html
// link, and import takes them back. The engine checks every version before it is kept, and its
// refusals are shown in its words: the document is always a record the engine accepts.
import type { PlatformMove, PlatformOption, PlatformRecord, RulesEngine, RulesGame } from 'carcassonne-engine/game';
import { $, h } from '../shell/dom.js';
import { CaptionBox } from './caption-box.js';
import type { EditorBoard, EditorGame } from './editor-game.js';
import { ExportPanel } from './export-panel.js';
import { MessageLine } from './message-line.js';
import { History } from './record-history.js';
import * as transfer from './record-transfer.js';
import { historyKey, renderHistory, renderSteps, stepKey, stepWhere, typingIn, wireSteps } from './step-nav.js';

type ExportKind = 'json' | 'inline' | 'src' | 'iframe';
const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

export class RecordEditor {
  readonly #game: EditorGame;
  readonly #engine: RulesEngine;
  readonly #board: EditorBoard;
  readonly #first: PlatformRecord;        // "New": the game's default setup, no move
  #history: History<PlatformRecord>;
  #doc: PlatformRecord;
  #cursor = 0;
  #position: RulesGame;                   // the step shown
  #work: RulesGame;                       // the move being made there (a chance outcome may be open)
  #message = new MessageLine();
  readonly #caption = new CaptionBox((text, amend) => this.#setNote(text, amend));
  readonly #exports = new ExportPanel<ExportKind>({
    text: (kind) => this.exportText(kind),
    file: (_kind, file) => ({ name: file, type: 'application/json', text: transfer.formatPlatformRecord(this.#doc) }),
    import: (input) => this.import(input),
    say: (text, refused) => this.#message.say(text, refused),
  });
  readonly #steps = { go: (n: number) => this.#show(n), undo: () => this.#undo(), redo: () => this.#redo() };

  constructor(game: EditorGame, engine: RulesEngine) {
    this.#game = game;
    this.#engine = engine;
    const described = engine.describe() as { defaultSetup?: Record<string, unknown> };
    this.#first = { game: engine.game, version: 1, setup: described.defaultSetup ?? { players: [] }, moves: [] };
    this.#doc = this.#first;
    this.#history = new History(this.#doc);
    this.#position = engine.loadRecord(this.#doc, { ply: 0 });
    this.#work = this.#position.clone();
    const canvas = $('#board') as HTMLCanvasElement;
    this.#board = game.createBoard(canvas);
    canvas.addEventListener('click', (e) => { const i = this.#board.optionAt(e.clientX, e.clientY); if (i >= 0) this.#answer(i); });
    this.#wire();
    this.#show(0);
  }

  // ---- the document ---------------------------------------------------------------------------

  /** Keeps `doc` if the engine replays it (else says why and keeps the old one); shows `cursor`. */
  #commit(doc: PlatformRecord, cursor: number, message: string, amend = false): boolean {
    try {
      this.#engine.loadRecord(doc).dispose();
    } catch (e) {
      this.#message.say(`Not allowed: ${(e as Error).message}`, true);
      this.#render();
      return false;
    }
    if (amend) this.#history.amend(doc); else this.#history.commit(doc);
    this.#doc = doc;
    this.#show(cursor, message);
    return true;
  }

  #undo(): void { if (this.#history.canUndo) this.#restore(this.#history.undo(), 'Undone.'); }
  #redo(): void { if (this.#history.canRedo) this.#restore(this.#history.redo(), 'Redone.'); }
  #restore(doc: PlatformRecord, what: string): void {
    this.#doc = doc;
    this.#show(Math.min(this.#cursor, this.#moves().length), what);
  }

  #moves(): PlatformMove[] { return this.#doc.moves ?? []; }

  // ---- the step shown and the move made there ---------------------------------------------------

  #show(cursor: number, message = ''): void {
    this.#cursor = Math.max(0, Math.min(this.#moves().length, cursor));
    this.#position.dispose();
    this.#position = this.#engine.loadRecord(this.#doc, { ply: this.#cursor });
    this.#caption.stop();
    this.#message.say(message, false);
    this.#startMove();
    this.#exports.refresh();
  }

  /** A fresh attempt at the move after the step shown: the author names every chance outcome. */
  #startMove(): void {
    this.#work.dispose();
    this.#work = this.#position.clone();
    this.#work.holdChance(true);
    this.#render();
  }

  #options(): PlatformOption[] { return this.#work.finished() ? [] : this.#work.options(); }

  #answer(i: number): void {
    const o = this.#options()[i];
    if (!o) return;
    try {
      this.#work.apply(o);
    } catch (e) {
      this.#message.say(`Not allowed: ${(e as Error).message}`, true);   // the engine's words; nothing changed
      this.#render();
      return;
    }
    const st = this.#work.state();
    if (!st.finished && st.decision?.chance) {   // the move goes on: chance's outcome is the author's
      this.#message.say('Name chance\'s outcome: pick it below or on the board.', false);
      this.#render();
      return;
    }
    this.#finishMove();
  }

  /** The move made at the step shown replaces every move after it (Undo brings them back). */
  #finishMove(): void {
    const saved = this.#work.save();
    const dropped = this.#moves().length - this.#cursor;
    const n = saved.moves?.length ?? 0;
    const made = `Move ${n} made`;
    const message = dropped > 0
      ? `${made}; the ${dropped} move${dropped > 1 ? 's' : ''} after it were dropped (Undo brings them back).`
      : `${made}. Caption it, or make the next move.`;
    this.#commit(saved, n, message);
  }

  // ---- captions -------------------------------------------------------------------------------

  #setNote(text: string, amend: boolean): boolean {
    if (this.#cursor === 0) return false;
    const moves = this.#moves().map((m) => ({ ...m }));
    const m = moves[this.#cursor - 1]!;
    if (text) m.note = text; else delete m.note;
    return this.#commit({ ...this.#doc, moves }, this.#cursor, '', amend);
  }

  // ---- drawing ----------------------------------------------------------------------------------

  #render(): void {
    const st = this.#work.state(), options = this.#options();
    this.#board.draw(st, options, this.#work.events());
    const n = this.#moves().length;
    renderSteps(this.#cursor, n, `${stepWhere(this.#cursor, n)} — ${this.#board.scoresText(st)}`);
    $('#draft').textContent = st.finished ? 'The game is over at this step.' : this.#board.decisionText(st);
    $('#answers').replaceChildren(...options.map((o, i) => h('button', {
      type: 'button', 'data-option': i, onclick: () => this.#answer(i),
    }, this.#board.optionText(o, st))));
    button('cancel').hidden = this.#work.eventCount() === this.#position.eventCount();   // nothing begun here
    renderHistory(this.#history);
    this.#caption.render(this.#cursor, this.#moves()[this.#cursor - 1]?.note ?? '', 'Caption');
    this.#message.paint();
  }

  // ---- export and import ---------------------------------------------------------------------------

  exportText(kind: ExportKind): string {
    const rec = this.#doc, base = document.baseURI, o = this.#exports.showOptions(), script = this.#game.elementScript;
    switch (kind) {
      case 'json': return transfer.formatPlatformRecord(rec);
      case 'inline': return transfer.inlineElement(rec, o, script, base);
      case 'src': return transfer.srcElement(rec.game, this.#exports.fileName(), o, script, base);
      case 'iframe': return transfer.embedPageLink(rec, o, base);
    }
  }

  /** Takes a pasted record, snippet or link; a record the engine refuses leaves the document as it was. */
  async import(input: string): Promise<boolean> {
    try {
      const rec = await transfer.importPlatformRecord(input, this.#engine.game, document.baseURI);
      const n = rec.moves?.length ?? 0;
      return this.#commit(rec, n, `Imported ${n} move${n === 1 ? '' : 's'}.`);
    } catch (e) {
      this.#message.say((e as Error).message, true);
      this.#render();
      return false;
    }
  }

  // ---- wiring -----------------------------------------------------------------------------------

  #wire(): void {
    $('#title').textContent = `${this.#game.title}: example editor`;
    button('new').addEventListener('click', () => { this.#commit(this.#first, 0, 'A new example (Undo brings the last one back).'); });
    wireSteps(this.#steps, () => this.#cursor, () => this.#moves().length);
    button('cancel').addEventListener('click', () => { this.#message.say('', false); this.#startMove(); });
    window.addEventListener('keydown', (e) => {
      if (historyKey(e, this.#steps) || typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target === $('#board')) stepKey(e, this.#steps, this.#cursor, this.#moves().length);
    });
  }

  // ---- for tests --------------------------------------------------------------------------------

  hooks() {
    return Object.freeze({
      record: () => this.#doc,
      cursor: () => this.#cursor,
      state: () => this.#work.state(),
      options: () => this.#options(),
      optionPoint: (i: number) => this.#board.optionPoint(i),
      exportText: (kind: ExportKind) => this.exportText(kind),
    });
  }
}

declare global {
  interface Window { __recordEditor?: unknown }
}

/** The editor page of a registered game: its engine loaded, then the editor on the page. */
export async function startEditor(game: EditorGame): Promise<void> {
  const status = $('#status');
  status.textContent = 'Loading the engine…';
  try {
    const editor = new RecordEditor(game, await game.engine());
    window.__recordEditor = editor.hooks();
    document.body.classList.add('ready');
  } catch (e) {
    status.textContent = `The engine could not load: ${(e as Error).message}`;
    status.classList.add('refused');
  }
}
