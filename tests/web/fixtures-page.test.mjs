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
  assert.match(await status(page), /^Bob: Take a point from the poll, or decline\./);
  const buttons = page.locator('#module-actions button');
  assert.deepEqual(await buttons.allTextContents(), ['Decline', 'Take a point']);
  await page.screenshot({ path: path.join(SHOTS, 'fixtures-poll-question.png') });
  await buttons.nth(1).click();   // Bob takes the point
  await page.waitForFunction(() => window.__carcassonne.state().decision?.player === 2);
  assert.match(await status(page), /^Carol: Take a point from the poll, or decline\./);
  await page.locator('#module-actions button').nth(0).click();   // Carol declines
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
  assert.deepEqual((await page.evaluate(() => window.__carcassonne.state().players)).map((p) => p.score), [0, 1, 0]);
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
