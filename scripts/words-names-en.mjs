// Prints web/words/en/carcassonne-names.ftl from the engine's lexicon (the English words it carries
// today), so the page's English stays as it was: one message per name, its forms on $form.
//   node scripts/words-names-en.mjs > web/words/en/carcassonne-names.ftl
import { createEngine } from '../build/pkg/node.js';
const lex = (await createEngine()).lexicon();
const lit = (s) => (s === '' ? '{""}' : s);
const msg = (id, w) => `${id} = { $form ->\n    [many] ${lit(w.many)}\n    [article] ${lit(w.article)}\n   *[one] ${lit(w.one)}\n  }`;
const slug = (s) => s.replace(/ /g, '-');
const out = ['# The names of what the modules register (Engine.lexicon()), keyed by the engine\'s names;',
  '# $form: one, many, or article (English only). tests/words/names.test.mjs checks every name has one.', ''];
const group = (title, prefix, list) => { out.push(`## ${title}`, ''); for (const x of list) out.push(msg(`${prefix}-${slug(x.module ? `${x.module}-${x.name}` : x.name)}`, x.words)); out.push(''); };
group('Feature kinds', 'feature', lex.featureKinds);
group('Figure kinds', 'figure', lex.figureKinds);
group('Tags', 'tag', lex.tags);
group('Score categories', 'category', lex.categories);
group('Tokens', 'token', lex.tokens ?? []);
console.log(out.join('\n'));
