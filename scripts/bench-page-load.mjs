// Page load in headless Chromium, cold (a new browser context each time: empty cache, no service
// worker), from a local server. For each built page directory given (e.g. an old web/dist and a new
// one; runs alternated between them), the medians of, all on the page's own clock (navigation start
// = 0), so that no figure holds the harness's own latency:
//  - quick game, clicked: navigation -> the setup dialog open; the harness's click latency (dialog
//    open -> the click's input time stamp: the automation's reaction, a user's own reaction time in
//    real life); the click -> a board the human can move on (a frame drawn with the human to move,
//    seen by the page; any wait for a busy main thread included); "page time" = the two page parts
//    added, i.e. what a user waits minus their own reaction; and navigation -> playable (with the
//    harness's click latency);
//  - quick game, direct (index.html#quick, a "play now" link): navigation -> a playable board, no
//    click at all ("n/a" for a page without that entry);
//  - element, scrolled into view: a wiki-like page (generated here: the element below five screens
//    of text, beyond the distance at which it starts loading, carcassonne-board.js loaded and idle)
//    jumps the element into view (a link to its heading); the time from the intersection
//    (IntersectionObserverEntry.time) to the first board drawn (the frame after its
//    carcassonne-ready event): the element's cold start (a reader who scrolls gets the board
//    started 1,250 px ahead: web/src/embed/engine-loader.ts);
//  - element on examples.html: navigation -> the first <carcassonne-board>'s first board (the
//    element is in the viewport from the first layout; includes its script's download);
// the page's own performance marks where it sets them (rules:engine, rules:setup, rules:playable,
// rules:board-near, rules:board), and the gzipped sizes of what the pages load. Prints figures and
// the machine's load average; no threshold (a benchmark).
//   node scripts/bench-page-load.mjs DIST [DIST2] [runs]      (runs: default 10)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runs = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 10;
const dirs = args.map((d) => path.resolve(d));
if (dirs.length < 1 || dirs.length > 2 || !dirs.every((d) => existsSync(path.join(d, 'index.html')))) {
  console.error('usage: node scripts/bench-page-load.mjs DIST [DIST2] [runs]'); process.exit(2);
}

function serve(dir) {
  const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), '0', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; const m = /Serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out); if (m) resolve({ url: m[1], child }); });
  });
}

const newContext = (browser) => browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 800 } });
const MARKS = ['rules:engine', 'rules:setup', 'rules:playable', 'rules:board-near', 'rules:board'];
const readMarks = (page) => page.evaluate((names) => Object.fromEntries(names.flatMap((n) => {
  const e = performance.getEntriesByName(n, 'mark')[0];
  return e ? [[n, e.startTime]] : [];
})), MARKS);
// The first frame with the human to move, seen by the page itself (an animation-frame check from
// the document's start, alike for every page; recorded once that frame is done): a poll from the
// harness would see it only after its own round trip, late by the harness's latency.
function watchPlayable() {
  const tick = () => {
    if (window.__carcassonne?.humanToMove?.()) { setTimeout(() => { window.__playable ??= performance.now(); }, 0); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// Records, on the page's clock, when the setup dialog opens and when the click was made.
function watchDialogAndClick() {
  new MutationObserver(() => {
    if (window.__dialogOpen === undefined && document.querySelector('#dialog[open]')) window.__dialogOpen = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // the input's own time stamp (when the browser got it), not when a busy page got round to it:
  // a page that keeps its main thread busy while the dialog is open pays for it after the click
  window.addEventListener('pointerdown', (e) => { window.__clickAt ??= e.timeStamp; }, true);
}

async function quickClicked(browser, url) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(watchDialogAndClick);
  await page.addInitScript(watchPlayable);
  await page.goto(url + '?botDelay=0');
  await page.click('#quick-game');
  const seen = await (await page.waitForFunction(() => window.__playable)).jsonValue();
  const t = await page.evaluate(() => ({ dialog: window.__dialogOpen, click: window.__clickAt }));
  const marks = await readMarks(page);
  await context.close();
  return { dialog: t.dialog, latency: t.click - t.dialog, afterClick: seen - t.click, page: t.dialog + seen - t.click, seen, marks };
}

async function quickDirect(browser, url) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(watchPlayable);
  await page.goto(url + '?botDelay=0#quick');
  const r = await (await page.waitForFunction(() => window.__playable || (document.querySelector('#dialog[open]') && 'dialog'))).jsonValue();
  const marks = await readMarks(page);
  await context.close();
  return { seen: r === 'dialog' ? null : r, marks };
}

async function examples(browser, url) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('carcassonne-ready', () => { requestAnimationFrame(() => { window.__firstBoard ??= performance.now(); }); }, true);
  });
  await page.goto(url + 'examples.html');
  const seen = await (await page.waitForFunction(() => window.__firstBoard)).jsonValue();
  const marks = await readMarks(page);
  await context.close();
  return { seen, marks };
}

const WIKI = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A rules wiki page</title>
<script type="module" src="carcassonne-board.js"></script></head><body>
<div style="height: 4000px">Five screens of a wiki page's text.</div>
<carcassonne-board src="examples/road.json" mode="replay" ply="0"></carcassonne-board>
<div style="height: 1600px"></div></body></html>`;

async function scrolled(browser, url) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.route(url + 'bench-wiki.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: WIKI }));
  await page.goto(url + 'bench-wiki.html');
  await page.waitForFunction(() => customElements.get('carcassonne-board'));
  await page.waitForTimeout(200);   // the page is idle: a reader scrolls later
  const r = await page.evaluate(() => new Promise((resolve, reject) => {
    const el = document.querySelector('carcassonne-board');
    let entered;
    new IntersectionObserver((es) => { for (const e of es) if (e.isIntersecting) entered ??= e.time; }).observe(el);
    el.addEventListener('carcassonne-ready', () => requestAnimationFrame(() => resolve({ entered, drawn: performance.now() })));
    el.addEventListener('carcassonne-error', (e) => reject(new Error(e.detail?.message ?? 'carcassonne-error')));
    requestAnimationFrame(() => el.scrollIntoView());
  }));
  const marks = await readMarks(page);
  await context.close();
  return { seen: r.drawn - r.entered, marks: marks['rules:board'] !== undefined ? { 'near -> board': marks['rules:board'] - marks['rules:board-near'] } : {} };
}

const load0 = loadavg();
const servers = await Promise.all(dirs.map(serve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const KINDS = { quickClicked, quickDirect, examples, scrolled };
const results = dirs.map(() => Object.fromEntries(Object.keys(KINDS).map((k) => [k, []])));
for (let r = 0; r < runs; r++) {
  for (const [i, s] of servers.entries()) {
    for (const [k, f] of Object.entries(KINDS)) results[i][k].push(await f(browser, s.url));
  }
}
await browser.close();
for (const s of servers) s.child.kill();
const load1 = loadavg();

const median = (a) => { const v = a.filter((x) => typeof x === 'number').sort((x, y) => x - y); return v.length ? Math.round(v[Math.floor(v.length / 2)]) : 'n/a'; };
const line = (label, values) => `${label}: median ${median(values)} ms (${values.map((v) => (typeof v === 'number' ? Math.round(v) : 'n/a')).join(', ')})`;
const markLines = (rows) => {
  const names = [...new Set(rows.flatMap((x) => Object.keys(x.marks)))];
  return names.map((n) => `    page mark ${n}: median ${median(rows.map((x) => x.marks[n]))} ms`);
};
const gz = (d, f) => { const b = readFileSync(path.join(d, f)); return `${f} ${b.length} B (${gzipSync(b, { level: 9 }).length} B gzip)`; };
console.log(`load average ${load0.map((x) => x.toFixed(2)).join(' ')} before, ${load1.map((x) => x.toFixed(2)).join(' ')} after`);
for (const [i, d] of dirs.entries()) {
  const label = dirs.length === 2 ? (i ? 'new ' : 'old ') : '';
  const res = results[i];
  const js = readdirSync(d).filter((f) => (f.endsWith('.js') && /^(main|chunk-|carcassonne-board)/.test(f)) || f === 'catalog.json');
  const files = [...readdirSync(d).filter((f) => f.endsWith('.wasm')), ...js].map((f) => gz(d, f));
  console.log(`${label}${d} (${runs} cold loads of each${dirs.length === 2 ? ', alternated' : ''})`);
  const q = res.quickClicked;
  console.log(`  quick game, clicked (#quick-game):`);
  console.log(`    ${line('navigation -> setup dialog open', q.map((x) => x.dialog))}`);
  console.log(`    ${line('harness click latency (not page time)', q.map((x) => x.latency))}`);
  console.log(`    ${line('click -> playable board', q.map((x) => x.afterClick))}`);
  console.log(`    ${line('page time (navigation -> playable minus the click latency)', q.map((x) => x.page))}`);
  console.log(`    ${line('navigation -> playable with the harness latency', q.map((x) => x.seen))}`);
  for (const l of markLines(q)) console.log(l);
  console.log(`  ${line('quick game, direct (index.html#quick): navigation -> playable board', res.quickDirect.map((x) => x.seen))}`);
  for (const l of markLines(res.quickDirect)) console.log(l);
  console.log(`  ${line('element scrolled into view -> its first board drawn', res.scrolled.map((x) => x.seen))}`);
  for (const l of markLines(res.scrolled)) console.log(l);
  console.log(`  ${line('navigation -> first <carcassonne-board> board (examples.html)', res.examples.map((x) => x.seen))}`);
  for (const l of markLines(res.examples)) console.log(l);
  console.log(`  ${files.join('\n  ')}`);
}
