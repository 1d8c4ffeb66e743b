// Offline: once the service worker is active, the page reloads and starts a new game with the
// network off (and the server stopped): everything comes from the service worker's cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

test('the service worker serves the app offline and a new game starts', async () => {
  const { context, page, errors } = await openPage(env, '', { viewport: { width: 1024, height: 720 } });
  await page.waitForSelector('#start-game');
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return !!reg?.active && reg.active.state === 'activated' && !!navigator.serviceWorker.controller;
  }, null, { timeout: 15000 });

  await context.setOffline(true);
  await env.server.stop();
  const fromNetwork = [];
  page.on('requestfinished', async (req) => {
    const res = await req.response();
    if (res && !res.fromServiceWorker() && !req.url().startsWith('data:') && !req.url().startsWith('blob:')) fromNetwork.push(req.url());
  });
  page.on('requestfailed', (req) => fromNetwork.push(`failed: ${req.url()}`));
  await page.reload();
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'random' }, { name: 'Cy', type: 'random' }], 7);
  await page.click('#start-game');
  await page.waitForFunction(() => {
    const h = window.__carcassonne;
    return h?.state()?.decision?.kind === 'tile' && h.options().length > 0;
  });
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.equal(st.players.length, 3);
  assert.equal(st.tiles.length, 1);
  assert.deepEqual(fromNetwork, []);
  assert.deepEqual(errors, []);
  await context.close();
});
