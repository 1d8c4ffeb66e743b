// The editor answers decisions outside a move's own clicks (issue 45), imported from a record or the
// main page's save: a move saved partial (its figure step open) goes on where it stopped, the meeple
// flies and the author chooses the die's face; the final scoring's questions (the test-only fx-finale module:
// page build web/dist-fixtures) are answered by their buttons and kept as the record's `final`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.env.WEB_DIST = path.join(root, 'web', 'dist-fixtures');
const { SHOTS, useServerAndBrowser, openPage } = await import('./helpers.mjs');
const { createEngine } = await import('../../build/pkg-fixtures/node.js');

const env = useServerAndBrowser();
const SHOT_DIR = path.join(SHOTS, 'editor');
mkdirSync(SHOT_DIR, { recursive: true });
const engine = await createEngine();
const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonneEditor[name](...args), { name, args });

async function importInto(text) {
  const opened = await openPage(env, 'editor.html', { viewport: { width: 1366, height: 900 } });
  const { page } = opened;
  await page.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 30000 });
  await page.fill('#import', text);
  await page.click('#import-go');
  await page.waitForFunction(() => /^Imported/.test(document.querySelector('#status').textContent), null, { timeout: 30000 });
  return opened;
}

async function exportedRecord(page) {
  await page.click('button[data-export="json"]');
  await page.waitForFunction(() => document.querySelector('#export').value !== '', null, { timeout: 20000 });
  return JSON.parse(await page.inputValue('#export'));
}

test("a page's save with a move half made: the editor goes on, the meeple flies, the author picks the die's face", async () => {
  // flier_crash.json's move saved with its figure step open (a record names every chance outcome
  // it holds, and draws the others from the seed: a save never waits on chance)
  const rec = JSON.parse(readFileSync(path.join(root, 'tests/records/flier_crash.json'), 'utf8'));
  const g = engine.newGame(rec.setup);
  g.draw('fl/G');
  g.apply({ type: 'tile', tile: 'fl/G', x: 0, y: 1, rot: 0 });
  const saved = g.save();
  assert.equal(saved.moves[0].partial, true);
  const { context, page, errors } = await importInto(JSON.stringify({ record: saved, bots: ['human', 'human'] }));
  try {
    assert.match(await page.textContent('#status'), /the last one is unfinished/);
    const fly = (await hook(page, 'answers')).find((a) => a.option.type === 'module' && a.option.module === 'flier');
    assert.ok(fly, 'the flight is offered');
    await page.click(`#module-actions button[data-answer="${fly.index}"]`);
    assert.match(await page.textContent('#draft'), /^Chance: .*Choose the outcome/);
    for (const [width, height] of [[1366, 768], [390, 844]]) {   // the chance's choice as the author sees it
      await page.setViewportSize({ width, height });
      await page.locator('#draft').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOT_DIR, `editor-chance-${width}.png`) });
    }
    const answers = await hook(page, 'answers');
    assert.deepEqual(answers.map((a) => a.option.code), [1, 2, 3], 'the die\'s three faces');
    const two = answers.find((a) => a.option.code === 2);
    await page.click(`#module-actions button[data-answer="${two.index}"]`);
    const out = await exportedRecord(page);
    assert.equal(out.moves.length, 1);
    assert.equal(out.moves[0].partial, undefined, 'the move is finished');
    assert.deepEqual(out.moves[0].then, [{ chance: 2 }]);
    assert.deepEqual([...new Set(engine.replay(out).events.filter((e) => e.roll).map((e) => e.roll))], [2], 'the die shows the face chosen');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("the final scoring's questions are answered by buttons and kept as the record's final", async () => {
  const rec = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/records/finale_choices.json'), 'utf8'));
  const { final, ...unanswered } = rec;
  const { context, page, errors } = await importInto(JSON.stringify(unanswered));
  try {
    for (const entry of final) {
      const d = (await hook(page, 'state')).decision;
      assert.equal(d.player, entry.player, `${JSON.stringify(d)} is asked of player ${entry.player}`);
      const answers = await hook(page, 'answers');
      const a = answers.find((x) => x.option.type === 'module' && x.option.code === entry['fx-finale'].code);
      assert.ok(a, JSON.stringify(answers));
      await page.click(`#module-actions button[data-answer="${a.index}"]`);
    }
    const out = await exportedRecord(page);
    assert.deepEqual(out.final, final);
    assert.equal(out.version, 2);
    assert.deepEqual(engine.replay(out), engine.replay(rec));
    assert.match(await page.textContent('#status'), /final scoring is answered/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
