// The tiles left (issue 19, item 10): a popup of tile pictures with how many of each are still in
// the bag, grouped by set, as Board Game Arena shows them; the counts are the engine's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { keyboardTurn, openPage, setupGame, SHOTS, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

test('"N tiles left" opens the mix of tiles in the bag by type, with pictures and counts', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 860 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'greedy' }], 17);
  await page.check('#set-ic');
  await page.click('#start-game');
  // a few turns so that some types run short
  for (let i = 0; i < 4; i++) {
    await page.waitForFunction(() => window.__carcassonne.humanToMove() && window.__carcassonne.state().decision.kind === 'tile');
    await keyboardTurn(page);
  }
  await page.waitForFunction(() => window.__carcassonne.humanToMove());
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.equal(await page.textContent('#tiles-left'), `${st.tilesLeft} tiles left`);
  await page.click('#tiles-left');
  await page.waitForSelector('#tile-mix[open]');
  assert.equal(await page.textContent('#tile-mix-title'), `${st.tilesLeft} tiles still to come`);
  const items = await page.$$eval('#tile-mix .mix-tile', (lis) => lis.map((li) => ({ id: li.dataset.tile, n: Number(li.dataset.count), label: li.getAttribute('aria-label') })));
  const shown = Object.fromEntries(items.map((i) => [i.id, i.n]));
  // the engine's counts of tiles not yet placed, less the tile in Ann's hand (on screen)
  for (const [id, n] of Object.entries(st.tilesLeftByType)) assert.equal(shown[id], n - st.hand.filter((t) => t === id).length, `tile ${id}`);
  assert.equal(items.reduce((a, i) => a + i.n, 0), st.tilesLeft, 'the counts add up to the tiles left');
  assert.ok(items.some((i) => i.id.startsWith('ic/')) && items.some((i) => !i.id.includes('/')), 'both sets in play');
  assert.deepEqual(await page.$$eval('#tile-mix h3', (hs) => hs.map((x) => x.textContent)), ['Base game', 'Inns & Cathedrals']);
  assert.match(items[0].label, /^Tile \S+: \d+ left$/);
  // the pictures are drawn
  const inked = await page.$$eval('#tile-mix .mix-tile canvas', (cs) => cs.filter((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) return true;
    return false;
  }).length);
  assert.equal(inked, items.length, 'every type has its picture');
  await page.locator('#tile-mix').screenshot({ path: path.join(SHOTS, 'tile-mix.png') });
  await page.click('#tile-mix-close');
  assert.equal(await page.locator('#tile-mix[open]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
