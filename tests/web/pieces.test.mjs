// Pieces of several squares on the page (a wonder covers five), with no expansion named in web/:
// the new-game dialog offers the set; a wonder taken at a threshold is placed by the page's own
// input (pointed at by its middle square, turned with R), drawn over all its squares, its owner's
// marker on its building; the modules' notes (the offer, each player's pair or wonder) and the
// waiting pairs on the score track; a whole game with wonders played by the bots ends without
// errors and scores as the engine replays it. Screenshots: test-results/screenshots/pieces-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, SHOTS, openPage, setupGame, useServerAndBrowser, loadThroughDialog } from './helpers.mjs';
import { createEngine } from '../../build/pkg/node.js';

const env = useServerAndBrowser();
const engine = await createEngine();
const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => window.__carcassonne[expr](...args), { expr, args });

// The recorded game up to the move where Red places the Alhambra (taken at 10 points the turn
// before), both seats human: the page waits for Red to place it.
const full = JSON.parse(await readFile(path.join(ROOT, 'tests/records/wonders_stonehenge_001.json'), 'utf8'));
const at = full.moves.findIndex((m) => m.tile.startsWith('wonders/'));
const wonderMove = full.moves[at];
const record = { ...full, setup: { ...full.setup, players: full.setup.players.map((p) => ({ name: p.name })) }, moves: full.moves.slice(0, at) };
delete record.end;

/** The cells a piece covers at anchor (x, y) turned rot, as the engine places it (computed here from the tile file's squares). */
function cells(tile, x, y, rot) {
  const info = engine.tileSets().flatMap((s) => s.tiles).find((t) => t.id === tile);
  let w = Math.max(...info.squares.map((s) => s.at[0] + 1)), h = Math.max(...info.squares.map((s) => s.at[1] + 1));
  let c = info.squares.map((s) => ({ x: s.at[0], y: s.at[1] }));
  for (let r = 0; r < rot; r++) { c = c.map((p) => ({ x: h - 1 - p.y, y: p.x })); [w, h] = [h, w]; }
  return c.map((p) => ({ x: x + p.x, y: y + p.y }));
}

/** The colour of the board canvas under a board point (cell + fraction), as [r, g, b]. */
async function pixel(page, x, y, fx = 0.5, fy = 0.5) {
  const p = await hook(page, 'cellToScreen', x, y);
  const scale = await hook(page, 'scale');
  return page.evaluate(({ cx, cy }) => {
    const c = document.querySelector('#board');
    const r = c.getBoundingClientRect(), k = c.width / r.width;
    return [...c.getContext('2d').getImageData(Math.round((cx - r.left) * k), Math.round((cy - r.top) * k), 1, 1).data].slice(0, 3);
  }, { cx: p.x + (fx - 0.5) * scale, cy: p.y + (fy - 0.5) * scale });
}
const differ = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 30;

test('a wonder placed by mouse: the ghost over its footprint, drawn on all five squares, its marker, the notes', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 860 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, record);
  await page.waitForFunction(() => window.__carcassonne?.state()?.hand?.[0]?.includes('/'));
  const st = await hook(page, 'state');
  assert.equal(st.hand[0], wonderMove.tile);
  assert.equal(st.decision.kind, 'tile');
  // the cards: the offer for the table (picture, name, where); the notes: Red's wonder in hand, Blue's
  // pair waiting; the pair on the track
  const offer = page.locator('#wonder-cards .wonder-card', { hasText: 'Stonehenge' });
  assert.match(await offer.textContent(), /On offer at 15 points/);
  assert.equal(await offer.locator('canvas').count(), 1);
  assert.match(await page.textContent('#players li[data-seat="0"]'), /holds Alhambra/);
  assert.match(await page.textContent('#players li[data-seat="1"]'), /pair waits at 15 points/);
  assert.equal(await page.locator('#score-track').isHidden(), false);
  assert.match(await page.getAttribute('#score-track', 'aria-label'), /Blue's waiting pair on 15/);

  const foot = cells(wonderMove.tile, wonderMove.x, wonderMove.y, wonderMove.rot);
  const before = [];
  for (const c of foot) before.push(await pixel(page, c.x, c.y, 0.3, 0.7));
  // point at the square in the middle of the piece: the one the page places it by
  const handle = foot[3];   // the Alhambra's square d (1,1): the middle of its 3 x 3 box
  const p = await hook(page, 'cellToScreen', handle.x, handle.y);
  await page.mouse.move(p.x, p.y);
  for (let i = 0; i < 4 && (await hook(page, 'ghost'))?.rot !== wonderMove.rot; i++) await page.keyboard.press('r');
  assert.deepEqual(await hook(page, 'ghost'), { x: wonderMove.x, y: wonderMove.y, rot: wonderMove.rot });
  await page.screenshot({ path: path.join(SHOTS, 'pieces-ghost.png') });
  await page.mouse.click(p.x, p.y);
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind === 'figure');
  const placed = (await hook(page, 'state')).tiles.find((t) => t.tile === wonderMove.tile);
  assert.deepEqual([placed.x, placed.y, placed.rot], [wonderMove.x, wonderMove.y, wonderMove.rot]);
  // figure spots on the wonder's squares; no spot on the building
  const spots = (await hook(page, 'options')).filter((o) => o.type === 'figure');
  assert.ok(spots.length > 0 && spots.every((o) => foot.some((c) => c.x === o.x && c.y === o.y)), JSON.stringify(spots));
  assert.ok(spots.every((o) => o.feature !== 'wonder'));
  // hovering a field spot on the wonder lights the field on every square it reaches
  const field = spots.find((o) => o.feature === 'field');
  const fp = await hook(page, 'spotToScreen', field.x, field.y, field.px, field.py);
  await page.mouse.move(fp.x, fp.y);
  await page.waitForFunction(() => window.__carcassonne.board().highlight > 0);
  await page.screenshot({ path: path.join(SHOTS, 'pieces-spots.png') });
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');   // no meeple
  await page.waitForFunction(() => window.__carcassonne.state().decision?.player === 1);
  // every square of the footprint is drawn now (the table showed there before)
  for (const [i, c] of foot.entries()) assert.ok(differ(before[i], await pixel(page, c.x, c.y, 0.3, 0.7)), `square ${i} at ${c.x},${c.y} drawn`);
  // the owner's marker lies on the building, in Red's colour
  const st2 = await hook(page, 'state');
  assert.equal(st2.owners.length, 1);
  const m = st2.owners[0];
  assert.equal(m.player, 0);
  assert.ok(foot.some((c) => c.x === m.x && c.y === m.y));
  assert.match(await page.textContent('#players li[data-seat="0"]'), /owns Alhambra/);
  await page.screenshot({ path: path.join(SHOTS, 'pieces-placed.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game with wonders played by the bots to the end: no error, wonders on the board, scores as replayed', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 860 } });
  await setupGame(page, [{ name: 'Ann', type: 'greedy' }, { name: 'Ben', type: 'greedy' }], 5);
  await page.check('#set-wonders');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne.state()?.over === true, null, { timeout: 240000 });
  await page.waitForSelector('#final-scoring');
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  const shown = await page.$$eval('#results-table td.total', (tds) => tds.map((td) => Number(td.dataset.total)));
  await page.click('#results-close');
  const st = await hook(page, 'state');
  const pieces = st.tiles.filter((t) => engine.tileSets().flatMap((s) => s.tiles).find((i) => i.id === t.tile)?.squares);
  assert.ok(pieces.length >= 1, 'a wonder was placed');
  assert.equal(st.owners.length, pieces.length);
  await page.click('#fit').catch(() => {});
  await page.screenshot({ path: path.join(SHOTS, 'pieces-game-end.png') });
  const saved = await hook(page, 'record');
  const replay = engine.replay(saved);
  assert.equal(replay.over, true);
  assert.deepEqual(shown, replay.scores);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the wonders in play are chosen by name in the new-game dialog (a set of boxes, not a number)', async () => {
  const { context, page, errors } = await openPage(env, '', { viewport: { width: 1280, height: 900 } });
  await setupGame(page, [{ name: 'Ann', type: 'human' }, { name: 'Ben', type: 'human' }], 3);
  await page.check('#set-wonders');
  const pick = engine.ruleOptions().find((o) => o.flags && o.default === 0);
  assert.ok(pick, 'an option that is a set of choices, none by default');
  const labels = await page.$$eval(`#rule-${pick.name} label`, (ls) => ls.map((l) => l.textContent.trim()));
  assert.deepEqual(labels, pick.flags);
  assert.equal(await page.locator(`#rule-${pick.name} input[type=checkbox]:checked`).count(), 0);
  // the second and the fourth choice (bits 1 and 3)
  await page.check(`#rule-${pick.name}-1`);
  await page.check(`#rule-${pick.name}-3`);
  await page.locator(`#rule-${pick.name}`).screenshot({ path: path.join(SHOTS, 'pieces-dialog-flags.png') });
  // a set of choices with a minimum keeps at least one box: unchecking the last one is undone
  const sets = engine.ruleOptions().find((o) => o.flags && o.min > 0);
  for (let bit = 1; bit < sets.flags.length; bit++) await page.uncheck(`#rule-${sets.name}-${bit}`);
  await page.locator(`#rule-${sets.name}-0`).click();
  assert.equal(await page.locator(`#rule-${sets.name}-0`).isChecked(), true, 'the last set stays chosen');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  const rules = (await hook(page, 'record')).setup.rules;
  assert.equal(rules[pick.name], (1 << 1) | (1 << 3));
  assert.equal(rules[sets.name], 1);
  assert.deepEqual(errors, []);
  await context.close();
});
