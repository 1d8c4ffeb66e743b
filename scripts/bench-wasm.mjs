// The WASM benchmark, same run as the native one: random games/s and the ratio to native, median µs
// of "legal placements + figure spots" on mid-game states, MCTS iterations/s, and the package size.
//   node scripts/bench-wasm.mjs [GAMES] [ROUNDS]
// Each round runs WASM and the native CLI alternately, so both see the same machine load; the
// ratios are of the medians. Both WASM runs are warmed up first: V8 compiles a function's fast code
// only once it is hot, and a cold 0.2 s MCTS run measured 0.57 × native where the same module runs
// 0.71 × warm (seventh session of 2026-11-28); the native CLI needs no warm-up.
// The machines we measure on change speed by periods of seconds (2-core VMs: native bench-mcts
// 170,000 iterations/s in one run, 260,000 in the next, WASM likewise; 2026-11-29), so a ratio of
// medians can pair a fast native round with a slow WASM one. Each round's own ratio pairs two runs
// less than a second apart; the script prints their median and quartiles too, and swaps which side
// runs first every round so that neither always follows the other.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createEngine } from '../build/pkg/node.js';

const games = Number(process.argv[2] ?? 5000);
const rounds = Number(process.argv[3] ?? 3);
const engine = await createEngine();
const setup = JSON.stringify({ players: [{}, {}] });
const mctsArgs = { iterations: 1000, moves: 60 }; // bench-mcts's default: its signature is the CLI's
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const native = (args, unit) => {
  const out = spawnSync('build/native/carcassonne', args, { encoding: 'utf8' }).stdout;
  return { rate: Number(new RegExp(`([\\d.]+) ${unit}/s`).exec(out)?.[1]), signature: /signature (\w+)/.exec(out)?.[1] };
};

engine.core.bench(setup, 200, 1); // warm-ups
engine.core.benchMcts(setup, mctsArgs.iterations, 20, 2);
const runs = { wasmGames: [], nativeGames: [], wasmMcts: [], nativeMcts: [] };
let wasm, mw, nativeSig, mnSig;
// Runs both sides of a round, WASM first in even rounds and native first in odd ones.
const pair = (r, wasmSide, nativeSide) => (r % 2 ? [nativeSide(), wasmSide()] : [wasmSide(), nativeSide()]);
for (let r = 0; r < rounds; r++) {
  pair(r, () => {
    wasm = JSON.parse(engine.core.bench(setup, games, 1)).value;
    runs.wasmGames.push(wasm.games / wasm.seconds);
  }, () => {
    const n = native(['bench', '--games', String(games), '--seed', '1'], 'games');
    runs.nativeGames.push(n.rate);
    nativeSig = n.signature;
  });
  // MCTS: iterations per second along the same seeded game, natively and in WASM; same signature
  // (the chosen actions) on both, since an iteration budget is deterministic.
  pair(r, () => {
    mw = JSON.parse(engine.core.benchMcts(setup, mctsArgs.iterations, mctsArgs.moves, 1)).value;
    runs.wasmMcts.push(mw.iterations / mw.seconds);
  }, () => {
    const m = native(['bench-mcts', '--iterations', String(mctsArgs.iterations), '--moves', String(mctsArgs.moves), '--seed', '1'], 'iterations');
    runs.nativeMcts.push(m.rate);
    mnSig = m.signature;
  });
}
// The median and quartiles of the rounds' own ratios (WASM ÷ native, each pair run back to back).
const quartile = (xs, q) => { const s = [...xs].sort((a, b) => a - b), i = (s.length - 1) * q, lo = Math.floor(i); return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo); };
const paired = (w, n) => {
  const ratios = w.map((x, i) => x / n[i]);
  return `paired ratio median ${median(ratios).toFixed(2)} (quartiles ${quartile(ratios, 0.25).toFixed(2)}–${quartile(ratios, 0.75).toFixed(2)} over ${ratios.length} rounds: ${ratios.map((x) => x.toFixed(2)).join(' ')})`;
};
const list = (xs) => xs.map((x) => x.toFixed(0)).join(' ');
const wasmRate = median(runs.wasmGames), nativeRate = median(runs.nativeGames);
const latency = JSON.parse(engine.core.optionsLatency(60, 1)).value;
const size = (f) => { const b = readFileSync(f); return `${b.length} B (gzip ${gzipSync(b, { level: 9 }).length} B)`; };
console.log(`wasm bench: ${games} games × ${rounds} rounds (warm): ${list(runs.wasmGames)} games/s, median ${wasmRate.toFixed(0)}, signature ${wasm.signature}`);
console.log(`native bench, alternated: ${list(runs.nativeGames)} games/s, median ${nativeRate.toFixed(0)}, signature ${nativeSig}; wasm/native ratio ${(wasmRate / nativeRate).toFixed(2)}; ${paired(runs.wasmGames, runs.nativeGames)}`);
console.log(`signatures ${wasm.signature === nativeSig ? 'match' : 'DIFFER'}`);
console.log(`legal placements + figure spots, mid-game: median ${latency.medianMicros.toFixed(1)} us over ${latency.samples} states`);
console.log(`size: carcassonne_core.wasm ${size('build/pkg/carcassonne_core.wasm')}, carcassonne_core.mjs ${size('build/pkg/carcassonne_core.mjs')}`);
const mwRate = median(runs.wasmMcts), mnRate = median(runs.nativeMcts);
console.log(`wasm bench-mcts: ${mw.decisions} decisions, ${mw.iterations} iterations × ${rounds} rounds (warm): ${list(runs.wasmMcts)} iterations/s, median ${mwRate.toFixed(0)}, signature ${mw.signature}`);
console.log(`native bench-mcts, alternated: ${list(runs.nativeMcts)} iterations/s, median ${mnRate.toFixed(0)}, signature ${mnSig}; wasm/native ratio ${(mwRate / mnRate).toFixed(2)}; ${paired(runs.wasmMcts, runs.nativeMcts)}; signatures ${mw.signature === mnSig ? 'match' : 'DIFFER'}`);
if (wasm.signature !== nativeSig || mw.signature !== mnSig) process.exit(1);
