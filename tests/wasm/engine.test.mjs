// The WASM module against the native engine: same records → same output; same seeds → same games;
// bad calls throw with a message and change nothing. Needs build/native and build/pkg.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/carcassonne');
const engine = await createEngine();

function native(args, input) {
  const r = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr.trim() };
}

const recordDir = path.join(root, 'tests/records');
const records = existsSync(recordDir) ? readdirSync(recordDir).filter((f) => f.endsWith('.json')).sort() : [];

test('the scenario records replay identically natively and in WASM', () => {
  assert.ok(records.length > 0, 'tests/records holds the scenario records');
  for (const file of records) {
    const text = readFileSync(path.join(recordDir, file), 'utf8');
    const n = native(['replay', '-'], text);
    if (n.code === 0) {
      assert.deepEqual(engine.replay(text), JSON.parse(n.out), file);
    } else {
      const message = n.err.replace(/^carcassonne: /, '');
      assert.throws(() => engine.replay(text), (e) => e instanceof Error && e.message === message, file);
    }
  }
});

test('200 seeded random games give identical final records natively and in WASM', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const players = 2 + (seed % 4);
    const n = native(['play', '--players', String(players), '--seed', String(seed)]);
    assert.equal(n.code, 0, n.err);
    const setup = { players: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, bot: true })), seed };
    const g = engine.newGame(setup);
    const record = g.playRandom(seed);
    g.dispose();
    assert.deepEqual(record, JSON.parse(n.out), `seed ${seed}`);
  }
});

test('river and abbot games: 40 seeded random games identical natively and in WASM', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const sets = ['base', ...(seed % 2 ? ['river'] : []), ...(seed % 3 ? ['abbot'] : [])];
    const n = native(['play', '--players', '3', '--seed', String(seed), '--sets', sets.join(',')]);
    assert.equal(n.code, 0, n.err);
    const setup = { players: Array.from({ length: 3 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: true })), sets, seed };
    const g = engine.newGame(setup);
    const record = g.playRandom(seed);
    g.dispose();
    assert.deepEqual(record, JSON.parse(n.out), `seed ${seed} sets ${sets}`);
    if (sets.includes('river')) assert.equal(record.moves[10].tile, 'river/lake', `seed ${seed}: the lake is the 11th tile`);
  }
});

test('ferries games: 30 seeded random games identical natively and in WASM (every ferry option)', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const sets = ['base', 'ferries', ...(seed % 3 ? [] : ['tb'])];
    const rules = { ferriesCandidates: seed % 2 ? 'fixed' : 'recompute', ferriesOncePer: seed % 4 < 2 ? 'turn' : 'turn-part', ferriesAlways: seed % 5 !== 0 };
    const args = ['play', '--players', '2', '--seed', String(seed), '--sets', sets.join(',')];
    for (const [k, v] of Object.entries(rules)) args.push('--rule', `${k}=${JSON.stringify(v)}`);
    const n = native(args);
    assert.equal(n.code, 0, n.err);
    const setup = { players: Array.from({ length: 2 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: true })), sets, rules, seed };
    const g = engine.newGame(setup);
    const record = g.playRandom(seed);
    g.dispose();
    assert.deepEqual(record, JSON.parse(n.out), `seed ${seed} sets ${sets}`);
    if (rules.ferriesAlways) assert.ok(JSON.stringify(record.moves).includes('"ferry"'), `seed ${seed}: ferry answers in the record`);
  }
});

function snapshot(g) {
  return JSON.stringify([g.state(), g.save(), g.eventCount()]);
}

test('bad calls from JavaScript throw a message and leave the game unchanged', () => {
  const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], seed: 3 });
  const before = snapshot(g);
  const bad = [
    [() => g.apply({ type: 'tile', tile: 'Z', x: 1, y: 0, rot: 0 }), /unknown tile 'Z'/],
    [() => g.apply({ type: 'tile', tile: g.state().hand[0], x: 0, y: 0, rot: 0 }), /already taken by tile D/],
    [() => g.apply({ type: 'tile', tile: g.state().hand[0], x: 9, y: 9, rot: 0 }), /does not touch the layout/],
    [() => g.apply({ type: 'tile', tile: g.state().hand[0], x: '1', y: 0, rot: 0 }), /option.x: expected an integer/],
    [() => g.apply({ type: 'figure', segment: 0 }), /no tile was placed this turn/],
    [() => g.apply({ type: 'jump' }), /option.type: expected tile, figure, return, pass or module/],
    [() => g.apply(42), /expected an object or a JSON string/],
    [() => g.apply(undefined), /expected an object or a JSON string/],
    [() => g.apply('{not json'), /option: malformed JSON/],
    [() => g.applyMove({ tile: 'U', x: 5, y: 5, rot: 0 }), /move 0: .*does not touch the layout|move 0: tile U fits nowhere|move 0: no tile U/],
    [() => g.events('x'), /events\(from\): expected an integer/],
    [() => g.feature(99, 99, 0), /no tile at \(99,99\)/],
    [() => g.botOption('genius', 1), /unknown bot 'genius'/],
    [() => g.botOption('mcts', 1, { iterations: -5 }), /params.iterations: expected an integer/],
    [() => g.botOption('mcts', 1, { depth: 3 }), /params: unknown key 'depth'/],
    [() => g.botOption('mcts', 1, { availability: 'yes' }), /params.availability: expected true or false/],
    [() => g.botOption('mcts', 1, { searches: 0 }), /params.searches: expected an integer 1..16/],
    [() => g.botOption('mcts', 1, { searches: '4' }), /params.searches: expected an integer 1..16/],
    [() => g.botOption('mcts', 1, { turns: 65 }), /params.turns: expected an integer 0..64/],
    [() => g.botOption('mcts', 1, { turns: 2.5 }), /params.turns: expected an integer 0..64/],
    [() => g.botOption('mcts', 1, 7), /botOption\(budget\): expected an object/],
    [() => g.undo(), /nothing to undo/],
  ];
  for (const [call, message] of bad) {
    assert.throws(call, (e) => e instanceof Error && message.test(e.message), String(call));
    assert.equal(snapshot(g), before, `unchanged after ${call}`);
  }
  // The module still works after all of that.
  const option = g.options()[0];
  g.apply(option);
  assert.equal(g.state().decision.kind, 'figure');
  assert.ok(g.canUndo());
  g.undo();
  assert.equal(snapshot(g), before);
  g.dispose();
  assert.throws(() => g.state(), /disposed/);
});

test('malformed records and setups are refused with the engine message', () => {
  const cases = [
    ['{', /record: malformed JSON/],
    [{ format: 'x', version: 1 }, /format: expected "carcassonne-record"/],
    [{ format: 'carcassonne-record', version: 1, setup: { players: [{}] } }, /setup.players: expected 2 to 6 players, got 1/],
    [{ format: 'carcassonne-record', version: 1, setup: { players: [{}, {}], rules: { tinyCity: 3 } } }, /setup.rules.tinyCity: expected 4 or 2, got 3/],
    [{ format: 'carcassonne-record', version: 1, setup: { players: [{}, {}], deck: 'free' },
       moves: [{ tile: 'U', x: 1, y: 0, rot: 1 }] }, /move 0: tile U cannot go at \(1,0\) rot 1: its west side \(field\) meets a road/],
  ];
  for (const [record, message] of cases) {
    assert.throws(() => engine.loadRecord(record), (e) => e instanceof Error && message.test(e.message), JSON.stringify(record));
  }
  assert.throws(() => engine.newGame({ players: 'two' }), /setup.players: expected an array/);
  assert.throws(() => engine.newGame(null), /expected an object/);
});

test('records beyond the limits give an Error, and the module keeps working', () => {
  const head = '{"format": "carcassonne-record", "version": 1, "setup": {"players": [{}, {}]}, "result": ';
  const cases = [
    // 5 MiB, over the 4 MiB record limit.
    [head + JSON.stringify('x'.repeat(5 << 20)) + '}', /record: \d+ bytes, larger than the limit of 4194304/],
    // A million brackets: refused at 32 levels, not by the WASM stack.
    ['['.repeat(1e6) + ']'.repeat(1e6), /record: nested deeper than 32 levels/],
    [head + '[' + '0,'.repeat(300000) + '0]}', /record: more than 200000 JSON values/],
    [head + '1, "result": 2}', /record: duplicate field 'result'/],
    [head + '1e400}', /record: malformed JSON.*number overflow/],
    ['{"format": "carcassonne-record", "version": 1, "setup": {"players": [{}, {}], "deck": "free"}, ' +
       '"moves": [{"tile": "U", "x": 18446744073709551615, "y": 1, "rot": 0}]}', /move 0.x: expected -30000 to 30000/],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => engine.loadRecord(text), (e) => e instanceof Error && message.test(e.message), text.slice(0, 80));
    assert.throws(() => engine.replay(text), (e) => e instanceof Error && message.test(e.message), text.slice(0, 80));
  }
  // A deep JS object: JSON.stringify or the engine refuses it, with an Error either way.
  let deep = {};
  for (let i = 0; i < 100000; i++) deep = { a: deep };
  assert.throws(() => engine.loadRecord(deep), (e) => e instanceof Error);
  // An option or move over 64 KiB, and a seed that is no 64-bit integer.
  const g = engine.newGame({ players: [{}, {}], seed: 3 });
  const before = snapshot(g);
  assert.throws(() => g.apply({ type: 'tile', tile: 'U'.repeat(70000), x: 0, y: 1, rot: 0 }), /option: \d+ bytes, larger than the limit of 65536/);
  assert.throws(() => g.botOption('random', 1e300), /botOption\(seed\): expected an integer from 0 to 9007199254740991, got 1e\+300/);
  assert.equal(snapshot(g), before);
  // Not aborted: the same module still plays a game.
  const record = g.playRandom(5);
  assert.equal(record.end, true);
  g.dispose();
});

test('the catalog lists tile sets, options and figures from the engine', () => {
  const sets = engine.tileSets();
  const base = sets.find((s) => s.id === 'base');
  assert.equal(base.tiles.filter((t) => !t.variantOf).reduce((n, t) => n + t.count, 0), 72);
  assert.deepEqual(engine.ruleOptions().filter((o) => o.module === 'base').map((o) => o.name), ['farmers', 'tinyCity', 'farmScoring', 'handSize', 'meeples']);
  assert.ok(engine.figureKinds().some((f) => f.name === 'normal' && f.strength === 1));
  assert.ok(engine.figureKinds().some((f) => f.name === 'abbot'));
  // the sets a setup may name, with what they bring
  const byId = Object.fromEntries(engine.sets().map((s) => [s.id, s]));
  assert.deepEqual(Object.keys(byId), ['base', 'ic', 'tb', 'river', 'abbot', 'flier', 'ferries', 'gold', 'magic', 'robbers', 'messages', 'cropcircles', 'wonders']);
  assert.equal(byId.robbers.tiles, 8);
  assert.equal(byId.messages.tiles, 0);
  assert.equal(byId.cropcircles.tiles, 6);
  assert.deepEqual(engine.ruleOptions().filter((o) => ['robbers', 'cropcircles'].includes(o.module)).map((o) => [o.name, o.default]),
    [['robbersNextOnly', false], ['cropCirclesAddOptional', false]]);
  assert.equal(byId.ferries.tiles, 8);
  assert.deepEqual(engine.ruleOptions().filter((o) => o.module === 'ferries').map((o) => o.name), ['ferriesAlways', 'ferriesCandidates', 'ferriesOncePer']);
  // the minis, in registry order (other sets may sit between them), 8 tiles each
  const minis = Object.keys(byId).filter((id) => ['flier', 'gold', 'magic'].includes(id));
  assert.deepEqual(minis, ['flier', 'gold', 'magic']);
  for (const id of minis) assert.equal(byId[id].tiles, 8, id);
  assert.equal(byId.magic.name, 'Mage & Witch');
  assert.equal(byId.wonders.tiles, 0);  // twelve wonders, none drawn (count 0)
  assert.equal(byId.wonders.name, 'The Wonders of Humanity');
  assert.equal(byId.base.tiles, 72);
  assert.equal(byId.river.tiles, 12);
  assert.equal(byId.ic.tiles, 18);
  assert.equal(byId.tb.tiles, 24);
  assert.equal(byId.ic.name, 'Inns & Cathedrals');
  assert.equal(byId.river.name, 'The River');
  assert.equal(byId.abbot.tiles, 0);
  // the garden copies of every set (8 base, the river's curve, those of ic and tb) come with the abbot
  const gardens = sets.flatMap((s) => s.tiles).filter((t) => t.enabledBy === 'abbot').reduce((n, t) => n + t.count, 0);
  assert.ok(gardens >= 9);
  assert.equal(byId.abbot.variants, gardens);
  assert.equal(sets.find((s) => s.id === 'river').start, 'river/spring');
});

test('the abbot recall is a module option with the engine\'s words, and a wrong one is refused', () => {
  const rec = JSON.parse(readFileSync(path.join(recordDir, 'abbot_recall_004.json'), 'utf8'));
  rec.moves = rec.moves.slice(0, 4);
  rec.moves.push({ tile: 'B', x: -1, y: 1, rot: 0, partial: true });
  delete rec.end;
  const g = engine.loadRecord(rec);
  const recall = g.options().find((o) => o.type === 'module');
  const { place, ...fields } = recall;
  assert.deepEqual(fields, { type: 'module', module: 'abbot', code: 1, x: 0, y: 1, text: 'Recall the abbot for 6 points' });
  assert.deepEqual([place.on, place.x, place.y], ['spot', 0, 1], 'the place is the abbot\'s spot');
  const before = snapshot(g);
  assert.throws(() => g.apply({ ...recall, x: 5 }), /player 0's abbot does not stand at \(5,1\)/);
  assert.equal(snapshot(g), before);
  g.apply(recall);
  assert.deepEqual(g.scores(), [6, 0]);
  assert.deepEqual(g.save().moves[4].recall, { figure: 'abbot', x: 0, y: 1 });
  g.dispose();
});

test('the expansions: tile sets, options, figures, and games that match the native engine', () => {
  const sets = engine.tileSets();
  const count = (id) => sets.find((s) => s.id === id).tiles.filter((t) => !t.variantOf).reduce((n, t) => n + t.count, 0);
  assert.equal(count('ic'), 18);
  assert.equal(count('tb'), 24);
  for (const name of ['innsAndCathedrals', 'tradersAndBuilders']) {
    const o = engine.ruleOptions().find((x) => x.name === name);
    assert.deepEqual([o.type, o.values, o.default], ['choice', ['full', 'tiles-only'], 'full']);
  }
  const strength = Object.fromEntries(engine.figureKinds().map((f) => [f.name, f.strength]));
  assert.deepEqual([strength.big, strength.builder, strength.pig], [2, 0, 0]);
  // Six players with Inns & Cathedrals; the base game alone stops at five.
  const six = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` }));
  engine.newGame({ players: six, sets: ['base', 'ic'] }).dispose();
  assert.throws(() => engine.newGame({ players: six }), /setup.players: the sets in play allow 2 to 5 players, got 6/);
  // Random games with both expansions: the same final records as the command line.
  for (let seed = 1; seed <= 20; seed++) {
    const players = 2 + (seed % 5);
    const n = native(['play', '--players', String(players), '--seed', String(seed), '--sets', 'base,ic,tb']);
    assert.equal(n.code, 0, n.err);
    const setup = { players: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, bot: true })), sets: ['base', 'ic', 'tb'], seed };
    const g = engine.newGame(setup);
    const record = g.playRandom(seed);
    const st = g.state();
    g.dispose();
    assert.deepEqual(record, JSON.parse(n.out), `seed ${seed}`);
    assert.ok(st.players.every((p) => p.goods && ['wine', 'grain', 'cloth'].every((k) => Number.isInteger(p.goods[k]))));
  }
});

test('the package resolves by name through its exports map (node condition)', async () => {
  const { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'carc-pkg-'));
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(path.join(root, 'build/pkg'), path.join(dir, 'node_modules/carcassonne-engine'), 'dir');
  writeFileSync(path.join(dir, 'probe.mjs'), [
    "import { createEngine } from 'carcassonne-engine';",
    'const e = await createEngine();',
    "const g = e.newGame({ players: [{}, {}], seed: 5 });",
    'console.log(JSON.stringify({ options: g.options().length, hand: g.state().hand }));',
  ].join('\n'));
  const r = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  const direct = engine.newGame({ players: [{}, {}], seed: 5 });
  assert.deepEqual(out, { options: direct.options().length, hand: direct.state().hand });
  direct.dispose();
});

test('bots in WASM: legal options, and mcts under an iteration budget repeats itself for a seed', async () => {
  const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], seed: 12 });
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  for (let i = 0; i < 12; i++) {
    const kind = ['greedy', 'mcts', 'random'][i % 3];
    const o = g.botOption(kind, 100 + i, { iterations: 300 });
    assert.ok(g.options().some((x) => same(x, o)), `${kind} chose a listed option`);
    if (kind === 'mcts') assert.deepEqual(g.botOption('mcts', 100 + i, { iterations: 300 }), o);
    g.apply(o);
  }
  g.dispose();
});

// Over 8 seeds on one mid-game position: a budget key reaches the search when some choice differs
// from the same budget without it, and every seed repeats its choice. Returns the differing count.
function choicesAgainst(params, without) {
  const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], seed: 11 });
  for (let i = 0; i < 12; i++) g.apply(g.botOption('greedy', i + 1));
  let differ = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const o = g.botOption('mcts', seed, params);
    assert.deepEqual(g.botOption('mcts', seed, params), o, `seed ${seed}`);
    if (JSON.stringify(o) !== JSON.stringify(g.botOption('mcts', seed, without))) differ++;
  }
  g.dispose();
  return differ;
}

// The page's strongest level (web/src/shell/bots.ts) searches with an iteration cap and exploration by
// availability: the flag reaches the search and a seed repeats its choice.
test('bots in WASM: mcts with availability repeats itself and differs from the plain search', () => {
  const differ = choicesAgainst({ iterations: 400, availability: true }, { iterations: 400 });
  assert.ok(differ > 0, 'availability changed no choice: the flag did not reach the search');
});

// Several searches with their root visits summed: the count reaches the search.
test('bots in WASM: mcts with several searches repeats itself and differs from one search', () => {
  const differ = choicesAgainst({ iterations: 150, searches: 3 }, { iterations: 150 });
  assert.ok(differ > 0, 'three searches changed no choice: the count did not reach the search');
});

// The playout length (the strongest level plays 8 random turns where the default plays 4): the
// count reaches the search, and 4 is the default's own choice.
test('bots in WASM: mcts playout turns repeat, differ from the default, and 4 is the default', () => {
  const differ = choicesAgainst({ iterations: 300, turns: 8 }, { iterations: 300 });
  assert.ok(differ > 0, 'eight playout turns changed no choice: the count did not reach the search');
  assert.equal(choicesAgainst({ iterations: 300, turns: 4 }, { iterations: 300 }), 0, 'turns: 4 is not the default');
});

// The teaching records of the rules-wiki element (web/examples): stepping through plies.
const exampleDir = path.join(root, 'web/examples');
const examples = readdirSync(exampleDir).filter((f) => f.endsWith('.json')).sort();

test('loadRecord(record, { ply }) gives the position after ply moves, natively and in WASM alike', () => {
  assert.ok(examples.length >= 8, 'web/examples holds the teaching records');
  for (const file of examples) {
    const text = readFileSync(path.join(exampleDir, file), 'utf8');
    const rec = JSON.parse(text);
    for (let ply = 0; ply <= rec.moves.length; ply++) {
      const g = engine.loadRecord(text, { ply });
      const st = g.state();
      assert.equal(st.tiles.length, 1 + ply, `${file} ply ${ply}`);   // free deck: nothing discarded
      assert.equal(st.over, false, `${file} ply ${ply}: the record's end is not applied`);
      const placed = st.tiles.filter((t) => t.player >= 0).map((t) => `${t.tile}@${t.x},${t.y}`);
      assert.deepEqual(placed, rec.moves.slice(0, ply).map((m) => `${m.tile}@${m.x},${m.y}`), `${file} ply ${ply}`);
      // the native renderer sees the same position: one tile group per placed tile
      const svg = native(['render', path.join(exampleDir, file), '--ply', String(ply)]);
      assert.equal(svg.code, 0, svg.err);
      assert.equal((svg.out.match(/class="tile"/g) ?? []).length, st.tiles.length, `${file} ply ${ply} svg`);
      g.dispose();
    }
    // without a ply: the whole record and its end, exactly as replay() reports it
    const whole = engine.loadRecord(text);
    assert.deepEqual(whole.scores(), engine.replay(text).scores, file);
    assert.equal(whole.state().over, rec.end === true, file);
    whole.dispose();
  }
});

test('loadRecord with a bad ply throws the engine message', () => {
  const text = readFileSync(path.join(exampleDir, 'road.json'), 'utf8');
  assert.throws(() => engine.loadRecord(text, { ply: 5 }), { message: 'ply: expected 0 to 4 (the record has 4 moves), got 5' });
  assert.throws(() => engine.loadRecord(text, { ply: -1 }), { message: 'ply: expected an integer from 0 to 10000, got -1' });
  assert.throws(() => engine.loadRecord(text, { ply: 1.5 }), TypeError);
  assert.throws(() => engine.loadRecord(text, { ply: '2' }), TypeError);
  assert.throws(() => engine.loadRecord(text, 3), TypeError);
});

test('score events name a segment that Game.feature turns into the scored feature', () => {
  const text = readFileSync(path.join(exampleDir, 'majority.json'), 'utf8');
  const g = engine.loadRecord(text);
  const scores = g.events().filter((e) => e.type === 'score');
  assert.equal(scores.length, 1);
  const f = g.feature(scores[0].x, scores[0].y, scores[0].segment);
  // D, N (0,-1), J (-1,0), J (-2,-1), R (-1,-1): the 5-tile city of the record
  assert.deepEqual(f.parts.map((p) => `${p.x},${p.y}`).sort(), ['-1,-1', '-1,0', '-2,-1', '0,-1', '0,0']);
  assert.equal(f.complete, true);
  g.dispose();
});

test('a seat keeps its bot level through save and load; an unknown bot name is refused', () => {
  const setup = { players: [{ name: 'A' }, { name: 'B', bot: 'mcts-2' }, { name: 'C', bot: true }], seed: 4 };
  const g = engine.newGame(setup);
  const st = g.state();
  assert.deepEqual(st.players.map((p) => [p.bot, p.botLevel]), [[false, undefined], [true, 'mcts-2'], [true, undefined]]);
  const saved = g.save();
  assert.deepEqual(saved.setup.players.map((p) => p.bot), [undefined, 'mcts-2', true]);
  assert.deepEqual(engine.loadRecord(saved).state().players.map((p) => p.botLevel), [undefined, 'mcts-2', undefined]);
  assert.throws(() => engine.newGame({ ...setup, players: [{ name: 'A' }, { name: 'B', bot: 'nonsense' }] }),
    /^Error: setup\.players\[1\]\.bot: unknown bot 'nonsense' \(known: random, greedy, mcts, or mcts-SECONDS such as mcts-2, up to 60\)$/);
  g.dispose();
});

test('tile art and segment shapes for every tile type and piece square; bad ids refused', () => {
  let squares = 0;
  for (const set of engine.tileSets()) {
    for (const t of set.tiles) {
      const ids = t.squares ? t.squares.map((s) => `${t.id}#${s.name}`) : [t.id];
      squares += ids.length;
      for (const id of ids) {
        const art = engine.tileArt(id, 0.1);
        assert.match(art, /^<defs>.*<\/defs><rect width="1" height="1"/, `${id}: defs, then the grass`);
        // a tile's bevel, not a piece square's (the board outlines the whole piece)
        assert.equal(art.includes('stroke="rgba(255,255,255,0.18)"'), !id.includes('#'), `${id}: bevel`);
        if (id.includes('#')) continue;
        const shaped = new Set([...engine.tileShapes(id).matchAll(/data-seg="(\d+)"/g)].map((m) => Number(m[1])));
        t.segments.forEach((s, i) => assert.equal(shaped.has(i), s.kind !== 'field', `${id} segment ${i} (${s.kind}): a shape unless a field`));
      }
    }
  }
  assert.ok(squares > 140, `${squares} pictures`);
  assert.throws(() => engine.tileArt('nope/tile'), /tileArt\(id\): no tile type "nope\/tile"/);
  assert.throws(() => engine.tileArt('a'.repeat(300)), /tileArt\(id\).*256/);
  assert.throws(() => engine.tileArt(engine.tileSets()[0].tiles[0].id, -1), /tileArt\(minMarker\)/);
  assert.throws(() => engine.tileShapes(7), /tileShapes\(id\): expected a tile id/);
  const wonder = engine.tileSets().flatMap((s) => s.tiles).find((t) => t.squares);
  if (wonder) assert.throws(() => engine.tileArt(`${wonder.id}#nowhere`), /has no square "nowhere"/);
});
