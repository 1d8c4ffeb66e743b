// Plays a whole 2-player game (human vs random bot) through the page's UI: clicks on legal cells and
// figure spots that the engine reports, keyboard turns, an undo; then checks the final scores on the
// page against the engine's replay of the saved record (Node, build/pkg/node.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, clickSpot, clickable, mulberry32, openPage, setupGame, useServerAndBrowser, waitForHuman } from './helpers.mjs';

const env = useServerAndBrowser();

const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => {
  const h = window.__carcassonne;
  return h[expr](...args);
}, { expr, args });

const decisionKey = (st) => `${st.turn}/${st.decision?.kind}/${st.over}`;
async function waitForChange(page, before) {
  await page.waitForFunction((k) => {
    const st = window.__carcassonne.state();
    return `${st.turn}/${st.decision?.kind}/${st.over}` !== k;
  }, before, { timeout: 10000 });
}

test('a whole game against the random bot, played through the UI, scores as the engine replays it', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await setupGame(page, [{ name: 'Alice', type: 'human' }, { name: 'Bob', type: 'random' }], 4242);
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  await page.screenshot({ path: path.join(SHOTS, 'start.png') });

  const rnd = mulberry32(99);
  let lastTileClick = null;
  let humanTurns = 0, keyboardTurns = 0, undone = false, mid = false, placed = 0, passes = 0;
  for (let step = 0; step < 400; step++) {
    await waitForHuman(page);
    const st = await hook(page, 'state');
    if (st.over) break;
    const opts = await hook(page, 'options');
    const key = decisionKey(st);
    if (st.decision.kind === 'tile') {
      humanTurns++;
      const cells = [...new Map(opts.filter((o) => o.type === 'tile').map((o) => [`${o.x},${o.y}`, o])).values()];
      assert.ok(cells.length > 0, 'a tile decision has legal cells');
      if (humanTurns % 6 === 3) {
        // keyboard turn: arrows move the cursor over legal cells, R rotates, Enter places
        keyboardTurns++;
        await page.locator('#board').focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('r');
        const ghost = await hook(page, 'ghost');
        assert.ok(ghost && opts.some((o) => o.type === 'tile' && o.x === ghost.x && o.y === ghost.y && o.rot === ghost.rot), 'the keyboard ghost is a legal option');
        await page.keyboard.press('Enter');
        await waitForChange(page, key);
        const after = await hook(page, 'state');
        assert.deepEqual(after.lastTile, { x: ghost.x, y: ghost.y });
        continue;
      }
      const cell = cells[Math.floor(rnd() * cells.length)];
      const p = await clickable(page, () => hook(page, 'cellToScreen', cell.x, cell.y));
      await page.mouse.move(p.x, p.y);
      if (rnd() < 0.4) await page.mouse.click(p.x, p.y, { button: 'right' });   // rotate: snaps to a legal rotation
      const ghost = await hook(page, 'ghost');
      assert.deepEqual({ x: ghost.x, y: ghost.y }, { x: cell.x, y: cell.y }, 'the ghost follows the mouse');
      await page.mouse.click(p.x, p.y);
      lastTileClick = p;
      await waitForChange(page, key);
      const now = await hook(page, 'state');
      assert.deepEqual(now.lastTile, { x: cell.x, y: cell.y });
      assert.equal(now.tiles.find((t) => t.x === cell.x && t.y === cell.y).rot, ghost.rot, 'placed as previewed');
      if (!undone) {
        // undo within the turn, then place again
        undone = true;
        await page.click('#undo');
        await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'tile');
        const again = await clickable(page, () => hook(page, 'cellToScreen', cell.x, cell.y));
        await page.mouse.move(again.x, again.y);
        await page.mouse.click(again.x, again.y);
        lastTileClick = again;
        await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'tile');
      }
    } else if (st.decision.kind === 'figure') {
      const figs = opts.filter((o) => o.type === 'figure');
      if (!mid && ((st.turn >= 20 && figs.length >= 2) || st.turn >= 50)) {
        mid = true;
        const f = figs.find((o) => o.feature !== 'field') ?? figs[0];
        if (f) {
          const p = await clickable(page, () => hook(page, 'spotToScreen', f.x, f.y, f.px, f.py));
          await page.mouse.move(p.x, p.y);   // hovering a spot highlights its feature
        }
        await page.screenshot({ path: path.join(SHOTS, 'mid.png') });
        // the log, longer than its box by now, shows its newest line (scrolled in the frame after a
        // redraw: web/src/main.ts appendLog)
        const log = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => {
          const el = document.querySelector('#log');
          done({ top: el.scrollTop, height: el.scrollHeight, box: el.clientHeight });
        })));
        assert.ok(log.height > log.box, `the log overflows its box by turn ${st.turn}: ${JSON.stringify(log)}`);
        assert.ok(log.top + log.box >= log.height - 2, `the log shows its newest line: ${JSON.stringify(log)}`);
      }
      // farmers stay till the end: put them down rarely so that meeples keep coming back
      const pool = figs.filter((o) => o.feature !== 'field' || rnd() < 0.15);
      if (pool.length && rnd() < 0.6) {
        const f = pool[Math.floor(rnd() * pool.length)];
        const i = figs.indexOf(f);
        if (keyboardTurns > 0 && i < 9 && rnd() < 0.2) {
          await page.keyboard.press(String(i + 1));
        } else {
          const p = await clickable(page, () => hook(page, 'spotToScreen', f.x, f.y, f.px, f.py));
          await clickSpot(page, p, lastTileClick);
        }
        await waitForChange(page, key);
        const now = await hook(page, 'state');
        assert.ok(now.figures.some((g) => g.x === f.x && g.y === f.y && g.segment === f.segment && g.player === 0)
          || now.turn > st.turn, 'the meeple went where clicked (or it scored at once)');
        placed++;
      } else {
        passes++;
        if (rnd() < 0.5) await page.keyboard.press('Escape'); else await page.click('#pass');
        await waitForChange(page, key);
      }
    } else {
      assert.fail(`unexpected decision ${st.decision.kind}`);
    }
  }
  const final = await hook(page, 'state');
  assert.ok(final.over, 'the game ended');
  assert.ok(humanTurns >= 30, `the human played ${humanTurns} turns`);
  assert.ok(placed > 0 && passes > 0 && keyboardTurns > 0);

  // the final scoring is walked through on the board first
  await page.waitForSelector('#final-scoring');
  await page.screenshot({ path: path.join(SHOTS, 'end-walkthrough.png') });
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  await page.screenshot({ path: path.join(SHOTS, 'end.png') });
  const shown = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  const panel = await page.$$eval('#players .score', (els) => els.map((e) => Number(e.textContent)));
  await page.click('#results-close');
  await page.screenshot({ path: path.join(SHOTS, 'end-board.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const record = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(record.format, 'carcassonne-record');
  const engine = await createEngine();
  const replay = engine.replay(record);
  assert.equal(replay.over, true);
  assert.deepEqual(shown, replay.scores, 'the results table shows the replayed scores');
  assert.deepEqual(panel, replay.scores, 'the side panel shows the replayed scores');
  // the categories add up to the totals: per player, the category rows of both parts
  const column = (i) => page.$$eval(`#results-table tbody tr[data-category]:not([data-category="all"]) td[data-seat="${i}"]`, (tds) => tds.map((td) => Number(td.textContent)));
  for (let i = 0; i < replay.scores.length; i++) assert.equal((await column(i)).reduce((a, b) => a + b, 0), replay.scores[i]);

  // loading the record through the Load dialog shows the same finished game
  await page.click('#load');
  await page.fill('#record-text', JSON.stringify(record));
  await page.click('#load-record');
  await page.waitForSelector('#final-scoring');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#results[open] #results-table');
  const reloaded = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  assert.deepEqual(reloaded, replay.scores);
  await page.click('#results-close');

  // the new game dialog remembers the last choices
  await page.click('#new-game');
  assert.equal(await page.inputValue('#seat-0-name'), 'Alice');
  assert.equal(await page.inputValue('#seat-1-name'), 'Bob');
  assert.equal(await page.inputValue('#seat-1-type'), 'random');
  assert.equal(await page.inputValue('#seed'), '4242');
  await page.click('#cancel-new-game');

  assert.deepEqual(errors, []);
  await context.close();
});
