// The editor builds every set's examples by clicking (issue 45). Per set, a short example that
// uses the set's own decisions (a record of tests/records, or one made here with the engine):
// the editor's setup is clicked (sets, players, seed), then every move: the tile from the palette,
// its square, its turn, and every answer of the turn — the player to move's, other players'
// (gold bars handed out, crop-circle answers, a robber), and chance's (a die's face, the message
// drawn), which the author chooses among the outcomes the engine lists — each by clicking its spot
// on the board or its button. Each step gets a caption. The example is exported as record JSON,
// the command line (`build/native/carcassonne replay`) and the <carcassonne-board> element on a host
// page of another origin replay it, and both give the same scores; the moves are the example's moves exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { ROOT, SHOTS as SHOT_ROOT, openPage, startServer, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const engine = await createEngine();
const CLI = path.join(ROOT, 'build/native/carcassonne');
const OUT = path.join(ROOT, 'test-results', 'editor-sets');
const SHOTS = process.env.EDITOR_SHOTS ?? path.join(SHOT_ROOT, 'editor');
mkdirSync(OUT, { recursive: true });
mkdirSync(SHOTS, { recursive: true });

const hook = (page, name, ...args) => page.evaluate(({ name, args }) => window.__carcassonneEditor[name](...args), { name, args });
const record = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** A record made with the engine: each step names a tile and picks its answers (first one that `pick` accepts). */
function made(setup, steps) {
  const g = engine.newGame(setup);
  g.holdChance(true);
  for (const { tile: named, at, pick = () => true, player } of steps) {
    if (player !== undefined) g.giveTurn(player);
    const tile = named ?? g.state().hand[0];
    if (!g.state().hand.includes(tile)) g.draw(tile);
    const placements = g.options().filter((o) => o.type === 'tile' && o.tile === tile);
    const place = placements.find((o) => !at || (o.x === at[0] && o.y === at[1] && (at[2] === undefined || o.rot === at[2])));
    assert.ok(place, `${tile} at ${at}: ${JSON.stringify(placements.slice(0, 8))}`);
    g.apply(place);
    const turn = g.state().turn;
    while (!g.state().over && g.state().decision && !(g.state().decision.kind === 'tile' && g.state().turn !== turn)) {
      const d = g.state().decision, options = g.options();
      g.apply(options.find((o) => pick(o, d)) ?? options.find((o) => o.type !== 'pass') ?? options[0]);
    }
  }
  return { ...g.save(), setup };   // the setup as written (the save names every rule option)
}

const figureOn = (feature) => (o, d) => d.kind !== 'figure' || (o.type === 'figure' && o.feature === feature);

/** The examples: the set, the record, and what in it is the set's own decision. */
const EXAMPLES = [
  { set: 'base', rec: () => record('web/examples/road.json'), own: (r) => r.moves.some((m) => m.meeple) },
  { set: 'ic', rec: () => record('tests/records/cathedral_000.json'), own: (r) => r.moves.some((m) => /^ic\//.test(m.tile)) },
  { set: 'tb', rec: () => record('tests/records/pig_field_000.json'), own: (r) => r.moves.some((m) => ['pig', 'builder'].includes(m.meeple?.kind)) },
  {
    set: 'river', own: (r) => r.moves.length >= 3 && r.moves.every((m) => /^river\//.test(m.tile)),
    rec: () => made({ players: [{ name: 'Alice' }, { name: 'Bob' }], sets: ['base', 'river'], deck: 'free', seed: 4 },
      [{ tile: 'river/city-curve', pick: figureOn('city') }, { tile: 'river/straight', pick: figureOn('field') }, { tile: 'river/lake' }]),
  },
  { set: 'abbot', rec: () => record('tests/records/abbot_recall_004.json'), own: (r) => r.moves.some((m) => m.recall || m.meeple?.kind === 'abbot') },
  { set: 'flier', rec: () => record('tests/records/flier_crash.json'), own: (r) => r.moves.some((m) => m.action?.module === 'flier' && m.then?.some((e) => 'chance' in e)) },
  { set: 'messages', rec: () => record('tests/records/messages_farmer_017.json'), own: (r) => r.moves.some((m) => m.then?.some((e) => 'chance' in e)) },
  {
    set: 'ferries', own: (r) => r.moves.some((m) => m.then?.some((e) => 'ferry' in e)),
    rec: () => made({ players: [{ name: 'Red' }, { name: 'Blue' }], sets: ['base', 'ferries'], deck: 'free', seed: 3 },
      [{ tile: 'fr/1', pick: figureOn('road') }]),
  },
  { set: 'gold', rec: () => record('tests/records/gold_choice.json'), own: (r) => r.moves.some((m) => m.then?.some((e) => e.gold?.code === 2)) },
  {
    // the mage and the witch placed by the engine's own options (a record may name a feature by any of
    // its squares, the options by one: magic_shared.json names the mage's road by another square)
    set: 'magic',
    rec: () => made({ players: [{ name: 'Red' }, { name: 'Blue' }], sets: ['base', 'magic'], deck: 'free', seed: 15 },
      [{ tile: 'mw/A' }, { tile: 'U', pick: (o) => o.type === 'pass' }, { tile: 'mw/B' }, { tile: 'mw/C' }]), own: (r) => r.moves.some((m) => m.then?.some((e) => ['mage', 'witch'].includes(e.figure?.kind))) },
  { set: 'robbers', rec: () => record('tests/records/robbers_rob_017.json'), own: (r) => r.moves.some((m) => m.then?.some((e) => 'robbers' in e)) },
  { set: 'cropcircles', rec: () => record('tests/records/cropcircles_remove_017.json'), own: (r) => r.moves.some((m) => m.then?.some((e) => 'cropcircles' in e)) },
  {
    // Alice's city of four tiles and two pennants (12) reaches the pairs at 10: she takes a wonder
    // (another player's turn follows), then places it instead of drawing
    set: 'wonders', own: (r) => r.moves.some((m) => m.then?.some((e) => e.wonders?.take)) && r.moves.some((m) => /^wonders\//.test(m.tile)),
    rec: () => made({ players: [{ name: 'Alice' }, { name: 'Bob' }], sets: ['base', 'wonders'], rules: { wonderPick: 9 }, deck: 'free', seed: 2 }, [
      { tile: 'F', at: [0, -1], pick: figureOn('city') },
      { tile: 'U', at: [1, 0], pick: (o) => o.type === 'pass' },
      { tile: 'F', at: [0, -2], pick: (o) => o.type === 'pass' },
      { tile: 'E', at: [0, -3], pick: (o) => o.type === 'pass' || o.type === 'module' },
      { tile: null, pick: (o) => o.type === 'pass' },   // Alice's turn: the wonder she holds
    ]),
  },
];

/** Clicks the editor's setup to the example's: sets, players, seed. */
async function clickSetup(page, setup) {
  await page.click('#setup-box > summary');
  for (const id of setup.sets ?? ['base']) {
    if (id !== 'base') {
      await page.check(`#set-${id}`);
      await page.waitForFunction((id) => window.__carcassonneEditor.record().setup.sets.includes(id), id, { timeout: 30000 });
    }
  }
  for (let n = 2; n < setup.players.length; n++) await page.click('#add-player');
  for (const [name, v] of Object.entries(setup.rules ?? {})) {
    const el = page.locator(`#rule-${name}`);
    if (typeof v === 'boolean') await el.setChecked(v); else if (await el.evaluate((e) => e.tagName) === 'SELECT') await el.selectOption(String(v)); else await el.fill(String(v));
    await el.dispatchEvent('change');
  }
  await page.fill('#seed', String(setup.seed ?? 0));
  await page.locator('#seed').dispatchEvent('change');
  const got = (await hook(page, 'record')).setup;
  assert.deepEqual(got.sets, setup.sets);
  assert.equal(got.players.length, setup.players.length);
}

async function clickAt(page, x, y, fx = 0.5, fy = 0.5) {
  const p = await hook(page, 'cellToClient', x, y, fx, fy);
  await page.mouse.click(p.x, p.y);
}

/** Whether the move being made (saved partial) is on the way to the example's move `want`. */
function onTheWay(got, want) {
  if (!got) return false;
  const bare = ({ note, marks, ...m }) => JSON.stringify(m);
  if (!got.partial) return bare(got) === bare(want);   // the answer ends the move: it must be the whole move
  for (const [k, v] of Object.entries(got)) {
    if (['partial', 'then', 'note', 'marks'].includes(k)) continue;
    if (k === 'meeple' && v === null) { if (want.meeple || want.action || want.recall) return false; continue; }
    if (JSON.stringify(v) !== JSON.stringify(want[k])) return false;
  }
  const then = got.then ?? [], wanted = want.then ?? [];
  return then.length <= wanted.length && then.every((e, i) => JSON.stringify(e) === JSON.stringify(wanted[i]));
}

/** Makes move `want` in the editor by clicks: seat, palette, square, turns, then each answer. */
async function clickMove(page, want, index, shots) {
  if (want.player !== undefined) await page.click(`#players button[data-player="${want.player}"]`);
  await page.click(`#palette button[data-tile="${want.tile}"]`);
  const cell = await hook(page, 'handleOf', want.tile, want.x, want.y, want.rot);
  await clickAt(page, cell.x, cell.y);
  for (let i = 0; i < 4 && (await hook(page, 'placed'))?.rot !== want.rot; i++) await page.click('#turn');
  assert.equal((await hook(page, 'placed'))?.rot, want.rot, `move ${index}: ${want.tile} turned to ${want.rot}`);
  const used = new Set();
  for (let step = 0; (await hook(page, 'cursor')) === index; step++) {
    assert.ok(step < 40, `move ${index}: the turn does not end`);
    // the answers of each figure kind in turn (the kind's button), until one is on the way
    const kinds = [null, ...await page.$$eval('#figure-kinds button', (bs) => bs.map((b) => b.dataset.figure))];
    let answers = [], pick = -1;
    for (const kind of kinds) {
      if (kind) await page.click(`#figure-kinds button[data-figure="${kind}"]`);
      answers = await hook(page, 'answers');
      for (let i = 0; i < answers.length && pick < 0; i++) if (onTheWay(await hook(page, 'tryAnswer', i), want)) pick = i;
      if (pick >= 0) break;
    }
    const d = (await hook(page, 'state')).decision;
    assert.ok(pick >= 0, `move ${index}: no answer to ${JSON.stringify(d)} leads to ${JSON.stringify(want)}: ${JSON.stringify(answers.map((a) => a.option))}`);
    used.add(d.player === null ? 'chance' : d.player !== (await hook(page, 'state')).current ? `${d.kind} (another player)` : d.kind);
    if (d.kind !== 'figure' && !shots.has(d.kind)) {   // each decision as the author sees it, its answer's button under the pointer
      shots.add(d.kind);
      if (answers[pick].ui === 'button') await page.hover(`#module-actions button[data-answer="${answers[pick].index}"]`);   // lights its place
      await page.screenshot({ path: path.join(SHOTS, `editor-${shots.set}-${d.kind}.png`) });
    }
    await clickAnswer(page, answers[pick], answers);
  }
  return used;
}

/** How the answers were clicked: on the board (a spot, a module's place) or by a button. */
const CLICKED = { board: 0, button: 0 };

/** Clicks an answer where the editor shows it: its spot on the board, its button, or the pass button. */
async function clickAnswer(page, a, answers = []) {
  const p = a.option.place;
  const sameCell = (q) => q?.on === 'cell' && q.x === p.x && q.y === p.y;
  // figure spots on that square come first under the pointer: their square's module answers take the button
  const spotsThere = p && (await hook(page, 'spots')).some((s) => s.x === p.x && s.y === p.y);
  const onBoard = a.ui === 'button' && a.option.type === 'module' && p && !spotsThere &&
    (p.on === 'spot' || (p.on === 'cell' && answers.filter((x) => sameCell(x.option.place)).length === 1));
  if (onBoard) {   // a module's answer where it lives: its numbered point, or its framed square
    CLICKED.board++;
    await clickAt(page, p.x, p.y, p.on === 'spot' ? p.px : 0.5, p.on === 'spot' ? p.py : 0.5);
  } else if (a.ui === 'pass') { CLICKED.button++; await page.click('#pass'); }
  else if (a.ui === 'button') { CLICKED.button++; await page.click(`#module-actions button[data-answer="${a.index}"]`); }
  else {
    CLICKED.board++;
    const spot = (await hook(page, 'spots')).find((s) => s.index === a.index);
    await clickAt(page, spot.x, spot.y, spot.px, spot.py);
  }
}

/** The element on a host page replays the record: its scores after the last step. */
async function elementScores(rec) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, serviceWorkers: 'block' });
  let wiki = null;
  let dir = null;
  try {
    const page = await context.newPage();
    const json = JSON.stringify(rec).replace(/</g, '\\u003c');
    // the host page is a wiki's, served from another origin (a second server, another port): the
    // element's script, cores and catalog come from the project's origin, as the editor's snippet says
    dir = mkdtempSync(path.join(tmpdir(), 'carc-wiki-'));
    writeFileSync(path.join(dir, 'host.html'), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title><script type="module" src="${env.server.url}carcassonne-board.js"></script>
<carcassonne-board mode="replay" ply="end"><script type="application/json">${json}</script></carcassonne-board>`);
    wiki = await startServer({ dir });
    assert.notEqual(new URL(wiki.url).origin, new URL(env.server.url).origin);
    await page.goto(wiki.url + 'host.html');
    const el = page.locator('carcassonne-board');
    await el.evaluate((e) => new Promise((resolve, reject) => {
      if (e.state()) return resolve();
      e.addEventListener('carcassonne-ready', () => resolve(), { once: true });
      e.addEventListener('carcassonne-error', (ev) => reject(new Error(ev.detail.message)), { once: true });
    }));
    return await el.evaluate((e) => { e.goto(e.steps - 1); return e.detail.scores; });
  } finally {
    await wiki?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await context.close();
  }
}

for (const ex of EXAMPLES) {
  test(`the editor builds a ${ex.set} example by clicks; the element replays it as the command line does`, async () => {
    const source = ex.rec();
    const want = engine.loadRecord(source).save();   // the engine's own form: every answer named
    assert.ok(ex.own(want), `the ${ex.set} example uses the set's own decisions`);
    const { context, page, errors } = await openPage(env, 'editor.html', { viewport: { width: 1366, height: 900 } });
    try {
      await page.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 30000 });
      await clickSetup(page, source.setup);
      const used = new Set(), shots = Object.assign(new Set(), { set: ex.set });
      for (const [i, m] of want.moves.entries()) {
        for (const u of await clickMove(page, m, i, shots)) used.add(u);
        await page.fill('#note', `Step ${i + 1} of the ${ex.set} example.`);
        await page.locator('#note').blur();
      }
      if (want.end) await page.check('#end');
      for (let step = 0; want.final && JSON.stringify((await hook(page, 'record')).final) !== JSON.stringify(want.final); step++) {
        assert.ok(step < 40, 'the final scoring\'s answers do not end');   // answered like any decision
        const answers = await hook(page, 'answers');
        let pick = -1;
        for (let i = 0; i < answers.length && pick < 0; i++) {
          const got = (await hook(page, 'tryAnswer', i))?.final ?? [];
          if (got.every((e, k) => JSON.stringify(e) === JSON.stringify(want.final[k]))) pick = i;
        }
        assert.ok(pick >= 0, `no answer of the final scoring leads to ${JSON.stringify(want.final)}`);
        await clickAnswer(page, answers[pick]);
        used.add('final scoring');
      }
      await page.click('button[data-export="json"]');
      await page.waitForFunction(() => document.querySelector('#export').value !== '', null, { timeout: 20000 });
      const text = await page.inputValue('#export');
      const rec = JSON.parse(text);
      assert.deepEqual(rec.moves.map(({ note, ...m }) => m), want.moves.map(({ note, marks, ...m }) => m), 'the moves clicked are the example\'s');
      assert.ok(rec.moves.every((m, i) => m.note === `Step ${i + 1} of the ${ex.set} example.`), 'a caption on every step');
      assert.ok(ex.own(rec), 'the exported record uses the set\'s own decisions');
      const file = path.join(OUT, `${ex.set}.json`);
      writeFileSync(file, text);
      const cli = spawnSync(CLI, ['replay', file], { encoding: 'utf8', maxBuffer: 64 << 20 });
      assert.equal(cli.status, 0, cli.stderr);
      const native = JSON.parse(cli.stdout);
      assert.deepEqual(native.scores, engine.replay(want).scores, 'the export scores as the example does');
      assert.deepEqual(await elementScores(rec), native.scores, 'the element shows the command line\'s scores');
      await page.screenshot({ path: path.join(SHOTS, `editor-${ex.set}.png`) });
      assert.deepEqual(errors, []);
      test.diagnostic?.(`${ex.set}: decisions answered by clicks: ${[...used].join(', ')}`);
      console.log(`# ${ex.set}: ${want.moves.length} moves; decisions answered by clicks: ${[...used].join(', ')}; ` +
        `answers clicked on the board ${CLICKED.board}, by a button ${CLICKED.button}; scores ${native.scores}`);
      CLICKED.board = CLICKED.button = 0;
    } finally {
      await context.close();
    }
  });
}
