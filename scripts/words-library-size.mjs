// What each candidate message library adds to a page bundle (docs/words.md): a tiny entry that
// formats one plural message is bundled and minified by esbuild as the pages are, and its raw and
// gzip -9 bytes printed. A figure, not a test. The library not chosen is not a dependency of the
// project; to measure it too, install it without saving:
//   npm install --no-save intl-messageformat && node scripts/words-library-size.mjs
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname); // node_modules of this repository
const entries = [
  {
    name: 'Fluent (@fluent/bundle), parser included',
    pkg: '@fluent/bundle',
    code: `import { FluentBundle, FluentResource } from '@fluent/bundle';
      const b = new FluentBundle('en');
      b.addResource(new FluentResource('tiles-left = { $n ->\\n  [one] { $n } tile left\\n *[other] { $n } tiles left\\n}\\n'));
      console.log(b.formatPattern(b.getMessage('tiles-left').value, { n: 3 }));`,
  },
  {
    name: 'ICU (intl-messageformat), parser included',
    pkg: 'intl-messageformat',
    code: `import { IntlMessageFormat } from 'intl-messageformat';
      console.log(new IntlMessageFormat('{n, plural, one {# tile left} other {# tiles left}}', 'en').format({ n: 3 }));`,
  },
  {
    // formatjs's own size option: messages parsed at build time, the parser aliased away
    name: 'ICU (intl-messageformat), messages precompiled, no parser',
    pkg: 'intl-messageformat',
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    code: `import { IntlMessageFormat } from 'intl-messageformat';
      const ast = [{ type: 6, value: 'n', offset: 0, pluralType: 'cardinal', options: {
        one: { value: [{ type: 7 }, { type: 0, value: ' tile left' }] },
        other: { value: [{ type: 7 }, { type: 0, value: ' tiles left' }] } } }];
      console.log(new IntlMessageFormat(ast, 'en').format({ n: 3 }));`,
  },
];

const versionOf = (pkg) => {
  // read from node_modules: a package's exports may not list its package.json
  try { return JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')).version; } catch { return null; }
};
console.log('| library | version | raw B | gzip B |\n|---|---|---:|---:|');
for (const e of entries) {
  const version = versionOf(e.pkg);
  if (!version) { console.log(`| ${e.name} | not installed (npm install --no-save ${e.pkg}) | | |`); continue; }
  const out = await build({
    stdin: { contents: e.code, resolveDir: process.cwd(), loader: 'js' },
    bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, legalComments: 'none',
    alias: e.alias ?? {}, logLevel: 'warning',
  });
  const bytes = out.outputFiles[0].contents;
  console.log(`| ${e.name} | ${version} | ${bytes.length.toLocaleString('en-US')} | ${gzipSync(bytes, { level: 9 }).length.toLocaleString('en-US')} |`);
}
