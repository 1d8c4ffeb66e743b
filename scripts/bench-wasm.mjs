// The WASM benchmark, same run as the native one: random games/s and the ratio to native, median µs
// of "legal placements + figure spots" on mid-game states, MCTS iterations/s, and the package size.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createEngine } from '../build/pkg/node.js';

const games = Number(process.argv[2] ?? 5000);
const engine = await createEngine();
const setup = JSON.stringify({ players: [{}, {}] });
engine.core.bench(setup, 200, 1); // warm-up
const wasm = JSON.parse(engine.core.bench(setup, games, 1)).value;
const nativeOut = spawnSync('build/native/carcassonne', ['bench', '--games', String(games), '--seed', '1'], { encoding: 'utf8' }).stdout;
const nativeRate = Number(/([\d.]+) games\/s/.exec(nativeOut)?.[1]);
const nativeSig = /signature (\w+)/.exec(nativeOut)?.[1];
const wasmRate = wasm.games / wasm.seconds;
const latency = JSON.parse(engine.core.optionsLatency(60, 1)).value;
const size = (f) => { const b = readFileSync(f); return `${b.length} B (gzip ${gzipSync(b, { level: 9 }).length} B)`; };
console.log(`wasm bench: ${games} games in ${wasm.seconds.toFixed(3)} s: ${wasmRate.toFixed(0)} games/s, signature ${wasm.signature}`);
console.log(`native bench: ${nativeRate} games/s, signature ${nativeSig}; wasm/native ratio ${(wasmRate / nativeRate).toFixed(2)}`);
console.log(`signatures ${wasm.signature === nativeSig ? 'match' : 'DIFFER'}`);
console.log(`legal placements + figure spots, mid-game: median ${latency.medianMicros.toFixed(1)} us over ${latency.samples} states`);
console.log(`size: carcassonne_core.wasm ${size('build/pkg/carcassonne_core.wasm')}, carcassonne_core.mjs ${size('build/pkg/carcassonne_core.mjs')}`);
// MCTS: iterations per second along the same seeded game, natively and in WASM; same signature
// (the chosen actions) on both, since an iteration budget is deterministic.
const mctsArgs = { iterations: 1000, moves: 60 }; // bench-mcts's default: its signature is the CLI's
const mw = JSON.parse(engine.core.benchMcts(setup, mctsArgs.iterations, mctsArgs.moves, 1)).value;
const mctsNative = spawnSync('build/native/carcassonne', ['bench-mcts', '--iterations', String(mctsArgs.iterations), '--moves', String(mctsArgs.moves), '--seed', '1'], { encoding: 'utf8' }).stdout;
const mnRate = Number(/([\d.]+) iterations\/s/.exec(mctsNative)?.[1]);
const mnSig = /signature (\w+)/.exec(mctsNative)?.[1];
const mwRate = mw.iterations / mw.seconds;
console.log(`wasm bench-mcts: ${mw.decisions} decisions, ${mw.iterations} iterations in ${mw.seconds.toFixed(3)} s: ${mwRate.toFixed(0)} iterations/s, signature ${mw.signature}`);
console.log(`native bench-mcts: ${mnRate} iterations/s, signature ${mnSig}; wasm/native ratio ${(mwRate / mnRate).toFixed(2)}; signatures ${mw.signature === mnSig ? 'match' : 'DIFFER'}`);
if (wasm.signature !== nativeSig || mw.signature !== mnSig) process.exit(1);
