// Teaching records through the WASM package: captions and marks (annotation), a placed tile's
// segments, a turn given to any player and a tile named at a turn's start (the editor's steps), and
// the renderer module's renderSvg, which must print exactly what `carcassonne render` prints. Refusals throw the engine's
// words and change nothing. Needs build/native and build/pkg.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { createRenderer } from '../../build/pkg/render-node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/carcassonne');
const engine = await createEngine();
const renderer = await createRenderer();
const exampleDir = path.join(root, 'web/examples');
const examples = readdirSync(exampleDir).filter((f) => f.endsWith('.json')).sort();

const base = (moves, deck = 'free', players = 2) => ({
  format: 'carcassonne-record', version: 1,
  setup: { players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), deck }, moves,
});

test('the renderer module gives byte for byte what `carcassonne render` prints, captions and marks included', () => {
  assert.ok(examples.length >= 9);
  let notes = 0;
  for (const file of examples) {
    const text = readFileSync(path.join(exampleDir, file), 'utf8');
    const moves = JSON.parse(text).moves.length;
    for (const ply of [undefined, 0, 1, moves]) {
      const args = ['render', path.join(exampleDir, file), ...(ply === undefined ? [] : ['--ply', String(ply)])];
      const n = spawnSync(cli, args, { encoding: 'utf8' });
      assert.equal(n.status, 0, n.stderr);
      assert.equal(renderer.renderSvg(text, ply === undefined ? {} : { ply }), n.stdout, `${file} ply ${ply}`);
      if (n.stdout.includes('<text class="note"')) notes++;
    }
  }
  assert.ok(notes >= 18, `the examples' captions appear under their SVGs (${notes})`);
  const rec = JSON.parse(readFileSync(path.join(exampleDir, 'road.json'), 'utf8'));
  assert.throws(() => renderer.renderSvg(rec, { ply: 9 }), /^Error: ply: expected 0 to 4 \(the record has 4 moves\), got 9$/);
  assert.throws(() => renderer.renderSvg(rec, { ply: -1 }), /renderSvg\(options.ply\): expected an integer from 0 to 10000, got -1/);
  assert.throws(() => renderer.renderSvg(rec, { tile: 8 }), /renderSvg\(options.tile\): expected an integer from 16 to 512, got 8/);
  assert.throws(() => renderer.renderSvg(rec, 'x'), TypeError);
});

test('annotation: a move\'s caption and marks, each lit feature with its shape', () => {
  const rec = JSON.parse(readFileSync(path.join(exampleDir, 'majority.json'), 'utf8'));
  const g = engine.loadRecord(rec, { ply: 5 });
  const a = g.annotation(4);
  assert.equal(a.move, 4);
  assert.equal(a.note, rec.moves[4].note);
  assert.deepEqual(a.marks.features.map((f) => [f.x, f.y, f.at, f.kind, f.complete, f.parts.length]),
    [[0, 0, 'N', 'city', false, 2], [-1, 0, 'N', 'city', false, 1], [-2, -1, 'E', 'city', false, 1]]);
  assert.deepEqual(a.marks.squares, []);
  assert.equal(g.annotation(2).note, rec.moves[2].note);
  assert.throws(() => g.annotation(5), /^Error: annotation: expected a move 0 to 4, got 5$/);
  assert.throws(() => g.annotation('1'), TypeError);
  g.dispose();
  const bare = engine.loadRecord(base([{ tile: 'E', x: 0, y: -1, rot: 2 }]));
  assert.equal(bare.annotation(0), null);
  assert.deepEqual(bare.save().moves[0], { tile: 'E', x: 0, y: -1, rot: 2 });
  bare.dispose();
  const fresh = engine.newGame({ players: [{}, {}] });
  assert.throws(() => fresh.annotation(0), /annotation: no move was made yet, got 0/);
  fresh.dispose();
});

test('segments: a placed tile\'s features, board-oriented, named as a record names them', () => {
  const g = engine.loadRecord(base([{ tile: 'E', x: 0, y: -1, rot: 2 }]));
  const segs = g.segments(0, -1);
  assert.deepEqual(segs.map((s) => [s.segment, s.at, s.feature]), [[0, 'S', 'city'], [1, 'NNW', 'field']]);
  assert.ok(segs[0].py > 0.5, 'the city of E turned 2 lies in the south half');
  assert.throws(() => g.segments(4, 4), /^Error: segments: no tile at \(4,4\)$/);
  g.dispose();
});

test('giveTurn and draw: a free deck gives the turn to anyone and play goes on from there', () => {
  const g = engine.newGame(base([]).setup);
  g.giveTurn(1);
  g.draw('E');
  assert.equal(g.state().current, 1);
  assert.deepEqual(g.state().hand, ['E']);
  g.apply({ type: 'tile', tile: 'E', x: 0, y: -1, rot: 2 });
  g.apply({ type: 'pass' });
  assert.equal(g.state().current, 0, 'after player 1 comes player 0');
  const saved = g.save();
  assert.deepEqual(saved.moves, [{ tile: 'E', x: 0, y: -1, rot: 2, player: 1 }]);
  assert.deepEqual(engine.replay(saved).events.filter((e) => e.type === 'tile').map((e) => e.player), [-1, 1]);
  // refusals: the game stays as it was
  const before = JSON.stringify([g.save(), g.state()]);
  assert.throws(() => g.giveTurn(5), /^Error: giveTurn: there is no player 5 \(players 0 to 1\)$/);
  assert.throws(() => g.draw('Z'), /^Error: draw: unknown tile 'Z'$/);
  assert.throws(() => g.draw(3), TypeError);
  g.apply(g.options().find((o) => o.type === 'tile'));
  assert.throws(() => g.giveTurn(1), /giveTurn: a turn can only be given at the start of a turn/);
  assert.throws(() => g.draw('E'), /draw: a tile can only be named at the start of a turn/);
  g.undo();
  assert.equal(JSON.stringify([g.save(), g.state()]), before);
  g.dispose();
  const counted = engine.newGame(base([], 'sets').setup);
  assert.throws(() => counted.giveTurn(1), /giveTurn: only a "deck": "free" record may give a move to any player/);
  counted.draw('E');   // a counted deck may name a tile still in it
  assert.deepEqual(counted.state().hand, ['E']);
  counted.dispose();
});

test('a record with captions, marks and given turns loads in WASM as natively', () => {
  const rec = base([
    { tile: 'E', x: 0, y: -1, rot: 2, player: 2, meeple: { at: 'S' }, note: 'Carol closes it. </script><b>x</b>', marks: { features: [{ x: 0, y: 0, at: 'N' }], squares: [{ x: 3, y: 3 }] } },
    { tile: 'V', x: 1, y: 0, rot: 0, note: 'then Alice' },
  ], 'free', 3);
  const text = JSON.stringify(rec);
  const n = spawnSync(cli, ['replay', '-'], { input: text, encoding: 'utf8' });
  assert.equal(n.status, 0, n.stderr);
  assert.deepEqual(engine.replay(text), JSON.parse(n.stdout));
  const g = engine.loadRecord(text);
  assert.deepEqual(g.save().moves[0].marks, rec.moves[0].marks);
  assert.equal(g.save().moves[0].note, rec.moves[0].note);
  assert.deepEqual(engine.replay(text).events.filter((e) => e.type === 'tile').map((e) => e.player), [-1, 2, 0]);
  g.dispose();
  const long = base([{ tile: 'E', x: 0, y: -1, rot: 2, note: 'x'.repeat(501) }]);
  assert.throws(() => engine.loadRecord(long), /^Error: move 0.note: at most 500 characters, got 501$/);
});
