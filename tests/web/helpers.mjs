// Shared helpers for the browser tests: the static server (scripts/serve.mjs on a free port) and
// headless Chromium through playwright-core. The tests build nothing: run scripts/build-web.sh first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// WEB_DIST: another build of the page to test (e.g. main's, to see a new test fail there)
export const DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(ROOT, 'web', 'dist');
export const SHOTS = path.join(ROOT, 'test-results', 'screenshots');

export function requireDist() {
  for (const f of ['index.html', 'main.js', 'sw.js', 'carcassonne_core.wasm', 'manifest.webmanifest']) {
    if (!existsSync(path.join(DIST, f))) throw new Error(`web/dist/${f} is missing: run scripts/build-web.sh first`);
  }
  mkdirSync(SHOTS, { recursive: true });
}

/**
 * For a test file: starts the server and the browser before its tests and stops them after.
 * Returns { server, browser }, filled in once the tests start.
 */
export function useServerAndBrowser() {
  const env = { server: undefined, browser: undefined };
  before(async () => {
    requireDist();
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/**
 * A new browser context (contextOptions: viewport, ...) and page, its errors watched, opened at
 * env.server.url + rest. Resolves with { context, page, errors }.
 */
export async function openPage(env, rest, contextOptions) {
  const context = await env.browser.newContext(contextOptions);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(env.server.url + rest);
  return { context, page, errors };
}

/**
 * Starts scripts/serve.mjs on a free port of 127.0.0.1 (serving `dir`, the page's build unless told);
 * resolves with { url, stop, served, requests }.
 * With { log: true }, served lists every file sent ({ path, bytes }) and requests the path of every
 * request the server received, in order.
 */
export async function startServer({ log = false, dir = DIST } = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '0', dir, ...(log ? ['--log'] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  const served = [];
  const requests = [];
  let pending = '';
  child.stdout.on('data', (d) => {
    pending += d;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const l of lines) {
      let m = /^served (\S+) (\d+)$/.exec(l);
      if (m) served.push({ path: m[1], bytes: Number(m[2]) });
      m = /^request \S+ (.*)$/.exec(l);
      if (m) requests.push(m[1]);
    }
  });
  let stopped = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${out}`)), 10000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Serving (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.stderr.on('data', (d) => { out += d; });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`serve.mjs exited (${code}): ${out}`)); });
  });
  return {
    url,
    served,
    requests,
    async stop() {
      if (stopped) return;
      stopped = true;
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(t);
    },
  };
}

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`${executablePath} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

/** Collects console errors and page errors of a page. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const where = m.location()?.url;
    errors.push(`console: ${m.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills the new game dialog: seats [{name, type}], seed. */
export async function setupGame(page, seats, seed) {
  await page.waitForSelector('#start-game');
  // the sets, rules and seed are folded away in the dialog
  await page.evaluate(() => document.querySelector('#more-options')?.setAttribute('open', ''));
  let count = await page.locator('.seat-row').count();
  while (count < seats.length) { await page.click('#add-seat'); count++; }
  while (count > seats.length) { await page.click(`button[aria-label="Remove seat ${count}"]`); count--; }
  for (const [i, s] of seats.entries()) {
    await page.fill(`#seat-${i}-name`, s.name);
    await page.selectOption(`#seat-${i}-type`, s.type);
  }
  await page.fill('#seed', String(seed));
}

/** A whole game played by the engine's greedy bot for every seat (Node): the finished game. */
export function playOut(engine, setup) {
  const game = engine.newGame(setup);
  let seed = 1;
  while (!game.state().over) game.apply(game.botOption('greedy', seed++));
  return game;
}

/** The player of each move of a game, from its tile events (the start tile is no move). */
export function moversOf(game) {
  return game.events(0).filter((e) => e.type === 'tile' && e.player >= 0).map((e) => e.player);
}

/** The score events of the final scoring (those after the last tile was placed), and its first event index. */
export function finalScoring(game) {
  const events = game.events(0);
  const lastTile = Math.max(...events.filter((e) => e.type === 'tile').map((e) => e.turn));
  const first = events.findIndex((e) => e.turn > lastTile && e.type !== 'discard');
  return { first, scores: events.slice(first).filter((e) => e.type === 'score') };
}

/** Loads a record through the page's Load dialog. */
export async function loadThroughDialog(page, record) {
  await page.click('#load');
  await page.fill('#record-text', typeof record === 'string' ? record : JSON.stringify(record));
  await page.click('#load-record');
  // a record with an expansion loads the full core first (issue 22): wait until the dialog closes or says why not
  await page.waitForFunction(() => !document.querySelector('#dialog[open]') || document.querySelector('#dialog .error')?.textContent);
}

/**
 * Clicks a figure spot. A click at the point that placed the tile, within half a second, is taken
 * for the second half of a double click and ignored by the page: such a click waits that out.
 */
export async function clickSpot(page, p, lastTileClick) {
  if (lastTileClick && Math.hypot(p.x - lastTileClick.x, p.y - lastTileClick.y) < 16) await page.waitForTimeout(500);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** Starts the game the new-game dialog offers (so that Load and the menu can be used). */
export async function startDefaultGame(page) {
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
}

/**
 * The human to move plays a turn by the keyboard: the legal square nearest the last tile, Enter, and
 * no figure (Esc) when the meeple step comes; resolves once the tile is down (and the figure step passed).
 */
export async function keyboardTurn(page) {
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__carcassonne.state().decision?.kind !== 'tile' || !window.__carcassonne.humanToMove());
  const figureStep = await page.evaluate(() => window.__carcassonne.humanToMove() && window.__carcassonne.state().decision?.kind === 'figure');
  if (figureStep) await page.keyboard.press('Escape');
}

/** Makes sure (x, y) hits the board canvas (not a button over it); drags the board if needed. */
export async function clickable(page, get) {
  for (let i = 0; i < 3; i++) {
    const p = await get();
    const ok = await page.evaluate(({ x, y }) => {
      const c = document.getElementById('board');
      const r = c.getBoundingClientRect();
      return document.elementFromPoint(x, y) === c && x > r.left + 4 && y > r.top + 4 && x < r.right - 4 && y < r.bottom - 4;
    }, p);
    if (ok) return p;
    const box = await page.locator('#board').boundingBox();
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    // a drag from the centre moves the board by the same amount (start on an empty spot of the table)
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + (cx - p.x) / 2, cy + (cy - p.y) / 2, { steps: 4 });
    await page.mouse.move(cx + (cx - p.x), cy + (cy - p.y), { steps: 4 });
    await page.mouse.up();
  }
  return get();
}

/** Waits until the game is over or a human is to move with no bot thinking. */
export const waitForHuman = (page) => page.waitForFunction(() => {
  const h = window.__carcassonne;
  const st = h?.state();
  return !!st && (st.over || (h.humanToMove() && !h.botBusy()));
}, null, { timeout: 20000 });

/** Waits until a <carcassonne-board> element has drawn its first position (or rejects with its error). */
export const elementReady = (el, millis = 20000) => el.evaluate((e, ms) => new Promise((resolve, reject) => {
  if (e.state() !== null) return resolve(true);
  const t = setTimeout(() => reject(new Error('element never became ready')), ms);
  e.addEventListener('carcassonne-ready', () => { clearTimeout(t); resolve(true); }, { once: true });
  e.addEventListener('carcassonne-error', (ev) => { clearTimeout(t); reject(new Error(ev.detail.message)); }, { once: true });
}), millis);

/** Share of an element's board canvas covered by tile art, lit or dimmed (the table stays below r+g+b
 *  200; a scoring step dims the tiles outside the scored feature). */
export const tileCover = (el) => el.evaluate((e) => {
  const c = e.shadowRoot.querySelector('canvas.board');
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let tile = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] > 200) tile++;
  return tile / (d.length / 4);
});

// FR-2 (MINIS.md §3.7): monastery A(-2,0) - U(-1,0) - lake (0,0) linking E-W - U(1,0) with Red's
// highwayman; U(0,1) on the lake's S arm. Green's A(2,0) closes the road: the ferry question waits.
export const ferryFr2 = () => ({
  format: 'carcassonne-record', version: 2,
  setup: { players: [{ name: 'Red' }, { name: 'Green' }], sets: ['base', 'ferries'], deck: 'free', seed: 16,
    start: { tile: 'A', x: -2, y: 0, rot: 3 } },
  moves: [
    { tile: 'U', x: -1, y: 0, rot: 0 },
    { tile: 'fr/2', x: 0, y: 0, rot: 0, then: [{ player: 1, ferry: 'E-W' }] },
    { tile: 'U', x: 1, y: 0, rot: 0, meeple: { at: 'W' }, then: [{ player: 0, pass: true }] },
    { tile: 'U', x: 0, y: 1, rot: 1 },
    { tile: 'A', x: 2, y: 0, rot: 1, player: 1, meeple: null, partial: true },
  ],
});
