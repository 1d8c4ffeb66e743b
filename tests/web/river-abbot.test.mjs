// The River and the Abbot in the page: the new game dialog lists every set the engine knows, a
// river game draws the river first (spring, water, lake on the canvas), and in an abbot game the
// figure step offers the abbot and the recall as the engine describes it. Screenshots land in
// test-results/screenshots/ (river-*.png, abbot-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });

async function loadRecord(page, record) {
  await page.click('#load');
  await page.fill('#record-text', JSON.stringify(record));
  await page.click('#load-record');
  // an expansion record loads the full core first (issue 22): the dialog closes once the game is in
  await page.waitForFunction(() => !document.querySelector('#dialog[open]') && !!window.__carcassonne?.state());
}

test('a river game: the dialog offers the sets, the river is drawn first', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1100, height: 760 } });
  await setupGame(page, [{ name: 'Ann', type: 'random' }, { name: 'Ben', type: 'random' }], 11);
  // one box per set, named and described by the engine
  for (const id of ['base', 'river', 'abbot']) assert.equal(await page.locator(`#set-${id}`).count(), 1, id);
  assert.match(await page.locator('label:has(#set-river)').innerText(), /The River/);
  assert.match(await page.locator('#set-river-help').innerText(), /spring/);
  await page.check('#set-river');
  await page.screenshot({ path: path.join(SHOTS, 'river-dialog.png') });
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 60000 });
  const st = await hook(page, 'state');
  assert.equal(st.tiles[0].tile, 'river/spring');
  const placed = st.tiles.slice(1).map((t) => t.tile);
  assert.ok(placed.slice(0, 10).every((t) => t.startsWith('river/') && t !== 'river/lake'), placed.slice(0, 11).join(' '));
  assert.ok(placed.includes('river/lake'));
  assert.ok(placed.indexOf('river/lake') <= 10);
  await page.click('#final-skip');
  await page.click('#results-close');
  await page.screenshot({ path: path.join(SHOTS, 'river-end.png') });
  // the river alone, close up: the first 11 moves of the same game, loaded as a record
  const record = await hook(page, 'record');
  await loadRecord(page, { ...record, moves: record.moves.slice(0, 11), end: undefined });
  await page.screenshot({ path: path.join(SHOTS, 'river-course.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an abbot game: the abbot spot, the recall button and its score', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1100, height: 760 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'human' }], 5);
  await page.click('#start-game');
  await page.waitForFunction(() => !!window.__carcassonne.state());
  // An abbot game saved mid-turn: Ann's abbot on the garden at (0,1) below the start tile D, Ben's
  // abbot on the monastery at (-1,1), and Ann's monastery at (1,1) waiting for the figure step.
  // Recalling now scores the garden as it stands: D, U, U, B, B around it, 1 + 5 = 6.
  const record = {
    format: 'carcassonne-record', version: 1,
    setup: { players: [{ name: 'Ann' }, { name: 'Ben' }], sets: ['base', 'abbot'], deck: 'free', seed: 3 },
    moves: [
      { tile: 'E.g', x: 0, y: 1, rot: 2, meeple: { at: 'C', kind: 'abbot' } },
      { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'U', x: 1, y: 0, rot: 0 },
      { tile: 'B', x: -1, y: 1, rot: 0, meeple: { at: 'C', kind: 'abbot' } },
      { tile: 'B', x: 1, y: 1, rot: 0, partial: true },
    ],
  };
  await loadRecord(page, record);
  const st = await hook(page, 'state');
  assert.equal(st.decision.kind, 'figure');
  assert.equal(st.decision.player, 0);
  const abbots = st.figures.filter((f) => f.figure === 'abbot');
  assert.equal(abbots.length, 2);
  // the figure step: meeple spots and the recall, described by the engine
  const recall = page.locator('#module-actions button');
  assert.equal(await recall.count(), 1);
  // the engine's words without its board coordinates: the board rings the abbot instead
  assert.equal(await recall.innerText(), 'Recall the abbot for 6 points');
  assert.equal((await hook(page, 'board')).marked, 1);
  assert.match(await page.locator('#status').innerText(), /action below/);
  assert.match(await page.locator('.player[data-seat="0"] .special[data-figure="abbot"]').getAttribute('title'), /Abbot: on the board/);
  await page.screenshot({ path: path.join(SHOTS, 'abbot-recall.png') });
  await recall.click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.player === 1);
  const after = await hook(page, 'state');
  assert.equal(after.players[0].score, 6);
  assert.equal(after.players[0].supply.abbot, 1);
  assert.equal(after.figures.filter((f) => f.figure === 'abbot').length, 1);
  assert.match(await page.locator('#log').innerText(), /Ann scores 6: garden with 5 tiles around it \(unfinished\) — the abbot back/);
  await page.screenshot({ path: path.join(SHOTS, 'abbot-after-recall.png') });

  // a monastery with the abbot at home: meeple spots, and the abbot's behind its figure button
  await loadRecord(page, { ...record, moves: [{ tile: 'B', x: 0, y: 1, rot: 0, partial: true }] });
  const opts = (await hook(page, 'options')).filter((o) => o.type === 'figure');
  assert.deepEqual(opts.map((o) => `${o.figure}:${o.feature}`).sort(), ['abbot:monastery', 'normal:field', 'normal:monastery']);
  assert.deepEqual(await page.locator('#spot-list .kind-btn').allInnerTexts(), [' Meeple', ' Abbot'].map((t) => t.trim()));
  await page.click('#spot-list .kind-btn[data-kind="abbot"]');
  const spots = await page.locator('#spot-list .spot-btn').allInnerTexts();
  assert.ok(spots.length === 1 && /Abbot on monastery/.test(spots[0]), spots.join(' | '));
  await page.screenshot({ path: path.join(SHOTS, 'abbot-spots.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
