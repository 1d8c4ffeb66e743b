// The core's capabilities as the test-only fixture modules use them (tests/fixtures/): their
// records and seeded random games with them replay identically natively
// (build/native/carcassonne-fixtures) and in WASM (build/pkg-fixtures, scripts/build-wasm.sh fixtures).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createEngine } from '../../build/pkg-fixtures/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/carcassonne-fixtures');
const engine = await createEngine();

function native(args, input) {
  const r = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr.trim() };
}

const dir = path.join(root, 'tests/fixtures/records');
const records = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

test('the fixture records replay identically natively and in WASM', () => {
  assert.ok(records.length >= 7, 'one record per capability at least');
  for (const file of records) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const n = native(['replay', '-'], text);
    assert.equal(n.code, 0, `${file}: ${n.err}`);
    assert.deepEqual(engine.replay(text), JSON.parse(n.out), file);
  }
});

test('the fixture sets are offered by the catalog of the fixture build only', () => {
  const ids = engine.sets().map((s) => s.id);
  for (const id of ['fx-domino', 'fx-poll', 'fx-tribute', 'fx-catapult', 'fx-switch', 'fx-ghost', 'fx-finale'])
    assert.ok(ids.includes(id), id);
});

test('fixture games: 30 seeded random games identical natively and in WASM', () => {
  const all = ['fx-domino', 'fx-poll', 'fx-tribute', 'fx-catapult', 'fx-switch', 'fx-ghost', 'fx-finale'];
  for (let seed = 1; seed <= 30; seed++) {
    const sets = ['base', ...all.filter((_, i) => (seed >> (i % 4)) & 1 || i === seed % all.length)];
    const players = 2 + (seed % 3);
    const n = native(['play', '--players', String(players), '--seed', String(seed), '--sets', sets.join(',')]);
    assert.equal(n.code, 0, n.err);
    const setup = { players: Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, bot: true })), sets, seed };
    const g = engine.newGame(setup);
    const record = g.playRandom(seed);
    g.dispose();
    assert.deepEqual(record, JSON.parse(n.out), `seed ${seed} sets ${sets}`);
    assert.deepEqual(engine.replay(JSON.stringify(record)).scores, JSON.parse(native(['replay', '-'], JSON.stringify(record)).out).scores);
  }
});

test('a decision of another player and a pending final scoring reach the page state', () => {
  const text = readFileSync(path.join(dir, 'finale_choices.json'), 'utf8');
  const rec = JSON.parse(text);
  delete rec.final;
  const g = engine.loadRecord(rec);
  const st = g.state();
  assert.equal(st.over, false);
  assert.equal(st.decision.kind, 'finale');
  assert.equal(st.decision.module, 'fx-finale');
  assert.equal(st.decision.player, 0);
  assert.match(st.decision.text, /take 2 points/);
  g.apply(g.options()[0]);
  assert.equal(g.state().decision.player, 1);
  g.apply(g.options()[1]);
  assert.equal(g.state().over, true);
  assert.deepEqual(g.scores(), engine.replay(text).scores);
  g.dispose();
});
