// The editor's undo and redo, for every game: versions of a whole document (a record), kept as
// JSON text so that no later change to an object reaches a version already kept.

/** Versions of the document; `commit` drops the redo branch. At most 200 are kept. */
export class History<D> {
  #versions: string[];
  #at = 0;
  constructor(first: D) { this.#versions = [JSON.stringify(first)]; }
  get doc(): D { return JSON.parse(this.#versions[this.#at]!) as D; }
  get canUndo(): boolean { return this.#at > 0; }
  get canRedo(): boolean { return this.#at < this.#versions.length - 1; }
  commit(d: D): void {
    const text = JSON.stringify(d);
    if (text === this.#versions[this.#at]) return;
    this.#versions.splice(this.#at + 1, Infinity, text);
    this.#at++;
    if (this.#versions.length > 200) { this.#versions.shift(); this.#at--; }
  }
  /** Replaces the current version (typing a caption: one history step per edit session). */
  amend(d: D): void { this.#versions[this.#at] = JSON.stringify(d); }
  undo(): D { if (this.canUndo) this.#at--; return this.doc; }
  redo(): D { if (this.canRedo) this.#at++; return this.doc; }
}
