// The editor's document keeps every record (issue 45): each record of tests/records,
// tests/fixtures/records and web/examples, and the main page's save ({record, bots}) of each,
// imports into the editor's document (web/src/carcassonne/editor/record-import.ts importRecord, doc.ts fromRecord)
// and exports back (doc.ts toRecord, formatRecord: the editor's "Record JSON") to a record that
// replays to the same scores and events as the original. Version-2 records (then, final, drawn,
// next) are among them; the export writes the version the record needs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { createEngine as createFixtureEngine } from '../../build/pkg-fixtures/node.js';
import { ROOT } from './helpers.mjs';

const engine = await createEngine();
const fixtureEngine = await createFixtureEngine();

/** doc.ts and record-import.ts's import (what the editor's Import runs), bundled for Node (their only engine imports are types). */
async function editorDoc() {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: {
      contents: "export * from './doc.ts'; export { importRecord } from './record-import.ts';",
      resolveDir: path.join(ROOT, 'web/src/carcassonne/editor'), loader: 'ts',
    },
    bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}
const doc = await editorDoc();

const DIRS = ['tests/records', 'tests/fixtures/records', 'web/examples'];
const records = DIRS.flatMap((d) => readdirSync(path.join(ROOT, d)).filter((f) => f.endsWith('.json')).sort()
  .map((f) => ({ name: `${d}/${f}`, text: readFileSync(path.join(ROOT, d, f), 'utf8') })));

const engineFor = (text) => (/"fx-/.test(text) ? fixtureEngine : engine);

/** The replay's scores and events, or the engine's refusal. */
function replayed(e, text) {
  try { return e.replay(text); } catch (err) { return { refused: err.message }; }
}

/** Import as the editor does, then the editor's "Record JSON" export. */
async function throughEditor(text) {
  const d = doc.fromRecord(await doc.importRecord(text, 'http://localhost/editor.html'));
  return doc.formatRecord(doc.toRecord(d));
}

test('every record imports into the editor and exports to a record that replays the same', async () => {
  assert.ok(records.length >= 60, `${records.length} records`);
  const failed = [];
  for (const { name, text } of records) {
    const e = engineFor(text);
    const want = replayed(e, text);
    try {
      const exported = await throughEditor(text);
      assert.deepEqual(replayed(e, exported), want);
      if (want.refused) continue;   // a record the engine refuses (a rule's test): refused alike, by the same words
      // the version the record needs: what the engine itself writes for the same game
      assert.equal(JSON.parse(exported).version, e.loadRecord(text).save().version, 'version');
    } catch (err) {
      failed.push(`${name}: ${err.message.split('\n')[0]}`);
    }
  }
  assert.deepEqual(failed, [], `${failed.length} of ${records.length} records do not survive the editor`);
});

test("the main page's save ({record, bots}) imports and exports to the same game", async () => {
  for (const { name, text } of records) {
    const e = engineFor(text);
    const saved = JSON.stringify({ record: JSON.parse(text), bots: ['human', 'greedy'] });
    assert.deepEqual(replayed(e, await throughEditor(saved)), replayed(e, text), name);
  }
});

test('a save made mid-turn (partial, drawn, next) survives the editor as the engine wrote it', async () => {
  // a game with hands of two: the turn's tile named with draw() (the move's "drawn"), then a turn
  // begun and its tile named (the record's "next"); and one saved with the figure step open (partial)
  const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], sets: ['base'], rules: { handSize: 2 }, seed: 5, deck: 'free' });
  g.draw('K');
  const hand = g.state().hand;
  const other = hand.find((t) => t !== 'K');
  const place = g.options().find((o) => o.type === 'tile' && o.tile === other);
  g.apply(place);
  g.apply({ type: 'pass' });
  g.giveTurn(0);   // the turn goes back to A, who names a tile no hand holds
  const held = [0, 1].flatMap(() => g.state().hand);
  g.draw(['V', 'E', 'U', 'B', 'L'].find((t) => !held.includes(t)));
  const begun = g.save();
  assert.ok(begun.next && begun.moves[0].drawn, JSON.stringify(begun));
  const mid = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], sets: ['base'], seed: 3, deck: 'free' });
  mid.apply(mid.options().find((o) => o.type === 'tile'));
  const partial = mid.save();
  assert.equal(partial.moves.at(-1).partial, true);
  for (const rec of [begun, partial]) {
    const text = JSON.stringify(rec);
    const exported = JSON.parse(await throughEditor(text));
    assert.deepEqual(exported, rec);
    assert.equal(engine.loadRecord(exported).save().version, rec.version);
  }
});

test('formatRecord writes version 1 where nothing needs 2, and one move per line', () => {
  const rec = { format: 'carcassonne-record', version: 2, setup: { players: [{ name: 'A' }, { name: 'B' }] },
    moves: [{ tile: 'E', x: 0, y: -1, rot: 2 }] };
  const out = doc.formatRecord(doc.toRecord(doc.fromRecord(rec)));
  assert.equal(JSON.parse(out).version, 1);
  assert.match(out, /\n {2}\{"tile":"E","x":0,"y":-1,"rot":2\}\n/);
  const withThen = { ...rec, moves: [{ ...rec.moves[0], then: [{ chance: 2 }] }] };
  assert.equal(JSON.parse(doc.formatRecord(doc.toRecord(doc.fromRecord(withThen)))).version, 2);
});

test('holdChance: a chance decision waits for the author, a wrong argument is refused by name, off settles it', () => {
  const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], sets: ['base', 'flier'], deck: 'free', seed: 15 });
  for (const bad of ['yes', 1, null, undefined]) {
    assert.throws(() => g.holdChance(bad), /holdChance\(on\): expected true or false/, String(bad));
  }
  g.holdChance(true);
  g.draw('fl/G');
  g.apply({ type: 'tile', tile: 'fl/G', x: 0, y: 1, rot: 0 });
  g.apply({ type: 'module', module: 'flier', code: 1, x: 0, y: 0 });
  assert.equal(g.state().decision.player, null, 'chance decides next');
  const copy = g.clone();
  assert.equal(copy.state().decision.player, null, 'a clone keeps chance held');
  assert.deepEqual(g.options().map((o) => o.code), [1, 2, 3]);
  g.holdChance(false);   // the seeded stream decides what is pending
  assert.notEqual(g.state().decision?.player ?? 'none', null);
  assert.deepEqual(g.save().moves[0].then.length, 1);
  copy.dispose();
  g.dispose();
});
