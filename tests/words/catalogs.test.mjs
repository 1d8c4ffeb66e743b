// The catalogs are complete and checked (issue 47; docs/words.md): both languages hold the same
// ids without a syntax error; every id is used (by t('id') in web/src or data-words in the pages);
// every id used exists; a message's variables are its parameters (keys.ts is generated from en.ftl,
// so tsc checks each use; ja may use fewer, never others); markup names only messages without
// parameters. Each check is a function run on the real catalogs and on a broken sample, so each can fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@fluent/syntax';
import { keysSource, messageParams } from '../../scripts/words-keys.mjs';
import { catalogText } from '../../scripts/words-catalog.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (f) => readFileSync(path.join(ROOT, f), 'utf8');
const catalogs = { en: catalogText('en'), ja: catalogText('ja') };
const PAGES = ['web/index.html', 'web/examples.html', 'web/editor.html', 'web/embed.html'];
// the code that words things (keys.ts, generated from the catalog, names every id and uses none)
const sources = (dir) => readdirSync(path.join(ROOT, dir), { recursive: true })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('words/keys.ts')).map((f) => read(path.join(dir, f)));

/** Syntax errors (Fluent's Junk entries) of a catalog. */
const junk = (ftl) => parse(ftl, {}).body.filter((e) => e.type === 'Junk').map((e) => e.content.trim().split('\n')[0]);
/** Ids in one catalog and not the other. */
function missing(a, b) {
  const ka = [...messageParams(a).keys()], kb = [...messageParams(b).keys()];
  return { onlyFirst: ka.filter((k) => !kb.includes(k)), onlySecond: kb.filter((k) => !ka.includes(k)) };
}
/** Messages of `other` using a variable the English message (the parameters code passes) does not. */
function strayParams(en, other) {
  const pe = messageParams(en), po = messageParams(other);
  return [...po].flatMap(([id, names]) => names.filter((n) => !(pe.get(id) ?? []).includes(n)).map((n) => `${id}: $${n}`));
}
/** Ids named by code (t('id'), said('id'), saidAttr(attr, 'id'), a 'status-…' id in a ternary) and by markup. */
function usedIds(codes, pages, ids) {
  const used = new Set();
  for (const text of [...codes, ...pages]) {
    for (const m of text.matchAll(/['"]([a-z][a-z0-9]*(?:-[a-z0-9]+)+)['"]/g)) if (ids.has(m[1])) used.add(m[1]);
  }
  return used;
}
const markupIds = (html) => [...html.matchAll(/data-words(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);

test('both catalogs parse, and hold the same ids', () => {
  for (const [lang, ftl] of Object.entries(catalogs)) assert.deepEqual(junk(ftl), [], `${lang}.ftl has syntax errors`);
  assert.deepEqual(missing(catalogs.en, catalogs.ja), { onlyFirst: [], onlySecond: [] });
  // the checks fail on a broken catalog
  assert.equal(junk('a = {').length, 1);
  assert.deepEqual(missing('a = x\nb = y\n', 'a = x\n'), { onlyFirst: ['b'], onlySecond: [] });
});

test('keys.ts is generated from en.ftl as it is now (node scripts/words-keys.mjs)', () => {
  assert.equal(read('web/src/words/keys.ts'), keysSource());
});

test('a message uses only the parameters its English message has (those the code passes)', () => {
  assert.deepEqual(strayParams(catalogs.en, catalogs.ja), []);
  assert.deepEqual(strayParams('a = { $n } tiles\n', 'a = { $count }枚\n'), ['a: $count']);
});

test('every id is used, and every id the code or the pages name exists', () => {
  const ids = new Set(messageParams(catalogs.en).keys());
  const codes = sources('web/src'), pages = PAGES.map(read);
  const used = usedIds(codes, pages, ids);
  // the language names are named through a table (picker.ts), each once
  // the names of what the engine registers are used by its names (lexicon.ts): tests/words/names.test.mjs checks them
  const engineName = (id) => /^(feature|figure|tag|category|token)-/.test(id);
  assert.deepEqual([...ids].filter((id) => !used.has(id) && !engineName(id)), [], 'ids no code or page uses');
  const named = pages.flatMap(markupIds);
  assert.deepEqual(named.filter((id) => !ids.has(id)), [], 'ids the pages name that the catalogs lack');
  const params = messageParams(catalogs.en);
  assert.deepEqual(named.filter((id) => params.get(id)?.length), [], 'markup cannot pass parameters');
  assert.deepEqual([...usedIds(["t('only-here')"], [], new Set(['only-here', 'never-used']))], ['only-here']);
});
