// Issue 45, embedding from any site: scripts/serve.mjs sends the MIME types and the CORS header a
// host on another origin needs, and a wiki page on a SECOND local origin (another port) shows the
// editor's <carcassonne-board> snippet, an element whose record is on the project's origin, and the
// embed.html iframe link: each draws the board and replays to the scores of the engine's replay
// (Node, build/pkg). The element finds its .wasm and catalog beside its own script, not the host page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { ROOT, SHOTS, startServer, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const engine = await createEngine();
// an expansion (Inns & Cathedrals): the full core, not only the first, comes from the other origin
const RECORD = readFileSync(path.join(ROOT, 'tests', 'records', 'cathedral_000.json'), 'utf8');

/** The scores after the final scoring of a record, as the engine replays it. */
function finalScores(text) {
  const game = engine.loadRecord(text);
  const scores = game.state().players.map((p) => p.score);
  game.dispose();
  return scores;
}

test('scripts/serve.mjs: the element\'s files go out with their MIME types and Access-Control-Allow-Origin: *', async () => {
  const want = {
    'carcassonne-board.js': /^text\/javascript\b/, 'embed.js': /^text\/javascript\b/, 'embed.html': /^text\/html\b/,
    'carcassonne_core_base.wasm': /^application\/wasm$/, 'carcassonne_core.wasm': /^application\/wasm$/,
    'carcassonne_render.wasm': /^application\/wasm$/, 'catalog.json': /^application\/json\b/, 'examples/road.json': /^application\/json\b/,
  };
  for (const [file, type] of Object.entries(want)) {
    const res = await fetch(env.server.url + file, { headers: { Origin: 'http://wiki.example' } });
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get('content-type') ?? '', type, `${file}: Content-Type`);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', `${file}: Access-Control-Allow-Origin`);
    await res.arrayBuffer();
  }
  // a preflight (a host's fetch with headers of its own) is answered, and nothing but reading is allowed
  const pre = await fetch(env.server.url + 'catalog.json', { method: 'OPTIONS', headers: { Origin: 'http://wiki.example', 'Access-Control-Request-Method': 'GET' } });
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-origin'), '*');
  assert.equal(pre.headers.get('access-control-allow-methods'), 'GET, HEAD');
  assert.equal((await fetch(env.server.url + 'index.html', { method: 'POST' })).status, 405);
});

test('a wiki on another origin shows the editor\'s element snippet, a record from this origin, and the iframe link', async () => {
  const origin = env.server.url;   // the project's origin: http://127.0.0.1:<port>/
  // the snippet and the link, exported by the editor from the imported record
  const editorContext = await env.browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  const editor = await editorContext.newPage();
  const editorErrors = watchErrors(editor);
  await editor.goto(origin + 'editor.html');
  await editor.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 20000 });
  await editor.fill('#import', RECORD);
  await editor.click('#import-go');
  await editor.waitForFunction(() => /Imported/.test(document.querySelector('#status').textContent), null, { timeout: 20000 });
  const exported = async (kind) => {
    await editor.evaluate(() => { document.querySelector('#export').value = ''; });
    await editor.click(`button[data-export="${kind}"]`);
    await editor.waitForFunction(() => document.querySelector('#export').value !== '', null, { timeout: 20000 });
    return editor.inputValue('#export');
  };
  const snippet = await exported('inline');
  const link = (await exported('iframe')).split('\n')[0];
  assert.ok(snippet.startsWith(`<script type="module" src="${origin}carcassonne-board.js"></script>`), `the snippet loads the element from the editor's origin: ${snippet.slice(0, 120)}`);
  assert.ok(link.startsWith(`${origin}embed.html#record=`), link.slice(0, 80));
  assert.deepEqual(editorErrors, []);
  await editorContext.close();

  // the wiki: its own server on another port, a page of its own with the three boards
  const dir = mkdtempSync(path.join(tmpdir(), 'carc-wiki-'));
  writeFileSync(path.join(dir, 'rules.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>A rules wiki</title>
<h1>Cathedrals</h1>
${snippet.replace('<carcassonne-board ', '<carcassonne-board id="inline" size="small" ')}
<carcassonne-board id="remote" src="${origin}examples/road.json" mode="replay" size="small"></carcassonne-board>
<iframe id="frame" src="${link}" title="Carcassonne example" style="width:700px;height:560px;border:0"></iframe>`);
  const wiki = await startServer({ dir });
  try {
    assert.notEqual(new URL(wiki.url).origin, new URL(origin).origin, 'two origins');
    const context = await env.browser.newContext({ viewport: { width: 900, height: 2200 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const failed = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    await page.goto(wiki.url + 'rules.html');
    const ready = (id) => page.locator(`#${id}`).evaluate((e) => new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`${e.id}: not ready in 30 s`)), 30000);
      if (e.state()) { clearTimeout(t); return resolve(); }
      e.addEventListener('carcassonne-ready', () => { clearTimeout(t); resolve(); }, { once: true });
      e.addEventListener('carcassonne-error', (ev) => { clearTimeout(t); reject(new Error(ev.detail?.message ?? 'error')); }, { once: true });
    }));
    await ready('inline');
    await ready('remote');
    const road = await (await fetch(origin + 'examples/road.json')).text();
    for (const [id, text] of [['inline', RECORD], ['remote', road]]) {
      const last = await page.locator(`#${id}`).evaluate((e) => { e.goto(e.steps - 1); return { steps: e.steps, scores: e.detail.scores }; });
      const moves = JSON.parse(text).moves.length;
      assert.ok(last.steps >= moves + 1, `${id}: a step per move (${last.steps})`);
      assert.deepEqual(last.scores, finalScores(text), `${id}: the replay ends at the engine's scores`);
      // the board is drawn: the canvas holds more than one colour
      const colours = await page.locator(`#${id}`).evaluate((e) => {
        const c = e.shadowRoot.querySelector('canvas.board');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i] >> 4},${d[i + 1] >> 4},${d[i + 2] >> 4}`);
        return seen.size;
      });
      assert.ok(colours > 8, `${id}: the board is drawn (${colours} colours)`);
    }
    // the element's engine came from the project's origin, beside its script
    const wasm = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\.wasm$|catalog\.json$/.test(n)));
    assert.ok(wasm.length >= 2 && wasm.every((n) => n.startsWith(origin)), `the .wasm and catalog from ${origin}: ${wasm}`);
    assert.ok(wasm.includes(origin + 'carcassonne_core.wasm'), 'the full core for the expansion record');

    // the iframe: driven by postMessage from the wiki's page, it replays to the same scores
    await page.evaluate(() => {
      window.__messages = [];
      window.addEventListener('message', (e) => { if (e.data?.source === 'carcassonne-embed') window.__messages.push(e.data); });
    });
    const state = await page.evaluate(() => new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no state message from the iframe')), 30000);
      const ask = () => {
        document.getElementById('frame').contentWindow.postMessage({ type: 'goto', ply: 'end' }, '*');
        const got = window.__messages.find((m) => m.type === 'state' && m.step === m.steps - 1);
        if (got) { clearTimeout(t); resolve(got); } else setTimeout(ask, 200);
      };
      ask();
    }));
    assert.deepEqual(state.scores, finalScores(RECORD), 'the iframe ends at the engine\'s scores');
    await page.screenshot({ path: path.join(SHOTS, 'wiki-other-origin.png'), fullPage: true });
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await wiki.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
