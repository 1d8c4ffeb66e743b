// The first screen (issue 19, item 5): one click starts a game against a bot; the sets and rules are
// folded away, so that the start buttons are in view on a 1366x768 screen and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, openPage, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

for (const [label, options] of [
  ['1366x768', { viewport: { width: 1366, height: 768 } }],
  ['phone 390x844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`quick start on ${label}: one click to a game against a bot, nothing to scroll`, async () => {
    const { context, page, errors } = await openPage(env, '', options);
    await page.waitForSelector('#quick-game');
    const height = options.viewport.height;
    for (const id of ['#quick-game', '#start-game']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= height, `${id} in view without scrolling (y ${box?.y} of ${height})`);
    }
    // the sets and rules are there, folded
    assert.equal(await page.locator('#more-options').evaluate((d) => d.open), false);
    assert.equal(await page.isVisible('#set-base'), false);
    assert.match(await page.textContent('#more-options summary'), /Sets, rules and table \(Base game\)/);
    await page.screenshot({ path: path.join(SHOTS, `quick-start-${label.split(' ')[0]}.png`) });
    await page.click('#more-options summary');
    assert.equal(await page.isVisible('#set-base'), true, 'a click unfolds them');
    await page.click('#more-options summary');

    await page.click('#quick-game');
    await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
    const st = await page.evaluate(() => window.__carcassonne.state());
    const bots = await page.evaluate(() => window.__carcassonne.bots());
    assert.equal(st.players.length, 2);
    assert.equal(bots[0], null, 'you play the first seat');
    assert.equal(bots[1].level, 'greedy');
    assert.equal(await page.locator('#dialog[open]').count(), 0);
    assert.ok(await page.evaluate(() => window.__carcassonne.humanToMove()));
    await page.screenshot({ path: path.join(SHOTS, `quick-game-${label.split(' ')[0]}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
