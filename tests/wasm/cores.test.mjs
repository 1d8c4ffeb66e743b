// The two engine cores (issue 22): carcassonne_core_base.wasm (the first screen's: the base game
// only) and carcassonne_core.wasm (every module), linked from the same engine sources. The small
// core holds only the base game and refuses any other set or rule option by name; a base-game record
// gives the same game on both: the same moves, scores, events, options and state, but for the idle
// fields the full core's other modules write (zero counts, empty lists: "cathedral": 0 in a
// scoring, a supply of 0 abbots). Needs build/pkg.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const full = await createEngine();
const base = await createEngine({ wasmFile: 'carcassonne_core_base.wasm' });
const baseRules = new Set(base.ruleOptions().map((o) => o.name));
const players = [{ name: 'Ann' }, { name: 'Ben' }];

/** The records of these folders that only the base game plays (sets and rule options the small core knows). */
function baseRecords(...dirs) {
  const out = [];
  for (const dir of dirs) {
    for (const f of readdirSync(path.join(root, dir)).filter((x) => x.endsWith('.json')).sort()) {
      const text = readFileSync(path.join(root, dir, f), 'utf8');
      const setup = JSON.parse(text).setup ?? {};
      if ((setup.sets ?? ['base']).every((s) => s === 'base') && Object.keys(setup.rules ?? {}).every((r) => baseRules.has(r))) out.push({ file: `${dir}/${f}`, text });
    }
  }
  return out;
}

const idle = (v) => v === 0 || v === false || v === null || (Array.isArray(v) && v.length === 0) || (v !== null && typeof v === 'object' && Object.keys(v).length === 0);

/** Whether the full core's answer b is the small core's answer a plus fields that are idle: the
 *  zero counts, empty lists and false flags the modules not in play write (a figure kind's supply
 *  of 0, "cathedral": 0 in a scoring). Returns the path of the first difference, or ''. */
function sameBut(a, b, at = '') {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return at || '(top)';
    for (let i = 0; i < a.length; i++) { const d = sameBut(a[i], b[i], `${at}[${i}]`); if (d) return d; }
    return '';
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    for (const k of Object.keys(a)) { if (!(k in b)) return `${at}.${k}`; const d = sameBut(a[k], b[k], `${at}.${k}`); if (d) return d; }
    for (const k of Object.keys(b)) if (!(k in a) && !idle(b[k])) return `${at}.${k} (only in the full core: ${JSON.stringify(b[k])})`;
    return '';
  }
  return Object.is(a, b) ? '' : at || '(top)';
}

test('the base core holds the base game only; the full core every set', () => {
  assert.deepEqual(base.sets().map((s) => s.id), ['base']);
  assert.ok(full.sets().length > 1 && full.sets()[0].id === 'base');
  assert.ok(base.tileSets().every((t) => t.tiles.every((x) => !x.enabledBy)), 'no variant of a set it lacks');
});

test('the base core refuses an expansion setup, naming the set or the rule option', () => {
  assert.throws(() => base.newGame({ players, sets: ['base', 'ic'] }), /unknown set 'ic' \(known: base\)/);
  assert.throws(() => base.newGame({ players, sets: ['wonders'] }), /unknown set 'wonders'/);
  assert.throws(() => base.newGame({ players, rules: { innsAndCathedrals: 'full' } }), /unknown rule option 'innsAndCathedrals'/);
  const ic = full.newGame({ players, sets: ['base', 'ic'], seed: 4 }).playRandom(4);
  assert.throws(() => base.loadRecord(ic), /unknown (set 'ic'|rule option)/, 'a record of the full core');
  assert.throws(() => base.replay(ic), /unknown (set 'ic'|rule option)/);
});

test('a base-game record gives the same game on both cores (tests/records, web/examples)', () => {
  const records = baseRecords('tests/records', 'web/examples');
  assert.ok(records.length >= 11, `base records found: ${records.length}`);
  for (const { file, text } of records) {
    assert.equal(sameBut(base.replay(text), full.replay(text)), '', `${file}: replay`);
    const a = base.loadRecord(text), b = full.loadRecord(text);
    assert.equal(sameBut(a.state(), b.state()), '', `${file}: state`);
    assert.equal(sameBut(a.events(), b.events()), '', `${file}: events`);
    assert.equal(sameBut(a.options(), b.options()), '', `${file}: options`);
    assert.deepEqual(a.save().moves, b.save().moves, `${file}: moves saved`);
    a.dispose(); b.dispose();
  }
});

test('seeded base games and bots play the same on both cores', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const setup = { players: [...players, { name: 'Cy' }].slice(0, 2 + (seed % 2)), seed };
    const a = base.newGame(setup).playRandom(seed), b = full.newGame(setup).playRandom(seed);
    assert.deepEqual(a.moves, b.moves, `seed ${seed}: moves`);
    // the full core writes every rule option it knows; those of the base game agree
    for (const r of baseRules) assert.deepEqual(a.setup.rules[r], b.setup.rules[r], `seed ${seed}: rule ${r}`);
    const ga = base.loadRecord(a), gb = full.loadRecord(a);
    assert.deepEqual(ga.scores(), gb.scores(), `seed ${seed}: scores`);
    ga.dispose(); gb.dispose();
    const ma = base.newGame(setup), mb = full.newGame(setup);
    assert.deepEqual(ma.botOption('greedy', seed), mb.botOption('greedy', seed), `seed ${seed}: greedy`);
    assert.deepEqual(ma.botOption('mcts', seed, { iterations: 200 }), mb.botOption('mcts', seed, { iterations: 200 }), `seed ${seed}: mcts`);
    ma.dispose(); mb.dispose();
  }
});
