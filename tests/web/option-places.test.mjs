// Issue 45: every decision answered on the board, generically. Each option of a module's question
// carries its place (engine/carcassonne/option_place.hpp); the page lights them all and takes a click there
// (web/src/carcassonne/option-places.ts), with no code per decision kind: a ferry's link is a dot on the lake,
// a gold bar's tile a framed square, a robber's space a framed space of the score track, a wonder
// a card. The buttons stay, named in words without coordinates; hovering one lights its place.
// Screenshots at 1366x768 and 390x844: /work/shots/place/ (or test-results/screenshots/place/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOTS, ferryFr2, loadThroughDialog, openPage, useServerAndBrowser } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useServerAndBrowser();
const record = (name) => JSON.parse(readFileSync(path.join(root, 'tests/records', `${name}.json`), 'utf8'));
const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });
const OUT = path.join(SHOTS, 'place');
mkdirSync(OUT, { recursive: true });
const VIEWS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

async function loaded(rec, until, view = VIEWS.desktop, touch = false) {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: view, hasTouch: touch, isMobile: touch });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(until);
  return { context, page, errors };
}

/** The module options of the question now, with their places. */
const moduleOptions = async (page) => (await hook(page, 'options')).filter((o) => o.type === 'module');
const buttons = (page) => page.locator('#module-actions button');
const noCoordinates = (texts) => texts.forEach((t) => assert.doesNotMatch(t, /\(-?\d+, ?-?\d+\)/, t));

const ferryRecord = ferryFr2();
const atFerry = () => window.__carcassonne?.state()?.decision?.kind === 'ferry-move';

test('a ferry move answered by clicking its link on the lake', async () => {
  for (const [name, view] of Object.entries(VIEWS)) {
    const { context, page, errors } = await loaded(ferryRecord, atFerry, view, name === 'phone');
    const opts = await moduleOptions(page);
    assert.deepEqual(opts.map((o) => o.place.on), ['spot', 'spot', 'spot'], JSON.stringify(opts));
    assert.ok(opts.every((o) => o.place.x === 0 && o.place.y === 0), 'every link is on the lake at (0,0)');
    const texts = await buttons(page).allTextContents();
    assert.deepEqual(texts, ['Leave the ferry on the east and west roads', 'Move the ferry to link the east and south roads',
      'Move the ferry to link the south and west roads']);
    noCoordinates(texts);
    assert.doesNotMatch(await page.textContent('#status'), /\(-?\d+,-?\d+\)/, 'the question names no coordinates');
    // the board numbers the links as the buttons are numbered; hovering a button lights its link
    assert.equal((await hook(page, 'board')).places, 3);
    await buttons(page).nth(2).hover();
    assert.equal((await hook(page, 'board')).hoverPlace, 2);
    await page.screenshot({ path: path.join(OUT, `ferry-choice-${name}.png`) });
    const sw = opts[2].place;   // S-W: Red's road L(E)-U-A is complete, 3 tiles
    const p = await hook(page, 'spotToScreen', sw.x, sw.y, sw.px, sw.py);
    if (name === 'phone') await page.touchscreen.tap(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
    await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
    const st = await hook(page, 'state');
    assert.deepEqual(st.ferries.lakes, [{ x: 0, y: 0, ferry: 'S-W' }]);
    assert.deepEqual(st.players.map((q) => q.score), [3, 0]);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a ferry link chosen by its number key', async () => {
  const { context, page, errors } = await loaded(ferryRecord, atFerry);
  await page.locator('#board').focus();
  await page.keyboard.press('2');   // E-S: the road runs on south, nothing scores
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  assert.deepEqual((await hook(page, 'state')).ferries.lakes, [{ x: 0, y: 0, ferry: 'E-S' }]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a gold bar answered by clicking its tile, and a taken bar by its tile', async () => {
  for (const [name, view] of Object.entries(VIEWS)) {
    const gold = record('gold_city');
    gold.moves = [{ ...gold.moves[0], then: [], partial: true }];
    delete gold.moves[0].meeple;
    delete gold.end;
    const { context, page, errors } = await loaded(gold, () => window.__carcassonne?.state()?.decision?.module === 'gold', view, name === 'phone');
    const opts = await moduleOptions(page);
    assert.deepEqual(opts.map((o) => o.place), [{ on: 'cell', x: 0, y: 0 }]);
    const texts = await buttons(page).allTextContents();
    assert.deepEqual(texts, ['Gold bar on the tile south of the new tile']);
    await page.screenshot({ path: path.join(OUT, `gold-bar-${name}.png`) });
    // a click elsewhere (a square with no bar option) answers nothing
    const off = await hook(page, 'cellToScreen', 1, 1);
    await page.mouse.click(off.x, off.y);
    assert.equal((await hook(page, 'state')).decision.module, 'gold');
    const p = await hook(page, 'spotToScreen', 0, 0, 0.7, 0.7);
    if (name === 'phone') await page.touchscreen.tap(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
    await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'figure');
    assert.deepEqual((await hook(page, 'state')).gold.board.find((b) => b.x === 0 && b.y === 0)?.bars, 1);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // gold_choice (as gold-choice.test.mjs): Red takes the bar of (1,-1) by clicking that tile
  const rec = record('gold_choice');
  const last = rec.moves.at(-1);
  delete last.then;
  last.meeple = null;
  last.partial = true;
  const { context, page, errors } = await loaded(rec, () => window.__carcassonne?.state()?.decision?.kind === 'gold-take');
  const opts = await moduleOptions(page);
  assert.deepEqual(opts.map((o) => o.place), [{ on: 'cell', x: 0, y: 0 }, { on: 'cell', x: 1, y: -1 }]);
  noCoordinates(await buttons(page).allTextContents());
  await page.screenshot({ path: path.join(OUT, 'gold-take-desktop.png') });
  const p = await hook(page, 'cellToScreen', 1, -1);
  await page.mouse.click(p.x, p.y);
  await page.waitForFunction(() => /Give Blue/.test(document.querySelector('#status')?.textContent ?? ''));
  assert.match(await page.textContent('#log'), /takes a gold bar from/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a robber placed by clicking its space on the score track', async () => {
  for (const [name, view] of Object.entries(VIEWS)) {
    const rec = record('robbers_rob_017');
    rec.moves = rec.moves.slice(0, 2);
    rec.moves[1].then = rec.moves[1].then.slice(0, 1);   // Blue has placed; Red decides next
    rec.moves[1].partial = true;
    const { context, page, errors } = await loaded(rec, () => window.__carcassonne?.state()?.decision?.module === 'robbers', view, name === 'phone');
    const opts = await moduleOptions(page);
    assert.deepEqual(opts.map((o) => o.place), [{ on: 'track', space: 0 }]);
    const track = page.locator('#score-track');
    await buttons(page).first().hover();   // lights the space (and, on a phone, scrolls to the button)
    // the track's top row into view in the panel's lower part (the deciding player's row is what the
    // page brings into view; the buttons above answer as well)
    await track.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(OUT, `robber-place-${name}.png`) });
    // space 0 is the track's top-left square: its middle
    const box = await track.boundingBox();
    const cell = Math.floor(box.width / 17), ox = Math.floor((box.width - cell * 17) / 2);
    // a space with no option answers nothing
    await page.mouse.click(box.x + ox + cell * 5.5, box.y + cell * 0.5);
    assert.equal((await hook(page, 'state')).decision.module, 'robbers');
    if (name === 'phone') await page.touchscreen.tap(box.x + ox + cell * 0.5, box.y + cell * 0.5);
    else await page.mouse.click(box.x + ox + cell * 0.5, box.y + cell * 0.5);
    await page.waitForFunction(() => window.__carcassonne.state().robbers?.[0] === 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a wonder taken by its card', async () => {
  const rec = record('wonders_tikal_001');
  rec.setup.players = rec.setup.players.map((p) => ({ name: p.name }));
  rec.moves = rec.moves.slice(0, 7);
  delete rec.moves[6].then;
  rec.moves[6].partial = true;
  delete rec.end;
  const { context, page, errors } = await loaded(rec, () => window.__carcassonne?.state()?.decision?.kind === 'wonder-take');
  const opts = await moduleOptions(page);
  assert.ok(opts.length > 1 && opts.every((o) => o.place.on === 'card' && /^wonders\//.test(o.place.card)), JSON.stringify(opts));
  const card = page.locator('#module-actions button.option-card[data-card="wonders/tikal"]');
  assert.equal(await card.count(), 1);
  assert.equal(await card.locator('canvas').count(), 1, 'the card shows the wonder');
  await page.screenshot({ path: path.join(OUT, 'wonder-take-desktop.png') });
  await card.click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'wonder-take');
  const saved = await hook(page, 'record');
  assert.deepEqual(saved.moves.at(-1).then?.[0], { player: 0, wonders: { take: 'wonders/tikal' } });
  assert.deepEqual(errors, []);
  await context.close();
});
