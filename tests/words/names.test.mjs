// Every name the engine's modules register (Engine.lexicon(): feature kinds, figure kinds, tags,
// score categories, tokens) has its catalog id in both languages (web/words/<lang>/carcassonne-names.ftl),
// so a module adding a figure without words fails here; and the English words are the engine's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { createEngine } from '../../build/pkg/node.js';
import { catalogText } from '../../scripts/words-catalog.mjs';

const bundle = (lang) => { const b = new FluentBundle(lang, { useIsolating: false }); b.addResource(new FluentResource(catalogText(lang))); return b; };
const slug = (s) => s.replace(/ /g, '-');

test('every registered name has its words in en and ja; the English are the engine\'s', async () => {
  const lex = (await createEngine()).lexicon();
  const en = bundle('en'), ja = bundle('ja');
  const groups = { feature: lex.featureKinds, figure: lex.figureKinds, tag: lex.tags, category: lex.categories, token: lex.tokens ?? [] };
  let n = 0;
  for (const [prefix, list] of Object.entries(groups)) for (const x of list) {
    const id = `${prefix}-${slug(x.module ? `${x.module}-${x.name}` : x.name)}`;
    for (const [lang, b] of [['en', en], ['ja', ja]]) assert.ok(b.getMessage(id)?.value, `${id} missing in ${lang}`);
    const form = (f) => en.formatPattern(en.getMessage(id).value, { form: f }, []);
    assert.deepEqual({ one: form('one'), many: form('many'), article: form('article') }, x.words, id);
    assert.doesNotMatch(ja.formatPattern(ja.getMessage(id).value, { form: 'one' }, []), /[a-z]/i, `${id} in ja`);
    n++;
  }
  assert.ok(n > 40, `${n} names`);
});
