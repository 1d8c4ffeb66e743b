// The engine's tile art drawn two ways: every tile type of every shipped set, in all four
// rotations, at 96 px by the page's canvas player (web/src/carcassonne/tile-art.ts playing Engine.tileArt) and
// by the browser's SVG engine from the SVG render (engine/carcassonne/render, the carcassonne-engine/render
// module), compared pixel by pixel in Chromium. Per picture: the mean of the largest channel
// difference per pixel (0..255), the largest such difference, and the share of pixels that differ
// by more than 48. Both draw the same shapes, so only antialiasing and text rasterising differ
// (worst mean 1.8, no pixel > 48 apart); an attribute the player misreads (a transform, a clip, a
// gradient, an opacity) fails the thresholds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ROOT, SHOTS, useServerAndBrowser, watchErrors } from './helpers.mjs';

const env = useServerAndBrowser();
const PKG = process.env.ART_PKG ?? 'build/pkg';   // build/pkg-fixtures with WEB_DIST=web/dist-fixtures
const MEAN = 3, OVER = 0.005;   // thresholds: mean difference, share of pixels more than 48 apart (worst today: mw/E.g, 1.76 and 0 %)

async function bundle() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(ROOT, 'tests/web/art/compare-entry.ts')], bundle: true, format: 'esm', target: 'es2022', write: false,
    alias: { 'carcassonne-engine': path.join(ROOT, PKG, 'browser.js'), 'carcassonne-engine/render': path.join(ROOT, PKG, 'render-browser.js') },
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

/** A blank page running the bundled comparison script (window.artCompare, window.figureCompare). */
async function comparePage() {
  const script = await bundle();
  const page = await env.browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = watchErrors(page);
  await page.route('**/__art/compare.html', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/art-compare.js"></script>' }));
  await page.route('**/art-compare.js', (r) => r.fulfill({ contentType: 'text/javascript', body: script }));
  await page.goto(env.server.url + '__art/compare.html');
  await page.waitForFunction(() => typeof window.artCompare === 'function' && typeof window.figureCompare === 'function');
  return { page, errors };
}

test('canvas and SVG tile art agree for every tile type in every rotation', async () => {
  const { page, errors } = await comparePage();
  const diffs = await page.evaluate(() => window.artCompare(96));
  const failed = diffs.filter((d) => d.error);
  assert.deepEqual(failed, [], 'every tile drawn both ways');
  const worst = [...diffs].sort((a, b) => b.mean - a.mean);
  const mean = diffs.reduce((s, d) => s + d.mean, 0) / diffs.length;
  const largest = Math.max(...diffs.map((d) => d.max));
  console.log(`# ${diffs.length} pictures (${diffs.length / 4} tile types x 4 rotations): mean difference ${mean.toFixed(2)}, largest pixel difference ${largest}`);
  for (const d of worst.slice(0, 6)) console.log(`#   ${d.id} rot ${d.rot}: mean ${d.mean.toFixed(2)}, ${(100 * d.over).toFixed(1)} % of pixels > 48 apart`);
  // the worst tile side by side, to look at
  const [a, b] = await page.evaluate(({ id, rot }) => window.artPair(id, rot, 192), worst[0]);
  await page.setContent(`<body style="margin:0;background:#333"><img src="${a}"> <img src="${b}"></body>`);
  await page.screenshot({ path: path.join(SHOTS, 'art-compare-worst.png'), clip: { x: 0, y: 0, width: 400, height: 200 } });
  for (const d of diffs) {
    assert.ok(d.mean <= MEAN, `${d.id} rot ${d.rot}: mean difference ${d.mean.toFixed(2)} > ${MEAN}`);
    assert.ok(d.over <= OVER, `${d.id} rot ${d.rot}: ${(100 * d.over).toFixed(1)} % of pixels differ by more than 48`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

// Figures: every kind the records show (tests/records, web/examples), standing and lying, drawn by
// meeple.ts and by the SVG render from the same catalog look, at 60 px on a transparent ground.
const FIG_MEAN = 3, FIG_OVER = 0.02;   // thresholds (see the printed worst case)
test('canvas and SVG figure art agree for every figure kind the records show', async () => {
  const fs = await import('node:fs');
  const dirs = ['tests/records', 'web/examples'].map((d) => path.join(ROOT, d));
  const records = dirs.flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith('.json')).map((f) => fs.readFileSync(path.join(d, f), 'utf8')))
    .filter((t) => t.includes('"carcassonne-record"'));
  const { page, errors } = await comparePage();
  const diffs = await page.evaluate((recs) => window.figureCompare(recs), records);
  assert.deepEqual(diffs.filter((d) => d.error), [], 'every figure drawn both ways');
  const kinds = new Set(diffs.map((d) => d.figure));
  for (const k of ['normal', 'big', 'builder', 'pig', 'abbot']) assert.ok(kinds.has(k), `the records show a ${k}`);
  assert.ok(diffs.some((d) => d.lying), 'a lying figure (a farmer) is compared');
  const worst = [...diffs].sort((a, b) => b.mean - a.mean);
  console.log(`# ${diffs.length} figure pictures (${kinds.size} kinds): worst ${worst.slice(0, 4).map((d) => `${d.figure}${d.lying ? ' lying' : ''} mean ${d.mean.toFixed(2)}, ${(100 * d.over).toFixed(2)} % > 48, largest ${d.max}`).join('; ')}`);
  for (const d of diffs) {
    assert.ok(d.ink > 0.05, `${d.figure}: the canvas drew it (${(100 * d.ink).toFixed(1)} % of pixels)`);
    assert.ok(d.mean <= FIG_MEAN, `${d.figure}${d.lying ? ' lying' : ''}: mean difference ${d.mean.toFixed(2)} > ${FIG_MEAN}`);
    assert.ok(d.over <= FIG_OVER, `${d.figure}${d.lying ? ' lying' : ''}: ${(100 * d.over).toFixed(2)} % of pixels differ by more than 48`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
