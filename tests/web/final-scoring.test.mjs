// The end of a game on the board (issue 19, item 1): the human places the last tile of a game the
// engine played almost to its end; the figures stay on the board and the final scoring is shown one
// feature at a time, lit (a field with the cities it pays for), the scores counting up, next/skip;
// the results table separates the points of the game from those of the final scoring.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { finalScoring, keyboardTurn, loadThroughDialog, moversOf, openPage, playOut, SHOTS, startDefaultGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonne[name](...args), { name, args });

/** A base game of Alice (human) and a greedy bot whose last move is Alice's, with farmers in final scoring. */
async function lastMoveRecord(engine) {
  for (let seed = 1; seed < 60; seed++) {
    const game = playOut(engine, { players: [{ name: 'Alice' }, { name: 'Bob', bot: 'greedy' }], seed });
    const movers = moversOf(game);
    const fs = finalScoring(game);
    const fields = fs.scores.filter((e) => e.feature === 'field' && e.cities > 0).length;
    if (movers[movers.length - 1] === 0 && fields >= 1 && fs.scores.length >= 4) {
      const record = game.save();
      record.moves = record.moves.slice(0, -1);
      delete record.end;
      game.dispose();
      return record;
    }
    game.dispose();
  }
  throw new Error('no seed gives a game that Alice ends');
}

test('final scoring is walked through on the board, one feature at a time, then the results split in-game and final points', async () => {
  const engine = await createEngine();
  const record = await lastMoveRecord(engine);
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1366, height: 768 } });
  await startDefaultGame(page);
  await loadThroughDialog(page, record);
  await page.waitForFunction(() => window.__carcassonne.humanToMove() && window.__carcassonne.state().tilesLeft === 0);

  // Alice places the last tile with the keyboard and passes: the game ends
  await keyboardTurn(page);
  await page.waitForFunction(() => window.__carcassonne.state().over);

  // the same game in Node: its final scoring, event by event
  const done = engine.loadRecord(await hook(page, 'record'));
  const fs = finalScoring(done);
  const finalScores = done.scores();
  const before = finalScores.map((s, p) => s - fs.scores.filter((e) => e.players.includes(p)).reduce((a, e) => a + e.points, 0));

  await page.waitForSelector('#final-scoring');
  assert.equal(await page.locator('#results[open]').count(), 0, 'the results wait for the walk-through');
  assert.equal(await page.textContent('#final-title'), `Final scoring · 1 of ${fs.scores.length}`);
  let board = await hook(page, 'board');
  const standing = board.figures;
  assert.ok(standing > 0, 'the figures stay on the board for the final scoring');
  let shotField = false;
  let sum = [...before];
  for (const [i, e] of fs.scores.entries()) {
    assert.equal(await page.textContent('#final-title'), `Final scoring · ${i + 1} of ${fs.scores.length}`);
    for (const p of e.players) sum[p] += e.points;
    const panel = await page.$$eval('#players .score', (els) => els.map((el) => Number(el.textContent)));
    assert.deepEqual(panel, sum, `the scores after final score ${i + 1}`);
    assert.match(await page.textContent('#final-text'), new RegExp(`scores? ${e.points}`));
    board = await hook(page, 'board');
    if (e.x !== undefined) assert.ok(board.highlight > 0, `final score ${i + 1} (${e.feature}) lights its feature`);
    if (e.feature === 'field' && e.cities > 0) {
      assert.ok(board.highlightAlt > 0, 'a field lights the completed cities it pays for');
      assert.match(await page.textContent('#final-scoring .note'), /completed cit/);
      if (!shotField) { shotField = true; await page.screenshot({ path: path.join(SHOTS, 'final-scoring-field.png') }); }
    }
    if (i === 0) await page.screenshot({ path: path.join(SHOTS, 'final-scoring-first.png') });
    // the figures of the features already scored have gone home
    const home = fs.scores.slice(0, i).reduce((a, s) => a + s.returned.length, 0);
    assert.equal(board.figures, standing - home, `figures standing at final score ${i + 1}`);
    if (i % 2 === 0) await page.click('#final-next'); else await page.keyboard.press('ArrowRight');
  }
  await page.waitForSelector('#results[open] #results-table');
  assert.equal(await page.locator('#final-scoring').count(), 0);
  assert.equal((await hook(page, 'board')).figures, 0, 'after the walk-through the board is as the game ended');

  // the results: during the game + final scoring = total, per player, as the engine counted
  const cells = (phase) => page.$$eval(`#results-table tr[data-phase="${phase}"][data-category="all"] td`, (tds) => tds.map((td) => Number(td.textContent)));
  const during = await cells('during'), end = await cells('end');
  const totals = await page.$$eval('#results-table td[data-total]', (tds) => tds.map((td) => Number(td.dataset.total)));
  assert.deepEqual(totals, finalScores);
  assert.deepEqual(during, before, 'points scored during the game');
  assert.deepEqual(end, finalScores.map((s, p) => s - before[p]), 'points of the final scoring');
  const fieldRow = await page.$$eval('#results-table tr[data-phase="end"][data-category="field"] td', (tds) => tds.map((td) => Number(td.textContent)));
  const fieldPoints = finalScores.map((_, p) => fs.scores.filter((e) => e.feature === 'field' && e.players.includes(p)).reduce((a, e) => a + e.points, 0));
  assert.deepEqual(fieldRow, fieldPoints, 'the fields row of the final scoring');
  await page.locator('#results').screenshot({ path: path.join(SHOTS, 'final-results.png') });
  assert.deepEqual(errors, []);
  done.dispose();
  await context.close();
});

test('skip goes straight to the results', async () => {
  const engine = await createEngine();
  const game = playOut(engine, { players: [{ name: 'Ann', bot: 'greedy' }, { name: 'Ben', bot: 'greedy' }], seed: 3 });
  const record = game.save();
  const scores = game.scores();
  game.dispose();
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1000, height: 760 } });
  await startDefaultGame(page);
  await loadThroughDialog(page, record);
  // a finished game loaded: its final scoring is shown too
  await page.waitForSelector('#final-scoring');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  const totals = await page.$$eval('#results-table td[data-total]', (tds) => tds.map((td) => Number(td.dataset.total)));
  assert.deepEqual(totals, scores);
  assert.deepEqual(errors, []);
  await context.close();
});
