// Issue 46: the page shell plays a second game. The tests-only fixture game "dice"
// (tests/games/dice, its core dice_core.wasm, its page parts tests/games/dice/web) in the fixtures
// build's dice.html: the new-game dialog built from its form (its seats only), a game against the
// greedy bot played to its end by clicks on the board, the bot in its Web Worker, the results, the
// record the same game the Node core replays, undo of a whole turn, the save resumed on reload, the
// replay, a hostile name kept as text and an MCTS bot seat answering from its worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGameEngine } from '../../build/pkg-fixtures/game-node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.WEB_DIST = path.join(root, 'web', 'dist-fixtures');
const { SHOTS, openPage, setupGame, useServerAndBrowser } = await import('./helpers.mjs');

const env = useServerAndBrowser();
const engine = await createGameEngine('dice');
const SHOT_DIR = path.join(SHOTS, 'dice-page');
mkdirSync(SHOT_DIR, { recursive: true });
const HOSTILE = '<img src=x onerror=p()>';   // within the dialog's 24 characters

const hook = (page, name, ...args) => page.evaluate(([n, a]) => window.__dice[n](...a), [name, args]);
const waitHuman = (page) => page.waitForFunction(() => window.__dice?.humanToMove() || window.__dice?.state()?.finished);

/** Starts a game from the dialog: seats [{name, type}], seed. */
async function start(page, seats, seed) {
  await setupGame(page, seats, seed);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__dice?.state() !== null);
}

/** One human turn: a click on the middle of the first legal square. */
async function clickTurn(page) {
  const [q] = await hook(page, 'legalSquares');
  const at = await hook(page, 'squareCenter', q.x, q.y);
  const before = (await hook(page, 'record')).moves?.length ?? 0;
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction((n) => (window.__dice.record().moves?.length ?? 0) > n, before);
  return q;
}

test('a game of dice against the greedy bot, played to its end in the page; the record is the game the core replays', async () => {
  const { context, page, errors } = await openPage(env, 'dice.html?botDelay=0', { viewport: { width: 1100, height: 800 } });
  await page.waitForSelector('#start-game');
  // the dialog is the dice game's: 2 to 4 seats, no sets or rules
  assert.equal(await page.locator('#dialog legend').first().textContent(), 'Players (2–4)');
  assert.equal(await page.locator('[id^="set-"], [id^="rule-"]').count(), 0);
  await start(page, [{ name: 'Ann', type: 'human' }, { name: 'Bot', type: 'greedy' }], 11);
  await waitHuman(page);
  await page.screenshot({ path: path.join(SHOT_DIR, 'playing.png') });
  let turns = 0;
  for (;;) {
    await waitHuman(page);
    if ((await hook(page, 'state')).finished) break;
    const q = await clickTurn(page);
    assert.ok(q.x >= 0 && q.y < 4);
    turns++;
  }
  assert.equal(turns, 4, 'four rounds: four turns of the human seat');
  const record = await hook(page, 'record');
  assert.deepEqual(record.setup.players, [{ name: 'Ann' }, { name: 'Bot', bot: 'greedy' }]);
  const replayed = engine.loadRecord(record);
  const st = await hook(page, 'state');
  assert.deepEqual(st.scores, replayed.state().scores);
  assert.equal(replayed.finished(), true);
  // the bot answered from its worker, not from the page's thread
  const [, bot] = await hook(page, 'bots');
  assert.ok(bot.workers >= 1 && bot.answers >= 4 && !bot.fallback, JSON.stringify(bot));
  // the final scoring, one goal card a step (the shell's walk-through on the game's plan), then the results
  const goals = replayed.events().filter((e) => e.id === 'score' && e.reason === 'goal');
  if (goals.length > 0) {
    await page.waitForSelector('#final-scoring');
    assert.deepEqual(await hook(page, 'mode'), { mode: 'final', step: 0, steps: goals.length });
    await page.screenshot({ path: path.join(SHOT_DIR, 'final-scoring.png') });
    for (let k = 0; k < goals.length; k++) {
      const seat = goals[k].player;
      assert.match(await page.locator('#final-text').textContent(), new RegExp(`^${record.setup.players[seat].name}'s goal card .*${goals[k].points} points`));
      await page.click('#final-next');
    }
  }
  // the results and the log's last line name the winner the engine's end event names
  await page.waitForSelector('#results[open]');
  const end = replayed.events().at(-1);
  assert.equal(end.id, 'end');
  const winners = end.winners.map((w) => record.setup.players[w].name);
  const said = await page.locator('#results p').first().textContent();
  for (const w of winners) assert.ok(said.includes(w), said);
  assert.match(await page.locator('#status').textContent(), /^Game over/);
  assert.ok(await page.locator('#log li').count() >= 16);
  await page.screenshot({ path: path.join(SHOT_DIR, 'results.png') });
  // no save is kept for a finished game
  assert.equal(await page.evaluate(() => localStorage.getItem('dice.current.v1')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('undo takes back a whole turn of dice; a reload resumes the game with its bot; the replay steps it', async () => {
  const { context, page, errors } = await openPage(env, 'dice.html?botDelay=0', { viewport: { width: 1100, height: 800 } });
  await start(page, [{ name: HOSTILE, type: 'human' }, { name: 'Bot', type: 'random' }], 5);
  for (let i = 0; i < 3; i++) { await waitHuman(page); await clickTurn(page); }
  await waitHuman(page);
  const moves = (await hook(page, 'record')).moves.length;
  await page.click('#undo');
  await page.waitForFunction((n) => window.__dice.record().moves.length === n - 2 && window.__dice.humanToMove(), moves);
  // the save in the browser is the game as it stands: a reload resumes it, the bot seat a bot
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('dice.current.v1')));
  assert.equal(kept.record.moves.length, moves - 2);
  await page.reload();
  await page.waitForFunction(() => window.__dice?.state() !== null);
  await waitHuman(page);
  assert.deepEqual((await hook(page, 'record')).moves, kept.record.moves);
  assert.deepEqual((await hook(page, 'progress')).players.map((p) => p.bot), [false, true]);
  // the hostile name is text: in the players list and the log, never markup
  assert.equal(await page.locator('#players .name').first().textContent(), HOSTILE);
  assert.equal(await page.locator('#players img, #log img, #status img').count(), 0);
  assert.ok((await page.locator('#status').textContent()).startsWith(HOSTILE));
  // the replay: one step per move, each step's position the core's at that ply
  await page.click('#replay-open');
  await page.waitForSelector('#replay');
  await page.keyboard.press('End');
  assert.equal(await page.locator('#replay-slider').getAttribute('max'), String(moves - 2));
  assert.match(await page.locator('#replay-caption').textContent(), new RegExp(`Move ${moves - 2} of ${moves - 2}`));
  await page.screenshot({ path: path.join(SHOT_DIR, 'replay.png') });
  await page.click('text=Back to the game');
  await waitHuman(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an MCTS bot seat of dice thinks in its worker within its time; the keyboard places a marker', async () => {
  const { context, page, errors } = await openPage(env, 'dice.html?botDelay=0', { viewport: { width: 1100, height: 800 } });
  await start(page, [{ name: 'Ann', type: 'human' }, { name: 'Deep', type: 'mcts-0.5' }], 3);
  await waitHuman(page);
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__dice.record().moves.length >= 2 && window.__dice.humanToMove(), null, { timeout: 20000 });
  const [, bot] = await hook(page, 'bots');
  assert.ok(bot.workers === 1 && bot.answers >= 1 && !bot.fallback && bot.lastBudget.millis > 0, JSON.stringify(bot));
  const [t] = await hook(page, 'thinkTimes');
  assert.ok(t.ms >= 200 && t.ms < 5000, `thought ${t.ms} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});
