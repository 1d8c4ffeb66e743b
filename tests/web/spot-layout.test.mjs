// Spots moved aside (web/src/carcassonne/spot-layout.ts, used by the page, the element and the editor): the
// layout ends for every offer real games make, and no two spots of a tile are left on top of each
// other. It runs in a worker with a time limit, so a layout that loops fails here instead of freezing
// the test run (an earlier layout froze the page on a turned tile D: city 0.86, road 0.5, field 0.78).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createEngine } from '../../build/pkg/node.js';
import { mulberry32, ROOT } from './helpers.mjs';

const NEAR = 0.12;

async function layoutScript() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(ROOT, 'web/src/carcassonne/spot-layout.ts')], bundle: true, format: 'iife', globalName: 'layout',
    target: 'es2022', write: false, logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

/** spreadSpots on each group, in a worker stopped after `seconds`. */
async function spreadAll(groups, seconds = 20) {
  const code = `${await layoutScript()}
    const { parentPort, workerData } = require('node:worker_threads');
    parentPort.postMessage(workerData.map((g) => layout.spreadSpots(g)));`;
  const worker = new Worker(code, { eval: true, workerData: groups });
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`spreadSpots did not finish ${groups.length} groups in ${seconds} s: it loops`)), seconds * 1000);
  });
  try {
    return await Promise.race([new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); }), late]);
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

const clash = (a, b) => a.x === b.x && a.y === b.y && Math.abs(a.px - b.px) < NEAR && Math.abs(a.py - b.py) < NEAR;

/** The groups of spots the pages show: every figure offer (the element), per figure kind (the
 *  page, the editor), and the segments of each placed tile (the editor's marking), over seeded games. */
async function offers(sets, games) {
  const engine = await createEngine();
  const groups = [];
  for (let seed = 1; seed <= games; seed++) {
    const rnd = mulberry32(seed);
    const g = engine.newGame({ players: [{ name: 'A' }, { name: 'B' }], sets, seed });
    while (!g.state().over) {
      const opts = g.options();
      const figures = opts.filter((o) => o.type === 'figure').map(({ x, y, px, py, figure }) => ({ x, y, px, py, figure }));
      if (figures.length) {
        groups.push(figures);
        for (const kind of new Set(figures.map((f) => f.figure))) groups.push(figures.filter((f) => f.figure === kind));
      }
      g.apply(opts[Math.floor(rnd() * opts.length)]);
    }
    for (const t of g.state().tiles.slice(0, 12)) groups.push(g.segments(t.x, t.y).map(({ x, y, px, py }) => ({ x, y, px, py })));
    g.dispose();
  }
  return groups;
}

for (const sets of [['base'], ['base', 'ic', 'tb']]) {
  test(`spots of every offer in 60 seeded ${sets.join('+')} games are laid out, none on top of another`, async () => {
    const groups = await offers(sets, 60);
    const out = await spreadAll(groups);
    let moved = 0;
    groups.forEach((g, i) => {
      const spread = out[i];
      assert.equal(spread.length, g.length);
      spread.forEach((s, j) => {
        assert.equal(s.figure, g[j].figure, 'the other fields stay');
        assert.ok(s.px >= 0 && s.px <= 1 && s.py >= 0 && s.py <= 1, `spot ${j} of group ${i} leaves its square: ${s.px}, ${s.py}`);
        if (s.px !== g[j].px || s.py !== g[j].py) moved++;
        for (let k = 0; k < j; k++) assert.ok(!clash(spread[k], s), `group ${i}: spots ${k} and ${j} on top of each other: ${JSON.stringify(spread)}`);
      });
    });
    assert.ok(groups.length > 1000 && moved > 0, `${groups.length} groups, ${moved} spots moved`);
  });
}

test('the turned tile D that froze the page: the field spot moves clear of the city and the road', async () => {
  const d = [{ x: 1, y: -1, px: 0.86, py: 0.5 }, { x: 1, y: -1, px: 0.5, py: 0.5 }, { x: 1, y: -1, px: 0.78, py: 0.5 }, { x: 1, y: -1, px: 0.16, py: 0.5 }];
  const lone = [{ x: 0, y: 0, px: 0.5, py: 0.5 }, { x: 0, y: 0, px: 0.9, py: 0.1 }, { x: 1, y: 0, px: 0.5, py: 0.5 }];
  const [spreadD, spreadLone] = await spreadAll([d, lone], 10);
  assert.deepEqual(spreadD.slice(0, 2), d.slice(0, 2), 'the first spots stay where the engine put them');
  assert.deepEqual(spreadD[3], d[3]);
  for (const other of [spreadD[0], spreadD[1]]) assert.ok(!clash(other, spreadD[2]), JSON.stringify(spreadD));
  assert.deepEqual(spreadLone, lone, 'spots apart from each other do not move');
});
