// The drawn score track (web/src/score-track.ts): with Messages and Robbers the page draws spaces
// 0-49 with every player's score figures and the robbers on their spaces, from state.track (no web/
// code names a module); without such a set the track stays hidden. Screenshot:
// test-results/screenshots/score-track.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOTS, loadThroughDialog, openPage, useServerAndBrowser } from './helpers.mjs';

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
