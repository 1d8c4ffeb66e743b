// The rules-wiki element on the demo page web/examples.html: every board draws, a replay steps and
// tells its events, play mode takes a legal move and refuses an illegal one with the engine's
// reason, the embed.html iframe loads its record from the hash and obeys postMessage, a bad record
// shows an error box, the engine loads once and lazily, and the page works offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { ROOT, SHOTS, elementReady, openPage, tileCover, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();

const example = (name) => readFileSync(path.join(ROOT, 'web', 'examples', `${name}.json`), 'utf8');

/** Brightness (r+g+b) of the board canvas at point (fx, fy) of cell (x, y). */
const brightness = (el, x, y, fx, fy) => el.evaluate((e, a) => {
  const c = e.shadowRoot.querySelector('canvas.board');
  const r = c.getBoundingClientRect();
  const p = e.cellToClient(a.x, a.y, a.fx, a.fy);
  const px = Math.round((p.x - r.left) * c.width / r.width), py = Math.round((p.y - r.top) * c.height / r.height);
  const d = c.getContext('2d').getImageData(px, py, 1, 1).data;
  return d[0] + d[1] + d[2];
}, { x, y, fx, fy });

const shadowText = (el, sel) => el.evaluate((e, s) => [...e.shadowRoot.querySelectorAll(s)].map((n) => n.textContent).join('\n'), sel);
const shadowClick = (el, sel) => el.evaluate((e, s) => e.shadowRoot.querySelector(s).click(), sel);

test('every example element draws a board, lazily, from one shared engine module', async () => {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 800 } });
  const errors = watchErrors(page);
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm') && r.frame() === page.mainFrame()) wasm.push(r.url()); });
  await page.goto(env.server.url + 'examples.html');
  const boards = page.locator('carcassonne-board');
  const n = await boards.count();
  assert.ok(n >= 25, `examples.html holds the teaching boards (${n})`);
  await elementReady(boards.first());
  // lazy: the last board, far below, has not started yet
  assert.equal(await boards.last().evaluate((e) => e.state()), null);
  assert.match(await shadowText(boards.last(), '.overlay'), /loads when scrolled into view/);
  for (let i = 0; i < n; i++) {
    const el = boards.nth(i);
    await el.scrollIntoViewIfNeeded();
    await elementReady(el);
    const cover = await tileCover(el);
    const src = await el.getAttribute('src');
    assert.ok(cover > 0.03, `${src}: the board shows tiles (${(cover * 100).toFixed(1)}% of the canvas)`);
    assert.equal(await el.evaluate((e) => e.shadowRoot.querySelector('.error').hidden), true, `${src}: no error`);
  }
  // one engine module per core for all the boards: the base core for the base game's records,
  // the full core (fetched once, when the first expansion record nears) for the others
  const cores = wasm.map((u) => new URL(u).pathname.split('/').pop()).sort();
  assert.deepEqual(cores, ['carcassonne_core.wasm', 'carcassonne_core_base.wasm'], `each core fetched once for ${n} boards: ${wasm.join(', ')}`);
  // nothing of the element's styles reaches the page: its buttons keep the page's own look
  const hostRadius = await page.locator('.demo-tools button').first().evaluate((b) => getComputedStyle(b).borderRadius);
  const innerRadius = await boards.first().evaluate((e) => getComputedStyle(e.shadowRoot.querySelector('button')).borderRadius);
  assert.equal(innerRadius, '6px');
  assert.notEqual(hostRadius, '6px');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an element in view starts at once, one within 1,250 px of the viewport after it in idle time, one farther only in view', async () => {
  // a wiki-like page 800 px high: an element in view, one 1,000 px below the viewport's bottom edge, one 1,600 px below
  const page = await env.browser.newPage({ viewport: { width: 900, height: 800 } });
  const errors = watchErrors(page);
  const at = (px) => `style="position: absolute; top: ${px}px"`;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>near</title>
<script type="module" src="carcassonne-board.js"></script></head><body style="margin: 0; height: 6000px">
<carcassonne-board id="seen" ${at(0)} src="examples/road.json"></carcassonne-board>
<carcassonne-board id="near" ${at(1800)} src="examples/road.json"></carcassonne-board>
<carcassonne-board id="far" ${at(2400)} src="examples/road.json"></carcassonne-board></body></html>`;
  await page.route(env.server.url + 'near-test.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  // what the near element shows when the one in view is ready: it has not started (its replay
  // would have delayed the board in view)
  await page.addInitScript(() => document.addEventListener('carcassonne-ready', (e) => {
    window.__nearWhenSeen ??= e.target.id === 'seen' ? document.getElementById('near').shadowRoot.querySelector('.overlay').textContent : `${e.target.id} first`;
  }, true));
  await page.goto(env.server.url + 'near-test.html');
  await elementReady(page.locator('#seen'));
  assert.match(await page.evaluate(() => window.__nearWhenSeen), /loads when scrolled into view/);
  await elementReady(page.locator('#near'));   // drawn without a scroll: a reader scrolling down finds it ready
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // watched from the start: had the far one been near enough, it would have been next in the queue
  // (a frame, then idle time: at most 2 s more)
  await page.waitForTimeout(2500);
  assert.match(await shadowText(page.locator('#far'), '.overlay'), /loads when scrolled into view/);
  await page.locator('#far').scrollIntoViewIfNeeded();
  await elementReady(page.locator('#far'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a replay steps through the moves, tells each step in words and lights the scored road', async () => {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(env.server.url + 'examples.html');
  const road = page.locator('carcassonne-board[src="examples/road.json"]');
  await elementReady(road);
  assert.match(await shadowText(road, '.caption'), /^Start/);
  await shadowClick(road, 'button[aria-label="Next step"]');
  assert.equal(await shadowText(road, '.caption'), 'Move 1 of 4');
  assert.match(await shadowText(road, '.events li'), /Alice placed a tile with a road\nAlice put a meeple on a road/);
  for (let i = 0; i < 2; i++) await shadowClick(road, 'button[aria-label="Next step"]');
  assert.equal(await shadowText(road, '.caption'), 'Move 3 of 4');
  const cityBefore = await brightness(road, 0, 0, 0.5, 0.12), roadBefore = await brightness(road, 0, 0, 0.5, 0.5);
  await shadowClick(road, 'button[aria-label="Next step"]');
  assert.equal(await shadowText(road, '.caption'), 'Move 4 of 4');
  // road.json: 5 tiles from monastery to monastery, 1 point each (tests/teaching_examples.cpp)
  assert.match(await shadowText(road, '.events li'), /Alice scores 5: road of 5 tiles — 1 meeple back/);
  assert.match(await shadowText(road, '.scores'), /Alice 5/);
  assert.equal(await road.evaluate((e) => e.shadowRoot.querySelector('button[aria-label="Next step"]').disabled), true);
  // the scored road is lit, the rest dimmed: on the start tile its city darkens, its road does not
  const cityAfter = await brightness(road, 0, 0, 0.5, 0.12), roadAfter = await brightness(road, 0, 0, 0.5, 0.5);
  assert.ok(cityAfter < cityBefore * 0.75, `the city outside the road dims (${cityBefore} -> ${cityAfter})`);
  assert.ok(roadAfter > roadBefore * 0.9, `the scored road stays bright (${roadBefore} -> ${roadAfter})`);
  // the slider and the keyboard go back
  await road.evaluate((e) => { const s = e.shadowRoot.querySelector('input[type=range]'); s.value = '2'; s.dispatchEvent(new Event('input')); });
  assert.equal(await shadowText(road, '.caption'), 'Move 2 of 4');
  await road.evaluate((e) => e.shadowRoot.querySelector('canvas.board').focus());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shadowText(road, '.caption'), 'Move 1 of 4');
  await road.screenshot({ path: path.join(SHOTS, 'examples-replay.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('play mode accepts a legal move and refuses an illegal one with the engine\'s reason', async () => {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(env.server.url + 'examples.html#try');
  const play = page.locator('carcassonne-board[mode="play"]');
  await play.scrollIntoViewIfNeeded();
  await elementReady(play);
  // the same position in Node: its legal cells for the tile in hand
  const engine = await createEngine();
  const g = engine.loadRecord(example('city-pennants'), { ply: 1 });
  const st0 = g.state();
  const legal = g.options().filter((o) => o.type === 'tile' && o.tile === st0.hand[0]);
  assert.ok(legal.length > 0);
  assert.deepEqual(await play.evaluate((e) => e.state().hand), st0.hand);

  // illegal: the start tile's square
  const taken = await play.evaluate((e) => e.cellToClient(0, 0));
  await page.mouse.click(taken.x, taken.y);
  assert.match(await shadowText(play, '.message'), /^Not allowed: \(0,0\) is already taken by tile D$/);
  assert.equal(await play.evaluate((e) => e.state().tiles.length), 2);

  // legal: a cell where the tile fits in several rotations; "Turn tile" tries the next one
  const rotsAt = new Map();
  for (const o of legal) rotsAt.set(`${o.x},${o.y}`, [...(rotsAt.get(`${o.x},${o.y}`) ?? []), o.rot]);
  const [key, rots] = [...rotsAt].sort((a, b) => b[1].length - a[1].length)[0];
  const [lx, ly] = key.split(',').map(Number);
  assert.ok(rots.length >= 2, 'city-pennants at ply 1 offers a cell with several rotations');
  const cell = await play.evaluate((e, o) => e.cellToClient(o.x, o.y), { x: lx, y: ly });
  await page.mouse.click(cell.x, cell.y);
  let st = await play.evaluate((e) => e.state());
  assert.equal(st.tiles.length, 3);
  const placed = () => st.tiles.find((t) => t.x === lx && t.y === ly);
  assert.equal(placed()?.tile, st0.hand[0]);
  assert.equal(placed().rot, rots[0]);
  assert.equal(st.decision.kind, 'figure');
  await shadowClick(play, 'button[title^="Turn the tile"]');
  st = await play.evaluate((e) => e.state());
  assert.equal(st.tiles.length, 3);
  assert.equal(placed().rot, rots[1]);
  await play.screenshot({ path: path.join(SHOTS, 'examples-play.png') });
  await shadowClick(play, 'button[title="End the turn without a meeple"]');
  st = await play.evaluate((e) => e.state());
  assert.equal(st.decision.kind, 'tile');
  assert.equal(st.current, 0);   // Bob moved; Alice's turn
  assert.match(await shadowText(play, '.events li'), /Bob placed a tile (with|of) /);

  // reset: back to the record's position
  await shadowClick(play, 'button[title="Back to the starting position"]');
  assert.equal(await play.evaluate((e) => e.state().tiles.length), 2);
  g.dispose();
  assert.deepEqual(errors, []);
  await page.close();
});

test('embed.html loads its record from the hash, reports height and state, and obeys goto', async () => {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(env.server.url + 'examples.html#embed');
  const frame = page.locator('#embed-demo');
  await frame.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => /^(ready|state): Start/.test(document.querySelector('#embed-status').textContent), null, { timeout: 15000 });
  // the height the iframe reported replaced the page's first guess of 420px
  await page.waitForFunction(() => document.querySelector('#embed-demo').style.height !== '');
  const h = await frame.evaluate((f) => parseInt(f.style.height, 10));
  assert.ok(h > 300 && h < 800, `reported height ${h}`);
  await page.click('button[data-goto="end"]');
  // majority.json: Bob's two meeples take the 5-tile city, 10 points
  await page.waitForFunction(() => /Move 6 of 6 — .*Bob scores 10: city of 5 tiles/.test(document.querySelector('#embed-status').textContent));
  await page.click('button[data-goto="3"]');
  await page.waitForFunction(() => /^state: Move 3 of 6/.test(document.querySelector('#embed-status').textContent));
  await frame.screenshot({ path: path.join(SHOTS, 'embed-iframe.png') });

  // the same page on its own, from a link made here
  const b64 = Buffer.from(example('end-scoring')).toString('base64url');
  const alone = await env.browser.newPage({ viewport: { width: 420, height: 700 } });
  const aloneErrors = watchErrors(alone);
  await alone.goto(`${env.server.url}embed.html#record=${b64}&ply=end&mode=replay`);
  const el = alone.locator('carcassonne-board');
  await elementReady(el);
  assert.equal(await shadowText(el, '.caption'), 'End of the game: final scoring');
  assert.match(await shadowText(el, '.scores'), /Alice 7[\s\S]*Bob 3/);
  assert.ok(await tileCover(el) > 0.03);
  await alone.screenshot({ path: path.join(SHOTS, 'embed-mobile.png'), fullPage: true });
  // a broken link: the error box names the problem
  await alone.goto(`${env.server.url}embed.html#record=${b64.slice(0, 40)}`);
  await alone.reload();
  await alone.waitForFunction(() => !document.querySelector('carcassonne-board').shadowRoot.querySelector('.error').hidden);
  assert.match(await shadowText(el, '.error'), /This example cannot be shown:record: malformed JSON/);
  assert.deepEqual(errors, []);
  assert.deepEqual(aloneErrors, []);
  await alone.close();
  await page.close();
});

test('a bad record shows the engine\'s message in the element instead of throwing', async () => {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(env.server.url + 'examples.html');
  const rec = JSON.parse(example('road'));
  rec.moves[2].x = 7;   // far from the layout
  const message = await page.evaluate((text) => new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no carcassonne-error event')), 15000);
    const el = document.createElement('carcassonne-board');
    el.setAttribute('mode', 'replay');
    el.textContent = text;
    el.addEventListener('carcassonne-error', (e) => resolve(e.detail.message), { once: true });
    document.querySelector('main').prepend(el);
  }), JSON.stringify(rec));
  assert.equal(message, 'move 2: tile A at (7,1) does not touch the layout');
  const el = page.locator('carcassonne-board').first();
  assert.match(await shadowText(el, '.error'), /move 2: tile A at \(7,1\) does not touch the layout/);
  // a ply beyond the record: the engine's range
  const plyMessage = await page.evaluate((text) => new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no carcassonne-error event')), 15000);
    const el = document.createElement('carcassonne-board');
    el.setAttribute('ply', '9');
    el.textContent = text;
    el.addEventListener('carcassonne-error', (e) => resolve(e.detail.message), { once: true });
    document.querySelector('main').prepend(el);
  }), example('road'));
  assert.equal(plyMessage, 'ply: expected 0 to 4 (the record has 4 moves), got 9');
  assert.deepEqual(errors, []);
  await page.close();
});

test('examples.html and embed.html work offline once the service worker has cached them', async () => {
  const { context, page, errors } = await openPage(env, 'examples.html', { viewport: { width: 900, height: 800 } });
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return !!reg?.active && reg.active.state === 'activated' && !!navigator.serviceWorker.controller;
  }, null, { timeout: 15000 });
  // a worker that has just taken control may need a moment before its fetch handler answers
  for (let i = 0; ; i++) {
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('road.json?probe')),
      page.evaluate((n) => fetch(`examples/road.json?probe=${n}`).then((r) => r.text()), i),
    ]);
    if (res.fromServiceWorker()) break;
    if (i === 20) assert.fail('the service worker never answered a fetch');
    await page.waitForTimeout(100);
  }
  await context.setOffline(true);
  await env.server.stop();   // the last test of this file: nothing but the service worker's cache is left
  await page.reload();
  const boards = page.locator('carcassonne-board');
  const last = boards.nth((await boards.count()) - 1);
  await last.scrollIntoViewIfNeeded();
  await elementReady(last);
  assert.ok(await tileCover(last) > 0.03);
  const b64 = Buffer.from(example('farms')).toString('base64url');
  await page.goto(`${env.server.url}embed.html#record=${b64}&mode=view`);
  await elementReady(page.locator('carcassonne-board'));
  assert.deepEqual(errors, []);
  await context.close();
});
