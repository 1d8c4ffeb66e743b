// The editor's message line (#status), for every game: what was done, or why the engine refused
// it in its own words. Written as text, never markup (a refusal may quote a record's caption).
import { $ } from '../shell/dom.js';

export class MessageLine {
  text = '';
  refused = false;
  /** Keeps and shows `text`; `refused`: an error, styled apart. */
  say(text: string, refused: boolean): void {
    this.text = text;
    this.refused = refused;
    this.paint();
  }
  /** Shows the kept message again (a redraw of the page's panel). */
  paint(): void {
    const status = $('#status');
    status.textContent = this.text;
    status.classList.toggle('refused', this.refused);
  }
}
