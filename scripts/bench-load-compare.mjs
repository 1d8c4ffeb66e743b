// Loading records in two WASM engine packages side by side (issue 22: the JSON reader): every
// record of tests/records and web/examples loaded whole (load: read + replay) and at ply 0 (loadAt 0:
// mostly reading the text), rounds alternated old/new, medians printed. A benchmark: prints figures.
//   node scripts/bench-load-compare.mjs OLD_PKG NEW_PKG [passes per round] [rounds]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [oldDir, newDir] = process.argv.slice(2, 4).map((d) => path.resolve(d ?? ''));
const passes = Number(process.argv[4] ?? 20);
const rounds = Number(process.argv[5] ?? 7);
if (!process.argv[3]) { console.error('usage: node scripts/bench-load-compare.mjs OLD_PKG NEW_PKG [passes] [rounds]'); process.exit(2); }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function core(dir) {
  const createCore = (await import(pathToFileURL(path.join(dir, 'carcassonne_core.mjs')).href)).default;
  return createCore({ wasmBinary: readFileSync(path.join(dir, 'carcassonne_core.wasm')) });
}
const cores = [await core(oldDir), await core(newDir)];
const texts = ['tests/records', 'web/examples'].flatMap((d) =>
  readdirSync(path.join(root, d)).filter((n) => n.endsWith('.json')).sort().map((n) => readFileSync(path.join(root, d, n), 'utf8')));
const bytes = texts.reduce((s, t) => s + t.length, 0);

const runs = { load: (g, t) => g.load(t), 'loadAt 0': (g, t) => g.loadAt(t, 0) };
const times = cores.map(() => ({}));
const games = cores.map((c) => c.createGame());
for (const [i, g] of games.entries()) for (const t of texts) runs.load(g, t); // warm-up
for (let r = 0; r < rounds; r++)
  for (const [name, f] of Object.entries(runs))
    for (const [i, g] of games.entries()) {
      const start = process.hrtime.bigint();
      for (let p = 0; p < passes; p++) for (const t of texts) f(g, t);
      (times[i][name] ??= []).push(Number(process.hrtime.bigint() - start) / 1e6 / passes);
    }
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`${texts.length} records, ${bytes} bytes; ms per pass over all (median of ${rounds} alternated rounds of ${passes} passes)`);
console.log('| run | old ms | new ms | new/old |\n|---|---|---|---|');
for (const name of Object.keys(runs)) {
  const [o, n] = times.map((x) => median(x[name]));
  console.log(`| ${name} | ${o.toFixed(2)} | ${n.toFixed(2)} | ${(n / o).toFixed(3)} |`);
}
