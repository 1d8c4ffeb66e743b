// Size table of a built page (default web/dist) or engine package: raw, gzip -9 and brotli bytes of
// every .wasm and .js, and the first-visit total of the quick game (page, engine, bot worker). CI
// prints it (scripts/test.sh, web stage); a figure, not a pass/fail test.
//   node scripts/size-report.mjs [DIR ...]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['web/dist'];
for (const dir of dirs) {
  if (!existsSync(dir)) { console.log(`size-report: ${dir} not built`); continue; }
  const rows = readdirSync(dir).filter((f) => /\.(wasm|m?js)$/.test(f)).sort().map((f) => {
    const b = readFileSync(path.join(dir, f));
    const br = brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
    return { f, raw: b.length, gzip: gzipSync(b, { level: 9 }).length, br: br.length };
  });
  const n = (v) => v.toLocaleString('en-US');
  console.log(`size-report ${dir}\n| file | raw B | gzip B | brotli B |\n|---|---:|---:|---:|`);
  for (const r of rows) console.log(`| ${r.f} | ${n(r.raw)} | ${n(r.gzip)} | ${n(r.br)} |`);
  const first = rows.filter((r) => ['main.js', 'carcassonne_core.wasm'].includes(r.f));
  if (first.length === 2) {
    const sum = (k) => n(first.reduce((a, r) => a + r[k], 0));
    console.log(`| quick game, first screen (main.js + carcassonne_core.wasm) | ${sum('raw')} | ${sum('gzip')} | ${sum('br')} |`);
  }
}
