// The minis' art from the catalog (engine/carcassonne/render/mark_art.cpp, played by web/src/carcassonne/tile-art.ts): every
// tile type with a mark draws it with the canvas (pixels change inside the mark's box, not elsewhere) and the
// SVG render names it; a ferry and gold bars draw; and the page, given a mid-game save with every
// mini, shows the lakes with their ferries and the gold bars on the board. Screenshots:
// minis-art-board.png (page), minis-art-svg.png (the SVG render of the same position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { createRenderer } from '../../build/pkg/render-node.js';
import { ROOT, SHOTS, loadThroughDialog, openPage, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const MINIS = ['flier', 'ferries', 'gold', 'magic', 'robbers', 'messages', 'cropcircles'];

async function bundle() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(ROOT, 'tests/web/art/marks-entry.ts')], bundle: true, format: 'esm', target: 'es2022', write: false,
    alias: { 'carcassonne-engine': path.join(ROOT, 'build/pkg/browser.js'), 'carcassonne-engine/render': path.join(ROOT, 'build/pkg/render-browser.js') },
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

test('every tile mark draws on the canvas and in the SVG; ferries and gold bars draw', async () => {
  const script = await bundle();
  const page = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = watchErrors(page);
  await page.route('**/__art/marks.html', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/marks.js"></script>' }));
  await page.route('**/marks.js', (r) => r.fulfill({ contentType: 'text/javascript', body: script }));
  await page.goto(env.server.url + '__art/marks.html');
  await page.waitForFunction(() => typeof window.markCheck === 'function');
  const r = await page.evaluate(() => window.markCheck());
  const props = new Set(r.tiles.flatMap((t) => t.marks));
  for (const p of ['flier', 'lake', 'gold', 'magic', 'robber', 'crop']) assert.ok(props.has(p), `a tile with the ${p} mark`);
  for (const t of r.tiles) {
    assert.ok(t.inside > 0.2, `${t.id}: the mark changes ${(100 * t.inside).toFixed(0)} % of its box`);
    assert.ok(t.outside < 40, `${t.id}: ${t.outside} pixels changed outside the marks`);
    assert.deepEqual(t.canvasMarks, t.marks, `${t.id}: the engine's art has the tile's marks`);
    assert.deepEqual(t.svgMarks, t.marks, `${t.id}: the SVG draws the same marks`);
  }
  console.log(`# ${r.tiles.length} tile types with marks; least of a box changed ${Math.min(...r.tiles.map((t) => t.inside)).toFixed(2)}; ferry ${r.ferry} px; bars ${r.bars.join('/')} px`);
  assert.ok(r.ferry > 100, 'the ferry draws on its lake');
  assert.ok(r.bars[0] > 20 && r.bars[1] > r.bars[0] * 2 && r.bars[2] > r.bars[1] * 2, 'one glyph per gold bar');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a mid-game save with every mini: lakes, ferries and gold bars on the page, the same in the SVG', async () => {
  const engine = await createEngine();
  const setup = { players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }], sets: ['base', ...MINIS], seed: 7 };
  const game = engine.newGame(setup);
  const full = game.playRandom(7);
  game.dispose();
  const rec = { ...full, moves: full.moves.slice(0, 60) };
  delete rec.end;
  const g = engine.loadRecord(rec);
  const st = g.state();
  g.dispose();
  const lakes = st.tiles.filter((t) => t.layout > 0);
  assert.ok(lakes.length > 0 && st.markers.length > 0, 'the position has a ferry and gold bars');
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1200, height: 900 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, rec);
  await page.waitForFunction((n) => window.__carcassonne?.state()?.tiles.length === n, st.tiles.length);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, 'minis-art-board.png') });
  // pixels of the board canvas near a point of a cell (fx, fy in tile units)
  const near = (x, y, fx, fy, colour) => page.evaluate(({ x, y, fx, fy, colour }) => {
    const c = document.querySelector('#board');
    const p = window.__carcassonne.spotToScreen(x, y, fx, fy);
    const r = c.getBoundingClientRect(), k = c.width / r.width;
    const d = c.getContext('2d').getImageData(Math.round((p.x - r.left) * k) - 4, Math.round((p.y - r.top) * k) - 4, 9, 9).data;
    const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    let hits = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - want[0]) + Math.abs(d[i + 1] - want[1]) + Math.abs(d[i + 2] - want[2]) < 60) hits++;
    return hits;
  }, { x, y, fx, fy, colour });
  for (const t of lakes) {   // the lake (blue) or its ferry (brown) at the tile's middle
    const hits = (await near(t.x, t.y, 0.5, 0.5, '#4f9fd8')) + (await near(t.x, t.y, 0.5, 0.5, '#8a5a2b'));
    assert.ok(hits > 10, `the lake at ${t.x},${t.y}: ${hits} lake or ferry pixels`);
  }
  for (const m of st.markers) {   // gold bars in a row centred on the square's bottom edge
    const hits = await near(m.x, m.y, 0.5, 0.9, '#f5c518');
    assert.ok(hits > 5, `gold bar at ${m.x},${m.y}: ${hits} gold pixels`);
  }
  // the SVG render of the same position
  const renderer = await createRenderer();
  const svg = renderer.renderSvg(rec, { tile: 96 });
  assert.equal((svg.match(/class="marker"/g) ?? []).length, st.markers.length);
  assert.ok((svg.match(/class="link"/g) ?? []).length >= lakes.length);
  assert.deepEqual(errors, []);
  const shot = await context.newPage();   // a page of its own: the SVG alone
  await shot.setContent(`<body style="margin:0">${svg}</body>`);
  await shot.screenshot({ path: path.join(SHOTS, 'minis-art-svg.png'), fullPage: true });
  await context.close();
});
