// The example editor (web/editor.html), driven by clicks: a 6-move example with two captions, a lit
// feature and a ringed square, a move given to a player out of turn, the final scoring; exported as
// record JSON, element snippet, embed.html link and SVG; the element and the iframe then replay it
// with the same scores, captions and marks as the engine's replay of the exported record (Node,
// build/pkg). Also: every export imports back, captions stay text, refusals carry the engine's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { createRenderer } from '../../build/pkg/render-node.js';
import { SHOTS, openPage, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const engine = await createEngine();
const renderer = await createRenderer();

/** Clicks an export button and waits for its text (the SVG's renderer loads on first use). */
async function exported(page, kind) {
  await page.click(`button[data-export="${kind}"]`);
  await page.waitForFunction(() => document.querySelector('#export').value !== '', null, { timeout: 20000 });
  return page.inputValue('#export');
}

const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonneEditor[name](...args), { name, args });

async function openEditor() {
  const opened = await openPage(env, 'editor.html', { viewport: { width: 1400, height: 900 } });
  await opened.page.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 20000 });
  return opened;
}

async function clickCell(page, x, y, fx = 0.5, fy = 0.5) {
  const p = await hook(page, 'cellToClient', x, y, fx, fy);
  await page.mouse.click(p.x, p.y);
}

/** Picks a tile in the palette, clicks its square and turns it to `rot`. */
async function placeTile(page, tile, x, y, rot) {
  await page.click(`#palette button[data-tile="${tile}"]`);
  const legal = await hook(page, 'legal');
  const cell = legal.find((l) => l.cell === `${x},${y}`);
  assert.ok(cell, `${tile} may go at (${x},${y}): ${JSON.stringify(legal)}`);
  assert.ok(cell.rots.includes(rot), `${tile} at (${x},${y}) turns to ${rot}: ${cell.rots}`);
  await clickCell(page, x, y);
  for (let i = 0; i < 4 && (await hook(page, 'placed'))?.rot !== rot; i++) await page.click('#turn');
  assert.equal((await hook(page, 'placed'))?.rot, rot);
}

/** Clicks the spot of a feature kind on the tile just placed (a figure) or on the lit tile (a mark). */
async function clickSpot(page, feature) {
  const spots = await hook(page, 'spots');
  const s = spots.find((sp) => sp.feature === feature);
  assert.ok(s, `a ${feature} spot among ${JSON.stringify(spots.map((sp) => sp.feature))}`);
  await clickCell(page, s.x, s.y, s.px, s.py);
}

async function typeNote(page, text) {
  await page.fill('#note', text);
  await page.locator('#note').blur();
}

const CAPTION_1 = 'Alice closes the city at once: 2 tiles × 2 = 4, and her meeple comes back. <b>not bold</b>';
const CAPTION_3 = 'A free deck may give a move to anyone: Bob plays again.\nThe ring shows where the road will end.';

/** Builds the example by clicking; returns the editor page. */
async function buildExample(page) {
  // 1. Alice: E closes the start tile's city, her meeple on it
  await placeTile(page, 'E', 0, -1, 2);
  await clickSpot(page, 'city');
  assert.equal(await hook(page, 'cursor'), 1);
  await typeNote(page, CAPTION_1);
  await page.click('#light');
  await clickCell(page, 0, 0);
  await page.screenshot({ path: path.join(SHOTS, 'editor-light.png') });   // the start tile's feature spots
  await clickSpot(page, 'city');
  await page.click('#light');
  // 2. Bob: the curve east, his meeple on the road
  await placeTile(page, 'V', 1, 0, 0);
  await clickSpot(page, 'road');
  // 3. Bob again (given out of turn): the curve west, no figure; a caption and a ring
  await page.click('#players button[data-player="1"]');
  await placeTile(page, 'V', -1, 0, 3);
  await page.click('#pass');
  await typeNote(page, CAPTION_3);
  await page.click('#ring');
  await clickCell(page, 1, 1);
  await page.click('#ring');
  // 4. Alice (turn order goes on from Bob) and 5. Bob: monasteries close both ends of the road
  await placeTile(page, 'A', 1, 1, 2);
  await page.click('#pass');
  await placeTile(page, 'A', -1, 1, 2);
  await page.click('#pass');
  // 6. Alice: a monk on a third monastery; the example ends with the final scoring
  await placeTile(page, 'B', 0, 1, 0);
  await clickSpot(page, 'monastery');
  await page.check('#end');
  return page;
}

/** The engine's replay of a record, step by step as the element shows it. */
function engineSteps(rec) {
  const n = rec.moves.length, steps = [];
  for (let s = 0; s <= n; s++) {
    const g = engine.loadRecord(rec, { ply: s });
    const a = s > 0 ? g.annotation(s - 1) : null;
    steps.push({
      scores: g.scores(), note: a?.note ?? '',
      features: (a?.marks.features ?? []).map((f) => ({ x: f.x, y: f.y, at: f.at, kind: f.kind, parts: f.parts.length })),
      squares: a?.marks.squares ?? [],
    });
    g.dispose();
  }
  if (rec.end) steps.push({ scores: engine.replay(rec).scores, note: '', features: [], squares: [] });
  return steps;
}

const shown = (d) => ({
  scores: d.scores, note: d.note,
  features: d.marks.features.map((f) => ({ x: f.x, y: f.y, at: f.at, kind: f.kind, parts: f.parts.length })),
  squares: d.marks.squares,
});

test('an example built by clicking replays alike in the element, the iframe and the engine', async () => {
  const { context, page, errors } = await openEditor();
  await buildExample(page);
  const live = await hook(page, 'record');
  assert.equal(live.moves.length, 6);
  assert.equal(live.moves[2].player, 1, 'the third move names Bob (given out of turn)');
  assert.equal(live.moves[0].note, CAPTION_1);
  assert.deepEqual(live.moves[0].marks.features, [{ x: 0, y: 0, at: 'N', feature: 'city' }]);
  assert.deepEqual(live.moves[2].marks.squares, [{ x: 1, y: 1 }]);
  // the editor at move 1: its caption in the box, the city lit
  await page.click('#first');
  await page.click('#next');
  assert.equal(await page.inputValue('#note'), CAPTION_1);
  assert.deepEqual((await hook(page, 'marks')).features.map((f) => f.kind), ['city']);
  await page.screenshot({ path: path.join(SHOTS, 'editor.png') });

  // export: the record, the element snippet, the iframe link, the SVG
  const rec = JSON.parse(await exported(page, 'json'));
  assert.deepEqual(rec, live);
  const snippet = await exported(page, 'inline');
  assert.match(snippet, /<carcassonne-board mode="replay" ply="0">/);
  assert.doesNotMatch(snippet, /<b>/, 'the caption\'s markup characters are escaped inside the script element');
  const link = (await exported(page, 'iframe')).split('\n')[0];
  assert.match(link, /embed\.html#record=[A-Za-z0-9_-]+&ply=0&mode=replay$/);
  const svg = await exported(page, 'svg');
  assert.ok(/<text class="note"[^>]*><tspan x="10">Alice closes the city at once/.test(svg), 'the SVG shows the caption of move 1');
  assert.ok(svg.includes('&lt;b&gt;not bold&lt;/b&gt;'), 'the caption\'s markup is escaped text in the SVG');
  assert.equal(svg, renderer.renderSvg(rec, { ply: 1 }), 'the SVG is the engine\'s render of the step shown');

  const expected = engineSteps(rec);
  assert.equal(expected.length, 8, 'start, six moves, the final scoring');
  assert.deepEqual(expected[1].features, [{ x: 0, y: 0, at: 'N', kind: 'city', parts: 2 }]);
  assert.deepEqual(expected[6].scores, [4, 5]);   // Alice's city 4; Bob's road of 5 tiles
  assert.deepEqual(expected[7].scores, [4 + 6, 5]);   // at the end Alice's monastery with 5 neighbours: 1 + 5

  // a page of the wiki: the snippet and the iframe (served from the editor's origin; a context of
  // its own, without the editor's service worker, which would answer the made-up page's URL)
  const wikiContext = await env.browser.newContext({ viewport: { width: 900, height: 900 }, serviceWorkers: 'block' });
  const wiki = await wikiContext.newPage();
  const wikiErrors = watchErrors(wiki);
  await wiki.route('**/authored.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><title>wiki</title>${snippet}\n<iframe id="frame" src="${link}" style="width:700px;height:640px"></iframe>`,
  }));
  await wiki.goto(env.server.url + 'authored.html');
  const el = wiki.locator('carcassonne-board');
  await el.evaluate((e) => new Promise((resolve, reject) => {
    if (e.state()) return resolve();
    e.addEventListener('carcassonne-ready', () => resolve(), { once: true });
    e.addEventListener('carcassonne-error', (ev) => reject(new Error(ev.detail.message)), { once: true });
  }));
  assert.equal(await el.evaluate((e) => e.steps), expected.length);
  for (let s = 0; s < expected.length; s++) {
    const d = await el.evaluate((e, step) => { e.goto(step); return e.detail; }, s);
    assert.deepEqual(shown(d), expected[s], `element, step ${s}`);
    const note = await el.evaluate((e) => {
      const n = e.shadowRoot.querySelector('.note');
      return { text: n.textContent, hidden: n.hidden, children: n.childElementCount };
    });
    assert.deepEqual(note, { text: expected[s].note, hidden: !expected[s].note, children: 0 }, `element caption, step ${s}`);
  }
  // the ring is drawn: gold at the top edge of square (1,1) at step 3
  await el.evaluate((e) => e.goto(3));
  const gold = await el.evaluate((e) => {
    const c = e.shadowRoot.querySelector('canvas.board');
    const r = c.getBoundingClientRect();
    const p = e.cellToClient(1, 1, 0.5, 0.07);
    const d = c.getContext('2d').getImageData(Math.round((p.x - r.left) * c.width / r.width), Math.round((p.y - r.top) * c.height / r.height), 1, 1).data;
    return [d[0], d[1], d[2]];
  });
  assert.ok(gold[0] > 200 && gold[1] > 170 && gold[2] < 120, `the ring's gold at (1,1): ${gold}`);
  await el.evaluate((e) => e.goto(1));
  await el.screenshot({ path: path.join(SHOTS, 'editor-exported-element.png') });

  // the iframe, driven by postMessage from its page: the same steps in its 'state' messages
  await wiki.evaluate(() => {
    window.__messages = [];
    window.addEventListener('message', (e) => { if (e.data?.source === 'carcassonne-embed') window.__messages.push(e.data); });
  });
  await wiki.waitForFunction(() => {
    const f = document.getElementById('frame').contentDocument?.querySelector('carcassonne-board');
    return f && f.state() !== null;
  }, null, { timeout: 20000 });
  for (let s = 0; s < expected.length; s++) {
    const m = await wiki.evaluate((step) => new Promise((resolve, reject) => {
      const before = window.__messages.length;
      const t = setTimeout(() => reject(new Error(`no state message for step ${step}`)), 5000);
      const poll = () => {
        const got = window.__messages.slice(before).find((x) => x.type === 'state' && x.step === step);
        if (got) { clearTimeout(t); resolve(got); } else setTimeout(poll, 20);
      };
      document.getElementById('frame').contentWindow.postMessage({ type: 'goto', ply: step }, '*');
      poll();
    }), s);
    assert.deepEqual(shown(m), expected[s], `iframe, step ${s}`);
  }
  await wiki.evaluate(() => document.getElementById('frame').contentWindow.postMessage({ type: 'goto', ply: 3 }, '*'));
  await wiki.waitForTimeout(300);
  await wiki.screenshot({ path: path.join(SHOTS, 'editor-exported-page.png'), fullPage: true });
  assert.deepEqual(errors, []);
  assert.deepEqual(wikiErrors, []);
  await wikiContext.close();
  await context.close();
});

test('every export imports back into the editor as the same record', async () => {
  const { context, page, errors } = await openEditor();
  await placeTile(page, 'E', 0, -1, 2);
  await clickSpot(page, 'city');
  await typeNote(page, 'Ends with "</script>" & stays text');
  await page.click('#ring');
  await clickCell(page, 2, 0);
  await page.click('#ring');
  await placeTile(page, 'U', 1, 0, 0);
  await page.click('#pass');
  const original = await hook(page, 'record');
  for (const kind of ['json', 'inline', 'iframe', 'iframe-link', 'svg']) {
    const text = await exported(page, kind.replace('-link', ''));
    await page.click('#new');
    assert.equal((await hook(page, 'record')).moves.length, 0);
    // the iframe export: its link, and the <iframe> snippet under it
    await page.fill('#import', kind === 'iframe-link' ? text.split('\n')[0] : kind === 'iframe' ? text.split('\n').at(-1) : text);
    await page.click('#import-go');
    assert.deepEqual(await hook(page, 'record'), original, `import of ${kind}`);
    assert.match(await page.textContent('#status'), /Imported 2 moves/);
  }
  // a src= snippet fetches its file; a bad paste is refused in words
  await page.fill('#import', '<carcassonne-board src="examples/road.json"></carcassonne-board>');
  await page.click('#import-go');
  await page.waitForFunction(() => window.__carcassonneEditor.record().moves.length !== 2, null, { timeout: 5000 })
    .catch(async () => assert.fail(`src import: ${await page.textContent('#status')}`));
  assert.equal((await hook(page, 'record')).moves.length, 4);
  await page.fill('#import', 'hello');
  await page.click('#import-go');
  assert.match(await page.textContent('#status'), /^import: expected a record/);
  await page.fill('#import', '{"format": "carcassonne-record", "version": 1, "setup": {"players": [{}, {}]}, "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 2, "note": "a\\u0007"}]}');
  await page.click('#import-go');
  assert.match(await page.textContent('#status'), /move 0\.note: control character U\+0007/);
  assert.equal((await hook(page, 'record')).moves.length, 4, 'a refused import leaves the example as it was');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the editor says why a step is refused, undoes and redoes, keeps a counted deck in turn order', async () => {
  const { context, page, errors } = await openEditor();
  await page.click('#palette button[data-tile="E"]');
  await clickCell(page, 2, 0);
  assert.match(await page.textContent('#status'), /^Not allowed: tile E at \(2,0\) does not touch the layout/);
  await clickCell(page, 1, 0);   // E's field meets the start tile's road whichever way it turns
  assert.match(await page.textContent('#status'), /^Not allowed: tile E cannot go at \(1,0\)/);
  await placeTile(page, 'E', 0, -1, 2);
  await page.click('#pass');
  await placeTile(page, 'U', 1, 0, 0);
  await page.click('#pass');
  assert.equal((await hook(page, 'record')).moves.length, 2);
  await page.click('#undo');
  assert.equal((await hook(page, 'record')).moves.length, 1);
  await page.click('#redo');
  assert.equal((await hook(page, 'record')).moves.length, 2);
  // a move made at an earlier step replaces the moves after it (Undo brings them back)
  await page.click('#first');
  await placeTile(page, 'U', 1, 0, 0);
  await page.click('#pass');
  assert.deepEqual((await hook(page, 'record')).moves.map((m) => m.tile), ['U']);
  assert.match(await page.textContent('#status'), /the 2 moves after it were dropped/);
  await page.click('#undo');
  assert.deepEqual((await hook(page, 'record')).moves.map((m) => m.tile), ['E', 'U']);
  // a counted deck: only the player to move may place; a caption's limit is the engine's
  await page.click('#last');   // after E and U: Alice to move
  await page.click('#setup-box summary');
  await page.check('#deck-sets');
  assert.equal(await page.isDisabled('#players button[data-player="1"]'), true, await page.textContent('#status'));
  assert.equal(await page.isDisabled('#players button[data-player="0"]'), false);
  await page.check('#deck-free');
  // the engine refuses a setup the moves do not fit, and the setup stays
  await page.click('#players button[data-player="1"]');
  await placeTile(page, 'E', 0, 1, 2);
  await page.click('#pass');
  assert.equal((await hook(page, 'record')).moves[2].player, 1);
  await page.click('#deck-sets');
  assert.match(await page.textContent('#status'), /^Not allowed: move 2: it is player 0's turn, but the move names player 1/);
  assert.equal((await hook(page, 'record')).setup.deck, 'free');
  assert.equal(await page.isChecked('#deck-free'), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a caption that looks like markup stays text in the editor, the element and the SVG', async () => {
  const { context, page, errors } = await openEditor();
  await placeTile(page, 'E', 0, -1, 2);
  await page.click('#pass');
  const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await typeNote(page, evil);
  const snippet = await exported(page, 'inline');
  const wikiContext = await env.browser.newContext({ serviceWorkers: 'block' });
  const wiki = await wikiContext.newPage();
  await wiki.route('**/evil.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8">${snippet.replace('ply="0"', 'ply="1"')}` }));
  await wiki.goto(env.server.url + 'evil.html');
  const el = wiki.locator('carcassonne-board');
  await wiki.waitForFunction(() => document.querySelector('carcassonne-board')?.state() != null, null, { timeout: 20000 });
  assert.equal(await el.evaluate((e) => e.shadowRoot.querySelector('.note').textContent), evil);
  assert.equal(await el.evaluate((e) => e.shadowRoot.querySelectorAll('img, script').length), 0);
  assert.equal(await wiki.evaluate(() => window.__pwned), undefined);
  // the element's own script stays one element: the caption's </script> did not end it
  assert.equal(await wiki.evaluate(() => document.querySelectorAll('carcassonne-board script').length), 1);
  const svg = await exported(page, 'svg');
  assert.ok(svg.includes('<tspan x="10">&lt;img src=x') && !/<img|<script/.test(svg), 'the SVG holds the caption as escaped text');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(errors, []);
  await wikiContext.close();
  await context.close();
});

test('the keyboard alone makes a move: palette, marked squares, R, a numbered spot', async () => {
  const { context, page, errors } = await openEditor();
  await page.focus('#palette button[data-tile="V"]');
  await page.keyboard.press('Enter');
  await page.focus('#board');
  const legal = await hook(page, 'legal');
  assert.ok(legal.length >= 2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const placed = await hook(page, 'placed');
  assert.equal(`${placed.x},${placed.y}`, legal[0].cell, 'Enter places the tile on the first marked square');
  if (legal[0].rots.length > 1) {
    await page.keyboard.press('r');
    assert.equal((await hook(page, 'placed')).rot, legal[0].rots[1], 'R turns it to its next legal rotation');
  }
  assert.ok((await hook(page, 'spots')).length > 0);
  await page.keyboard.press('1');
  const rec = await hook(page, 'record');
  assert.equal(rec.moves.length, 1);
  assert.ok(rec.moves[0].meeple, 'the figure of spot 1 stands on the tile');
  // with no tile picked, ← and → step through the moves
  await page.focus('#board');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await hook(page, 'cursor'), 0);
  await page.keyboard.press('ArrowRight');
  assert.equal(await hook(page, 'cursor'), 1);
  assert.deepEqual(errors, []);
  await context.close();
});
