// The gallery of examples.html (issue 45): every record in web/examples replays in WASM to the
// scores the native CLI's `carcassonne replay` prints; the page has at least 24 examples and at
// least two for every set (counted from the records' setups); every example draws its board, and
// the scores its sum line states and its board shows at the last step are the CLI's; axe-core finds
// no serious or critical violation at 1366×768 and 390×844. Needs build/native/carcassonne,
// build/pkg and web/dist.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { ROOT, SHOTS as SCREENSHOTS, elementReady, tileCover, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.GALLERY_SHOTS ?? path.join(SCREENSHOTS, 'gallery');   // GALLERY_SHOTS: another folder

const EXAMPLES = path.join(ROOT, 'web', 'examples');
const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')).sort();
const recordText = (file) => readFileSync(path.join(EXAMPLES, file), 'utf8');
// every set id of docs/sets.md
const SETS = ['base', 'ic', 'tb', 'river', 'abbot', 'flier', 'messages', 'ferries', 'gold', 'magic', 'robbers', 'cropcircles', 'wonders'];

/** `carcassonne replay` of one record: { scores, over, events }. */
function cliReplay(file) {
  const cli = path.join(ROOT, 'build', 'native', 'carcassonne');
  const r = spawnSync(cli, ['replay', path.join(EXAMPLES, file)], { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(r.status, 0, `carcassonne replay ${file}: ${r.error ?? r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The sets a record shows: its expansions, or the base game when it has none. */
function featured(file) {
  const sets = JSON.parse(recordText(file)).setup.sets ?? ['base'];
  const own = sets.filter((s) => s !== 'base');
  return own.length ? own : ['base'];
}

test('every record in web/examples replays in WASM to the scores and events of the native CLI', async () => {
  assert.ok(files.length >= 24, `${files.length} records`);
  const engine = await createEngine();
  for (const file of files) {
    const cli = cliReplay(file);
    const wasm = engine.replay(recordText(file));
    assert.deepEqual(wasm.scores, cli.scores, `${file}: scores`);
    assert.equal(wasm.over, cli.over, `${file}: over`);
    assert.deepEqual(JSON.parse(JSON.stringify(wasm.events)), cli.events, `${file}: events`);
  }
});

test('examples.html: at least 24 examples, every set at least 2, each with its record\'s set', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(env.server.url + 'examples.html');
  const examples = await page.$$eval('article.example', (as) => as.map((a) => ({
    id: a.id, set: a.dataset.set, heading: a.querySelector('h3')?.textContent ?? '',
    rule: a.querySelector('p')?.textContent ?? '', src: a.querySelector('carcassonne-board')?.getAttribute('src') ?? '',
    mode: a.querySelector('carcassonne-board')?.getAttribute('mode'),
  })));
  assert.ok(examples.length >= 24, `${examples.length} examples`);
  const perSet = Object.fromEntries(SETS.map((s) => [s, 0]));
  for (const e of examples) {
    assert.ok(e.heading.length > 3, `${e.id}: a heading`);
    assert.match(e.rule, /\(Rules: (REFERENCE|MINIS|WONDERS)/, `${e.id}: the rule cites the digest`);
    assert.equal(e.mode, 'replay', `${e.id}: a replay board`);
    const file = path.basename(e.src);
    assert.ok(files.includes(file), `${e.id}: its record ${e.src} is in web/examples`);
    const sets = featured(file);
    assert.ok(sets.includes(e.set), `${e.id}: shown under ${e.set}, but its record plays ${sets.join(', ')}`);
    for (const s of sets) perSet[s] = (perSet[s] ?? 0) + 1;
  }
  for (const s of SETS) assert.ok(perSet[s] >= 2, `set ${s}: ${perSet[s]} example(s)`);
  // every record of web/examples is on the page
  const shown = new Set(examples.map((e) => path.basename(e.src)));
  assert.deepEqual(files.filter((f) => !shown.has(f)), []);
  await page.close();
});



/** Runs axe-core in the page; the serious and critical violations, one line each. */
async function audit(page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [label, options] of [
  ['1366x768', { viewport: { width: 1366, height: 768 } }],
  ['390x844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`examples.html at ${label}: every example draws its board with the CLI's scores; axe finds nothing serious`, async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await env.browser.newContext(options);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url + 'examples.html');
    await page.screenshot({ path: path.join(SHOTS, `top-${label}.png`) });
    const articles = page.locator('article.example');
    const n = await articles.count();
    const shot = new Set(['ic-cathedral', 'ferries-move', 'gold-city', 'robbers-rob', 'wonders-stonehenge', 'cropcircles-add']);
    for (let i = 0; i < n; i++) {
      const article = articles.nth(i);
      const id = await article.getAttribute('id');
      const el = article.locator('carcassonne-board');
      await el.scrollIntoViewIfNeeded();
      await elementReady(el);
      assert.equal(await el.evaluate((e) => e.shadowRoot.querySelector('.error').hidden), true, `${id}: no error`);
      const cover = await tileCover(el);
      assert.ok(cover > 0.02, `${id}: the board shows tiles (${(cover * 100).toFixed(1)}%)`);
      // the position of the ply asked for: the start tile and one tile per move up to it
      const { ply, tiles } = await el.evaluate((e) => ({ ply: e.getAttribute('ply'), tiles: e.state().tiles.length }));
      const moves = JSON.parse(recordText(path.basename(await el.getAttribute('src')))).moves.length;
      const squares = (m) => (m.tile.startsWith('wonders/') ? 5 : 1);
      const upTo = JSON.parse(recordText(path.basename(await el.getAttribute('src')))).moves.slice(0, ply === 'end' ? moves : Number(ply));
      assert.ok(tiles >= 1 + upTo.length && tiles <= 1 + upTo.reduce((n, m) => n + squares(m), 0), `${id}: ${tiles} tiles down at ply ${ply}`);
      if (shot.has(id)) await article.screenshot({ path: path.join(SHOTS, `${id}-${label}.png`) });
      // the last step (the final scoring where the record ends the game) shows the CLI's scores,
      // and so does the sum line
      const file = path.basename(await el.getAttribute('src'));
      const cli = cliReplay(file);
      const names = JSON.parse(recordText(file)).setup.players.map((p) => p.name);
      const expected = names.map((name, k) => `${name} ${cli.scores[k]}`);
      await el.evaluate((e) => e.goto(e.steps - 1));
      const board = await el.evaluate((e) => e.shadowRoot.querySelector('.scores').textContent);
      for (const s of expected) assert.ok(board.replace(/\s+/g, ' ').includes(s), `${id}: the board shows "${s}" (${board})`);
      const totals = await article.locator('.totals').textContent();
      assert.equal(totals, `${cli.over ? 'Final scores' : 'Scores after the last move'}: ${expected.join(', ')}.`, `${id}: the sum line`);
    }
    assert.deepEqual(await audit(page), [], `examples.html at ${label}, every board drawn`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
