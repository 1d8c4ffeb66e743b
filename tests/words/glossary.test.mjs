// The glossary's terms (web/words/glossary.json): each one marked as from a rule text occurs in that
// text, and each term's Japanese occurs in ja.ftl (the catalogs spell the game as the glossary does).
// The rule texts live beside the repository (../shared/rules/, as for the C++ tests that cite
// them); a clone without them skips that part, saying so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogText } from '../../scripts/words-catalog.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULES = path.resolve(ROOT, '..', 'shared', 'rules');
const glossary = JSON.parse(readFileSync(path.join(ROOT, 'web/words/glossary.json'), 'utf8'));

/** Terms whose rule text does not hold their spelling: [id, why]. texts: file prefix -> text. */
function notInRules(terms, texts) {
  return terms.filter((t) => t.rule).flatMap((t) => {
    const text = texts.get(t.rule.file);
    if (text === undefined) return [[t.id, `no rule text ${t.rule.file}_*`]];
    if (t.rule.text !== t.ja) return [[t.id, `rule.text ${t.rule.text} is not its Japanese ${t.ja}`]];
    return text.includes(t.rule.text) ? [] : [[t.id, `${t.rule.file} does not contain ${t.rule.text}`]];
  });
}

test('every glossary term marked as from a rule text occurs in that text', { skip: existsSync(RULES) ? false : `the rule texts are not beside this clone (${RULES})` }, () => {
  const texts = new Map(readdirSync(RULES).filter((f) => /^\d{3}_.*\.txt$/.test(f)).map((f) => [f.slice(0, 3), readFileSync(path.join(RULES, f), 'utf8')]));
  assert.deepEqual(notInRules(glossary.terms, texts), []);
  // the check fails on a term the text lacks
  assert.equal(notInRules([{ id: 'x', ja: '存在しない語', rule: { file: '000', text: '存在しない語' } }], texts).length, 1);
});

test('the glossary is well formed, and the Japanese catalog spells its terms', () => {
  const ja = catalogText('ja');
  for (const t of glossary.terms) {
    assert.ok(typeof t.id === 'string' && typeof t.en === 'string' && typeof t.ja === 'string' && 'rule' in t, JSON.stringify(t));
    assert.ok(ja.includes(t.ja), `ja.ftl never says ${t.ja} (${t.id})`);
  }
});
