// Gold Mines in the page: when a taker has a real choice of bar (MINIS §4.4), the page asks that
// player by name with one button per tile, from the engine's words (no web/ code for gold).
// Screenshot: test-results/screenshots/gold-choice.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOTS, loadThroughDialog, openPage, useServerAndBrowser } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useServerAndBrowser();

test('hot-seat: the active player hands out each bar with a real choice by a button', async () => {
  // gold_choice: L at (1,0) completes Red's city and Blue's road; (0,0) holds 2 bars (both claim
  // it), (1,-1) 1 (Red's city), (-1,0) 1 (Blue's road). Red picks their bar, then Blue's (the
  // active player hands the bars out, MINIS §4.4).
  const rec = JSON.parse(readFileSync(path.join(root, 'tests/records/gold_choice.json'), 'utf8'));
  const last = rec.moves.at(-1);
  delete last.then;
  last.meeple = null;
  last.partial = true;
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'gold-take');
  assert.match(await page.textContent('#status'), /^Red: Take a gold bar from a tile your completed feature claims/);
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(), ['Take a gold bar from the tile west of the new tile (2 there)', 'Take a gold bar from the tile north of the new tile (1 there)']);
  await page.screenshot({ path: path.join(SHOTS, 'gold-choice.png') });
  await buttons.nth(1).click();   // Red takes (1,-1)
  await page.waitForFunction(() => /Blue/.test(document.querySelector('#status')?.textContent ?? ''));
  assert.match(await page.textContent('#status'), /^Red: Give Blue a gold bar from a tile their completed feature claims/);
  assert.equal(await page.evaluate(() => window.__carcassonne.state().decision?.player), 0);
  assert.deepEqual(await buttons.allTextContents(), ['Give Blue a gold bar from the tile west of the new tile (2 there)', 'Give Blue a gold bar from the tile 2 west of the new tile (1 there)']);
  await buttons.nth(1).click();   // Red gives Blue (-1,0); then (0,0): Red 1, Blue 1, no choice left
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  assert.deepEqual(await page.evaluate(() => window.__carcassonne.state().gold.held), [2, 2]);
  assert.match(await page.textContent('#log'), /Red takes a gold bar from \(1,-1\)/);
  assert.deepEqual(errors, []);
  await context.close();
});
