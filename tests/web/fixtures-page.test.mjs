// The page plays what the core offers any module, without a line of web/ code per module: the
// test-only fixture modules (tests/fixtures/, page build web/dist-fixtures) ask other players
// questions, send a figure elsewhere, and put a neutral figure on the board. The page shows whose
// decision it is and what is asked, offers the module's answers as buttons and figure spots on any
// tile, draws the neutral figure and tells module events in the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.WEB_DIST = path.join(root, 'web', 'dist-fixtures');
const { useServerAndBrowser, openPage, loadThroughDialog, SHOTS } = await import('./helpers.mjs');

const env = useServerAndBrowser();
const fixture = (name) => JSON.parse(readFileSync(path.join(root, 'tests/fixtures/records', `${name}.json`), 'utf8'));
const status = (page) => page.textContent('#status');

async function loaded(record) {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');   // a game first: Load sits in the toolbar behind the new-game dialog
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, record);
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision || window.__carcassonne?.state()?.over);
  return { context, page, errors };
}

test('another player\'s question: the status names who answers and what, the answers are buttons', async () => {
  const rec = fixture('poll_order');
  const move = rec.moves[0];
  move.then = [];
  move.partial = true;
  move.meeple = null;   // the figure step was passed: Bob is asked next
  const { context, page, errors } = await loaded(rec);
  assert.match(await status(page), /^Bob decides \(Alice's turn\): Take a point from the poll, or decline\./);
  assert.deepEqual(await page.$$eval('#players li.current', (lis) => lis.map((li) => li.dataset.seat)), ['1'], 'Bob, who answers, is highlighted');
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(), ['Decline', 'Take a point']);
  await page.screenshot({ path: path.join(SHOTS, 'fixtures-poll-question.png') });
  await buttons.nth(1).click();   // Bob takes the point
  await page.waitForFunction(() => window.__carcassonne.state().decision?.player === 2);
  assert.match(await status(page), /^Carol decides \(Alice's turn\): Take a point from the poll, or decline\./);
  await page.locator('#module-actions button').nth(0).click();   // Carol declines
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  assert.deepEqual((await page.evaluate(() => window.__carcassonne.state().players)).map((p) => p.score), [0, 1, 0]);
  // the module's score category in its own words (its sentence in the catalog), no web/ code
  assert.match(await page.textContent('#log'), /Bob scores 1: a point from the poll/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a figure sent to another tile: the landing spots are on that tile; a module event is logged', async () => {
  const rec = fixture('catapult_land');
  const last = rec.moves.at(-1);
  last.then = last.then.slice(0, 1);   // the roll, not yet the landing
  last.partial = true;
  delete rec.end;
  const { context, page, errors } = await loaded(rec);
  assert.match(await status(page), /^Alice: Choose where the launched meeple lands: click a numbered spot\./);
  const spots = await page.evaluate(() => window.__carcassonne.options().filter((o) => o.type === 'figure').map((o) => [o.x, o.y, o.at]));
  assert.deepEqual(spots, [[1, 0, 'E']]);
  assert.match(await page.textContent('#log'), /the catapult rolled 2/);
  await page.locator('#spot-list .spot-btn').first().click();
  await page.waitForFunction(() => window.__carcassonne.state().figures.some((f) => f.x === 1 && f.y === 0));
  await page.screenshot({ path: path.join(SHOTS, 'fixtures-catapult-landed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a neutral figure is drawn and told as nobody\'s', async () => {
  const rec = fixture('ghost_road');
  rec.moves = rec.moves.slice(0, 1);
  const { context, page, errors } = await loaded(rec);
  const figures = await page.evaluate(() => window.__carcassonne.state().figures);
  assert.ok(figures.some((f) => f.player === null && f.figure === 'ghost'));
  assert.equal(await page.evaluate(() => window.__carcassonne.board().figures), figures.length);
  assert.match(await page.textContent('#log'), /now stands on a road/);
  await page.screenshot({ path: path.join(SHOTS, 'fixtures-ghost.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Pixels of a canvas near an #rrggbb colour (each channel within tol) inside a client rectangle.
async function colourPixels(page, canvasSelector, box, hex, tol = 14) {
  return page.evaluate(({ canvasSelector, box, hex, tol }) => {
    const root = canvasSelector.startsWith('carcassonne-board ')
      ? document.querySelector('carcassonne-board').shadowRoot.querySelector(canvasSelector.slice(18)) : document.querySelector(canvasSelector);
    const r = root.getBoundingClientRect(), sx = root.width / r.width, sy = root.height / r.height;
    const x0 = Math.max(0, Math.round((box.x - r.left) * sx)), y0 = Math.max(0, Math.round((box.y - r.top) * sy));
    const w = Math.max(1, Math.round(box.w * sx)), h = Math.max(1, Math.round(box.h * sy));
    const data = root.getContext('2d').getImageData(x0, y0, w, h).data;
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let n = 0;
    for (let k = 0; k < data.length; k += 4)
      if (want.every((v, c) => Math.abs(data[k + c] - v) <= tol)) n++;
    return n;
  }, { canvasSelector, box, hex, tol });
}

test('a module\'s new figure, tag and category: drawn and named from the catalog in the page and the element', async () => {
  // The ghost fixture registers the ghost (a look of its own), a lantern tag with a glyph and the
  // poll fixture a category with words; nothing under web/ names any of them.
  const rec = fixture('ghost_road');
  rec.moves = rec.moves.slice(0, 1);
  const { context, page, errors } = await loaded(rec);
  const ghost = (await page.evaluate(() => window.__carcassonne.state().figures)).find((f) => f.figure === 'ghost');
  assert.ok(ghost);
  // the ghost: the neutral grey body and its black eyes, around its spot
  const at = await page.evaluate(({ x, y, px, py }) => window.__carcassonne.spotToScreen(x, y, px, py), ghost);
  const scale = await page.evaluate(() => window.__carcassonne.scale());
  const box = { x: at.x - scale * 0.3, y: at.y - scale * 0.3, w: scale * 0.6, h: scale * 0.6 };
  assert.ok(await colourPixels(page, '#board', box, '#8a8a8a', 6) > 20, 'the ghost\'s grey body is drawn');
  // the lantern on the haunted tile (1, 0): its yellow glyph
  const tile = await page.evaluate(() => window.__carcassonne.cellToScreen(1, 0));
  const tileBox = { x: tile.x - scale / 2, y: tile.y - scale / 2, w: scale, h: scale };
  assert.ok(await colourPixels(page, '#board', tileBox, '#f6d04d', 10) > 10, 'the lantern glyph is drawn');
  assert.equal(await colourPixels(page, '#board', await page.evaluate(() => {
    const c = window.__carcassonne.cellToScreen(0, 0), s = window.__carcassonne.scale();
    return { x: c.x - s / 2, y: c.y - s / 2, w: s, h: s };
  }), '#f6d04d', 10), 0, 'no lantern on the start tile');
  // the log tells it in the catalog's words, the haunted tile in words, not its id
  const log = await page.textContent('#log');
  assert.match(log, /The ghost now stands on a road/);
  assert.match(log, /placed a tile with a road and a lantern/);
  assert.doesNotMatch(log, /fx\/haunt/);
  await page.screenshot({ path: path.join(SHOTS, 'fixtures-ghost-lantern.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the wiki element draws and tells the module\'s figure and tag too', async () => {
  const rec = fixture('ghost_road');
  rec.moves = rec.moves.slice(0, 1);
  const { context, page, errors } = await openPage(env, 'examples.html', { viewport: { width: 900, height: 800 } });
  const detail = await page.evaluate((text) => new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no carcassonne-state event')), 20000);
    document.querySelectorAll('carcassonne-board').forEach((b) => b.remove());
    const el = document.createElement('carcassonne-board');
    el.setAttribute('mode', 'replay');
    el.setAttribute('ply', '1');
    el.textContent = text;
    el.addEventListener('carcassonne-state', (e) => { if (e.detail.step >= 1) resolve(e.detail); });
    document.querySelector('main').prepend(el);
  }), JSON.stringify(rec));
  assert.ok(detail.events.some((l) => /The ghost now stands on a road/.test(l)), detail.events.join(' | '));
  assert.ok(detail.events.some((l) => /a tile with a road and a lantern/.test(l)), detail.events.join(' | '));
  const cell = await page.evaluate(() => document.querySelector('carcassonne-board').cellToClient(1, 0, 0, 0));
  const far = await page.evaluate(() => document.querySelector('carcassonne-board').cellToClient(1, 0, 1, 1));
  const box = { x: cell.x, y: cell.y, w: far.x - cell.x, h: far.y - cell.y };
  assert.ok(await colourPixels(page, 'carcassonne-board canvas.board', box, '#f6d04d', 10) > 5, 'the lantern glyph in the element');
  await page.locator('carcassonne-board').first().screenshot({ path: path.join(SHOTS, 'fixtures-element-ghost.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
