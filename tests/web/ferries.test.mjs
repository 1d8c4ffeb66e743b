// Ferries in the page, with no ferry code in web/: the new-game dialog offers the set and its
// options; the ferry questions are the engine's words in the status line and its answers are
// buttons (mouse, touch, keyboard); the log tells what a move did; a game with ferries against the
// bots ends with the scores the engine gives when it replays the saved record. Screenshots:
// test-results/screenshots/ferries-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, openPage, setupGame, useServerAndBrowser, loadThroughDialog, ferryFr2 } from './helpers.mjs';
import { createEngine } from '../../build/pkg/node.js';

const env = useServerAndBrowser();
const engine = await createEngine();
const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });
const status = (page) => page.textContent('#status');

const fr2 = ferryFr2();

async function loaded(contextOptions = {}) {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 }, ...contextOptions });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, fr2);
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'ferry-move');
  return { context, page, errors };
}

const buttons = (page) => page.locator('#module-actions button');

test('a ferry move by mouse: the question, the answers as buttons, the score and the log', async () => {
  const { context, page, errors } = await loaded();
  assert.match(await status(page), /^Green: Move the ferry of the lake on the tile 2 west of the new tile \(now linking the east and west roads\), or leave it\./);
  assert.deepEqual(await buttons(page).allTextContents(), [
    'Leave the ferry on the east and west roads', 'Move the ferry to link the east and south roads', 'Move the ferry to link the south and west roads']);
  await page.screenshot({ path: path.join(SHOTS, 'ferries-question.png') });
  await buttons(page).nth(2).click();   // S-W: Red's road L(E)-U-A is complete, 3 tiles
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  const st = await hook(page, 'state');
  assert.deepEqual(st.players.map((p) => p.score), [3, 0]);
  assert.deepEqual(st.ferries.lakes, [{ x: 0, y: 0, ferry: 'S-W' }]);
  const log = (await page.locator('#log li').allTextContents()).join('\n');
  assert.match(log, /Green: the ferry at \(0,0\) now links south and west/);
  assert.match(log, /Red scores 3/);
  await page.screenshot({ path: path.join(SHOTS, 'ferries-moved.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a ferry move by keyboard and by touch', async () => {
  {
    const { context, page, errors } = await loaded();
    await buttons(page).nth(0).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');   // E-S: the road runs on south, nothing scores
    await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
    const st = await hook(page, 'state');
    assert.deepEqual(st.players.map((p) => p.score), [0, 0]);
    assert.deepEqual(st.ferries.lakes, [{ x: 0, y: 0, ferry: 'E-S' }]);
    assert.deepEqual(errors, []);
    await context.close();
  }
  {
    const { context, page, errors } = await loaded({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 860 } });
    await buttons(page).nth(0).tap();   // leave it: the road of 5 tiles is complete
    await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
    assert.deepEqual((await hook(page, 'state')).players.map((p) => p.score), [5, 0]);
    await page.screenshot({ path: path.join(SHOTS, 'ferries-touch.png') });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a game with ferries against the bots ends with the engine\'s scores of its saved record', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1100, height: 760 } });
  await setupGame(page, [{ name: 'Ann', type: 'random' }, { name: 'Ben', type: 'greedy' }], 16);
  assert.equal(await page.locator('#set-ferries').count(), 1);
  assert.match(await page.locator('label:has(#set-ferries)').innerText(), /Ferries/);
  await page.check('#set-ferries');
  await page.screenshot({ path: path.join(SHOTS, 'ferries-dialog.png') });
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 120000 });
  const st = await hook(page, 'state');
  assert.ok(st.tiles.some((t) => t.tile.startsWith('fr/')), 'lake tiles were played');
  assert.ok(st.ferries.lakes.every((l) => typeof l.ferry === 'string'), 'every lake has its ferry');
  const record = await hook(page, 'record');
  assert.ok(record.setup.sets.includes('ferries'));
  assert.ok(JSON.stringify(record.moves).includes('"ferry"'));
  const replay = engine.replay(JSON.stringify(record));
  assert.deepEqual(st.players.map((p) => p.score), replay.scores);
  await page.screenshot({ path: path.join(SHOTS, 'ferries-end.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
