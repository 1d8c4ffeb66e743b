// Page load in headless Chromium, cold (a new browser context each time: empty cache, no service
// worker), from a local server. For each built page directory given (e.g. an old web/dist and a new
// one; runs alternated between them), the medians of:
//  - quick game: navigation -> a playable board (the engine loaded, the quick game started, the
//    first decision shown);
//  - element: navigation of examples.html -> the first <carcassonne-board>'s first board (its
//    carcassonne-ready event; the element is in the viewport from the first layout, so this bounds
//    "after it enters the viewport" from above);
// and the gzipped sizes of what they load. Prints figures; no threshold (a benchmark).
//   node scripts/bench-page-load.mjs DIST [DIST2] [runs]      (runs: default 10)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

async function quickGame(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  await page.goto(url + '?botDelay=0');
  await page.click('#start-game');
  const handle = await page.waitForFunction(() => window.__carcassonne?.state()?.decision && performance.now());
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
}

async function element(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('carcassonne-ready', () => { window.__firstBoard ??= performance.now(); }, true);
  });
  await page.goto(url + 'examples.html');
  const ms = await (await page.waitForFunction(() => window.__firstBoard)).jsonValue();
  await context.close();
  return ms;
}

const servers = await Promise.all(dirs.map(serve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const times = dirs.map(() => ({ quick: [], element: [] }));
for (let r = 0; r < runs; r++) {
  for (const [i, s] of servers.entries()) {
    times[i].quick.push(Math.round(await quickGame(browser, s.url)));
    times[i].element.push(Math.round(await element(browser, s.url)));
  }
}
await browser.close();
for (const s of servers) s.child.kill();
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const gz = (d, f) => { const b = readFileSync(path.join(d, f)); return `${f} ${b.length} B (${gzipSync(b, { level: 9 }).length} B gzip)`; };
for (const [i, d] of dirs.entries()) {
  const label = dirs.length === 2 ? (i ? 'new ' : 'old ') : '';
  const files = [...readdirSync(d).filter((f) => f.endsWith('.wasm')), 'main.js', 'carcassonne-board.js'].map((f) => gz(d, f));
  console.log(`${label}${d} (${runs} cold loads${dirs.length === 2 ? ', alternated' : ''})`);
  console.log(`  navigation -> playable quick-game board: median ${median(times[i].quick)} ms (${times[i].quick.join(', ')})`);
  console.log(`  navigation -> first <carcassonne-board> board (examples.html): median ${median(times[i].element)} ms (${times[i].element.join(', ')})`);
  console.log(`  ${files.join('\n  ')}`);
}
