// What Carcassonne's editor takes back: a record's JSON, a <carcassonne-board> snippet (or one of
// its other name <rules-board>), an embed.html link or its <iframe>, the SVG the editor or
// `carcassonne render` writes (the record in its <metadata id="carcassonne-record">), and the
// main page's save ({record, bots}). The reading of snippets and links is every game's
// (editor/transfer.ts); the engine checks the record as the editor loads it.
import type { GameRecord } from 'carcassonne-engine';
import { parseRecord } from '../../embed/record-source.js';
import { readSave } from '../../shell/save-recovery.js';
import { recordTextOf, type PasteReader } from '../../editor/transfer.js';

function fromSvg(text: string): string {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.querySelector('parsererror')) throw new Error('import: the SVG is not well-formed XML');
  const meta = doc.getElementById('carcassonne-record');
  if (!meta?.textContent) throw new Error('import: this SVG carries no record (only SVGs from the editor or `carcassonne render` do)');
  return meta.textContent;
}

const CARCASSONNE_PASTE: PasteReader = {
  element: 'carcassonne-board',
  selector: 'carcassonne-board, rules-board',   // every game's element (and its old name)
  other: { test: /^(<\?xml[^>]*>\s*)?<svg[\s>]/i, read: fromSvg, words: 'an SVG from the editor' },
};

/** The page's save ({"record": ..., "bots": [...]}, what the main page keeps to resume a game)
 *  gives its record; anything else is read as a record. */
export function recordOfText(text: string): GameRecord {
  const rec = parseRecord(text, 'import');
  const looksSaved = !('format' in rec) && 'record' in rec;
  return looksSaved ? readSave(text).record as GameRecord : rec;   // the engine checks it as it loads
}

export async function importRecord(input: string, base: string): Promise<GameRecord> {
  return recordOfText(await recordTextOf(input, base, CARCASSONNE_PASTE));
}
