// Accessibility (issue 19, item 7): an axe-core audit (injected by playwright-core) of the game
// page, the examples page and embed.html with no serious or critical violation; visible keyboard
// focus on the board; a labelled help button; each turn spoken through a live region; the board as
// a list of tiles and figures; touch help on touch screens; 44 px touch targets; and the zoom
// buttons never over a legal square.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createEngine } from '../../build/pkg/node.js';
import { keyboardTurn, loadThroughDialog, openPage, playOut, setupGame, SHOTS, startDefaultGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const require = createRequire(import.meta.url);
const axeSource = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonne[name](...args), { name, args });

/** Runs axe-core in the page; the serious and critical violations, one line each. */
async function audit(page) {
  // evaluated through the debugging protocol: the page's CSP (no inline scripts) stays as it is
  await page.evaluate(await axeSource);
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('axe-core: the game page (new-game dialog, a game, final scoring, results, replay) has no serious or critical violation', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await page.waitForSelector('#start-game');
  assert.deepEqual(await audit(page), [], 'the new-game dialog');
  await startDefaultGame(page);
  await page.click('#help-toggle');
  assert.deepEqual(await audit(page), [], 'a game with the help open');
  await page.click('#tiles-left');
  assert.deepEqual(await audit(page), [], 'the tiles left');
  await page.click('#tile-mix-close');
  // a finished game: the final-scoring walk-through, the results, the replay
  const engine = await createEngine();
  const game = playOut(engine, { players: [{ name: 'Ann', bot: 'greedy' }, { name: 'Ben', bot: 'greedy' }], seed: 2 });
  await loadThroughDialog(page, game.save());
  game.dispose();
  await page.waitForSelector('#final-scoring');
  assert.deepEqual(await audit(page), [], 'the final-scoring walk-through');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open]');
  assert.deepEqual(await audit(page), [], 'the results');
  await page.click('#results-replay');
  await page.keyboard.press('End');
  assert.deepEqual(await audit(page), [], 'the replay');
  assert.deepEqual(errors, []);
  await context.close();
});

test('axe-core: the examples page and embed.html have no serious or critical violation', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.goto(env.server.url + 'examples.html');
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.shadowRoot.querySelector('.caption')?.textContent);
  assert.deepEqual(await audit(page), [], 'examples.html');
  const record = await readFile(path.join(path.dirname(new URL(import.meta.url).pathname), '../../web/examples/end-scoring.json'), 'utf8');
  await page.goto(`${env.server.url}embed.html#record=${Buffer.from(record).toString('base64url')}&mode=replay`);
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.shadowRoot.querySelector('.caption')?.textContent);
  assert.deepEqual(await audit(page), [], 'embed.html');
  await page.close();
});

test('axe-core: the example editor, new and with an expansion question open, has no serious or critical violation', async () => {
  for (const [name, view] of [['desktop', { viewport: { width: 1366, height: 768 } }], ['phone', PHONE]]) {
    const context = await env.browser.newContext({ ...view, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(env.server.url + 'editor.html');
    await page.waitForFunction(() => window.__carcassonneEditor);
    assert.deepEqual(await audit(page), [], `editor.html (${name})`);
    // a record that stops at the gold bars' question: its answers are open as spots and buttons
    const rec = JSON.parse(await readFile(path.join(path.dirname(new URL(import.meta.url).pathname), '../records/gold_choice.json'), 'utf8'));
    const m = rec.moves.findIndex((mv) => mv.then);
    rec.moves = rec.moves.slice(0, m + 1);
    delete rec.moves[m].then;
    rec.moves[m].partial = true;
    delete rec.end;
    await page.fill('#import', JSON.stringify(rec));
    await page.click('#import-go');
    await page.waitForFunction(() => window.__carcassonneEditor.answers().length > 0, null, { timeout: 30000 });
    assert.deepEqual(await audit(page), [], `editor.html with a question open (${name})`);
    await context.close();
  }
});

test('keyboard focus is visible on the board; the help button has a name', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await startDefaultGame(page);
  assert.equal(await page.getAttribute('#help-toggle', 'aria-label'), 'Help: how to play');
  // Tab from the toolbar on (past the links to the other pages) reaches the board: a focus ring appears
  await page.focus('#help-toggle');
  for (let i = 0; i < 5 && (await page.evaluate(() => document.activeElement?.id)) !== 'board'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board');
  const ring = await page.evaluate(() => { const s = getComputedStyle(document.querySelector('#board')); return { style: s.outlineStyle, width: s.outlineWidth }; });
  assert.equal(ring.style, 'solid');
  assert.ok(parseFloat(ring.width) >= 2, `outline ${ring.width}`);
  await page.keyboard.press('ArrowRight');
  await page.screenshot({ path: path.join(SHOTS, 'keyboard-focus.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('bot turns are spoken through a live region, and the board is described as a list', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'greedy' }], 9);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.humanToMove());
  await keyboardTurn(page);
  await page.waitForFunction(() => /Ben placed a tile/.test(document.querySelector('#announce').textContent), null, { timeout: 15000 });
  assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
  assert.match(await page.textContent('#announce'), /^Turn \d+: Ben placed a tile (with [a-z ,]+|of fields)/);
  const st = await hook(page, 'state');
  const items = await page.$$eval('#board-text-list li', (lis) => lis.map((li) => li.textContent));
  assert.equal(items.length, st.tiles.length + st.figures.length);
  assert.ok(items.some((t) => /^A tile (with .*|of fields) at the start square, turned 0°/.test(t)), items[0]);
  // tiles are named by what they show, never by the catalog's ids (issue 45: "A tile with a road (V)")
  for (const t of st.tiles) assert.ok(items.every((i) => !i.includes(`(${t.tile})`)), `no item names the id ${t.tile}: ${items.join(' | ')}`);
  assert.ok(items.some((t) => / placed by Ben on turn \d+\.$/.test(t)));
  assert.equal(await page.getAttribute('#board', 'aria-describedby'), 'board-text-title');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a touch screen: touch help, 44 px targets, zoom buttons never over a legal square', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', PHONE);
  await page.waitForSelector('#start-game');
  // every control shown (a checkbox counts with the label around it, which takes the tap too)
  const small = async () => page.$$eval('button, select, summary, input', (els) => els.filter((e) => e.checkVisibility({ visibilityProperty: true })).map((e) => {
    const target = e.type === 'checkbox' && e.closest('label') ? e.closest('label') : e;
    const r = target.getBoundingClientRect();
    return { name: e.id || e.textContent.trim() || e.tagName, w: r.width, h: r.height, button: e.tagName === 'BUTTON' };
  }).filter((c) => c.h < 44 || (c.button && c.w < 44)).map((c) => `${c.name} ${Math.round(c.w)}x${Math.round(c.h)}`));
  assert.deepEqual(await small(), [], 'dialog controls of 44 px at least');
  await page.click('#more-options summary');
  assert.deepEqual(await small(), [], 'the sets and rules unfolded: 44 px at least');
  await page.click('#more-options summary');
  await startDefaultGame(page);
  await page.click('#help-toggle');
  const help = await page.textContent('#help');
  assert.ok(await page.isVisible('#help .for-touch'));
  assert.equal(await page.isVisible('#help .for-keys'), false, 'no keys or right clicks on a touch screen');
  assert.doesNotMatch(await page.textContent('#status'), /right click|Esc\b/);
  assert.match(help, /tap/);
  await page.screenshot({ path: path.join(SHOTS, 'phone-help.png') });
  await page.click('#help-toggle');
  assert.deepEqual(await small(), [], 'game controls of 44 px at least');

  // a game of taps: after every turn no legal square lies under the zoom buttons
  for (let turn = 0; turn < 14; turn++) {
    await page.waitForFunction(() => window.__carcassonne.humanToMove() && !window.__carcassonne.botBusy() || window.__carcassonne.state().over);
    const st = await hook(page, 'state');
    if (st.over) break;
    if (st.decision.kind === 'tile') {
      const cells = [...new Map((await hook(page, 'options')).filter((o) => o.type === 'tile').map((o) => [`${o.x},${o.y}`, o])).values()];
      const scale = await hook(page, 'scale');
      const tools = await page.locator('.view-tools').boundingBox();
      for (const c of cells) {
        const p = await hook(page, 'spotToScreen', c.x, c.y, 0, 0);   // the square's top left corner
        const cover = Math.max(0, Math.min(p.x + scale, tools.x + tools.width) - Math.max(p.x, tools.x)) * Math.max(0, Math.min(p.y + scale, tools.y + tools.height) - Math.max(p.y, tools.y));
        assert.equal(cover, 0, `turn ${turn}: the zoom buttons cover ${Math.round(cover)} px² of legal square ${c.x},${c.y}`);
      }
      const c = cells[turn % cells.length];
      const p = await hook(page, 'cellToScreen', c.x, c.y);
      await page.touchscreen.tap(p.x, p.y);
      await page.touchscreen.tap(p.x, p.y);
      await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'tile' || !window.__carcassonne.humanToMove());
    } else {
      assert.doesNotMatch(await page.textContent('#pass'), /Esc/, 'no key names on a touch screen');
      await page.click('#pass');
    }
  }
  await page.screenshot({ path: path.join(SHOTS, 'phone-game.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
