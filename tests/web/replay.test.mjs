// Replay (issue 19, item 4): the game page replays a game from the results dialog and from the
// menu (buttons, slider, keys, scored features lit), with the final scoring on its own last step;
// the rules-wiki element and embed.html put the final scoring on their last step too (it used to
// show one step early, the last step saying "Nothing happened yet.").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { finalScoring, keyboardTurn, loadThroughDialog, openPage, playOut, setupGame, SHOTS, startDefaultGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonne[name](...args), { name, args });
const caption = (page) => page.textContent('#replay-caption');
const eventLines = (page) => page.$$eval('#replay-events li', (lis) => lis.map((li) => li.textContent));

test('the results dialog replays the game: steps, slider, keys, lit features, final scoring last', async () => {
  const engine = await createEngine();
  const game = playOut(engine, { players: [{ name: 'Ann', bot: 'greedy' }, { name: 'Ben', bot: 'greedy' }], seed: 8 });
  const record = game.save();
  const moves = record.moves.length;
  const fs = finalScoring(game);
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await startDefaultGame(page);
  await loadThroughDialog(page, record);
  await page.click('#final-skip');
  await page.waitForSelector('#results[open]');
  await page.click('#results-replay');
  await page.waitForSelector('#replay');
  assert.equal(await caption(page), `Replay: Start (${moves} moves to go)`);
  assert.equal((await hook(page, 'board')).tiles, 1, 'step 0: the start tile alone');

  // the buttons: one move on
  await page.click('#replay button[aria-label^="Next step"]');
  assert.equal(await caption(page), `Replay: Move 1 of ${moves}`);
  assert.match((await eventLines(page))[0], /^Ann placed a tile/);
  assert.equal((await hook(page, 'board')).tiles, 2);
  // the keys: End is the final scoring, with the figures that score still standing and its features lit
  await page.keyboard.press('End');
  assert.equal(await caption(page), 'Replay: End of the game: final scoring');
  const end = await hook(page, 'board');
  assert.ok(end.figures > 0 && end.highlight > 0, `final step: figures ${end.figures}, lit pieces ${end.highlight}`);
  const finalLines = await eventLines(page);
  assert.equal(finalLines.filter((l) => / scores? \d+/.test(l)).length, fs.scores.length, 'the final step tells every final score');
  assert.match(finalLines[finalLines.length - 1], /^Game over/);
  const scores = await page.$$eval('#players .score', (els) => els.map((el) => Number(el.textContent)));
  assert.deepEqual(scores, game.scores());
  await page.screenshot({ path: path.join(SHOTS, 'replay-final-step.png') });
  // one step back: the last move, without the final scoring, the scores before it
  await page.keyboard.press('ArrowLeft');
  assert.equal(await caption(page), `Replay: Move ${moves} of ${moves}`);
  const lastLines = await eventLines(page);
  assert.ok(lastLines.every((l) => !/unfinished|field with|Game over/.test(l)), `the last move's own events: ${lastLines.join(' | ')}`);
  assert.ok((await hook(page, 'board')).figures > 0, 'the figures are on the board before the final scoring');
  // the slider: a step where something was scored lights it
  const scoredPly = 1 + record.moves.findIndex((_, i) => {
    const a = engine.loadRecord(record, { ply: i }), b = engine.loadRecord(record, { ply: i + 1 });
    const scored = b.events(a.eventCount()).some((e) => e.type === 'score');
    a.dispose(); b.dispose();
    return scored;
  });
  await page.evaluate((v) => { const s = document.querySelector('#replay-slider'); s.value = String(v); s.dispatchEvent(new Event('input')); }, scoredPly);
  assert.equal(await caption(page), `Replay: Move ${scoredPly} of ${moves}`);
  assert.ok((await hook(page, 'board')).highlight > 0, 'a scoring step lights its feature');
  assert.ok((await eventLines(page)).some((l) => / scores? \d+/.test(l)));
  await page.screenshot({ path: path.join(SHOTS, 'replay-scoring-step.png') });
  await page.keyboard.press('Home');
  assert.match(await caption(page), /Start/);
  await page.click('#replay-close');
  assert.equal(await page.locator('#replay').count(), 0);
  assert.equal((await hook(page, 'mode')).mode, 'play');
  assert.deepEqual(errors, []);
  game.dispose();
  await context.close();
});

test('the menu replays a game in progress; the bots wait and the game goes on after', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'greedy' }], 21);
  await page.click('#start-game');
  // a few turns: Ann passes her meeple, the bot plays
  for (let i = 0; i < 3; i++) {
    await page.waitForFunction(() => window.__carcassonne.humanToMove() && window.__carcassonne.state().decision.kind === 'tile');
    await keyboardTurn(page);
  }
  await page.waitForFunction(() => window.__carcassonne.humanToMove());
  const before = await hook(page, 'state');
  await page.click('#replay-open');
  await page.waitForSelector('#replay');
  assert.equal(await caption(page), `Replay: Start (${before.tiles.length - 1} moves to go)`);
  await page.click('#replay button[aria-label^="Last step"]');
  assert.equal(await caption(page), `Replay: Move ${before.tiles.length - 1} of ${before.tiles.length - 1}`, 'an unfinished game has no final step');
  await page.screenshot({ path: path.join(SHOTS, 'replay-phone.png') });
  assert.equal((await hook(page, 'state')).turn, before.turn, 'the game waits during the replay');
  await page.click('#replay-close');
  assert.ok(await hook(page, 'humanToMove'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the element and embed.html: the final scoring is the last step, the last move the one before', async () => {
  const engine = await createEngine();
  const game = playOut(engine, { players: [{ name: 'Ann' }, { name: 'Ben' }], seed: 5 });
  const record = game.save();
  const moves = record.moves.length;
  const fs = finalScoring(game);
  const b64 = Buffer.from(JSON.stringify(record)).toString('base64url');
  const page = await env.browser.newPage({ viewport: { width: 600, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}embed.html#record=${b64}&ply=end&mode=replay`);
  const el = page.locator('carcassonne-board');
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.shadowRoot.querySelector('.caption')?.textContent);
  const text = (sel) => el.evaluate((e, s) => [...e.shadowRoot.querySelectorAll(s)].map((n) => n.textContent), sel);
  assert.deepEqual(await text('.caption'), ['End of the game: final scoring']);
  const last = await text('.events li');
  assert.ok(!last.includes('Nothing happened yet.'), 'the last step tells the final scoring');
  assert.equal(last.filter((l) => / scores? \d+/.test(l)).length, fs.scores.length);
  assert.ok(await el.evaluate((e) => e.steps) === moves + 2);
  await el.evaluate((e, n) => e.goto(n), moves);
  assert.deepEqual(await text('.caption'), [`Move ${moves} of ${moves}`]);
  const lastMove = await text('.events li');
  assert.ok(lastMove.every((l) => !/unfinished|field with|Game over/.test(l)), `the last move only: ${lastMove.join(' | ')}`);
  const before = await text('.scores li');
  const finalScores = game.scores();
  assert.ok(before.some((l, i) => !l.endsWith(` ${finalScores[i]}`)), 'the scores before the final scoring');
  await page.screenshot({ path: path.join(SHOTS, 'embed-last-move.png'), fullPage: true });
  assert.deepEqual(errors, []);
  game.dispose();
  await page.close();
});
