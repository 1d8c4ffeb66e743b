// Page load side by side: for each built page directory given (e.g. an old web/dist and a new
// one), the time from navigation to a playable board in headless Chromium (the engine loaded, the
// quick game started, the first decision shown), runs alternated old/new; and the .wasm sizes
// gzipped. Prints medians; no threshold (a benchmark prints figures).
//   node scripts/bench-page-load.mjs OLD_DIST NEW_DIST [runs]
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs = process.argv.slice(2, 4).map((d) => path.resolve(d));
const runs = Number(process.argv[4] ?? 8);
if (dirs.length !== 2) { console.error('usage: node scripts/bench-page-load.mjs OLD_DIST NEW_DIST [runs]'); process.exit(2); }

function serve(dir) {
  const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), '0', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; const m = /Serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out); if (m) resolve({ url: m[1], child }); });
  });
}

const servers = await Promise.all(dirs.map(serve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const times = dirs.map(() => []);
for (let r = 0; r < runs; r++) {
  for (const [i, s] of servers.entries()) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(s.url + '?botDelay=0');
    await page.waitForSelector('#start-game');
    await page.click('#start-game');
    await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
    times[i].push(Date.now() - t0);
    await context.close();
  }
}
await browser.close();
for (const s of servers) s.child.kill();
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [i, d] of dirs.entries()) {
  const wasm = readdirSync(d).filter((f) => f.endsWith('.wasm')).map((f) => {
    const b = readFileSync(path.join(d, f));
    return `${f} ${b.length} B (${gzipSync(b, { level: 9 }).length} B gzip)`;
  });
  const js = ['main.js', 'carcassonne-board.js'].map((f) => { const b = readFileSync(path.join(d, f)); return `${f} ${b.length} B (${gzipSync(b, { level: 9 }).length} B gzip)`; });
  console.log(`${i ? 'new' : 'old'} ${d}\n  load to playable board: median ${median(times[i])} ms of ${runs} (${times[i].join(', ')})\n  ${[...wasm, ...js].join('\n  ')}`);
}
