// Issue 44, item 1: a saved game the page cannot resume is never lost. Each damaged save below
// (cut short, not JSON, the literal null, "record": null, an illegal move, a set this build lacks,
// a hostile colour, a "__proto__" field) is kept under the recovery key; the page says in words
// what was wrong; the player downloads its text (byte for byte what was stored) or discards it; a
// new game starts. The load dialog says the same words for the same records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOTS, openPage, useServerAndBrowser } from './helpers.mjs';
import { createEngine } from '../../build/pkg/node.js';

const env = useServerAndBrowser();
// the game to resume, and one key per kept save: a line of JSON ({at, detail}), then the save's text
const CURRENT = 'carcassonne.current.v1', KEPT = 'carcassonne.recovery.v1.';
const view = { viewport: { width: 1100, height: 800 }, acceptDownloads: true, serviceWorkers: 'block' };

/** A base game of two humans, 45 moves in, as the engine saves it. */
async function savedRecord() {
  const engine = await createEngine();
  const game = engine.newGame({ players: [{ name: 'Ann' }, { name: 'Ben' }], seed: 5 });
  for (let seed = 1; game.save().moves.length < 45 || game.state().decision?.kind !== 'tile'; seed++) game.apply(game.botOption('greedy', seed));
  const record = game.save();
  game.dispose();
  return record;
}
const record = await savedRecord();
const save = (rec) => JSON.stringify({ record: rec, bots: ['human', 'human'] });
const edited = (edit) => { const r = structuredClone(record); edit(r); return r; };
const whole = save(record);

/** [name, the save's text, the words the page must say]. */
const DAMAGED = [
  ['cut short', whole.slice(0, Math.floor(whole.length / 2)), /^The save is cut short: its text stops after [\d,]+ characters, before the game ends/],
  ['not JSON', 'Carcassonne, Ann 34 : Ben 12 (not a save)', /^The save is not a saved game: its text is not JSON\.$/],
  ['the literal null', 'null', /^The save holds no game: its text is “null”, not a saved game\.$/],
  ['"record": null', JSON.stringify({ record: null, bots: ['human', 'human'] }), /^The save holds no game record \(its “record” is null\)\.$/],
  ['an illegal move', save(edited((r) => { r.moves[41].x += 30; })), /^The save is damaged at move 41\.$/],
  ['a set this build lacks', save(edited((r) => { r.setup.sets = ['base', 'catan']; })), /^This save uses the set “catan”, which this version does not have\.$/],
  ['a hostile colour', save(edited((r) => { r.setup.players[0].color = 'url(http://127.0.0.2:9/beacon.png)'; })),
    /^This save gives player 1 a colour this page does not accept \(only colours written as #rrggbb are\)\.$/],
  ['a "__proto__" field', whole.replace('{"record":{', '{"record":{"__proto__":{"polluted":true},'), /^The save holds a field this version does not know: “__proto__”\.$/],
];

/** A page whose stored game is `text`, opened fresh: resolves once it has settled on a dialog. */
async function pageWithSave(text, contextOptions = view) {
  const opened = await openPage(env, '', contextOptions);
  const { page } = opened;
  await page.waitForSelector('#start-game');
  await page.evaluate(([key, t]) => localStorage.setItem(key, t), [CURRENT, text]);
  await page.reload();
  await page.waitForSelector('#kept-saves[open], #start-game', { timeout: 30000 });
  return opened;
}

/** The game to resume, and the kept saves, newest first. */
const stored = (page) => page.evaluate(([current, prefix]) => {
  const kept = [];
  for (const key of Object.keys(localStorage).filter((k) => k.startsWith(prefix))) {
    const value = localStorage.getItem(key), nl = value.indexOf('\n');
    kept.push({ ...JSON.parse(value.slice(0, nl)), text: value.slice(nl + 1) });
  }
  return { current: localStorage.getItem(current), kept: kept.sort((a, b) => b.at - a.at) };
}, [CURRENT, KEPT]);

for (const [name, text, words] of DAMAGED) {
  test(`a save with ${name} is kept, told in words, downloadable byte for byte, and discarded only when asked`, async () => {
    const { context, page, errors } = await pageWithSave(text);
    // never lost: the text is in the recovery list, unchanged
    const held = await stored(page);
    assert.ok(held.kept.some((k) => k.text === text) || held.current === text, 'the damaged save is still in the browser');
    assert.equal(held.kept.length, 1, 'it is kept as a damaged save');
    assert.equal(held.kept[0].text, text);
    assert.match(held.kept[0].detail, /^[^:]+: /, 'with the message it was refused with');
    assert.equal(held.current, null, 'it is no longer the game to resume');
    // told in words: what was wrong, then the message it was refused with
    assert.ok(await page.isVisible('#kept-saves[open]'), 'the page says that the save could not be resumed');
    assert.equal(await page.textContent('#kept-title'), 'Your last game could not be resumed');
    assert.match(await page.textContent('.kept-problem'), words);
    assert.match(await page.textContent('.kept-detail'), /^Details: \S/);
    assert.doesNotMatch(await page.textContent('#kept-saves'), /Cannot read properties|TypeError|undefined/);
    // download: the bytes stored
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.kept-download')]);
    assert.ok(readFileSync(await download.path()).equals(Buffer.from(text, 'utf8')), 'the downloaded file is the stored text');
    assert.match(download.suggestedFilename(), /^carcassonne-damaged-save-\d{8}-\d{4}\.json$/);
    // the page goes on: a new game starts; the kept save stays
    await page.click('#kept-close');
    await page.click('#start-game');
    await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
    assert.equal((await stored(page)).kept[0]?.text, text, 'kept after a new game started');
    assert.equal(await page.textContent('#kept-open'), 'Damaged saves (1)');
    // discarded only when asked
    await page.click('#kept-open');
    await page.waitForSelector('#kept-saves[open] .kept-discard');
    await page.click('.kept-discard');
    await page.waitForSelector('#kept-saves .kept-none');
    assert.deepEqual((await stored(page)).kept, [], 'discarded');
    await page.click('#kept-close');
    assert.ok(await page.isHidden('#kept-open'), 'no button to kept saves when none is kept');
    assert.ok((await stored(page)).current, 'the new game is the one to resume');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the message at two sizes (screenshots), and a reload keeps the kept save', async () => {
  for (const [w, hgt, file] of [[1366, 768, 'save-recovery-1366.png'], [390, 844, 'save-recovery-390.png']]) {
    const { context, page, errors } = await pageWithSave(DAMAGED[5][1], { ...view, viewport: { width: w, height: hgt } });
    await page.waitForSelector('#kept-saves[open]');
    await page.screenshot({ path: path.join(SHOTS, file) });
    // the dialog fits the screen: its buttons can be reached
    const box = await page.locator('#kept-saves').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= w, `the dialog fits ${w} px`);
    await page.click('#kept-close');
    await page.reload();
    await page.waitForSelector('#start-game');
    assert.equal(await page.textContent('#kept-open'), 'Damaged saves (1)', 'still kept after a reload');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the last four damaged saves are kept, newest first', async () => {
  const { context, page, errors } = await pageWithSave(DAMAGED[0][1]);
  for (const [, text] of DAMAGED.slice(1, 6)) {
    await page.click('#kept-close');
    await page.evaluate(([key, t]) => localStorage.setItem(key, t), [CURRENT, text]);
    await page.reload();
    await page.waitForSelector('#kept-saves[open]');
  }
  const { kept } = await stored(page);
  assert.deepEqual(kept.map((k) => k.text), DAMAGED.slice(2, 6).map((d) => d[1]).reverse());
  assert.equal(await page.locator('.kept-save').count(), 4);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The record of a damaged save, as a file a player would load (the save's record, or its text). */
const LOADED = [
  ['cut short', JSON.stringify(record).slice(0, Math.floor(JSON.stringify(record).length / 2)), /^The record is cut short: its text stops after [\d,]+ characters, before the game ends/],
  ['not JSON', 'Carcassonne, Ann 34 : Ben 12 (not a save)', /^This is not a game record: its text is not JSON\.$/],
  ['the literal null', 'null', /^The record holds no game: its text is not a JSON object\.$/],
  ['an illegal move', JSON.stringify(edited((r) => { r.moves[41].x += 30; })), /^The record is damaged at move 41\.$/],
  ['a set this build lacks', JSON.stringify(edited((r) => { r.setup.sets = ['base', 'catan']; })), /^This record uses the set “catan”, which this version does not have\.$/],
  ['a hostile colour', JSON.stringify(edited((r) => { r.setup.players[1].color = 'var(--x)'; })), /^This record gives player 2 a colour this page does not accept/],
  ['a "__proto__" field', JSON.stringify(record).replace('{', '{"__proto__":{"polluted":true},'), /^The record holds a field this version does not know: “__proto__”\.$/],
];

test('the load dialog says in words what is wrong with a record, and the game stays as it was', async () => {
  const { context, page, errors } = await openPage(env, '#quick', view);
  await page.waitForFunction(() => window.__carcassonne?.humanToMove());
  const before = await page.evaluate(() => window.__carcassonne.record());
  for (const [name, text, words] of LOADED) {
    await page.click('#load');
    await page.fill('#record-text', text);
    await page.click('#load-record');
    await page.waitForFunction(() => !document.querySelector('#dialog[open]') || document.querySelector('#dialog .error')?.textContent);
    assert.ok(await page.isVisible('#dialog[open] .error'), `${name}: refused`);
    assert.match(await page.textContent('#dialog .problem'), words, name);
    assert.match(await page.textContent('#dialog .error'), /^This is not a game record this page can load: \S/, name);
    assert.equal(await page.inputValue('#record-text'), text, `${name}: the text stays in the dialog`);
    if (name === 'an illegal move') await page.locator('#dialog').screenshot({ path: path.join(SHOTS, 'load-problem.png') });
    await page.keyboard.press('Escape');
    assert.deepEqual(await page.evaluate(() => window.__carcassonne.record()), before, `${name}: the game as it was`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a save whose engine cannot load (offline) stays to resume, and is kept when a new game takes its place', async () => {
  const engine = await createEngine();
  const game = engine.newGame({ players: [{ name: 'Ann' }, { name: 'Ben' }], sets: ['base', 'ic'], seed: 3 });
  for (let seed = 1; game.save().moves.length < 4 || game.state().decision?.kind !== 'tile'; seed++) game.apply(game.botOption('greedy', seed));
  const text = save(game.save());
  game.dispose();
  const context = await env.browser.newContext(view);
  await context.route('**/carcassonne_core.wasm', (route) => route.abort());   // the full core: not to be had
  const page = await context.newPage();
  await page.goto(env.server.url);
  await page.waitForSelector('#start-game');
  await page.evaluate(([key, t]) => localStorage.setItem(key, t), [CURRENT, text]);
  await page.reload();
  await page.waitForSelector('#start-game');
  assert.match(await page.textContent('#toast'), /^Your last game could not resume: .*It is kept/);
  assert.equal((await stored(page)).current, text, 'still the game to resume');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  const held = await stored(page);
  assert.notEqual(held.current, text, 'the new game is the one to resume');
  assert.equal(held.kept[0]?.text, text, 'the save it replaced is kept');
  await page.click('#kept-open');
  assert.equal(await page.textContent('#kept-title'), 'Saved games that could not be resumed');
  assert.match(await page.textContent('.kept-problem'), /^The engine for the sets of this save could not be loaded \(is this browser offline\?\)\.$/);
  await context.close();
});

test('a full storage: the save is kept in place of the game to resume, or else offered for download and left in place', async () => {
  const text = DAMAGED[4][1];
  const { context, page, errors } = await openPage(env, '', view);
  await page.waitForSelector('#start-game');
  // the storage filled to the last character, with 1,000 characters held back under "room"
  await page.evaluate(([key, t]) => {
    localStorage.setItem(key, t);
    localStorage.setItem('room', 'r'.repeat(1000));
    for (let i = 0, size = 1 << 20; size >= 1;) {
      try { localStorage.setItem(`fill${i}`, 'x'.repeat(size)); i++; } catch { size >>= 1; }
    }
  }, [CURRENT, text]);
  // not even in its own place (a kept save has a line more): told to download it now; it stays
  await page.reload();
  await page.waitForSelector('#kept-saves[open] .kept-lost');
  assert.match(await page.textContent('.kept-problem'), DAMAGED[4][2]);
  assert.match(await page.textContent('.kept-lost'), /could not keep the save .*download it now/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.kept-download')]);
  assert.ok(readFileSync(await download.path()).equals(Buffer.from(text, 'utf8')), 'downloaded from memory, byte for byte');
  assert.equal((await stored(page)).current, text, 'left where it was');
  assert.equal(await page.locator('.kept-discard').count(), 0, 'nothing to discard: it is not kept');
  // with room for its first line: kept in place of the game to resume
  await page.evaluate(() => localStorage.removeItem('room'));
  await page.reload();
  await page.waitForSelector('#kept-saves[open] .kept-discard');
  assert.equal(await page.locator('.kept-lost').count(), 0);
  const held = await stored(page);
  assert.equal(held.current, null);
  assert.equal(held.kept[0]?.text, text);
  await page.evaluate(() => localStorage.clear());
  assert.deepEqual(errors, []);
  await context.close();
});
