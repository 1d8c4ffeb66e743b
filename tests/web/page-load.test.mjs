// Issue 22, goal 2 (page load): the page starts from the build's catalog.json (the engine does not
// build its catalog at start-up) and falls back to the engine when the file is missing or of another
// build; index.html#quick starts a quick game without the dialog; the start-up marks that
// scripts/bench-page-load.mjs reads are set, in order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();

async function open(path, route) {
  const context = await env.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (route) await page.route(env.server.url + 'catalog.json', route);
  await page.goto(env.server.url + path);
  return { context, page, errors };
}

const marks = (page) => page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('rules:')).map((m) => [m.name, m.startTime])));
const setName = (page) => page.evaluate(() => document.querySelector('#more-options summary')?.textContent);

test('the page takes its catalog from catalog.json when the file is of this build', async () => {
  // the file, with the base set renamed: the dialog shows the file's name, so the file was used
  const { context, page, errors } = await open('', async (route) => {
    const res = await route.fetch();
    const file = await res.json();
    assert.match(file.wasm, /^[0-9a-f]{16}$/);
    file.catalog.sets.find((s) => s.id === 'base').name = 'Base game from the file';
    await route.fulfill({ response: res, json: file });
  });
  await page.waitForSelector('#quick-game');
  assert.match(await setName(page), /Sets, rules and table \(Base game from the file\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a catalog.json of another build, or none, is not used: the engine builds the catalog', async () => {
  for (const route of [
    async (r) => { const res = await r.fetch(); const file = await res.json(); file.wasm = '0123456789abcdef'; file.catalog.sets[0].name = 'Stale'; await r.fulfill({ response: res, json: file }); },
    (r) => r.fulfill({ status: 404, body: 'not found' }),
  ]) {
    const { context, page, errors } = await open('', route);
    await page.waitForSelector('#quick-game');
    assert.match(await setName(page), /Sets, rules and table \(Base game\)/);
    await page.click('#quick-game');
    await page.waitForFunction(() => window.__carcassonne?.humanToMove());
    assert.deepEqual(errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
    await context.close();
  }
});

test('index.html#quick starts a quick game against the greedy bot without the dialog; the marks come in order', async () => {
  const { context, page, errors } = await open('?botDelay=0#quick');
  await page.waitForFunction(() => window.__carcassonne?.humanToMove() && performance.getEntriesByName('rules:playable').length > 0);
  assert.equal(await page.locator('#dialog[open]').count(), 0, 'no dialog');
  const st = await page.evaluate(() => window.__carcassonne.state());
  assert.equal(st.players.length, 2);
  assert.deepEqual(await page.evaluate(() => window.__carcassonne.bots().map((b) => b?.level ?? null)), [null, 'greedy']);
  const m = await marks(page);
  assert.ok(m['rules:engine'] > 0 && m['rules:engine'] < m['rules:playable'], JSON.stringify(m));
  assert.equal(m['rules:setup'], undefined, 'no setup dialog was shown');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the clicked quick game marks the engine, the dialog and the playable board in order', async () => {
  const { context, page, errors } = await open('?botDelay=0');
  await page.click('#quick-game');
  await page.waitForFunction(() => performance.getEntriesByName('rules:playable').length > 0);
  const m = await marks(page);
  assert.ok(m['rules:engine'] <= m['rules:setup'] && m['rules:setup'] < m['rules:playable'], JSON.stringify(m));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the element marks when the first board nears the viewport and when it is drawn', async () => {
  const { context, page, errors } = await open('examples.html');
  await page.waitForFunction(() => performance.getEntriesByName('rules:board').length > 0);
  const m = await marks(page);
  assert.ok(m['rules:board-near'] > 0 && m['rules:board-near'] < m['rules:board'], JSON.stringify(m));
  assert.deepEqual(errors, []);
  await context.close();
});
