// Two WASM engine packages side by side in one run (each round old, new, new, old; each package in its
// own instance): random games/s on the base game and on a setup with expansions, MCTS iterations/s,
// the signatures (must be equal: the same games), and the .wasm sizes. A benchmark: prints figures.
// Each round runs every workload old, new, new, old (ABBA) and keeps the round's own ratio too: the
// 2-core machines change speed by periods of a second or more (2026-11-29: bench-mcts 170,000 and
// 260,000 iterations/s in consecutive runs), which can tilt a median of 9 alternated runs by 10 %
// where the median of the rounds' ratios stays within 1 % (main against itself: 1.003 / 1.002).
//   node scripts/bench-wasm-compare.mjs OLD_PKG NEW_PKG [games] [rounds]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const [oldDir, newDir] = process.argv.slice(2, 4).map((d) => path.resolve(d ?? ''));
const games = Number(process.argv[4] ?? 3000);
const rounds = Number(process.argv[5] ?? 5);
if (!process.argv[3]) { console.error('usage: node scripts/bench-wasm-compare.mjs OLD_PKG NEW_PKG [games] [rounds]'); process.exit(2); }

const load = async (dir) => (await import(pathToFileURL(path.join(dir, 'node.js')).href)).createEngine();
const engines = [await load(oldDir), await load(newDir)];
const setups = {
  base: JSON.stringify({ players: [{}, {}] }),
  'base+ic+tb+river': JSON.stringify({ players: [{}, {}, {}], sets: ['base', 'ic', 'tb', 'river'] }),
};
const call = (text) => { const r = JSON.parse(text); if (!r.ok) throw new Error(r.error); return r.value; };
const rates = engines.map(() => ({}));
const sigs = engines.map(() => ({}));
for (const e of engines) e.core.bench(setups.base, 200, 1); // warm-up
const ratios = {};
// One workload in ABBA order: each engine's rate (per second) kept, and new ÷ old of the round.
const abba = (name, run) => {
  const got = [0, 1, 1, 0].map((i) => {
    const { rate, signature } = run(engines[i]);
    (rates[i][name] ??= []).push(rate);
    sigs[i][name] = signature;
    return rate;
  });
  (ratios[name] ??= []).push((got[1] + got[2]) / (got[0] + got[3]));
};
for (let r = 0; r < rounds; r++) {
  for (const [name, setup] of Object.entries(setups)) {
    abba(name, (e) => {
      const v = call(e.core.bench(setup, name === 'base' ? games : Math.ceil(games / 4), 1));
      return { rate: v.games / v.seconds, signature: v.signature };
    });
  }
  // The native bench-mcts default (1000 iterations along 60 moves, signature as the CLI's): 300
  // iterations over 6 moves ran ~10 ms, too short to time against the machine's noise.
  abba('mcts', (e) => {
    const v = call(e.core.benchMcts(setups.base, 1000, 60, 1));
    return { rate: v.iterations / v.seconds, signature: v.signature };
  });
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const quartiles = (a) => { const s = [...a].sort((x, y) => x - y); return `${s[Math.floor((s.length - 1) / 4)].toFixed(3)}–${s[Math.ceil((3 * (s.length - 1)) / 4)].toFixed(3)}`; };
console.log(`| run (${rounds} rounds, each old new new old) | old (median) | new (median) | new/old: median of the rounds' ratios (quartiles) | signatures |\n|---|---|---|---|---|`);
let same = true;
for (const name of Object.keys(rates[0])) {
  const [o, n] = rates.map((x) => median(x[name]));
  const eq = sigs[0][name] === sigs[1][name];
  same &&= eq;
  const unit = name === 'mcts' ? 'iterations/s' : 'games/s';
  console.log(`| ${name} ${unit} | ${o.toFixed(0)} | ${n.toFixed(0)} | ${median(ratios[name]).toFixed(3)} (${quartiles(ratios[name])}) | ${eq ? 'equal' : 'DIFFER'} ${sigs[1][name]} |`);
}
for (const [label, dir] of [['old', oldDir], ['new', newDir]]) {
  const b = readFileSync(path.join(dir, 'carcassonne_core.wasm'));
  console.log(`${label} carcassonne_core.wasm: ${b.length} B raw, ${gzipSync(b, { level: 9 }).length} B gzip, ${brotliCompressSync(b).length} B brotli`);
}
if (!same) process.exit(1);
