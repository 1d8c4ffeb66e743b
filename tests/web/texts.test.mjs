// Texts (issue 19, item 6): name-aware grammar ("You win!"), a garbage Load told in the engine's
// words (not the browser's JSON parser), a name that starts with an emoji keeps it whole on the
// meeple, and the abbot's recall button names no board coordinates (the board shows the abbot).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, loadThroughDialog, openPage, playOut, setupGame, startDefaultGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonne[name](...args), { name, args });

async function quickPage(options = { viewport: { width: 1280, height: 800 } }) {
  const opened = await openPage(env, '?botDelay=0', options);
  await startDefaultGame(opened.page);
  return opened;
}

test('"You win!", not "You wins!"', async () => {
  const engine = await createEngine();
  let record = null;
  for (let seed = 1; !record; seed++) {
    const g = playOut(engine, { players: [{ name: 'You' }, { name: 'Bot', bot: 'greedy' }], seed });
    const [you, bot] = g.scores();
    if (you > bot) record = g.save();
    g.dispose();
  }
  const { context, page, errors } = await quickPage();
  await loadThroughDialog(page, record);
  await page.click('#final-skip');
  assert.equal(await page.textContent('#results-title'), 'You win!');
  await page.click('#results-close');
  assert.match(await page.textContent('#status'), /^Game over — You win with \d+ points\.$/);
  assert.match(await page.textContent('#log li:last-child'), /Game over: You win with \d+ points/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a garbage Load is told in the engine\'s words', async () => {
  const { context, page, errors } = await quickPage();
  await page.click('#load');
  await page.fill('#record-text', 'hello, this is not a record');
  await page.click('#load-record');
  const message = await page.textContent('#dialog .error');
  assert.doesNotMatch(message, /Unexpected token|JSON\.parse|\[json\.exception/);
  assert.match(message, /record: malformed JSON at line 1, column 1: invalid literal/);
  await page.fill('#record-text', '{"format": "carcassonne-record", "version": 1}');
  await page.click('#load-record');
  assert.match(await page.textContent('#dialog .error'), /record: missing field 'setup'/);
  await page.locator('#dialog').screenshot({ path: path.join(SHOTS, 'load-error.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a name that starts with an emoji keeps the whole emoji as its mark', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 800 } });
  await setupGame(page, [{ name: '🦊 Fox', type: 'human' }, { name: '👩🏽‍🚀 Ada', type: 'greedy' }], 3);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.humanToMove());
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#log li .dot').length >= 2);
  const marks = await page.$$eval('#log li .dot', (ds) => ds.map((d) => d.textContent).filter(Boolean));
  assert.ok(marks.includes('🦊'), `marks ${marks.join(' ')}`);
  for (const m of marks) {
    assert.ok(!m.includes('\uFFFD'), `no replacement character in ${m}`);
    assert.ok(![...m].some((c) => c.codePointAt(0) >= 0xd800 && c.codePointAt(0) <= 0xdfff), `no half emoji in ${JSON.stringify(m)}`);
  }
  await page.locator('#players').screenshot({ path: path.join(SHOTS, 'emoji-names.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the abbot\'s recall button names no coordinates; the board rings the abbot and lights its feature', async () => {
  const engine = await createEngine();
  // a game of Ann (human) and a greedy bot with the abbot, played by the engine until Ann may recall it
  const g = engine.newGame({ players: [{ name: 'Ann' }, { name: 'Ben', bot: 'greedy' }], sets: ['base', 'abbot'], seed: 1 });
  let k = 1;
  while (!(g.state().decision?.player === 0 && g.options().some((o) => o.type === 'module'))) g.apply(g.botOption('greedy', k++));
  const recall = g.options().find((o) => o.type === 'module');
  assert.doesNotMatch(recall.text, /\(-?\d+,-?\d+\)/, 'the engine names no square: its place is the abbot');
  assert.equal(recall.place.on, 'spot');
  const record = g.save();
  g.dispose();
  const { context, page, errors } = await quickPage();
  await loadThroughDialog(page, record);
  await page.waitForSelector('#module-actions button');
  const label = await page.textContent('#module-actions button');
  assert.equal(label, recall.text);
  assert.doesNotMatch(label, /\(|from/);
  assert.equal((await hook(page, 'board')).marked, 1, 'the abbot the button recalls is ringed');
  await page.hover('#module-actions button');
  const lit = await hook(page, 'board');
  assert.ok(lit.highlight > 0, 'hovering the button lights the abbot\'s feature');
  // (the board element itself: a whole-page shot of headless Chromium may show the canvas a frame late)
  await page.locator('#board').screenshot({ path: path.join(SHOTS, 'abbot-recall-board.png') });
  await page.locator('#panel').screenshot({ path: path.join(SHOTS, 'abbot-recall-panel.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
