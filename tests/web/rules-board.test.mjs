// Issue 46, one wiki element for every game: <rules-board game="…"> (game absent = carcassonne)
// replays a teaching record to the same captions, events and scores as <carcassonne-board> on the
// same page and as the engine in Node; <carcassonne-board> stays an alias with its attributes,
// methods, events and CSS hooks (the snippet of docs/embedding.md, verbatim); an unknown game, a
// hostile game value and a record of another game are refused in words shown as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { ROOT, SHOTS, elementReady, tileCover, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const engine = await createEngine();
const SHOT_DIR = process.env.ELEMENT_SHOTS ?? path.join(SHOTS, 'element');
mkdirSync(SHOT_DIR, { recursive: true });
const example = (name) => readFileSync(path.join(ROOT, 'web', 'examples', `${name}.json`), 'utf8');
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

/** A page served at url (from this test), on the project's origin beside the element's files. */
async function hostPage(name, body, extra = {}, init = null) {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 1400 } });
  if (init) await page.addInitScript(init);
  const errors = watchErrors(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  for (const [file, text] of Object.entries(extra)) {
    await page.route(env.server.url + file, (route) => route.fulfill({ contentType: 'application/json', body: text }));
  }
  await page.route(env.server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.goto(env.server.url + name);
  return { page, errors, requests };
}

/** Waits for a board element's ready or error under the given event prefix; resolves 'ready' or the message. */
const settled = (el, prefix) => el.evaluate((e, p) => new Promise((resolve, reject) => {
  if (e.state() !== null) return resolve('ready');
  const box = e.shadowRoot.querySelector('.error');
  if (!box.hidden) return resolve(box.textContent.replace(/^This example cannot be shown:/, ''));
  const t = setTimeout(() => reject(new Error(`${e.id}: neither ${p}-ready nor ${p}-error in 20 s`)), 20000);
  e.addEventListener(`${p}-ready`, () => { clearTimeout(t); resolve('ready'); }, { once: true });
  e.addEventListener(`${p}-error`, (ev) => { clearTimeout(t); resolve(ev.detail.message); }, { once: true });
}), prefix);

const shadowText = (el, sel) => el.evaluate((e, s) => [...e.shadowRoot.querySelectorAll(s)].map((n) => n.textContent).join('\n'), sel);

/** Every step of an element: caption, scores, events (its detail after goto). */
const allSteps = (el) => el.evaluate((e) => {
  const out = [];
  for (let i = 0; i < e.steps; i++) { e.goto(i); const d = e.detail; out.push({ caption: d.caption, scores: d.scores, events: d.events }); }
  return out;
});

test('<rules-board> with and without game="carcassonne" replays a teaching record like <carcassonne-board> and the engine', async () => {
  const record = 'majority';
  const { page, errors } = await hostPage('two-elements.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>two elements</title><script type="module" src="carcassonne-board.js"></script></head><body>
<h1>One record, three elements</h1>
<carcassonne-board id="old" src="examples/${record}.json" mode="replay" ply="0" size="small"></carcassonne-board>
<rules-board id="plain" src="examples/${record}.json" mode="replay" ply="0" size="small"></rules-board>
<rules-board id="named" game="carcassonne" src="examples/${record}.json" mode="replay" ply="0" size="small"></rules-board>
</body></html>`, {}, () => {
    // which events each element fires, by name, from the start
    window.__events = [];
    for (const name of ['carcassonne-ready', 'carcassonne-state', 'carcassonne-error', 'rules-board-ready', 'rules-board-state', 'rules-board-error']) {
      document.addEventListener(name, (e) => window.__events.push(`${e.target.id} ${name}`), true);
    }
  });
  for (const [id, prefix] of [['old', 'carcassonne'], ['plain', 'rules-board'], ['named', 'rules-board']]) {
    assert.equal(await settled(page.locator(`#${id}`), prefix), 'ready', id);
  }
  const text = example(record);
  const game = engine.loadRecord(text);
  const final = game.state().players.map((p) => p.score);
  game.dispose();
  const old = await allSteps(page.locator('#old'));
  assert.ok(old.length >= JSON.parse(text).moves.length + 1, `a step per move (${old.length})`);
  assert.deepEqual(old.at(-1).scores, final, 'the alias ends at the engine\'s scores');
  assert.ok(final.some((s) => s > 0), `the record scores (${final})`);
  for (const id of ['plain', 'named']) {
    const steps = await allSteps(page.locator(`#${id}`));
    assert.deepEqual(steps, old, `<rules-board id=${id}>: the same captions, events and scores at every step`);
    assert.equal(await page.locator(`#${id}`).evaluate((e) => e.game), 'carcassonne');
    assert.ok(await tileCover(page.locator(`#${id}`)) > 0.03, `${id}: the board is drawn`);
  }
  // the alias goes out under both names, old first; <rules-board> only under its own
  const events = await page.evaluate(() => window.__events);
  const of = (id) => events.filter((e) => e.startsWith(`${id} `)).map((e) => e.split(' ')[1]);
  for (const kind of ['ready', 'state']) {
    assert.ok(of('old').includes(`carcassonne-${kind}`) && of('old').includes(`rules-board-${kind}`), `the alias fires carcassonne-${kind} and rules-board-${kind}`);
    assert.equal(of('old').filter((n) => n === `carcassonne-${kind}`).length, of('old').filter((n) => n === `rules-board-${kind}`).length);
    assert.ok(of('plain').includes(`rules-board-${kind}`));
  }
  assert.ok(of('old').indexOf('carcassonne-ready') < of('old').indexOf('rules-board-ready'), 'the old name first');
  assert.deepEqual(of('plain').filter((n) => n.startsWith('carcassonne-')), [], '<rules-board> fires no carcassonne-* event');
  for (const id of ['old', 'plain', 'named']) await page.locator(`#${id}`).evaluate((e) => e.goto(3));
  await page.screenshot({ path: path.join(SHOT_DIR, 'both-elements.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the old-style embed of docs/embedding.md works verbatim: attributes, methods, events, CSS hooks', async () => {
  const docs = readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const snippet = docs.match(/```html\n([\s\S]*?)```/)[1];
  assert.match(snippet, /<carcassonne-board src="road.json" mode="replay" ply="0" size="360"><\/carcassonne-board>/);
  // the inline line of the snippet, with a real record in place of "{ …a record… }"
  const html = snippet.replace('{ …a record… }', example('farms').replace(/</g, '\\u003c'));
  const { page, errors } = await hostPage('old-embed.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>old embed</title>
<style>carcassonne-board::part(frame) { border-color: rgb(200, 0, 0); } carcassonne-board::part(note) { color: rgb(0, 0, 200); }</style>
</head><body>${html}</body></html>`, { 'road.json': example('road') });
  const [replay, view] = [page.locator('carcassonne-board').first(), page.locator('carcassonne-board').nth(1)];
  assert.equal(await settled(replay, 'carcassonne'), 'ready');
  assert.equal(await settled(view, 'carcassonne'), 'ready');
  // attributes: replay at ply 0, 360 px high; the view at the record's end
  assert.match(await shadowText(replay, '.caption'), /^Start/);
  assert.equal(await replay.evaluate((e) => e.shadowRoot.querySelector('.wrap').getBoundingClientRect().height), 360);
  assert.equal(await replay.evaluate((e) => e.mode), 'replay');
  assert.equal(await view.evaluate((e) => e.shadowRoot.querySelector('.bar.controls').hidden), true, 'view mode: no step controls');
  // methods and properties, and carcassonne-state on each step
  const stepped = await replay.evaluate((e) => new Promise((resolve) => {
    e.addEventListener('carcassonne-state', (ev) => resolve({ detail: ev.detail, steps: e.steps, step: e.step, tiles: e.state().tiles.length }), { once: true });
    e.goto(e.steps - 1);
  }));
  assert.equal(stepped.step, stepped.steps - 1);
  assert.equal(stepped.detail.caption, 'Move 4 of 4');
  assert.match(stepped.detail.events.join('\n'), /Alice scores 5: road of 5 tiles/);
  assert.equal(stepped.tiles, 5);
  assert.ok(await replay.evaluate((e) => e.cellToClient(0, 0) !== null), 'cellToClient');
  assert.deepEqual(await replay.evaluate((e) => e.detail.marks), { features: [], squares: [] });
  // attribute changes: ply, then mode
  await replay.evaluate((e) => e.setAttribute('ply', '2'));
  assert.equal(await shadowText(replay, '.caption'), 'Move 2 of 4');
  await replay.evaluate((e) => e.setAttribute('mode', 'play'));
  assert.match(await shadowText(replay, '.caption'), /^Your move \(from move 2 of 4\)/);
  assert.equal(await replay.evaluate((e) => !!e.shadowRoot.querySelector('button[title="End the turn without a meeple"]')), true);
  // the CSS hooks reach in through ::part
  assert.equal(await replay.evaluate((e) => getComputedStyle(e.shadowRoot.querySelector('.frame')).borderTopColor), 'rgb(200, 0, 0)');
  // carcassonne-error for a bad record, the error as text
  const message = await page.evaluate(() => new Promise((resolve) => {
    const el = document.createElement('carcassonne-board');
    el.textContent = '{"format": "carcassonne-record", "version": 2, "setup": 7}';
    el.addEventListener('carcassonne-error', (e) => resolve(e.detail.message), { once: true });
    document.body.prepend(el);
  }));
  assert.match(message, /setup/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unknown or hostile game attribute is an error shown as text, never a crash or markup', async () => {
  const inline = example('road').replace(/</g, '\\u003c');
  const { page, errors, requests } = await hostPage('unknown-game.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>unknown game</title><script type="module" src="rules-board.js"></script></head><body>
<rules-board id="chess" game="chess" mode="replay"><script type="application/json">${inline}</script></rules-board>
<rules-board id="hostile" mode="replay"><script type="application/json">${inline}</script></rules-board>
<rules-board id="fine" mode="replay" size="small"><script type="application/json">${inline}</script></rules-board>
</body></html>`);
  // the hostile value is set as an attribute by script (the page's own markup would be a quoting matter)
  await page.evaluate((v) => document.getElementById('hostile').setAttribute('game', v), HOSTILE);
  assert.equal(await settled(page.locator('#chess'), 'rules-board'), 'game: "chess" is not a game this element knows (it knows: carcassonne)');
  assert.equal(await shadowText(page.locator('#chess'), '.error'), 'This example cannot be shown:game: "chess" is not a game this element knows (it knows: carcassonne)');
  assert.equal(await page.locator('#chess').evaluate((e) => e.state()), null);
  const hostile = page.locator('#hostile');
  await page.waitForFunction(() => !document.getElementById('hostile').shadowRoot.querySelector('.error').hidden, null, { timeout: 20000 });
  assert.equal(await shadowText(hostile, '.error'), `This example cannot be shown:game: ${JSON.stringify(HOSTILE)} is not a game this element knows (it knows: carcassonne)`);
  assert.equal(await hostile.evaluate((e) => e.shadowRoot.querySelectorAll('img').length), 0, 'no <img> made from the value');
  assert.match(await shadowText(hostile, '.overlay'), /^Board example|^$/);
  // the element on the same page that names no game still works, and a game set later is heard
  assert.equal(await settled(page.locator('#fine'), 'rules-board'), 'ready');
  await page.locator('#chess').evaluate((e) => e.setAttribute('game', 'carcassonne'));
  await page.waitForFunction(() => document.getElementById('chess').state() !== null, null, { timeout: 20000 });
  assert.equal(await page.locator('#chess').evaluate((e) => e.shadowRoot.querySelector('.error').hidden), true, 'fixed by its attribute');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no handler ran');
  assert.deepEqual(requests.filter((u) => /\/x$/.test(u)), [], 'no request for the <img> source');
  await page.screenshot({ path: path.join(SHOT_DIR, 'unknown-game.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a record whose "game" is another game is refused with words, by both elements and by embed.html', async () => {
  const other = JSON.parse(example('road'));
  other.game = 'chess';
  const wrongType = JSON.parse(example('road'));
  wrongType.game = 5;
  const { page, errors } = await hostPage('other-game.html', `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>other game</title><script type="module" src="carcassonne-board.js"></script></head><body>
<rules-board id="plain" src="chess.json"></rules-board>
<rules-board id="named" game="carcassonne" src="chess.json"></rules-board>
<carcassonne-board id="old" src="chess.json"></carcassonne-board>
<rules-board id="typed" src="five.json"></rules-board>
</body></html>`, { 'chess.json': JSON.stringify(other), 'five.json': JSON.stringify(wrongType) });
  const refusal = 'record: its "game" is "chess", but this element shows "carcassonne" (a Carcassonne board)';
  assert.equal(await settled(page.locator('#plain'), 'rules-board'), refusal);
  assert.equal(await settled(page.locator('#named'), 'rules-board'), refusal);
  assert.equal(await settled(page.locator('#old'), 'carcassonne'), refusal);
  assert.equal(await settled(page.locator('#typed'), 'rules-board'), 'record: "game": expected a game id (a string), got 5');
  for (const id of ['plain', 'old']) assert.equal(await page.locator(`#${id}`).evaluate((e) => e.state()), null);
  await page.screenshot({ path: path.join(SHOT_DIR, 'other-game.png'), fullPage: true });

  // embed.html: the record's game picks the element (here one this build does not know), and a
  // hostile ?game= is shown as text
  const b64 = Buffer.from(JSON.stringify(other)).toString('base64url');
  const frame = await env.browser.newPage({ viewport: { width: 600, height: 600 } });
  const frameErrors = watchErrors(frame);
  await frame.goto(`${env.server.url}embed.html#record=${b64}&mode=replay`);
  await frame.waitForFunction(() => document.querySelector('rules-board')?.shadowRoot.querySelector('.error:not([hidden])'), null, { timeout: 20000 });
  assert.equal(await frame.evaluate(() => document.querySelector('carcassonne-board')), null, 'the Carcassonne board made way');
  assert.equal(await frame.evaluate(() => document.querySelector('rules-board').shadowRoot.querySelector('.error').textContent),
    'This example cannot be shown:game: "chess" is not a game this element knows (it knows: carcassonne)');
  const road = Buffer.from(example('road')).toString('base64url');
  await frame.goto(`${env.server.url}embed.html?game=${encodeURIComponent(HOSTILE)}#record=${road}`);
  await frame.waitForFunction(() => document.querySelector('rules-board')?.shadowRoot.querySelector('.error:not([hidden])'), null, { timeout: 20000 });
  assert.match(await frame.evaluate(() => document.querySelector('rules-board').shadowRoot.querySelector('.error').textContent), /game: "<img src=x onerror=/);
  assert.equal(await frame.evaluate(() => document.querySelectorAll('img').length + document.querySelector('rules-board').shadowRoot.querySelectorAll('img').length), 0);
  assert.equal(await frame.evaluate(() => window.__pwned), undefined);
  // ?game=carcassonne: the page's own board, as before
  await frame.goto(`${env.server.url}embed.html?game=carcassonne#record=${road}&ply=end`);
  await elementReady(frame.locator('carcassonne-board'));
  assert.match(await shadowText(frame.locator('carcassonne-board'), '.scores'), /Alice 5/);
  assert.deepEqual(errors, []);
  assert.deepEqual(frameErrors, []);
  await frame.close();
  await page.close();
});

// A game of the page's own, registered through the bundle's export: the element runs its steps,
// words, play controls and events without knowing it; an element switched from Carcassonne to it
// drops Carcassonne's controls and board.
const TOY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>toy</title>
<script type="module">
import { registerBoardGame } from './rules-board.js';
class ToyView {
  constructor(host) {
    this.host = host;
    const add = document.createElement('button');
    add.type = 'button'; add.title = 'Add one point'; add.textContent = 'Add one';
    add.onclick = () => { this.pos.score++; this.pos.events.push('Ann adds 1'); host.changed(); };
    this.controls = [add];
  }
  get steps() { return this.moves ? this.moves.length + 1 : 0; }
  async load(early, text, stale) {
    const record = JSON.parse(await text);
    if (stale()) return;
    record.moves.forEach((m, i) => { if (typeof m.add !== 'number') throw new Error('move ' + i + ': add: expected a number'); });
    this.moves = record.moves;
  }
  at(step) { return { score: this.moves.slice(0, step).reduce((a, m) => a + m.add, 0), events: step ? ['Ann adds ' + this.moves[step - 1].add] : [] }; }
  draw() {
    const c = this.host.canvas, ctx = c.getContext('2d');
    c.width = 200; c.height = 100;
    ctx.fillStyle = '#d04020'; ctx.fillRect(0, 0, 20 * this.pos.score, 100);
  }
  picture(caption, ply) {
    return { caption, ply, quiet: 'Nothing yet.', over: false, note: '', marks: null, label: this.pos.score + ' points',
      scores: [{ name: 'Ann', score: this.pos.score, color: '#d04020', mark: 'A' }], events: this.pos.events.map((text) => ({ text, kind: 'move' })) };
  }
  showStep(step) { this.pos = this.at(step); this.draw(); return this.picture('Toy step ' + step, step); }
  startPlay(ply) { this.pos = this.at(ply); this.pos.events = []; this.controls[0].hidden = false; }
  showPlay() { this.draw(); return { ...this.picture('', null), message: { text: 'Ann: add a point', refused: false } }; }
  checkPly(ply) { throw new Error('ply: expected 0 to ' + this.moves.length + ', got ' + ply); }
  state() { return this.pos ?? null; }
  release() { this.pos = null; }
}
registerBoardGame('toy', { title: 'Toy', createView: (host) => new ToyView(host) });
window.__toyRegistered = true;
</script></head><body>
<rules-board id="toy" game="toy" mode="replay" ply="0" size="small"><script type="application/json">{"game": "toy", "moves": [{"add": 2}, {"add": 3}]}</script></rules-board>
<rules-board id="switch" mode="play" ply="1" size="small"><script type="application/json">__ROAD__</script></rules-board>
<rules-board id="carc-in-toy" game="toy" size="small"><script type="application/json">__ROAD__</script></rules-board>
</body></html>`;

test('a game registered by the page plays in <rules-board> through the typed interface; an element switches games cleanly', async () => {
  const road = example('road').replace(/</g, '\\u003c');
  const { page, errors } = await hostPage('toy-game.html', TOY_PAGE.replaceAll('__ROAD__', road));
  const toy = page.locator('#toy');
  assert.equal(await settled(toy, 'rules-board'), 'ready');
  assert.equal(await toy.evaluate((e) => e.steps), 3);
  assert.match(await shadowText(toy, '.caption'), /^Toy step 0$/);
  assert.equal(await shadowText(toy, '.events li'), 'Nothing yet.');
  const end = await toy.evaluate((e) => { e.goto(e.steps - 1); return e.detail; });
  assert.deepEqual({ caption: end.caption, scores: end.scores, events: end.events, ply: end.ply }, { caption: 'Toy step 2', scores: [5], events: ['Ann adds 3'], ply: 2 });
  assert.equal(await toy.evaluate((e) => e.shadowRoot.querySelector('canvas.board').getAttribute('aria-label')), 'Toy board, Toy step 2: 5 points');
  assert.equal(await toy.evaluate((e) => e.shadowRoot.querySelector('button[title="Add one point"]').hidden), true, 'play controls hidden in replay');
  // the arrow keys step any game
  await toy.evaluate((e) => e.shadowRoot.querySelector('canvas.board').focus());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shadowText(toy, '.caption'), 'Toy step 1');
  // play mode: the game's own control, its message, the element's Reset
  await toy.evaluate((e) => { e.setAttribute('ply', '1'); e.setAttribute('mode', 'play'); });
  assert.equal(await shadowText(toy, '.caption'), 'Your move (from move 1 of 2)');
  await toy.evaluate((e) => e.shadowRoot.querySelector('button[title="Add one point"]').click());
  assert.deepEqual(await toy.evaluate((e) => e.detail.scores), [3]);
  assert.equal(await shadowText(toy, '.message'), 'Ann: add a point');
  await toy.evaluate((e) => e.shadowRoot.querySelector('button[title="Back to the starting position"]').click());
  assert.deepEqual(await toy.evaluate((e) => e.detail.scores), [2]);
  // a ply the record lacks: the game's words
  await toy.evaluate((e) => e.setAttribute('ply', '9'));
  assert.equal(await shadowText(toy, '.error'), 'This example cannot be shown:ply: expected 0 to 2, got 9');

  // a Carcassonne record (no "game") in a toy element: refused
  assert.equal(await settled(page.locator('#carc-in-toy'), 'rules-board'), 'record: its "game" is "carcassonne", but this element shows "toy" (a Toy board)');

  // Carcassonne in play mode, then the same element switched to the toy game
  const sw = page.locator('#switch');
  assert.equal(await settled(sw, 'rules-board'), 'ready');
  assert.equal(await sw.evaluate((e) => !!e.shadowRoot.querySelector('button[title="End the turn without a meeple"]')), true);
  const ready = sw.evaluate((e) => new Promise((resolve) => e.addEventListener('rules-board-ready', () => resolve(e.detail), { once: true })));
  await sw.evaluate((e) => { e.setAttribute('game', 'toy'); e.recordText = '{"game": "toy", "moves": [{"add": 4}]}'; });
  const detail = await ready;
  assert.deepEqual(detail.scores, [4]);
  assert.equal(await sw.evaluate((e) => e.shadowRoot.querySelectorAll('button[title^="Turn the tile"], button[title="End the turn without a meeple"], .hand, .module-actions').length), 0,
    'Carcassonne\'s play controls are gone');
  assert.equal(await sw.evaluate((e) => e.shadowRoot.querySelectorAll('canvas.board').length), 1);
  // a click on the new canvas reaches no Carcassonne board
  const box = await sw.evaluate((e) => { const r = e.shadowRoot.querySelector('canvas.board').getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; });
  await page.mouse.click(box.x, box.y);
  assert.deepEqual(await sw.evaluate((e) => e.detail.scores), [4]);
  await page.screenshot({ path: path.join(SHOT_DIR, 'toy-game.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
