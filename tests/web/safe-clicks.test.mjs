// Safe clicks (issue 19, item 2): a double click on a legal square places the tile and no meeple
// (spot clicks wait a moment after a tile is placed), and the last human turn can be undone until
// the human acts again, the bots' moves after it undone with it (or never made, while they wait).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../build/pkg/node.js';
import { keyboardTurn, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonne[name](...args), { name, args });
const waitForHumanTile = (page) => page.waitForFunction(() => {
  const h = window.__carcassonne;   // undefined while a reload starts the page again
  return !!h && h.humanToMove() && !h.botBusy() && h.state().decision?.kind === 'tile';
}, null, { timeout: 20000 });

test('a double click on a legal square places the tile, not a meeple on the spot under the pointer', async () => {
  const engine = await createEngine();
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'greedy' }], 31);
  await page.click('#start-game');
  await waitForHumanTile(page);
  // a cell and the point of the figure spot its placed tile will offer there (engine in Node)
  const st = await hook(page, 'state');
  let target = null;
  for (const cell of new Map((await hook(page, 'options')).filter((o) => o.type === 'tile').map((o) => [`${o.x},${o.y}`, o])).values()) {
    const p = await hook(page, 'cellToScreen', cell.x, cell.y);
    await page.mouse.move(p.x, p.y);
    const ghost = await hook(page, 'ghost');
    const probe = engine.loadRecord(await hook(page, 'record'));
    probe.apply({ type: 'tile', tile: st.hand[0], x: ghost.x, y: ghost.y, rot: ghost.rot });
    const spot = probe.options().find((o) => o.type === 'figure');
    probe.dispose();
    if (spot) { target = { spot, at: await hook(page, 'spotToScreen', spot.x, spot.y, spot.px, spot.py) }; break; }
  }
  assert.ok(target, 'a legal square whose tile offers a figure spot');
  await page.mouse.dblclick(target.at.x, target.at.y);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'tile');
  await page.waitForTimeout(100);
  let now = await hook(page, 'state');
  assert.equal(now.decision?.kind, 'figure', 'the meeple step waits for a deliberate click');
  assert.equal(now.figures.length, 0, 'no meeple was placed by the double click');
  // the second click did land on a spot: it would have placed a meeple without the pause
  const spots = (await hook(page, 'options')).filter((o) => o.type === 'figure');
  const near = [];
  for (const o of spots) { const q = await hook(page, 'spotToScreen', o.x, o.y, o.px, o.py); near.push(Math.hypot(q.x - target.at.x, q.y - target.at.y)); }
  assert.ok(Math.min(...near) < 12, `a spot lies under the pointer (${Math.min(...near).toFixed(1)} px)`);
  // a deliberate click a moment later puts the meeple down
  await page.waitForTimeout(500);
  await page.mouse.click(target.at.x, target.at.y);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'figure' || window.__carcassonne.state().current !== 0);
  now = await hook(page, 'state');
  assert.ok(now.figures.some((f) => f.player === 0) || now.players[0].score > 0, 'the single click placed the meeple');
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo takes back the last human turn with the bot moves after it, once, until the human plays again', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 800 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'greedy' }, { name: 'Cy', type: 'random' }], 44);
  await page.click('#start-game');
  await waitForHumanTile(page);
  const first = await hook(page, 'state');
  await keyboardTurn(page);
  await waitForHumanTile(page);
  const later = await hook(page, 'state');
  assert.equal(later.tiles.length, first.tiles.length + 3, 'Ann and both bots played');
  assert.equal(await page.isDisabled('#undo'), false, 'undo is offered for the last turn');
  await page.click('#undo');
  await waitForHumanTile(page);
  const back = await hook(page, 'state');
  assert.equal(back.tiles.length, first.tiles.length, 'the turn and the bots\' moves after it are gone');
  assert.deepEqual(back.hand, first.hand, 'Ann holds the same tile again');
  assert.deepEqual(back.players.map((p) => p.score), first.players.map((p) => p.score));
  assert.equal(await page.isDisabled('#undo'), true, 'one turn only: not further back');

  // a slow bot: the human undoes while the bots wait; their moves never happen
  await page.evaluate(() => { localStorage.setItem('carcassonne.botDelay.v1', '1500'); });
  await page.goto(env.server.url);   // resume the game, bots at 1.5 s
  await waitForHumanTile(page);
  const before = await hook(page, 'state');
  await keyboardTurn(page);
  await page.waitForFunction(() => window.__carcassonne.botBusy());
  await page.click('#undo');
  await page.waitForTimeout(2500);
  const after = await hook(page, 'state');
  assert.equal(after.tiles.length, before.tiles.length, 'the waiting bot did not move');
  assert.ok(await hook(page, 'humanToMove'));
  assert.deepEqual(errors, []);
  await context.close();
});
