// Size table of a built page (default web/dist) or engine package: raw, gzip -9 and brotli bytes of
// every .wasm and .js (both engine cores: carcassonne_core.wasm with every module, and the
// first-screen carcassonne_core_base.wasm where the build has it), and the first screen of the
// quick game: what index.html#quick fetches before it plays (html, scripts, css, the core it
// starts with, catalog.json). CI prints it (scripts/test.sh, web stage); a figure, not a test.
//   node scripts/size-report.mjs [DIR ...]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['web/dist'];
for (const dir of dirs) {
  if (!existsSync(dir)) { console.log(`size-report: ${dir} not built`); continue; }
  const sizes = (f) => {
    const b = readFileSync(path.join(dir, f));
    const br = brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
    return { f, raw: b.length, gzip: gzipSync(b, { level: 9 }).length, br: br.length };
  };
  const rows = readdirSync(dir).filter((f) => /\.(wasm|m?js)$/.test(f)).sort().map(sizes);
  const n = (v) => v.toLocaleString('en-US');
  console.log(`size-report ${dir}\n| file | raw B | gzip B | brotli B |\n|---|---:|---:|---:|`);
  for (const r of rows) console.log(`| ${r.f} | ${n(r.raw)} | ${n(r.gzip)} | ${n(r.br)} |`);
  // the quick game's first screen starts on the smallest core the build has (web/src/carcassonne/cores.ts)
  const core = ['carcassonne_core_base.wasm', 'carcassonne_core.wasm'].find((f) => existsSync(path.join(dir, f)));
  // ... and the words of one language (words/en.ftl: the page fetches the language in use only)
  const screen = ['index.html', 'main.js', 'bot_worker.js', 'style.css', core, 'catalog.json', 'words/en.ftl'];
  if (core && screen.every((f) => existsSync(path.join(dir, f)))) {
    const first = screen.map(sizes);
    const sum = (k) => n(first.reduce((a, r) => a + r[k], 0));
    const words = ['en', 'ja'].map((l) => `words/${l}.ftl`).filter((f) => existsSync(path.join(dir, f))).map(sizes);
    for (const r of words) console.log(`| ${r.f} | ${n(r.raw)} | ${n(r.gzip)} | ${n(r.br)} |`);
    console.log(`| first screen of the quick game (${screen.join(' + ')}) | ${sum('raw')} | ${sum('gzip')} | ${sum('br')} |`);
  }
}
