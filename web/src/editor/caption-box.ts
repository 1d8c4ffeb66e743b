// The caption of the step shown (#note, #note-count, #note-title), for every game: the caption is
// the note of the move that led to the step, so the start has none. Typing amends one history
// step: the first keystroke after a step is shown (or the field was left) commits a version, the
// ones after it amend that version, so that one Undo takes back a whole edit.
import { $ } from '../shell/dom.js';

export class CaptionBox {
  readonly #note = $('#note') as HTMLTextAreaElement;
  #editing = false;

  /** `set(text, amend)`: the editor keeps the caption (true) or refuses it (false, said why). */
  constructor(set: (text: string, amend: boolean) => boolean) {
    this.#note.addEventListener('input', () => { if (set(this.#note.value, this.#editing)) this.#editing = true; });
    this.#note.addEventListener('blur', () => { this.#editing = false; });
  }

  /** A step shown or the document changed: the next keystroke begins a new history step. */
  stop(): void { this.#editing = false; }

  /** Step `step`'s caption `text` (left alone while typed in); `what` heads it ("Caption"). */
  render(step: number, text: string, what: string): void {
    const note = this.#note;
    note.disabled = step === 0;
    if (document.activeElement !== note) note.value = step > 0 ? text : '';
    $('#note-count').textContent = String([...note.value].length);
    $('#note-title').textContent = step === 0 ? `${what} (make a move first)` : `${what} of move ${step}`;
  }
}
