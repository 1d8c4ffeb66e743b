// Flying Machines, Gold Mines and Mage & Witch in the page, through the generic module UI (no web/
// code of their own): the new-game dialog offers the three sets and the magic option; bots play a
// whole game with all three and the results table shows the scores of the engine's replay of the
// saved record; a human flies a meeple (button, then a spot on the target tile), puts the second
// gold bar (buttons) and places the witch (spots anywhere on the board). Screenshots: minis-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, loadThroughDialog, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useServerAndBrowser();
const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });
const record = (name) => JSON.parse(readFileSync(path.join(root, 'tests/records', `${name}.json`), 'utf8'));
const status = (page) => page.textContent('#status');

async function loaded(rec) {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision || window.__carcassonne?.state()?.over);
  return { context, page, errors };
}

test('a bot game with flier, gold and magic: the dialog offers them, the scores match the replay', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await setupGame(page, [{ name: 'Ann', type: 'greedy' }, { name: 'Ben', type: 'random' }], 15);
  for (const id of ['flier', 'gold', 'magic']) {
    assert.equal(await page.locator(`#set-${id}`).count(), 1, id);
    await page.check(`#set-${id}`);
  }
  assert.match(await page.locator('label:has(#set-flier)').innerText(), /Flying Machines/);
  assert.equal(await page.locator('#rule-mageWitchMoveOne').count(), 1);
  await page.screenshot({ path: path.join(SHOTS, 'minis-dialog.png') });
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 240000 });
  await page.waitForSelector('#final-scoring');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  const shown = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  await page.screenshot({ path: path.join(SHOTS, 'minis-results.png') });
  await page.click('#results-close');
  await page.screenshot({ path: path.join(SHOTS, 'minis-end-board.png') });
  const rec = await hook(page, 'record');
  assert.deepEqual(rec.setup.sets, ['base', 'flier', 'gold', 'magic']);
  const answers = rec.moves.flatMap((m) => m.then ?? []);
  assert.equal(answers.filter((a) => a.gold).length, 8, 'one second bar per gold tile');
  assert.ok(answers.some((a) => a.figure && ['mage', 'witch'].includes(a.figure.kind)), 'the mage or the witch moved');
  const engine = await createEngine();
  const replay = engine.replay(rec);
  assert.deepEqual(shown, replay.scores, 'the results table shows the replayed scores');
  assert.ok(replay.events.some((e) => e.type === 'module' && e.module === 'gold'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a human flies a meeple: a button for the flight, the die in the log, spots on the target tile', async () => {
  const rec = record('flier_completed_road');
  const move = rec.moves[4];
  delete move.action;
  delete move.then;
  move.partial = true;
  rec.moves = rec.moves.slice(0, 5);
  const { context, page, errors } = await loaded(rec);
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(), ['Fly a meeple W (1-3 squares)']);
  await page.screenshot({ path: path.join(SHOTS, 'minis-flier-button.png') });
  await buttons.first().click();
  // the roll comes from the game's seed; the landing (or the way back to supply) follows
  await page.waitForFunction(() => /die shows/.test(document.querySelector('#log').textContent));
  // the log shows the die's face before the roll's words
  assert.match(await page.textContent('#log'), /[\u2680-\u2682] (Red: )?the flier's die shows [123]/);
  const st = await hook(page, 'state');
  if (st.decision?.kind !== 'tile') {
    // the status names the roll
    assert.match(await status(page), /^Red: The die shows ([123]): choose where the flying meeple lands, \1 squares? away/);
    const spots = (await hook(page, 'options')).filter((o) => o.type === 'figure');
    assert.ok(spots.length > 0 && spots.every((o) => o.x < 2), JSON.stringify(spots));
    await page.screenshot({ path: path.join(SHOTS, 'minis-flier-landing.png') });
    await page.locator('#spot-list .spot-btn').first().click();
    await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a human puts the second gold bar and places the witch', async () => {
  const gold = record('gold_city');
  gold.moves = [{ ...gold.moves[0], then: [], partial: true }];
  delete gold.moves[0].meeple;
  delete gold.end;
  let { context, page, errors } = await loaded(gold);
  assert.match(await status(page), /^Red: Put the second gold bar on a tile next to the gold tile/);
  const bars = page.locator('#module-actions button');
  assert.deepEqual(await bars.allTextContents(), ['Gold bar on the tile south of the new tile']);
  await page.screenshot({ path: path.join(SHOTS, 'minis-gold-bar.png') });
  await bars.first().click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'figure');
  assert.match(await page.textContent('#log'), /gold bar/);
  assert.deepEqual(errors, []);
  await context.close();

  const magic = record('magic_roads');
  magic.moves = magic.moves.slice(0, 4);
  magic.moves[3] = { ...magic.moves[3], then: [], partial: true };
  ({ context, page, errors } = await loaded(magic));
  assert.match(await status(page), /^Blue: Place or move the mage or the witch onto an unfinished road or city/);
  const spots = (await hook(page, 'options')).filter((o) => o.type === 'figure');
  assert.ok(spots.some((o) => o.figure === 'witch') && spots.some((o) => o.figure === 'mage'), JSON.stringify(spots));
  await page.screenshot({ path: path.join(SHOTS, 'minis-magic-spots.png') });
  const before = (await hook(page, 'state')).figures.filter((f) => f.player === null).length;
  await page.locator('#spot-list .spot-btn').first().click();
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'figure');
  const figures = (await hook(page, 'state')).figures.filter((f) => f.player === null);
  assert.ok(figures.length >= before && figures.length <= 2);
  await page.screenshot({ path: path.join(SHOTS, 'minis-magic-placed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
