// Words as data in the browser (issue 47, first slice; docs/words.md): ?lang=ja words the
// new-game dialog and the toolbar in Japanese with <html lang="ja">; the picker switches to English
// mid-game without a reload (status line, toolbar); the choice is remembered on reload. Takes the
// screenshots the slice was looked at by (test-results/screenshots/words-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, openPage, startDefaultGame, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const VIEW = { viewport: { width: 1280, height: 800 } };
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `words-${name}.png`) });

test('?lang=ja: the dialog and toolbar in Japanese; the picker switches to English mid-game; the choice is kept', async () => {
  const { context, page, errors } = await openPage(env, '?lang=ja&botDelay=0', VIEW);
  await page.waitForSelector('#dialog[open] #start-game');
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  assert.equal(await page.textContent('#new-game-title'), '新しいゲーム');
  assert.equal(await page.textContent('#start-game'), 'ゲーム開始');
  assert.equal(await page.textContent('#quick-game'), 'ボットとすぐに対戦');
  assert.equal(await page.getAttribute('#seat-0-name', 'aria-label'), '席1の名前');
  assert.equal(await page.inputValue('#seat-0-name'), 'あなた');
  assert.equal(await page.textContent('#new-game'), '新しいゲーム');
  assert.equal(await page.textContent('#save'), '保存');
  assert.equal(await page.textContent('#load'), '読み込み');
  assert.equal(await page.getAttribute('#undo', 'title'), await page.evaluate(() => document.querySelector('#undo').title));
  assert.match(await page.getAttribute('#help-toggle', 'aria-label'), /ヘルプ/);
  assert.equal(await page.title(), 'カルカソンヌ');
  await shot(page, 'new-game-ja');
  await page.click('#more-options summary');
  await shot(page, 'new-game-more-ja');

  await startDefaultGame(page);
  assert.match(await page.textContent('#status'), /を置いてください/);
  assert.equal(await page.textContent('#undo'), '元に戻す');
  await shot(page, 'board-ja');

  // the toolbar's picker, mid-game: English without a reload (the page's own marker survives)
  await page.evaluate(() => { window.__noReload = true; });
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.evaluate(() => window.__noReload), true);
  assert.match(await page.textContent('#status'), /^Place .*: click a marked square\. R or right click rotates\.$/);
  assert.equal(await page.textContent('#new-game'), 'New game');
  assert.equal(await page.textContent('#undo'), 'Undo');
  assert.equal(await page.getAttribute('#undo', 'title'), 'Undo your tile, or your last turn until you play again (U, Ctrl+Z)');
  assert.equal(await page.textContent('#help li[data-words="help-keys-undo"] b'), 'Undo');
  await shot(page, 'board-en');

  // remembered: a reload without ?lang= stays English, the picker's choice is stored
  await page.goto(env.server.url + '?botDelay=0');
  await page.waitForFunction(() => window.__carcassonne?.state());
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.evaluate(() => localStorage.getItem('words.lang.v1')), 'en');
  assert.equal(await page.textContent('#save'), 'Save');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game dialog\'s own picker re-words it in place, keeping what was typed; the browser\'s Japanese is the default', async () => {
  const { context, page, errors } = await openPage(env, '', { ...VIEW, locale: 'ja-JP' });
  await page.waitForSelector('#dialog[open] #start-game');
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  await page.fill('#seat-1-name', 'Zoë');
  await page.selectOption('#new-game-lang', 'en');
  await page.waitForFunction(() => document.querySelector('#new-game-title')?.textContent === 'New game');
  assert.equal(await page.inputValue('#seat-1-name'), 'Zoë');
  assert.equal(await page.textContent('#start-game'), 'Start game');
  assert.equal(await page.textContent('#new-game'), 'New game');
  await shot(page, 'new-game-en');
  // #lang= in a link wins over the stored choice, without replacing it
  await page.goto(env.server.url + '?seat=1#lang=ja');   // a new document (a hash alone would not load one)
  await page.waitForSelector('#dialog[open] #start-game');
  assert.equal(await page.textContent('#new-game-title'), '新しいゲーム');
  assert.equal(await page.evaluate(() => localStorage.getItem('words.lang.v1')), 'en');
  assert.deepEqual(errors, []);
  await context.close();
});

test('?lang=ja: a finished game\'s log, walk-through and results name figures and features in Japanese', async () => {
  const { createEngine } = await import('../../build/pkg/node.js');
  const { playOut, loadThroughDialog } = await import('./helpers.mjs');
  const engine = await createEngine();
  const game = playOut(engine, { players: [{ name: 'Ann', bot: 'greedy' }, { name: 'Ben', bot: 'greedy' }], seed: 3 });
  const record = game.save();
  game.dispose();
  const { context, page, errors } = await openPage(env, '?lang=ja&botDelay=0', VIEW);
  await startDefaultGame(page);
  await loadThroughDialog(page, record);
  await page.waitForSelector('#final-scoring');
  await shot(page, 'final-walkthrough-ja');
  const log = await page.evaluate(() => document.body.innerText);
  assert.match(log, /ミープル|都市|道|修道院|草原/);
  await page.click('#final-skip');
  await page.waitForSelector('#results[open] #results-table');
  await shot(page, 'results-ja');
  assert.deepEqual(errors, []);
  await context.close();
});
