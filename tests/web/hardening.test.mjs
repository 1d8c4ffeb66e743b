// Hardening II (issue 21) in the browser: a record's colour never becomes CSS that fetches
// something, embed.html answers any goto it cannot use briefly, the element shows the engine's
// names, records the page writes hold no '<', and bot workers make no request after the page
// has loaded. Host pages without a Content-Security-Policy are served by page.route (as a wiki
// that embeds the element would be).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SHOTS, launchBrowser, openPage, requireDist, setupGame, startServer, watchErrors } from './helpers.mjs';
import { after, before } from 'node:test';

const env = { server: undefined, browser: undefined };
before(async () => {
  requireDist();
  env.server = await startServer({ log: true });
  env.browser = await launchBrowser();
});
after(async () => {
  await env.browser?.close();
  await env.server?.stop();
});

const road = () => JSON.parse(readFileSync(path.join(ROOT, 'web', 'examples', 'road.json'), 'utf8'));
const BEACON = 'http://127.0.0.2:9/beacon.png';

/** A page at env.server.url + name whose HTML is `html` (no CSP), in a new context. */
async function hostPage(name, html, contextOptions = {}) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, ...contextOptions });
  await context.route(env.server.url + name, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  const outside = [];
  page.on('request', (r) => { if (!r.url().startsWith(env.server.url) && !/^(data|blob):/.test(r.url())) outside.push(r.url()); });
  await page.goto(env.server.url + name);
  return { context, page, errors, outside };
}

const shadowText = (el, sel) => el.evaluate((e, s) => [...e.shadowRoot.querySelectorAll(s)].map((n) => n.textContent).join('\n'), sel);

/** Waits until the element shows a board or an error; resolves with 'ready' or the error's message. */
async function settled(el) {
  await el.evaluate((e) => new Promise((resolve, reject) => {
    const t0 = Date.now();
    const poll = () => {
      if (e.state() !== null || !e.shadowRoot.querySelector('.error').hidden) resolve(true);
      else if (Date.now() - t0 > 15000) reject(new Error('the element neither drew nor failed'));
      else setTimeout(poll, 50);
    };
    poll();
  }));
  return el.evaluate((e) => (e.state() !== null ? 'ready' : e.shadowRoot.querySelector('.error').textContent.replace(/^This example cannot be shown:/, '')));
}

test('a colour that is not #rrggbb is refused: the element shows why and fetches nothing', async () => {
  const rec = road();
  rec.setup.players[1].color = `url(${BEACON})`;
  const html = `<!doctype html><meta charset="utf-8"><script type="module" src="carcassonne-board.js"></script>
    <carcassonne-board mode="replay" ply="end"><script type="application/json">${JSON.stringify(rec).replace(/</g, '\\u003c')}</script></carcassonne-board>`;
  const { context, page, errors, outside } = await hostPage('colour-host.html', html);
  const el = page.locator('carcassonne-board');
  assert.equal(await settled(el), `setup.players[1].color: expected a colour "#rrggbb", got "url(${BEACON})"`);
  assert.match(await shadowText(el, '.error'), /This example cannot be shown:setup.players\[1\].color: expected a colour/);
  await page.waitForTimeout(300);
  assert.deepEqual(outside, [], 'no request leaves for the colour');
  await page.screenshot({ path: path.join(SHOTS, 'hardening-colour-refused.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page refuses such a record in its load dialog with the engine message', async () => {
  const { context, page, errors } = await openPage(env, '', { viewport: { width: 1000, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await page.click('#load');
  const rec = road();
  rec.setup.players[0].color = 'red';
  await page.fill('#record-text', JSON.stringify(rec));
  await page.click('#load-record');
  await page.waitForFunction(() => document.querySelector('#dialog .error')?.textContent);
  assert.equal(await page.textContent('#dialog .error'),
    'This is not a game record this page can load: setup.players[0].color: expected a colour "#rrggbb", got "red"');
  assert.deepEqual(errors, []);
  await context.close();
});

test('embed.html answers a goto it cannot use with a short error, and shows the engine\'s names', async () => {
  const rec = road();
  rec.setup.players[0].name = 'N'.repeat(100);   // the engine keeps 64 bytes of a name
  const b64 = Buffer.from(JSON.stringify(rec)).toString('base64url');
  const html = `<!doctype html><meta charset="utf-8"><iframe id="f" style="width:600px;height:560px" src="embed.html#record=${b64}&mode=replay"></iframe>
    <script>window.msgs = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'carcassonne-embed') msgs.push(e.data); });</script>`;
  const { context, page, errors } = await hostPage('embed-host.html', html);
  await page.waitForFunction(() => msgs.some((m) => m.type === 'ready'), null, { timeout: 15000 });
  const frame = page.frameLocator('#f');
  const el = frame.locator('carcassonne-board');
  // each score line: the seat's mark, then "name score"
  const lines = await el.evaluate((e) => [...e.shadowRoot.querySelectorAll('.scores li')].map((li) => li.lastChild.textContent));
  assert.deepEqual(lines, [`${'N'.repeat(64)} 5`, 'Bob 0'], "the engine's names (64 bytes at most)");
  // the events in words name the same players
  const events = await shadowText(el, '.events li');
  assert.match(events, new RegExp(`^${'N'.repeat(64)} scores 5: road of 5 tiles`, 'm'));
  assert.ok(!events.includes('N'.repeat(65)), events);

  const expectError = async (post, quoted) => {
    const n = await page.evaluate(() => msgs.length);
    await page.evaluate(post);
    await page.waitForFunction((k) => msgs.slice(k).some((m) => m.type === 'error'), n, { timeout: 5000 });
    const m = await page.evaluate((k) => msgs.slice(k).find((x) => x.type === 'error').message, n);
    assert.equal(m, `goto: expected {type: "goto", ply: N or "end"}, got ply ${quoted}`);
  };
  await expectError(() => { const o = { a: 1 }; o.self = o; document.querySelector('#f').contentWindow.postMessage({ type: 'goto', ply: o }, '*'); }, '[object Object]');
  await expectError(() => document.querySelector('#f').contentWindow.postMessage({ type: 'goto', ply: 12345678901234567890n }, '*'), '12345678901234567890n');
  await expectError(() => document.querySelector('#f').contentWindow.postMessage({ type: 'goto', ply: 'x'.repeat(20 << 20) }, '*'), `"${'x'.repeat(39)}...`);
  await expectError(() => document.querySelector('#f').contentWindow.postMessage({ type: 'goto', ply: 1.5 }, '*'), '1.5');
  // a good goto still works afterwards
  await page.evaluate(() => document.querySelector('#f').contentWindow.postMessage({ type: 'goto', ply: 2 }, '*'));
  await page.waitForFunction(() => msgs.some((m) => m.type === 'state' && m.ply === 2));
  await page.screenshot({ path: path.join(SHOTS, 'hardening-embed-names.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('records the page writes (download, resume) escape \'<\'', async () => {
  const { context, page, errors } = await openPage(env, '', { viewport: { width: 1000, height: 800 }, acceptDownloads: true });
  await setupGame(page, [{ name: '</script><!--', type: 'human' }, { name: 'Ben', type: 'human' }], 4);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const text = readFileSync(await download.path(), 'utf8');
  assert.ok(!text.includes('<'), 'no < in the downloaded record');
  assert.equal(JSON.parse(text).setup.players[0].name, '</script><!--');
  const stored = await page.evaluate(() => localStorage.getItem('carcassonne.current.v1'));
  assert.ok(stored && !stored.includes('<'), 'no < in the stored game');
  assert.equal(JSON.parse(stored).record.setup.players[0].name, '</script><!--');
  assert.deepEqual(errors, []);
  await context.close();
});

test('bot workers start with what the page loaded: no request once the page is up', async () => {
  // no service worker: every request would reach the server
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1000, height: 800 }, serviceWorkers: 'block' });
  await page.waitForSelector('#start-game');
  await page.waitForLoadState('networkidle');
  const loaded = env.server.requests.length;
  assert.ok(env.server.requests.includes('/bot_worker.js') && env.server.requests.includes('/carcassonne_core_base.wasm'), 'loaded with the page');
  await setupGame(page, [{ name: 'Ann', type: 'greedy' }, { name: 'Ben', type: 'mcts-0.5' }], 9);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.bots().every((b) => b.answers >= 2), null, { timeout: 120000 });
  // a worker that dies is replaced, again without a request
  await page.evaluate(() => window.__carcassonne.crashBotWorker(1));
  await page.waitForFunction(() => window.__carcassonne.bots()[1].workers === 2 && window.__carcassonne.bots()[1].answers >= 3, null, { timeout: 60000 });
  assert.deepEqual(env.server.requests.slice(loaded), [], 'requests after load');
  assert.deepEqual(errors.filter((e) => !/crashed on request/.test(e)), []);
  await context.close();
});
