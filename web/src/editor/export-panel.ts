// The export and import panel, for every game: the export buttons (button[data-export]), how the
// snippet shows the record (#show-mode, #show-ply), the file name (#file-name, shown for src=),
// the exported text (#export, a value, never markup), Copy and Download, and import pasted
// (#import, #import-go) or from a file (#import-file, at most 4 MiB like any record). What each
// kind of export says and what a download holds is the game's (ExportSource).
import { $, h } from '../shell/dom.js';
import { recordFileName, type ShowOptions } from './transfer.js';

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

export interface DownloadFile { name: string; type: string; text: string }

export interface ExportSource<K extends string> {
  /** The exported text of `kind` for the document as it is now. */
  text(kind: K): string | Promise<string>;
  /** What Download writes for `kind`; `file`: the record's file name (recordFileName). */
  file(kind: K, file: string): DownloadFile | Promise<DownloadFile>;
  /** Takes a pasted or loaded text; false (and said why) when nothing was taken. */
  import(input: string): Promise<boolean>;
  say(text: string, refused: boolean): void;
}

export class ExportPanel<K extends string> {
  readonly #source: ExportSource<K>;
  #kind: K | null = null;

  constructor(source: ExportSource<K>) {
    this.#source = source;
    this.#wire();
  }

  /** How the snippet shows the record: the mode and the step chosen. */
  showOptions(): ShowOptions {
    return { mode: ($('#show-mode') as HTMLSelectElement).value as ShowOptions['mode'], ply: ($('#show-ply') as HTMLSelectElement).value };
  }

  fileName(): string { return recordFileName(($('#file-name') as HTMLInputElement).value); }

  /** The export shown, written again for the document as it is now (after every change and step). */
  refresh(): void { if (this.#kind) void this.show(this.#kind); }

  async show(kind: K): Promise<void> {
    this.#kind = kind;
    const box = $('#export') as HTMLTextAreaElement;
    box.value = '';
    try {
      const text = await this.#source.text(kind);
      if (this.#kind === kind) box.value = text;   // a later export shown meanwhile wins
    } catch (e) {
      this.#source.say(`Export: ${(e as Error).message}`, true);
    }
    ($('#file-row') as HTMLElement).hidden = kind !== 'src';
    button('copy').disabled = button('download').disabled = false;
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-export]')) b.setAttribute('aria-pressed', String(b.dataset['export'] === kind));
  }

  async #download(): Promise<void> {
    if (!this.#kind) return;
    const { name, type, text } = await this.#source.file(this.#kind, this.fileName());
    const a = h('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  async #copy(): Promise<void> {
    const box = $('#export') as HTMLTextAreaElement;
    try {
      await navigator.clipboard.writeText(box.value);
      this.#source.say('Copied.', false);
    } catch {
      box.select();
      this.#source.say('Selected: copy it with Ctrl+C.', false);
    }
  }

  #wire(): void {
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-export]')) {
      b.addEventListener('click', () => void this.show(b.dataset['export'] as K));
    }
    for (const id of ['show-mode', 'show-ply', 'file-name']) $(`#${id}`).addEventListener('change', () => this.refresh());
    button('copy').addEventListener('click', () => void this.#copy());
    button('download').addEventListener('click', () => void this.#download());
    button('import-go').addEventListener('click', () => void this.#source.import(($('#import') as HTMLTextAreaElement).value));
    $('#import-file').addEventListener('change', async (e) => {
      const file = (e.target as HTMLInputElement).files?.[0];
      if (!file) return;
      if (file.size > 4 << 20) { this.#source.say('import: the file is larger than a record may be (4 MiB)', true); return; }
      await this.#source.import(await file.text());
    });
  }
}
