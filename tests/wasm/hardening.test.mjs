// Hardening II (issue 21) in the WASM package: oversized strings and exhausted memory give Errors
// and leave the module usable, a record in a string meets every limit, colours and seeds are
// checked, integer arguments are range-checked instead of wrapped. Needs build/pkg.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const road = readFileSync(path.join(root, 'web/examples/road.json'), 'utf8');
const engine = await createEngine();

const setup = (seed = 5) => ({ players: [{ name: 'A' }, { name: 'B' }], seed });
const snapshot = (g) => JSON.stringify([g.state(), g.save(), g.eventCount()]);

/** The module still plays: a seeded random game gives the record a fresh module gives. */
async function stillUsable(e) {
  const fresh = await createEngine();
  const a = e.newGame(setup(11));
  const b = fresh.newGame(setup(11));
  assert.deepEqual(a.playRandom(4), b.playRandom(4));
  assert.deepEqual(e.replay(road), fresh.replay(road));
  a.dispose();
  b.dispose();
}

test('oversized strings are refused before they reach the module, which stays usable', async () => {
  const g = engine.newGame(setup());
  const before = snapshot(g);
  const huge = 'é'.repeat(40 << 20);   // 80 MB of UTF-8
  const record = `{"format": "carcassonne-record", "version": 1, "result": "${'x'.repeat(5 << 20)}"}`;
  const calls = [
    [() => engine.loadRecord(huge), /^record: at least \d+ bytes, larger than the limit of 4194304$/],
    [() => engine.loadRecord(record), /^record: 5242\d{3} bytes, larger than the limit of 4194304$/],
    [() => engine.loadRecord(record, { ply: 0 }), /^record: \d+ bytes, larger than the limit of 4194304$/],
    [() => engine.replay(huge), /^record: at least/],
    [() => engine.newGame(huge), /^setup: at least \d+ bytes, larger than the limit of 65536$/],
    [() => engine.newGame({ players: [{ name: 'x'.repeat(70000) }, {}] }), /^setup: 700\d\d bytes, larger than the limit of 65536$/],
    [() => g.apply(huge), /^option: at least/],
    [() => g.applyMove(huge), /^move: at least/],
    [() => g.botOption(huge, 1), /^botOption\(kind\): at least/],
    [() => g.botOption('random', 1, huge), /^botOption\(budget\): at least/],
    // 65,537 bytes of UTF-8 in 21,846 characters: counted in bytes, as the engine counts
    [() => g.apply(`"${'€'.repeat(21845)}"`), /^option: 65537 bytes, larger than the limit of 65536$/],
  ];
  for (const [call, message] of calls) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(call));
    assert.equal(snapshot(g), before, `unchanged after ${call}`);
  }
  // Just under the limits the same calls reach the engine and get its own refusals.
  assert.throws(() => g.apply(`"${'€'.repeat(21844)}"`), /option: expected an object with a "type"/);
  g.dispose();
  await stillUsable(engine);
});

/** Fills the module's memory (it may grow to 2 GB) until no block of `leave` bytes is left free. */
function exhaust(core, leave = 16) {
  const blocks = [];
  for (let size = 1 << 30; size >= leave; size = Math.floor(size / 2)) {
    for (let p; (p = core._malloc(size)); ) blocks.push(p);
  }
  return () => { for (const p of blocks) core._free(p); };
}

test('exhausted memory: every call is an Error, nothing is overwritten, and the module recovers', async () => {
  const e = await createEngine();   // its own module: this one's memory grows to the 2 GB limit
  const g = e.newGame(setup());
  g.apply(g.options()[0]);
  const before = snapshot(g);
  const release = exhaust(e.core);
  const calls = [
    () => e.newGame(setup()),
    () => e.loadRecord(road),
    () => e.loadRecord(road, { ply: 2 }),
    () => e.replay(road),
    () => g.apply({ type: 'pass' }),
    () => g.applyMove({ tile: 'U', x: 0, y: 1, rot: 0 }),
    () => g.botOption('mcts', 1, { iterations: 50 }),
    () => g.undo(),
    () => g.playRandom(3),
  ];
  for (const call of calls) {
    assert.throws(call, (err) => err instanceof Error && /out of memory/.test(err.message), String(call));
  }
  release();
  assert.equal(snapshot(g), before, 'the game is as it was');
  // Memory left for the argument but not for the work: the engine's own allocation fails (C++
  // std::bad_alloc), and that too is an Error.
  const release2 = exhaust(e.core, 4096);
  assert.throws(() => g.playRandom(3), /out of memory: the engine could not allocate what this call needs; the game is unchanged/);
  assert.throws(() => e.replay(road), /out of memory/);
  release2();
  assert.equal(snapshot(g), before, 'the game is as it was');
  g.apply({ type: 'pass' });
  assert.equal(g.state().decision.kind, 'tile');
  g.dispose();
  await stillUsable(e);
});

test('a record given as JSON text inside a string meets the same limits, with or without a ply', () => {
  const deep = '['.repeat(1e5) + ']'.repeat(1e5);
  const dup = '{"format": "carcassonne-record", "format": "carcassonne-record", "version": 1}';
  for (const options of [undefined, { ply: 0 }]) {
    // the record as JSON text, once more wrapped in a JSON string
    assert.throws(() => engine.loadRecord(JSON.stringify(deep), options), { message: 'record: nested deeper than 32 levels' });
    assert.throws(() => engine.loadRecord(JSON.stringify(dup), options), { message: "record: duplicate field 'format'" });
    // and the same as plain text
    assert.throws(() => engine.loadRecord(deep, options), { message: 'record: nested deeper than 32 levels' });
  }
  const g = engine.loadRecord(JSON.stringify(road), { ply: 2 });
  assert.equal(g.state().tiles.length, 3);
  g.dispose();
});

test('a player colour other than #rrggbb is refused by name', () => {
  const rec = JSON.parse(road);
  for (const color of ['url(https://example.org/pixel.png)', 'red', '#fff', 'var(--x)', '#123456;x:y']) {
    rec.setup.players[1].color = color;
    assert.throws(() => engine.loadRecord(rec), { message: `setup.players[1].color: expected a colour "#rrggbb", got ${JSON.stringify(color)}` });
    assert.throws(() => engine.newGame({ players: [{}, { color }] }), /setup.players\[1\].color: expected a colour "#rrggbb"/);
  }
  rec.setup.players[1].color = '#a1B2c3';
  const g = engine.loadRecord(rec);
  assert.equal(g.state().players[1].color, '#a1B2c3');
  g.dispose();
});

test('seeds: a new game takes 0 .. 2^53-1, and every record written goes through JSON unchanged', () => {
  for (const seed of [0, 1, 999999999, Number.MAX_SAFE_INTEGER]) {
    const g = engine.newGame(setup(seed));
    const rec = g.playRandom(2);
    assert.equal(rec.setup.seed, seed);
    const again = engine.loadRecord(JSON.parse(JSON.stringify(rec)));
    assert.deepEqual(again.save(), rec, `seed ${seed} survives JSON`);
    again.dispose();
    g.dispose();
  }
  for (const seed of [-1, 2 ** 53, 2 ** 64, 1.5]) {
    assert.throws(() => engine.newGame(setup(seed)), { message: /^setup.seed: expected/ }, String(seed));
  }
  // API seeds: the same range, checked in the facade and again in the module.
  const g = engine.newGame(setup());
  for (const seed of [-1, 2 ** 53, 1e300, NaN, Infinity]) {
    assert.throws(() => g.botOption('random', seed), { message: /^botOption\(seed\): expected an integer/ }, String(seed));
    assert.throws(() => g.playRandom(seed), { message: /^playRandom\(seed\): expected an integer/ }, String(seed));
  }
  for (const [call, message] of [
    [() => g.botOption('random', -1), 'botOption(seed): expected an integer from 0 to 9007199254740991, got -1'],
    [() => g.playRandom(2 ** 53), 'playRandom(seed): expected an integer from 0 to 9007199254740991, got 9007199254740992'],
  ]) assert.throws(call, { message });
  // A record written before the limit (seed -1 saved as 2^64 - 1) is refused here with a message;
  // the command line still replays it (tests/hardening.cpp).
  const old = JSON.parse(road);
  const text = JSON.stringify(old).replace('"seed":1', '"seed":18446744073709551615');
  assert.throws(() => engine.loadRecord(text), { message: /^setup.seed: 18446744073709551615 is beyond 2\^53 - 1 \(9007199254740991\)/ });
  g.dispose();
});

test('integer arguments out of range are refused, never wrapped (facade and module)', () => {
  const g = engine.loadRecord(road);
  const calls = [
    [() => g.feature(2 ** 32, 0, 0), 'feature(x): expected an integer from -30000 to 30000, got 4294967296'],
    [() => g.feature(0, -(2 ** 31), 0), 'feature(y): expected an integer from -30000 to 30000, got -2147483648'],
    [() => g.feature(0, 0, 2 ** 32), 'feature(segment): expected an integer from 0 to 15, got 4294967296'],
    [() => g.events(1e300), 'events(from): expected an integer from 0 to 2147483647, got 1e+300'],
    [() => g.events(-1), 'events(from): expected an integer from 0 to 2147483647, got -1'],
    [() => engine.loadRecord(road, { ply: 2 ** 32 }), 'ply: expected an integer from 0 to 10000, got 4294967296'],
    [() => engine.loadRecord(road, { ply: -1 }), 'ply: expected an integer from 0 to 10000, got -1'],
  ];
  for (const [call, message] of calls) assert.throws(call, { message }, String(call));
  for (const call of [() => g.feature(0.5, 0, 0), () => g.events(NaN), () => g.feature(0, 0, '1')]) {
    assert.throws(call, (e) => e instanceof TypeError && /expected an integer/.test(e.message), String(call));
  }
  // The module checks the same numbers itself, for callers that go around the facade.
  const core = new engine.core.WasmGame();
  assert.equal(JSON.parse(core.load(road)).ok, true);
  const direct = [
    [core.feature(2 ** 32, 0, 0), 'feature(x): expected an integer from -30000 to 30000, got 4294967296'],
    [core.feature(0, 0, 0.5), 'feature(segment): expected an integer from 0 to 15, got 0.5'],
    [core.events(1e300), 'events(from): expected an integer from 0 to 2147483647, got 1e+300'],
    [core.events(NaN), 'events(from): expected an integer from 0 to 2147483647, got nan'],
    [core.loadAt(road, 2 ** 32), 'ply: expected an integer from 0 to 10000, got 4294967296'],
    [core.playRandom(-1), 'playRandom(seed): expected an integer from 0 to 9007199254740991, got -1'],
    [engine.core.bench('{"players": [{}, {}]}', 2 ** 32, 1), 'bench(games): expected an integer from 1 to 100000000, got 4294967296'],
    [engine.core.benchMcts('{"players": [{}, {}]}', 10, 2 ** 32, 1), 'benchMcts(moves): expected an integer from 0 to 10000, got 4294967296'],
    [engine.core.optionsLatency(1, -1), 'optionsLatency(seed): expected an integer from 0 to 9007199254740991, got -1'],
  ];
  for (const [reply, error] of direct) assert.deepEqual(JSON.parse(reply), { ok: false, error });
  core.delete();
  // In range, the same calls answer: the whole event list from 0, none past the end.
  assert.equal(g.events(0).length, g.eventCount());
  assert.deepEqual(g.events(2 ** 31 - 1), []);
  assert.equal(g.feature(0, 0, 0).kind, 'city');
  g.dispose();
});

test('messages carry no control characters; the version is the integer 1 or 2', () => {
  const rec = JSON.parse(road);
  rec.moves[0].tile = '\u001b[2J\u0000\nforged';
  assert.throws(() => engine.loadRecord(rec), { message: "move 0.tile: unknown tile '\\u001b[2J\\u0000\\u000aforged'" });
  const text = road.replace('"version": 1', '"version": 1.0');
  assert.throws(() => engine.loadRecord(text), { message: 'version: expected 1 or 2, got 1.0' });
});
