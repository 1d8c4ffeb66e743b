// Bot seats in Web Workers: an MCTS seat answers through its worker, the page stays responsive, and
// when that worker dies (a crash in the worker) a new worker takes the seat at the greedy level and
// the game goes on. Also shows the new-game dialog with the levels (screenshot).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

const bots = (page) => page.evaluate(() => window.__carcassonne.bots());

test('the new-game dialog offers the bot levels', async () => {
  const { context, page, errors } = await openPage(env, '', { viewport: { width: 1100, height: 900 } });
  await page.waitForSelector('#start-game');
  await page.selectOption('#seat-1-type', 'mcts-2');
  const labels = await page.$$eval('#seat-1-type option', (os) => os.map((o) => o.textContent));
  assert.deepEqual(labels, ['Human', 'Bot: random', 'Bot: greedy', 'Bot: MCTS 0.5 s', 'Bot: MCTS 2 s']);
  await page.locator('#dialog').screenshot({ path: path.join(SHOTS, 'new-game-bot-levels.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an MCTS seat plays through its worker; a dead worker is replaced and the seat plays greedy', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1100, height: 800 } });
  await setupGame(page, [{ name: 'Ann', type: 'mcts-0.5' }, { name: 'Ben', type: 'random' }], 5);
  await page.click('#start-game');

  await page.waitForFunction(() => (window.__carcassonne.bots()[0]?.answers ?? 0) >= 2, null, { timeout: 120000 });
  let seats = await bots(page);
  assert.equal(seats[0].level, 'mcts-0.5');
  assert.equal(seats[0].workers, 1);
  assert.equal(seats[0].fallback, false);
  assert.equal(seats[1].level, 'random');
  // the page answers while the worker thinks: the main thread is not blocked
  const t0 = Date.now();
  await page.evaluate(() => window.__carcassonne.state());
  assert.ok(Date.now() - t0 < 1000, 'the page answered within a second');

  const answered = seats[0].answers;
  const turn = (await page.evaluate(() => window.__carcassonne.state())).turn;
  await page.evaluate(() => window.__carcassonne.crashBotWorker(0));
  await page.waitForFunction((n) => {
    const b = window.__carcassonne.bots()[0];
    return b.workers === 2 && b.answers >= n + 2;
  }, answered, { timeout: 60000 });
  seats = await bots(page);
  assert.equal(seats[0].level, 'greedy');
  assert.equal(seats[0].fallback, true);
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.ok(st.turn > turn || st.over, 'the game went on');
  await page.screenshot({ path: path.join(SHOTS, 'bot-worker-fallback.png') });
  assert.deepEqual(errors.filter((e) => !/crashed on request/.test(e)), []);
  await context.close();
});
