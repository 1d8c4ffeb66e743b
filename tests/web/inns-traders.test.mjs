// Inns & Cathedrals and Traders & Builders in the page: the new-game dialog offers both sets and
// their options (from the engine catalog); a whole game with both, human vs random bot, played
// through the UI with the big meeple, builder and pig chosen by their buttons; the player list
// shows goods and special figures; the final scores match the engine's replay of the saved record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { SHOTS, clickSpot, clickable, mulberry32, openPage, setupGame, useServerAndBrowser, waitForHuman } from './helpers.mjs';

const env = useServerAndBrowser();

const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });

async function waitForChange(page, before) {
  await page.waitForFunction((k) => {
    const st = window.__carcassonne.state();
    return `${st.turn}/${st.decision?.kind}/${st.over}` !== k;
  }, before, { timeout: 10000 });
}

test('a game with both expansions through the UI: sets and options, special figures, goods, scores', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await setupGame(page, [{ name: 'Alice', type: 'human' }, { name: 'Bob', type: 'random' }], 606);
  // the sets and their options come from the engine catalog
  for (const id of ['ic', 'tb']) await page.check(`#set-${id}`);
  const legends = await page.$$eval('fieldset.rules legend', (ls) => ls.map((l) => l.textContent));
  assert.ok(legends.includes('Rules: Inns & Cathedrals') && legends.includes('Rules: Traders & Builders'), legends.join());
  for (const name of ['innsAndCathedrals', 'tradersAndBuilders']) {
    const values = await page.$$eval(`#rule-${name} option`, (os) => os.map((o) => o.textContent));
    assert.deepEqual(values, ['Full', 'Tiles only']);
  }
  await page.screenshot({ path: path.join(SHOTS, 'expansions-dialog.png') });
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  const st0 = await hook(page, 'state');
  assert.equal(st0.tilesLeft, 71 + 18 + 24 - 1);   // base 71 after the start tile, + 18 + 24, one in hand
  assert.deepEqual(st0.players.map((p) => [p.supply.big, p.supply.builder, p.supply.pig]), [[1, 1, 1], [1, 1, 1]]);
  assert.equal(await page.locator('#players li[data-seat="0"] .good').count(), 3);
  assert.equal(await page.locator('#players li[data-seat="0"] .special').count(), 3);

  const rnd = mulberry32(7);
  const special = { big: 0, builder: 0, pig: 0 };
  let shot = false, extraTurnSeen = false, lastTileClick = null;
  for (let step = 0; step < 600; step++) {
    await waitForHuman(page);
    const st = await hook(page, 'state');
    if (st.over) break;
    extraTurnSeen ||= st.extraTurn;
    const opts = await hook(page, 'options');
    const key = `${st.turn}/${st.decision.kind}/${st.over}`;
    if (st.decision.kind === 'tile') {
      const cells = [...new Map(opts.filter((o) => o.type === 'tile').map((o) => [`${o.x},${o.y}`, o])).values()];
      const cell = cells[Math.floor(rnd() * cells.length)];
      const p = await clickable(page, () => hook(page, 'cellToScreen', cell.x, cell.y));
      await page.mouse.move(p.x, p.y);
      await page.mouse.click(p.x, p.y);
      lastTileClick = p;
      await waitForChange(page, key);
      continue;
    }
    const figs = opts.filter((o) => o.type === 'figure');
    const kinds = [...new Set(figs.map((o) => o.figure))];
    const specialKind = kinds.find((k) => k !== 'normal');
    if (specialKind) {
      // the figure buttons: one per kind when there is a choice; choosing one shows its spots only
      const buttons = await page.$$eval('.kind-btn', (bs) => bs.map((b) => b.dataset.kind));
      assert.deepEqual(buttons, kinds.length > 1 ? kinds : []);
      if (kinds.length > 1) {
        await page.click(`.kind-btn[data-kind="${specialKind}"]`);
        assert.equal(await page.getAttribute(`.kind-btn[data-kind="${specialKind}"]`, 'aria-pressed'), 'true');
      }
      const f = figs.filter((o) => o.figure === specialKind)[0];
      if (!shot && st.turn > 12) {
        shot = true;
        await page.click('#zoom-in');
        await page.click('#zoom-in');
        const p = await clickable(page, () => hook(page, 'spotToScreen', f.x, f.y, f.px, f.py));
        await page.mouse.move(p.x, p.y);
        await page.screenshot({ path: path.join(SHOTS, 'expansions-mid.png') });
      }
      const p = await clickable(page, () => hook(page, 'spotToScreen', f.x, f.y, f.px, f.py));
      await clickSpot(page, p, lastTileClick);
      await waitForChange(page, key);
      const move = await page.evaluate(({ x, y }) => window.__carcassonne.record().moves.find((m) => m.x === x && m.y === y), st.lastTile);
      assert.equal(move.meeple?.kind, specialKind, 'the record names the figure chosen');
      special[specialKind]++;
      continue;
    }
    const pool = figs.filter((o) => o.feature !== 'field' || rnd() < 0.3);
    if (pool.length && rnd() < 0.6) {
      const f = pool[Math.floor(rnd() * pool.length)];
      const p = await clickable(page, () => hook(page, 'spotToScreen', f.x, f.y, f.px, f.py));
      await clickSpot(page, p, lastTileClick);
    } else {
      await page.keyboard.press('Escape');
    }
    await waitForChange(page, key);
  }
  const final = await hook(page, 'state');
  assert.ok(final.over, 'the game ended');
  assert.ok(special.big > 0 && special.builder + special.pig > 0, JSON.stringify(special));

  await page.waitForSelector('#final-scoring');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  await page.screenshot({ path: path.join(SHOTS, 'expansions-end.png') });
  const shown = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  const heads = await page.$$eval('#results-table tbody tr[data-category] th', (ths) => ths.map((t) => t.textContent));
  await page.click('#results-close');
  await page.screenshot({ path: path.join(SHOTS, 'expansions-end-board.png') });
  // the goods in the player list are the engine's
  const goods = await page.$$eval('#players li', (lis) => lis.map((li) => Object.fromEntries([...li.querySelectorAll('.good')].map((g) => [g.dataset.good, Number(g.dataset.count)]))));
  assert.deepEqual(goods, final.players.map((p) => p.goods));

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const record = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(record.setup.sets, ['base', 'ic', 'tb']);
  const engine = await createEngine();
  const replay = engine.replay(record);
  assert.deepEqual(shown, replay.scores, 'the results table shows the replayed scores');
  const goodsEvents = replay.events.filter((e) => e.type === 'score' && e.feature === 'goods');
  assert.equal(heads.includes('Goods'), goodsEvents.length > 0);
  if (extraTurnSeen) assert.ok(special.builder > 0);
  assert.deepEqual(errors, []);
  await context.close();
});
