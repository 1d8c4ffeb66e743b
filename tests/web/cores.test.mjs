// Issue 22: the page and the <carcassonne-board> element start on the small first core
// (carcassonne_core_base.wasm: the base game) and load the full core (carcassonne_core.wasm) once,
// only when a game, a loaded record, a resumed game or a shown record needs an expansion.
// Which cores a page fetched is read from its resource timing entries (the HTTP cache included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';
import { createEngine } from '../../build/pkg/node.js';

const env = useServerAndBrowser();
const BASE = 'carcassonne_core_base.wasm', FULL = 'carcassonne_core.wasm';
const noWorker = { viewport: { width: 1100, height: 800 }, serviceWorkers: 'block' };

/** How often the page fetched each core so far. */
async function coresFetched(page) {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()));
  return { base: names.filter((n) => n === BASE).length, full: names.filter((n) => n === FULL).length };
}

const record = (file) => readFileSync(path.join(ROOT, file), 'utf8');

test('the quick game fetches only the base core; an expansion game loads the full core once, plays, and resumes on it', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0#quick', noWorker);
  await page.waitForFunction(() => window.__carcassonne?.humanToMove());
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await coresFetched(page), { base: 1, full: 0 }, 'the quick game');
  const quick = await page.evaluate(() => window.__carcassonne.state());
  assert.deepEqual(Object.keys(quick.players[0].supply), ['normal'], 'played by the base core');

  // a new game with Inns & Cathedrals, two bots (their workers get the full core's module)
  await page.click('#new-game');
  await setupGame(page, [{ name: 'Ann', type: 'random' }, { name: 'Ben', type: 'greedy' }], 5);
  await page.check('#set-ic');
  await page.click('#start-game');
  await page.waitForFunction(() => (window.__carcassonne.state()?.turn ?? 0) >= 4, null, { timeout: 60000 });
  assert.deepEqual(await coresFetched(page), { base: 1, full: 1 });
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.ok('big' in st.players[0].supply, 'the big meeple of Inns & Cathedrals is in play');
  assert.ok((await page.evaluate(() => window.__carcassonne.bots())).every((b) => b.answers >= 1 && !b.fallback), 'the bots answered from their workers');

  // a reload resumes the game: the full core is the first one fetched
  await page.reload();
  await page.waitForFunction(() => (window.__carcassonne?.state()?.turn ?? 0) >= 6, null, { timeout: 60000 });
  assert.equal((await coresFetched(page)).full, 1, 'the resumed game loads the full core');
  assert.ok('big' in (await page.evaluate(() => window.__carcassonne.state())).players[0].supply);
  assert.deepEqual(errors, []);
  await context.close();
});

test('loading a record with an expansion loads the full core and plays on', async () => {
  const { context, page, errors } = await openPage(env, '#quick', noWorker);
  await page.waitForFunction(() => window.__carcassonne?.humanToMove());
  assert.deepEqual(await coresFetched(page), { base: 1, full: 0 });
  await page.click('#load');
  await page.fill('#record-text', record('tests/records/gold_choice.json'));
  await page.click('#load-record');
  await page.waitForFunction(() => (window.__carcassonne.state()?.tiles.length ?? 0) > 1);
  assert.deepEqual(await coresFetched(page), { base: 1, full: 1 });
  const options = await page.evaluate(() => window.__carcassonne.options());
  assert.ok(options.length > 0, 'the loaded game goes on');
  assert.deepEqual(errors, []);
  await context.close();
});

// The full core writes every rule option it knows into a record, those of sets not in play too: the
// small core does not know them, so such a record of a base game goes to the full core.
test('a base game saved by the full core loads, on the full core', async () => {
  const full = await createEngine();
  const game = full.newGame({ players: [{ name: 'Ann' }, { name: 'Ben' }], seed: 8 });
  for (let i = 0; i < 6; i++) game.apply(game.botOption('greedy', i + 1));
  const saved = game.save();
  assert.ok('innsAndCathedrals' in saved.setup.rules, 'the record names options of other sets');
  const { context, page, errors } = await openPage(env, '#quick', noWorker);
  await page.waitForFunction(() => window.__carcassonne?.humanToMove());
  await page.click('#load');
  await page.fill('#record-text', JSON.stringify(saved));
  await page.click('#load-record');
  await page.waitForFunction(() => (window.__carcassonne.state()?.tiles.length ?? 0) > 1);
  assert.deepEqual(await coresFetched(page), { base: 1, full: 1 });
  assert.deepEqual((await page.evaluate(() => window.__carcassonne.record())).moves, saved.moves);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the element shows a base record with the base core and an expansion record with the full core', async () => {
  const b64 = (file) => Buffer.from(record(file)).toString('base64url');
  const { context, page, errors } = await openPage(env, `embed.html#record=${b64('web/examples/road.json')}&mode=replay`, noWorker);
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.steps > 1);
  assert.deepEqual(await coresFetched(page), { base: 1, full: 0 }, 'a base record');
  await page.goto(`${env.server.url}embed.html#record=${b64('tests/records/goods_000.json')}&mode=replay`);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.steps > 1);
  const fetched = await coresFetched(page);
  assert.equal(fetched.full, 1, 'an expansion record');
  const el = await page.evaluate(() => document.querySelector('carcassonne-board').detail);
  assert.ok(el, 'the expansion record is shown');
  // the examples page: base-game records by src="…" (fetched while the first core loads): the base core only
  await page.goto(`${env.server.url}examples.html`);
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.steps > 1);
  assert.deepEqual(await coresFetched(page), { base: 1, full: 0 }, 'examples.html');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the editor starts on the base core and loads the full core when a set needs it', async () => {
  const { context, page, errors } = await openPage(env, 'editor.html', noWorker);
  await page.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 20000 });
  assert.deepEqual(await coresFetched(page), { base: 1, full: 0 }, 'a new document plays the base game');
  await page.evaluate(() => document.querySelector('#set-river').click());   // the setup panel may be folded
  await page.waitForFunction(() => window.__carcassonneEditor.record().setup.sets.includes('river'));
  assert.deepEqual(await coresFetched(page), { base: 1, full: 1 });
  assert.ok(await page.locator('#palette button[data-tile^="river/"]').count() > 0, 'the river tiles are offered');
  assert.deepEqual(errors, []);
  await context.close();
});
