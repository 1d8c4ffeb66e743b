// The turn just played, spoken through a live region (the log in words, one turn at a time).
import { t } from '../words/words.js';

/** Collects the log lines of each turn and speaks them, once the turn is over, through a live region. */
export class TurnAnnouncer {
  #region: HTMLElement;
  #turn = -1;
  #lines: string[] = [];

  constructor(region: HTMLElement) { this.#region = region; }

  /** A line of the log (turn number, words). */
  add(turn: number, text: string): void {
    if (turn !== this.#turn) this.flush();
    this.#turn = turn;
    this.#lines.push(text);
  }

  /** Speaks the collected turn if it is over (the game is at a later turn), or now when `force`. */
  settle(currentTurn: number, force = false): void {
    if (this.#lines.length && (force || currentTurn > this.#turn)) this.flush();
  }

  flush(): void {
    if (!this.#lines.length) return;
    this.#region.textContent = t('announce-turn', { turn: this.#turn, lines: this.#lines.join('. ') });
    this.#lines = [];
  }

  reset(): void { this.#lines = []; this.#turn = -1; }
}
