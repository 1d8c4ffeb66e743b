// Issue 46: the example editor of every platform game (web/src/editor/record-editor.ts) with the
// tests-only dice game's board (tests/games/dice/web/dice-editor.ts) in the fixtures build's
// dice-editor.html. A record built by clicks on the engine's squares and die faces, two steps
// captioned, a move replaced at an earlier step, undo, the export replayed by the Node core to the
// same game with its captions, and two bad imports: a hostile caption shown as text, a malformed
// record refused in words with the document unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGameEngine } from '../../build/pkg-fixtures/game-node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.WEB_DIST = path.join(root, 'web', 'dist-fixtures');
const { openPage, useServerAndBrowser } = await import('./helpers.mjs');

const env = useServerAndBrowser();
const engine = await createGameEngine('dice');
const HOSTILE = '<img src=x onerror=window.__pwned=1>';

const hook = (page, name, ...args) => page.evaluate(([n, a]) => window.__recordEditor[n](...a), [name, args]);
const moves = async (page) => (await hook(page, 'record')).moves?.length ?? 0;

/** A placement by a click on the board at the first ringed square the engine lists, then the die's face by its button. */
async function makeMove(page, face) {
  const before = await moves(page), step = await hook(page, 'cursor');
  const options = await hook(page, 'options');
  const i = options.findIndex((o) => typeof o.x === 'number');
  assert.ok(i >= 0, 'a square is legal');
  const at = await hook(page, 'optionPoint', i);
  await page.mouse.click(at.x, at.y);
  const faces = await hook(page, 'options');
  assert.deepEqual(faces.map((o) => o.face), [1, 2, 3, 4, 5, 6, 7, 8], 'the die waits for the author\'s face');
  assert.equal(await moves(page), before, 'no move is kept before its face is named');
  await page.click(`#answers button[data-option="${face - 1}"]`);
  await page.waitForFunction((n) => window.__recordEditor.cursor() === n + 1, step);   // the move made is the step shown
  return options[i];
}

async function caption(page, text) {
  await page.fill('#note', text);
  await page.locator('#board').focus();   // the caption's edit ends (blur)
}

test('a dice record built by clicks, captioned, replaced at a step, undone, exported and imported', async () => {
  const { context, page, errors } = await openPage(env, 'dice-editor.html', { viewport: { width: 1200, height: 900 } });
  await page.waitForFunction(() => document.body.classList.contains('ready'));
  assert.equal(await hook(page, 'cursor'), 0);
  const first = await makeMove(page, 3);
  await caption(page, 'Ann opens with the first square.');
  await makeMove(page, 6);
  await makeMove(page, 1);
  await caption(page, 'A third move.');
  assert.equal(await moves(page), 3);
  // the die's face the author picked is the record's, and the board opened its line
  const built = await hook(page, 'record');
  assert.deepEqual(built.moves.map((m) => m.then?.[0]?.face), [3, 6, 1]);
  assert.deepEqual(built.moves[0], { ...first, player: 0, then: [{ chance: true, face: 3 }], note: 'Ann opens with the first square.' });
  assert.deepEqual((await hook(page, 'state')).open, { line: 'row', index: 0 });
  // step back to step 1 and make another move there: it replaces moves 2 and 3
  await page.click('#first');
  await page.click('#next');
  assert.equal(await hook(page, 'cursor'), 1);
  assert.equal(await page.inputValue('#note'), 'Ann opens with the first square.');
  await makeMove(page, 8);
  assert.equal(await moves(page), 2);
  assert.match(await page.locator('#status').textContent(), /the 2 moves after it were dropped/);
  // undo brings the three moves back; redo makes the replacement again, undo once more
  await page.click('#undo');
  assert.equal(await moves(page), 3);
  assert.deepEqual((await hook(page, 'record')).moves, built.moves);
  await page.keyboard.press('Control+y');
  assert.equal(await moves(page), 2);
  await page.keyboard.press('Control+z');
  assert.equal(await moves(page), 3);
  // the export replays in the dice engine to the same game, with the captions
  await page.click('button[data-export="json"]');
  const exported = JSON.parse(await page.inputValue('#export'));
  assert.deepEqual(exported, built);
  const replayed = engine.loadRecord(exported);
  assert.deepEqual(replayed.save().moves.map((m) => m.note), ['Ann opens with the first square.', undefined, 'A third move.']);
  await page.click('#last');
  assert.deepEqual(await hook(page, 'state'), replayed.state());
  // the element snippet names the game and carries the record as data
  const snippet = await hook(page, 'exportText', 'inline');
  assert.match(snippet, /<rules-board game="dice" mode="replay" ply="0">/);
  assert.match(snippet, /dice-board\.js/);
  // import: a hostile caption is a caption, shown as text and never as markup
  const hostile = structuredClone(exported);
  hostile.moves[1].note = HOSTILE;
  await page.fill('#import', JSON.stringify(hostile));
  await page.click('#import-go');
  assert.equal(await moves(page), 3);
  await page.click('#first');
  await page.click('#next');
  await page.click('#next');
  assert.equal(await page.inputValue('#note'), HOSTILE);
  assert.equal(await page.locator('main img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  // a malformed record: the engine's refusal in words, the document as it was
  const kept = await hook(page, 'record');
  const broken = structuredClone(exported);
  broken.moves[2].x = 9;
  await page.fill('#import', JSON.stringify(broken));
  await page.click('#import-go');
  assert.match(await page.locator('#status').textContent(), /^Not allowed: move 2\.x: expected 0\.\.3, got 9$/);
  assert.deepEqual(await hook(page, 'record'), kept);
  await page.fill('#import', '{"game": "dice", "moves": [');
  await page.click('#import-go');
  assert.match(await page.locator('#status').textContent(), /^import: malformed JSON/);
  assert.deepEqual(await hook(page, 'record'), kept);
  // a caption longer than the engine allows is refused in its words (the field's own limit aside)
  await page.evaluate(() => { document.querySelector('#note').removeAttribute('maxlength'); });
  await page.fill('#note', 'x'.repeat(501));
  assert.match(await page.locator('#status').textContent(), /^Not allowed: move 1\.note: at most 500 characters, got 501$/);
  assert.deepEqual(await hook(page, 'record'), kept);
  assert.deepEqual(errors, []);
  await context.close();
});
