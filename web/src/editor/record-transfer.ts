// What the editor of a game on the platform hands out and takes back (record-editor.ts): the
// record JSON, the <rules-board game="…"> snippet (the record inline or by src=) and the
// embed.html link; import takes any of them (transfer.ts reads the text out of a snippet or link)
// and keeps it only if it is a record of the editor's game. Records stay data: inline JSON has its
// markup characters escaped (scriptSafeJson), attributes are escaped.
import type { PlatformRecord } from 'carcassonne-engine/game';
import { embedLink, parseRecord } from '../embed/record-source.js';
import { attr, boardAttrs, recordTextOf, scriptSafeJson, type ShowOptions } from './transfer.js';

export type { ShowOptions };

/** A platform game's snippets: its element is <rules-board game="…">. */
const RULES_BOARD = { element: 'rules-board', selector: 'rules-board' };

/** The record as people read it: its setup on one line, one move per line. */
export function formatPlatformRecord(rec: PlatformRecord): string {
  const fields = [` "game": ${JSON.stringify(rec.game)}`];
  if (rec.version !== undefined) fields.push(` "version": ${rec.version}`);
  fields.push(` "setup": ${JSON.stringify(rec.setup)}`);
  const list = (name: string, items: unknown[]) => items.length
    ? ` "${name}": [\n${items.map((m) => `  ${JSON.stringify(m)}`).join(',\n')}\n ]`
    : ` "${name}": []`;
  fields.push(list('moves', rec.moves ?? []));
  if (rec.final !== undefined) fields.push(list('final', rec.final));
  return `{\n${fields.join(',\n')}\n}`;
}

const open = (game: string, script: string, base: string, more: string) =>
  `<script type="module" src="${attr(new URL(script, base).href)}"></script>\n<rules-board game="${attr(game)}" ${more}`;

/** The element with its record inline; `script`: the element's bundle (beside the editor). */
export function inlineElement(rec: PlatformRecord, o: ShowOptions, script: string, base: string): string {
  return `${open(rec.game, script, base, boardAttrs(o))}>\n<script type="application/json">${scriptSafeJson(rec)}</script>\n</rules-board>`;
}

export function srcElement(game: string, file: string, o: ShowOptions, script: string, base: string): string {
  return `${open(game, script, base, `src="${attr(file)}" ${boardAttrs(o)}`)}></rules-board>`;
}

/** The embed.html link with the record in its hash (any game's record: the page reads its "game"). */
export function embedPageLink(rec: object, o: ShowOptions, base: string): string {
  const ply = o.ply === 'end' ? undefined : Number(o.ply);
  let link = embedLink(base, JSON.stringify(rec), { mode: o.mode, ...(ply === undefined ? {} : { ply }) });
  if (o.ply === 'end') link += '&ply=end';
  return link;
}

/** The record inside what was pasted, refused (naming why) unless it is one of `game`'s. */
export async function importPlatformRecord(input: string, game: string, base: string): Promise<PlatformRecord> {
  const rec = parseRecord(await recordTextOf(input, base, RULES_BOARD), 'import') as unknown as Record<string, unknown>;
  if (rec['game'] !== game) {
    const named = typeof rec['game'] === 'string' ? `'${String(rec['game']).slice(0, 40)}'` : 'no game';
    throw new Error(`import: the record is of ${named}, and this editor edits '${game}' records`);
  }
  return rec as unknown as PlatformRecord;
}
