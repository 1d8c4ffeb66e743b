// A game's own core on the platform (issue 46): the fixture game "dice" through dice_core.wasm
// (build/pkg-fixtures, scripts/build-wasm.sh fixtures) and createGameEngine, against the same
// boundary natively (tests/game_boundary.cpp, build/native/tests/carc_tests): seeded games give
// byte-identical saves and final states; bad input is an Error naming the argument and changes
// nothing. Needs build/pkg-fixtures, build/pkg and build/native.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createGameEngine } from '../../build/pkg-fixtures/game-node.js';
import { createGameEngine as createShippedGameEngine } from '../../build/pkg/game-node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nativeTests = path.join(root, 'build/native/tests/carc_tests');
const engine = await createGameEngine('dice');

const setupOf = (seed) => ({ players: Array.from({ length: 2 + (seed % 3) }, (_, i) => ({ name: `P${i + 1}` })), seed });

/** A seeded game to its end by the random bot: option k is botOption('random', seed * 1000 + k)
 *  (the native test plays it the same way). */
function playSeeded(seed) {
  const g = engine.newGame(setupOf(seed));
  for (let k = 0; !g.finished(); k++) {
    assert.ok(k < 1000, 'a dice game ends');
    g.apply(g.botOption('random', seed * 1000 + k));
  }
  return g;
}

/** Everything a caller can read of a game, as one string. */
const fingerprint = (g) => JSON.stringify([g.save(), g.state(), g.options(), g.events(), g.canUndo(), g.scores()]);

test('the dice core creates a game, describes it, lists its options and applies one', () => {
  assert.equal(engine.game, 'dice');
  assert.deepEqual(engine.games(), ['dice']);
  const d = engine.describe();
  assert.equal(d.game, 'dice');
  assert.deepEqual(d.players, { min: 2, max: 4 });
  const g = engine.newGame(setupOf(7));
  assert.equal(g.game, 'dice');
  assert.deepEqual(g.describe(), d);
  const s = g.state();
  assert.equal(s.game, 'dice');
  assert.equal(s.decision.kind, 'place');
  assert.equal(s.decision.player, 0);
  const options = g.options();
  assert.equal(options.length, 4, 'the open line\'s four squares');
  assert.equal(g.canUndo(), false);
  g.apply(options[1]);
  assert.equal(g.state().decision.player, 1, 'the roll was settled by the seeded stream');
  assert.equal(g.eventCount(), 2);
  assert.deepEqual(g.events(0)[0], { id: 'place', player: 0, x: options[1].x, y: options[1].y });
  assert.equal(g.events(1)[0].id, 'roll');
  assert.equal(g.canUndo(), true);
  const copy = g.clone();
  g.undo();
  assert.equal(g.eventCount(), 0);
  assert.equal(copy.eventCount(), 2, 'a clone plays on by itself');
  assert.deepEqual(g.scores(), [0, 0, 0]);
  copy.dispose();
  assert.throws(() => copy.state(), { message: 'this game was disposed' });
  g.dispose();
});

test('seeded games play to the end with the random bot and their saves replay to the same state', () => {
  for (const seed of [1, 2, 3, 42]) {
    const g = playSeeded(seed);
    assert.equal(g.state().decision, null);
    assert.deepEqual(g.options(), []);
    const record = g.save();
    assert.equal(record.game, 'dice');
    const back = engine.loadRecord(record);
    assert.equal(fingerprint(back), fingerprint(g), `seed ${seed}`);
    const text = engine.loadRecord(JSON.stringify(record));   // a record as JSON text loads alike
    assert.equal(fingerprint(text), fingerprint(g));
    const first = engine.loadRecord(record, { ply: 1 });
    assert.equal(first.save().moves.length, 1);
    first.applyMove(record.moves[1]);
    assert.deepEqual(first.save().moves, record.moves.slice(0, 2));
    for (const x of [g, back, text, first]) x.dispose();
  }
});

test('the same seeded games give byte-identical saves and final states natively and in WASM', () => {
  const seeds = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
  const dir = mkdtempSync(path.join(tmpdir(), 'game-core-'));
  try {
    const trace = path.join(dir, 'trace.txt');
    const r = spawnSync(nativeTests, ['game boundary: seeded dice games to a trace for the WASM comparison'], {
      encoding: 'utf8', env: { ...process.env, CARC_GAME_TRACE: trace, CARC_GAME_TRACE_SEEDS: seeds.join(',') },
    });
    assert.equal(r.status, 0, `${nativeTests}: ${r.stdout}${r.stderr}`);
    let wasm = '';
    for (const seed of seeds) {
      const g = playSeeded(seed);
      wasm += `${JSON.stringify(g.save())}\n${JSON.stringify(g.state())}\n`;
      g.dispose();
    }
    const native = readFileSync(trace, 'utf8');
    assert.equal(native.split('\n').length, 2 * seeds.length + 1);
    assert.equal(wasm, native);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('bad input is an Error in the engine\'s words and leaves the game as it was', () => {
  const g = engine.newGame(setupOf(5));
  g.apply(g.options()[0]);
  const before = fingerprint(g);
  // the engine's refusals
  assert.throws(() => engine.newGame('{"players": ['), /^Error: setup/);
  assert.throws(() => engine.newGame({ players: [{ name: 'A' }] }), /setup\.players/);
  assert.throws(() => g.apply({ x: 9, y: 0 }), { message: /^option\.x: / });
  assert.throws(() => g.apply({ face: 3 }), /not roll the die/);
  assert.throws(() => g.apply('{"x": 1,'), /^Error: option/);
  assert.throws(() => g.applyMove({ player: 0, x: 0, y: 0 }), /^Error: move 1/);
  assert.throws(() => g.botOption('oracle', 1), /unknown kind "oracle"/);
  assert.throws(() => engine.loadRecord({ setup: {}, moves: [] }), /record\.game: "carcassonne" is not a game this engine plays \(it plays dice\)/);
  assert.throws(() => engine.loadRecord(g.save(), { ply: 9 }), /^Error: loadAt/);
  // wrong JS types and sizes, refused before the module sees them
  assert.throws(() => g.apply(42), { name: 'TypeError', message: 'option: expected an object or a JSON string' });
  assert.throws(() => g.apply(' '.repeat(70000)), { message: 'option: 70000 bytes, larger than the limit of 65536' });
  assert.throws(() => g.events('1'), { name: 'TypeError', message: 'events(from): expected an integer, got string' });
  assert.throws(() => g.events(-1), { name: 'RangeError' });
  assert.throws(() => g.botOption(7, 1), { name: 'TypeError', message: 'botOption(kind): expected a string, got number' });
  assert.throws(() => g.botOption('random', 2 ** 53), { name: 'RangeError', message: /^botOption\(seed\)/ });
  assert.throws(() => g.botOption('random', 1, 'x'.repeat(70000)), { message: /^botOption\(params\): 70000 bytes/ });
  assert.throws(() => engine.loadRecord(g.save(), { ply: 0.5 }), { name: 'TypeError', message: 'ply: expected an integer, got 0.5' });
  assert.throws(() => engine.loadRecord(g.save(), 3), { name: 'TypeError', message: /^loadRecord\(options\)/ });
  assert.throws(() => engine.loadRecord(5), { name: 'TypeError', message: 'record: expected an object or a JSON string' });
  assert.equal(fingerprint(g), before);
  g.dispose();
});

test('a game id is checked, and a game\'s core is loaded only from its own file', async () => {
  await assert.rejects(createGameEngine(5), { name: 'TypeError', message: /^createGameEngine\(game\): expected a game id/ });
  await assert.rejects(createGameEngine('../dice'), { name: 'RangeError', message: /is not a game id/ });
  await assert.rejects(createGameEngine('chess'), { message: /^createGameEngine\(game\): no core for "chess" in this package/ });
  await assert.rejects(createGameEngine('dice', 3), { name: 'TypeError', message: /^createGameEngine\(options\)/ });
  await assert.rejects(createGameEngine('dice', { wasmBinary: 'x' }), { message: /^createGameEngine\(options\.wasmBinary\)/ });
  // Carcassonne's core has no platform session (it stays as it was: issue 46)
  await assert.rejects(createGameEngine('carcassonne'), { message: /has no platform session/ });
  // the shipped package has the facade but no fixture game
  await assert.rejects(createShippedGameEngine('dice'), { message: /no core for "dice" in this package/ });
  // the bytes given are used (a bundler's or a worker's): the same game
  const bytes = readFileSync(path.join(root, 'build/pkg-fixtures/dice_core.wasm'));
  const again = await createGameEngine('dice', { wasmBinary: bytes });
  const a = again.newGame(setupOf(3)), b = engine.newGame(setupOf(3));
  assert.equal(fingerprint(a), fingerprint(b));
  a.dispose();
  b.dispose();
});

/** Fills the module's memory (it may grow to 2 GB) until no block of `leave` bytes is left free. */
function exhaust(core, leave = 16) {
  const blocks = [];
  for (let size = 1 << 30; size >= leave; size = Math.floor(size / 2)) {
    for (let p; (p = core._malloc(size)); ) blocks.push(p);
  }
  return () => { for (const p of blocks) core._free(p); };
}

test('oversized strings are refused before the module; exhausted memory is an Error and the module recovers', async () => {
  const e = await createGameEngine('dice');   // its own module: this one's memory grows to the limit
  const g = e.newGame(setupOf(9));
  g.apply(g.options()[0]);
  const before = fingerprint(g);
  const huge = 'é'.repeat(40 << 20);   // 80 MB of UTF-8
  for (const [call, message] of [
    [() => e.loadRecord(huge), /^record: at least \d+ bytes, larger than the limit of 4194304$/],
    [() => e.loadRecord(huge, { ply: 0 }), /^record: at least/],
    [() => e.newGame(huge), /^setup: at least \d+ bytes, larger than the limit of 65536$/],
    [() => g.apply(huge), /^option: at least/],
    [() => g.applyMove(huge), /^move: at least/],
    [() => g.botOption(huge, 1), /^botOption\(kind\): at least/],
    [() => g.botOption('x'.repeat(65), 1), /^botOption\(kind\): 65 bytes, larger than the limit of 64$/],
  ]) {
    assert.throws(call, (err) => err instanceof Error && message.test(err.message), String(call));
    assert.equal(fingerprint(g), before, `unchanged after ${call}`);
  }
  const record = JSON.stringify(g.save());
  // Each call with the module's memory full but for the reserve the engine keeps for its answer
  // (retaken by any call that succeeds: eventCount() here).
  const calls = [
    () => e.newGame(setupOf(1)),
    () => e.loadRecord(record),
    () => e.loadRecord(record, { ply: 1 }),
    () => g.apply({ x: 0, y: 1 }),
    () => g.applyMove({ player: 1, x: 0, y: 1 }),
    () => g.botOption('random', 1),
    () => g.undo(),
    () => g.save(),
    () => g.clone(),
  ];
  // (a call with a string argument is refused by the module's malloc guard; one without, by the
  // engine's std::bad_alloc: undo, save, clone)
  for (const call of calls) {
    g.eventCount();
    const release = exhaust(e.core);
    try {
      assert.throws(call, (err) => err instanceof Error && /out of memory/.test(err.message), String(call));
    } finally {
      release();
    }
    assert.equal(fingerprint(g), before, `the game is as it was after ${call}`);
  }
  // the module plays on: a seeded game as a fresh module plays it
  g.dispose();
  const a = e.newGame(setupOf(4)), b = engine.newGame(setupOf(4));
  assert.equal(fingerprint(a), fingerprint(b));
  a.dispose();
  b.dispose();
});
