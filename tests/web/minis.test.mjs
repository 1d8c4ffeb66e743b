// Robbers, Messages and Crop Circles in the page, with no web/ code of their own: a decision that
// belongs to another player in hot-seat says whose it is and offers the module's answers as buttons;
// a game with the three sets runs to its end and the page's final scores match the engine's replay
// of the saved record. Screenshots: test-results/screenshots/minis-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, loadThroughDialog, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useServerAndBrowser();
const record = (name) => JSON.parse(readFileSync(path.join(root, 'tests/records', `${name}.json`), 'utf8'));
const status = (page) => page.textContent('#status');

test('hot-seat: another player\'s robber decision names the player and offers the spaces as buttons', async () => {
  const rec = record('robbers_rob_017');
  rec.moves = rec.moves.slice(0, 2);
  const move = rec.moves[1];
  move.then = move.then.slice(0, 1);   // Blue has placed; Red (not to move) decides next
  move.partial = true;
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.module === 'robbers');
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.equal(st.current, 1);
  assert.equal(st.decision.player, 0);
  assert.match(await status(page), /^Red decides \(Blue's turn\): Put your robber beside another player's score figure, or pass\./);
  assert.deepEqual(await page.$$eval('#players li.current', (lis) => lis.map((li) => li.dataset.seat)), ['0'], 'Red, who decides, is highlighted');
  assert.deepEqual(await page.$$eval('#players li.turn-owner', (lis) => lis.map((li) => li.dataset.seat)), ['1'], 'Blue\'s turn is marked apart');
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(), ['Robber to space 0 (Blue)']);
  assert.ok(await page.locator('#pass').isVisible(), 'declining is the page\'s Pass button, in the module\'s words');
  assert.match(await page.textContent('#pass'), /^No robber/);
  assert.match(await page.textContent('#log'), /Blue puts their robber on space 0/);
  await page.screenshot({ path: path.join(SHOTS, 'minis-robber-hotseat.png') });
  await buttons.nth(0).click();
  await page.waitForFunction(() => window.__carcassonne.state().robbers?.[0] === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hot-seat: a crop circle asks each player in turn; take-back spots are on the board', async () => {
  const rec = record('cropcircles_remove_017');
  delete rec.end;
  const last = rec.moves.at(-1);
  last.then = last.then.slice(0, 1);   // Red chose B; Blue answers first
  last.partial = true;
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.module === 'cropcircles');
  assert.match(await status(page), /^Blue decides \(Red's turn\): Take back a farmer/);
  const spots = await page.evaluate(() => window.__carcassonne.options().map((o) => [o.type, o.x, o.y, o.at]));
  assert.deepEqual(spots, [['return', 1, 0, 'ESE']]);
  assert.match(await page.textContent('#log'), /Red chooses B: everybody takes a meeple back/);
  await page.screenshot({ path: path.join(SHOTS, 'minis-crop-hotseat.png') });
  await page.locator('#spot-list .spot-btn').first().click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.player === 2);
  assert.match(await status(page), /^Green decides \(Red's turn\): Take back a farmer/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hot-seat: a tie for the smallest road (message 1) is Red\'s choice, offered as buttons', async () => {
  // Red has highwaymen on two open 2-tile roads; closing a 5-tile road moves the score meeple to
  // 5: message 1, performed: both roads are worth the fewest (2), so Red chooses (MINIS.md §2.4).
  const rec = {
    format: 'carcassonne-record', version: 2,
    setup: { players: [{ name: 'Red' }, { name: 'Blue' }], sets: ['base', 'messages'], deck: 'free', seed: 17 },
    moves: [
      { tile: 'A', x: 1, y: 0, rot: 1, meeple: { at: 'W' } }, { tile: 'U', x: 0, y: 1, rot: 0 },
      { tile: 'U', x: 1, y: 1, rot: 0, meeple: { at: 'W' } }, { tile: 'U', x: 0, y: 2, rot: 0 },
      { tile: 'U', x: 1, y: 2, rot: 0, meeple: { at: 'W' } }, { tile: 'U', x: -1, y: 0, rot: 0 },
      { tile: 'B', x: 2, y: 0, rot: 0 }, { tile: 'U', x: -2, y: 0, rot: 0 },
      { tile: 'A', x: -3, y: 0, rot: 3, meeple: null, partial: true,
        then: [{ chance: 1 }, { player: 0, messages: { code: 1 } }] },
    ],
  };
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'message-target');
  assert.match(await status(page), /^Red: Message 1: choose which of your smallest roads scores \(2 points each\)\./);
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(),
    ['Score the road of your meeple on the tile 1 south and 4 east of the new tile: 2 points',
      'Score the road of your meeple on the tile 2 south and 4 east of the new tile: 2 points']);
  await page.screenshot({ path: path.join(SHOTS, 'minis-message-target.png') });
  await buttons.nth(1).click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'message-target');
  const saved = await page.evaluate(() => window.__carcassonne.record());
  assert.deepEqual(saved.moves.at(-1).then[2], { player: 0, messages: { target: { x: 1, y: 2, at: 'E' } } });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game with Robbers, Messages and Crop Circles to the end: the page scores as the engine replays it', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await setupGame(page, [{ name: 'Ann', type: 'greedy' }, { name: 'Ben', type: 'random' }], 17);
  for (const id of ['robbers', 'messages', 'cropcircles']) await page.check(`#set-${id}`);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 120000 });
  await page.waitForSelector('#final-scoring');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  await page.screenshot({ path: path.join(SHOTS, 'minis-end.png') });
  const shown = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  await page.click('#results-close');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(saved.setup.sets, ['base', 'robbers', 'messages', 'cropcircles']);
  const engine = await createEngine();
  const replay = engine.replay(saved);
  assert.equal(replay.over, true);
  assert.deepEqual(shown, replay.scores);
  const log = await page.textContent('#log');
  assert.match(log, /robber|message|chooses [AB]/);
  assert.deepEqual(errors, []);
  await context.close();
});
