// The WASM benchmark, same run as the native one: random games/s and the ratio to native, median µs
// of "legal placements + figure spots" on mid-game states, and the package size raw and gzip.
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
if (wasm.signature !== nativeSig) process.exit(1);
