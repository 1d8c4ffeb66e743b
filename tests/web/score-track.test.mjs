// The drawn score track (web/src/carcassonne/score-track.ts): with Messages and Robbers the page draws spaces
// 0-49 with every player's score figures and the robbers on their spaces, from state.track (no web/
// code names a module); without such a set the track stays hidden. Screenshot:
// test-results/screenshots/score-track.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, loadThroughDialog, openPage, setupGame, useServerAndBrowser } from './helpers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = useServerAndBrowser();
const record = (name) => JSON.parse(readFileSync(path.join(root, 'tests/records', `${name}.json`), 'utf8'));

test('with Messages and Robbers the track shows both score figures of each player and the robbers', async () => {
  // robbers_messages_017: Blue puts the robber on space 0 beside Red's figures; Red's road of 5
  // moves Red's score meeple to 5 (dark), Blue's robber takes 3 and goes home, Red's message: 2
  // points on the messenger.
  const rec = record('robbers_messages_017');
  rec.moves = rec.moves.slice(0, 2);   // Blue's robber still on space 0 (beside Red's figures)
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  assert.ok(await page.locator('#score-track').isHidden(), 'a base game has no drawn track');
  await loadThroughDialog(page, rec);
  await page.waitForFunction(() => window.__carcassonne.state().track);
  const st = await page.evaluate(() => window.__carcassonne.state());
  // Each player's score meeple and messenger, and Blue's robber on space 0.
  const figures = st.track.map((f) => [f.player, f.figure, f.value, f.score]);
  assert.deepEqual(figures.filter((f) => f[1] === 'robber'), [[1, 'robber', 0, false]]);
  assert.equal(figures.filter((f) => f[3]).length, 4);
  assert.ok(await page.locator('#score-track').isVisible());
  const label = await page.getAttribute('#score-track', 'aria-label');
  assert.match(label, /^Score track: /);
  assert.match(label, /Red's score meeple on 0/);   // the token's words (Lexicon tokens)
  assert.match(label, /Red's messenger on 0/);
  assert.match(label, /Blue's robber on 0/);
  // Drawn: the dark space 0 at the top left and a figure in it (more than the space's two colours).
  const colours = await page.evaluate(() => {
    const c = document.querySelector('#score-track');
    const d = c.getContext('2d').getImageData(0, 0, Math.floor(c.width / 17), Math.floor(c.width / 17)).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4) seen.add(`${d[i] >> 4},${d[i + 1] >> 4},${d[i + 2] >> 4}`);
    return seen.size;
  });
  assert.ok(colours > 6, `space 0 holds figures (${colours} colours)`);
  // Each entry names its token (module, kind): the track draws the token's look.
  assert.deepEqual(st.track.filter((f) => f.figure !== 'normal').map((f) => [f.figure, f.module, f.kind]),
    [['robber', 'robbers', 0], ['messenger', 'messages', 1], ['messenger', 'messages', 1]]);
  await page.locator('#score-track').screenshot({ path: path.join(SHOTS, 'score-track-robber.png') });
  // The whole record: Red's score meeple on 5 (a dark space), its messenger on 2, Blue's on 3.
  await loadThroughDialog(page, record('robbers_messages_017'));
  await page.waitForFunction(() => window.__carcassonne.state().messages?.figures?.[0]?.[0] === 5);
  const after = await page.getAttribute('#score-track', 'aria-label');
  assert.match(after, /Red's score meeple on 5/);
  assert.match(after, /Blue's score meeple on 3/);
  assert.match(after, /Red's messenger on 2/);
  assert.doesNotMatch(after, /robber/, 'the robber went home after robbing');
  await page.locator('#score-track').screenshot({ path: path.join(SHOTS, 'score-track.png') });
  await page.screenshot({ path: path.join(SHOTS, 'score-track-page.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the track draws a token in its look (Lexicon tokens, by module and kind)', async () => {
  // 4 device pixels per CSS pixel: the messenger's letter is a few CSS pixels wide on the track
  const { context, page: big, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 800 }, deviceScaleFactor: 4 });
  await big.waitForSelector('#start-game');
  await big.click('#start-game');
  await big.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(big, record('robbers_messages_017'));
  await big.waitForFunction(() => window.__carcassonne.state().messages?.figures?.[0]?.[1] === 2);
  // The messenger alone on space 2 in its token's look: its letter (#fbf6e6) shows, where a disc
  // with an initial (the look of a figure the catalog does not know) has none.
  const letter = await big.evaluate(() => {
    const c = document.querySelector('#score-track');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 251) + Math.abs(d[i + 1] - 246) + Math.abs(d[i + 2] - 230) <= 12) n++;
    return n;
  });
  assert.ok(letter >= 3, `the messenger's letter is drawn (${letter} px)`);
  assert.deepEqual(errors, []);
  await context.close();
});

// "Red's score meeple on 12 (62), Red's messenger on 5; Blue's robber on 12" -> each seat's score
// figures added up (a value past 49 is told in brackets): what the track shows of the scores.
function trackScores(label, names) {
  const sums = names.map(() => 0);
  for (const part of label.replace(/^Score track: /, '').replace(/\.$/, '').split(', ')) {
    const m = /^(.+)'s (.+) on (\d+)(?: \((\d+)\))?$/.exec(part);
    if (!m) continue;
    const seat = names.indexOf(m[1]);
    if (seat < 0 || !/meeple|messenger/.test(m[2]) || /pair/.test(m[2])) continue;
    sums[seat] += Number(m[4] ?? m[3]);
  }
  return sums;
}

async function allSetsFinalScoring(page, seed) {
  await setupGame(page, [{ name: 'Ann', type: 'greedy' }, { name: 'Ben', type: 'greedy' }], seed);
  const ids = await page.$$eval('input[id^="set-"][type="checkbox"]', (els) => els.map((e) => e.id));
  for (const id of ids) await page.check(`#${id}`);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 240000 });
  await page.waitForSelector('#final-scoring');
}

// One all-sets game played by two greedy bots to its final scoring (about 30 s), shared by the two
// tests below: the walk-through's steps first, then the enlarged track (at any step).
let finalGame = null;
const allSetsGame = () => finalGame ??= (async () => {
  const opened = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await allSetsFinalScoring(opened.page, 7);
  return opened;
})();

test('during the final-scoring walk-through the track and its legend show the scores of the step shown, never the totals ahead', async () => {
  const { page, errors } = await allSetsGame();
  const names = await page.$$eval('#players .name', (els) => els.map((e) => e.textContent));
  const totals = (await page.evaluate(() => window.__carcassonne.state())).players.map((p) => p.score);
  const { steps } = await page.evaluate(() => window.__carcassonne.mode());
  assert.ok(steps >= 3, `a final scoring of several steps (${steps})`);
  let behind = false;
  for (let step = 0; step < steps; step++) {
    const shown = await page.$$eval('#players .score', (els) => els.map((e) => Number(e.dataset.score)));
    const label = await page.getAttribute('#score-track', 'aria-label');
    assert.deepEqual(trackScores(label, names), shown, `step ${step + 1}: the track shows the players list's scores (${label})`);
    behind ||= shown.some((s, p) => s < totals[p]);
    if (step + 1 < steps) await page.click('#final-next');
  }
  assert.ok(behind, 'some step shows scores below the totals (the test can tell ahead from not)');
  assert.deepEqual(errors, []);
});

test('the score track enlarges to at least twice its panel size, its figures in distinct shapes', async () => {
  const { context, page, errors } = await allSetsGame();
  const small = await page.locator('#score-track').boundingBox();
  await page.click('#score-track-zoom');
  await page.waitForSelector('#track-zoom[open]');
  const big = await page.locator('#score-track-big').boundingBox();
  assert.ok(big.width >= 2 * small.width && big.height >= 2 * small.height, `enlarged ${big.width}×${big.height} from ${small.width}×${small.height}`);
  assert.equal(await page.getAttribute('#score-track-big', 'aria-label'), await page.getAttribute('#score-track', 'aria-label'));
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await context.close();
});

test('score meeple, messenger, robber and waiting pair have outlines of their own (not only colours)', async () => {
  const engine = await createEngine();
  const lex = engine.lexicon();
  const outline = (name) => lex.tokens.find((t) => t.name === name)?.look.layers[0]?.d;
  const shapes = ['score meeple', 'messenger', 'robber', 'pair'].map(outline);
  assert.ok(shapes.every(Boolean), `each has a look: ${shapes.map((d) => !!d)}`);
  assert.equal(new Set(shapes).size, 4, 'four different outlines');
});
