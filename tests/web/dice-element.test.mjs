// Issue 46: a second game in the wiki element. The tests-only fixture game "dice" (tests/games/dice,
// its own core dice_core.wasm, its view tests/games/dice/web) plays in <rules-board game="dice"> of
// the fixtures build (web/dist-fixtures/dice-board.js): each replay step shows the scores and events
// the node dice core gives for that ply, the last the final scores and the winner; a Carcassonne
// record is refused in words; play mode applies a clicked legal square and refuses an illegal one
// with the engine's words; a hostile player name stays text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGameEngine } from '../../build/pkg-fixtures/game-node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.WEB_DIST = path.join(root, 'web', 'dist-fixtures');
const { SHOTS, useServerAndBrowser, watchErrors } = await import('./helpers.mjs');

const env = useServerAndBrowser();
const engine = await createGameEngine('dice');
const SHOT_DIR = process.env.DICE_SHOTS ?? path.join(SHOTS, 'dice-element');
mkdirSync(SHOT_DIR, { recursive: true });
const exampleText = readFileSync(path.join(root, 'tests/games/dice/web/example.json'), 'utf8');
const example = JSON.parse(exampleText);
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

/** A seeded two-player game to its end by the random bot (as the example was made). */
function playSeeded(names, seed) {
  const g = engine.newGame({ players: names.map((name) => ({ name })), seed });
  for (let k = 0; !g.finished(); k++) g.apply(g.botOption('random', seed * 1000 + k));
  return g;
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>dice</title>
<script type="module" src="./dice-board.js"></script></head><body>
<rules-board id="replay" game="dice" src="dice-example.json" mode="replay" ply="0"></rules-board>
<rules-board id="carc" game="dice" src="carc.json" size="small"></rules-board>
<rules-board id="play" game="dice" src="dice-example.json" mode="play" ply="2" size="small"></rules-board>
<rules-board id="hostile" game="dice" src="hostile.json" mode="replay" size="small"></rules-board>
</body></html>`;

async function hostPage(files) {
  const page = await env.browser.newPage({ viewport: { width: 900, height: 1600 } });
  const errors = watchErrors(page);
  for (const [file, body] of Object.entries(files)) {
    await page.route(env.server.url + file, (route) => route.fulfill({ contentType: file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json', body }));
  }
  await page.goto(env.server.url + 'dice-page.html');
  return { page, errors };
}

/** 'ready' once the element shows its record, or the words of its error box. */
const settled = (el) => el.evaluate((e) => new Promise((resolve, reject) => {
  const box = e.shadowRoot.querySelector('.error');
  const check = () => {
    if (e.state() !== null) return resolve('ready');
    if (!box.hidden) return resolve(box.textContent.replace(/^This example cannot be shown:/, ''));
  };
  check();
  e.addEventListener('rules-board-ready', check);
  e.addEventListener('rules-board-error', check);
  setTimeout(() => reject(new Error(`${e.id}: neither ready nor error in 20 s`)), 20000);
}));
const shadowText = (el, sel) => el.evaluate((e, s) => [...e.shadowRoot.querySelectorAll(s)].map((n) => n.textContent).join('\n'), sel);

test('<rules-board game="dice"> replays a dice record, plays it on, and refuses a Carcassonne record', async () => {
  // the checked-in teaching record is what the engine plays for its seed (it replays to itself)
  const made = playSeeded(['Ann', 'Bob'], example.setup.seed);
  assert.deepEqual(made.save(), example, 'tests/games/dice/web/example.json is seed 4\'s game');
  const hostile = playSeeded([HOSTILE, 'Bob'], 9).save();
  const carc = JSON.parse(readFileSync(path.join(root, 'web/examples/road.json'), 'utf8'));
  carc.game = 'carcassonne';
  const { page, errors } = await hostPage({
    'dice-page.html': PAGE, 'dice-example.json': exampleText, 'carc.json': JSON.stringify(carc), 'hostile.json': JSON.stringify(hostile),
  });

  // replay: every step's scores and events are the node core's at that ply
  const replay = page.locator('#replay');
  assert.equal(await settled(replay), 'ready');
  const moves = example.moves.length;
  assert.equal(await replay.evaluate((e) => e.steps), moves + 1);
  let before = 0;
  for (let step = 0; step <= moves; step++) {
    const detail = await replay.evaluate((e, s) => { e.goto(s); return e.detail; }, step);
    const g = engine.loadRecord(example, { ply: step });
    assert.deepEqual(detail.scores, g.scores(), `step ${step}: the scores of loadAt(${step})`);
    assert.equal(detail.events.length, g.eventCount() - before, `step ${step}: one line per event of its move`);
    assert.deepEqual(await replay.evaluate((e) => e.state().grid), g.state().grid, `step ${step}: the grid`);
    before = g.eventCount();
    g.dispose();
  }
  const end = await replay.evaluate((e) => e.detail);
  assert.equal(end.over, true);
  assert.deepEqual(end.scores, made.scores());
  assert.equal(await shadowText(replay, '.scores li'), '1Ann 4\n2Bob 3', 'each seat\'s mark, name and score');
  assert.equal(end.events.at(-1), 'Ann wins with 4 points', 'the winner line');
  assert.ok(end.events.includes('Ann scores 4: the goal card, ' + (made.state().goals[0].line + ' ' + (made.state().goals[0].index + 1))));
  assert.match(await replay.evaluate((e) => e.shadowRoot.querySelector('canvas.board').getAttribute('aria-label')), /^Dice grid board, Move 8 of 8: 8 markers, game over, last roll \d$/);
  await replay.evaluate((e) => e.goto(1));
  assert.match((await replay.evaluate((e) => e.detail.events)).join('|'), /^Ann places a marker on column \d, row \d\|The die shows \d: (row|column) \d opens$/);

  // a Carcassonne record is not a dice record
  assert.equal(await settled(page.locator('#carc')), 'record: its "game" is "carcassonne", but this element shows "dice" (a Dice grid board)');

  // play mode from move 2: a click on a legal square applies it, the turn goes on
  const play = page.locator('#play');
  assert.equal(await settled(play), 'ready');
  const start = engine.loadRecord(example, { ply: 2 });
  const s0 = await play.evaluate((e) => e.state());
  assert.deepEqual(s0, start.state());
  const legal = start.options();
  const buttons = await play.evaluate((e) => [...e.shadowRoot.querySelectorAll('.module-actions button')].map((b) => b.title));
  assert.deepEqual(buttons, legal.map((q) => `Place on column ${q.x + 1}, row ${q.y + 1}`));
  assert.match(await shadowText(play, '.message'), /^Ann: place a marker on the open line/);
  const occupied = example.moves[0];   // Ann's first marker
  const at = (q) => play.evaluate((e, c) => e.cellToClient(c.x, c.y), q);
  let p = await at(occupied);
  await page.mouse.click(p.x, p.y);
  assert.deepEqual(await play.evaluate((e) => e.state()), s0, 'an illegal click changes nothing');
  assert.equal(await play.evaluate((e) => e.shadowRoot.querySelector('.message').classList.contains('refused')), true);
  assert.match(await shadowText(play, '.message'), /\S/);
  const q = legal[legal.length - 1];
  p = await at(q);
  await page.mouse.click(p.x, p.y);
  const s1 = await play.evaluate((e) => e.state());
  start.apply(q);
  assert.deepEqual(s1, start.state(), 'the click applied the square, and the seeded roll, as the engine does');
  assert.equal(s1.grid[q.y][q.x], 0);
  assert.equal(s1.decision.player, 1, 'the turn went to Bob');
  assert.equal(await play.evaluate((e) => e.shadowRoot.querySelector('.message').classList.contains('refused')), false);
  assert.match(await shadowText(play, '.message'), /^Bob: place/);
  // Bob answers with a button
  const bobs = start.options()[0];
  await play.evaluate((e, t) => [...e.shadowRoot.querySelectorAll('.module-actions button')].find((b) => b.title === t).click(), `Place on column ${bobs.x + 1}, row ${bobs.y + 1}`);
  start.apply(bobs);
  assert.deepEqual(await play.evaluate((e) => e.state()), start.state());
  assert.equal((await play.evaluate((e) => e.detail.events)).length, 4, 'two placements and two rolls since move 2');
  start.dispose();

  // a hostile name is text
  const hostileEl = page.locator('#hostile');
  assert.equal(await settled(hostileEl), 'ready');
  assert.ok((await shadowText(hostileEl, '.scores li')).startsWith(`1${HOSTILE} `));
  assert.equal(await hostileEl.evaluate((e) => e.shadowRoot.querySelectorAll('img').length), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);

  await replay.evaluate((e) => e.goto(e.steps - 1));
  await page.screenshot({ path: path.join(SHOT_DIR, 'dice-element.png'), fullPage: true });
  assert.deepEqual(errors, []);
  made.dispose();
  await page.close();
});
