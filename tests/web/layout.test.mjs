// Issue 45, the page's shell: with every set on, the question at hand and its buttons stay in view
// at 1366x768 and 390x844 (the panel scrolls under it); 44 px touch targets on every page; hot-seat
// (another player's decision: who decides is highlighted, named in the status, and the tile box
// names whose tile it shows); focus on the board after "Quick game"; the dialog's bot seat is greedy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { SHOTS, loadThroughDialog, openPage, startDefaultGame, useServerAndBrowser } from './helpers.mjs';
import { everySetPosition } from './every-set.mjs';

const env = useServerAndBrowser();
const DESK = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// every set, seed 1, three human seats: turn 42, Ann's figure step with spots, two figure kinds, the
// abbot's recall and "No meeple"; turn 45, Ben's robber in Ann's turn (four spaces and "No robber")
const FIGURE_STEP = 130, ROBBER = 140;

/** A page at the open question of an every-set game after `moves` decisions. */
async function atPosition(options, moves, rules) {
  const opened = await openPage(env, '?botDelay=0', options);
  await opened.page.waitForSelector('#start-game');
  await startDefaultGame(opened.page);
  const pos = everySetPosition(moves, rules);
  await loadThroughDialog(opened.page, pos.record);
  await opened.page.waitForFunction((turn) => window.__carcassonne.state()?.turn === turn && window.__carcassonne.humanToMove(), pos.state.turn);
  return { ...opened, pos };
}

/**
 * What of the question is not in view: the status (all its lines: none cut by what follows) and
 * every button shown for it, each wholly inside the window and on top at its corners and centre.
 */
function questionOutOfView(page) {
  return page.evaluate(() => {
    const status = document.getElementById('status');
    const els = [status, ...document.querySelectorAll('#hand button, #figure-actions button')]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }));
    const bad = [];
    for (const e of els) {
      const r = e.getBoundingClientRect();
      const name = e.id || e.textContent.trim().slice(0, 40);
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) { bad.push(`${name}: outside the window (${Math.round(r.top)}..${Math.round(r.bottom)})`); continue; }
      const points = [[r.left + 3, r.top + 3], [r.right - 3, r.bottom - 3], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
      const hidden = points.filter(([x, y]) => { const at = document.elementFromPoint(x, y); return !at || !(at === e || e.contains(at)); });
      if (hidden.length) bad.push(`${name}: covered at ${hidden.length} of 3 points`);
    }
    if (status.scrollHeight > status.clientHeight + 1) bad.push(`status: its text (${status.scrollHeight} px) overflows its box (${status.clientHeight} px)`);
    return { bad, buttons: els.length - 1 };
  });
}

for (const [size, options] of [['1366x768', DESK], ['390x844', PHONE]]) {
  test(`every set on, ${size}: the question and its buttons are in view, also with the players and the log scrolled`, async () => {
    for (const moves of [FIGURE_STEP, ROBBER]) {
      const { context, page, errors, pos } = await atPosition(options, moves);
      const seen = await questionOutOfView(page);
      assert.ok(seen.buttons >= 5, `the question has its buttons (${seen.buttons})`);
      assert.deepEqual(seen.bad, [], `move ${moves} (${pos.state.decision.kind}): the question in view`);
      await page.screenshot({ path: path.join(SHOTS, `every-set-${pos.state.decision.kind}-${size}.png`) });
      // the last player and the last log line brought into view (as a reader scrolling there, or a
      // screen reader's focus): both are reachable, and the question stays where it was
      for (const target of ['#players li:last-child', '#log li:last-child']) {
        await page.locator(target).evaluate((e) => e.scrollIntoView({ block: 'end' }));
        const box = await page.locator(target).evaluate((e) => {
          const r = e.getBoundingClientRect();
          const at = document.elementFromPoint((r.left + r.right) / 2, r.bottom - 3);
          return { inside: r.top >= 0 && r.bottom <= innerHeight + 0.5, onTop: !!at && (at === e || e.contains(at)) };
        });
        assert.deepEqual(box, { inside: true, onTop: true }, `move ${moves}: ${target} can be scrolled into view`);
        assert.deepEqual((await questionOutOfView(page)).bad, [], `move ${moves}: the question stays in view with ${target} scrolled to`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

/** Interactive elements shown (in shadow roots too) smaller than 44 x 44 px; links inside a sentence excepted. */
function smallTargets(page) {
  return page.$$eval('a[href], button, select, summary, input, textarea, [role=button], [role=option], [tabindex]:not([tabindex="-1"])', (els) => els
    .filter((e) => e.checkVisibility({ visibilityProperty: true }))
    .filter((e) => {
      if (e.tagName !== 'A') return true;
      const block = e.closest('p, li, footer, td, dd') ?? e.parentElement;
      return block.textContent.trim() === e.textContent.trim();   // a link of its own, not one word of a sentence
    })
    .map((e) => {
      const target = (e.type === 'checkbox' || e.type === 'radio') && e.closest('label') ? e.closest('label') : e;
      const r = target.getBoundingClientRect();
      return { name: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${e.textContent.trim().slice(0, 24)}"`, w: r.width, h: r.height };
    })
    .filter((c) => c.h < 44 || c.w < 44)
    .map((c) => `${c.name} ${Math.round(c.w)}x${Math.round(c.h)}`));
}

test('390x844 touch: every interactive element of every page is at least 44 x 44 px', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', PHONE);
  await page.waitForSelector('#start-game');
  assert.deepEqual(await smallTargets(page), [], 'the new-game dialog');
  await page.click('#more-options summary');
  assert.deepEqual(await smallTargets(page), [], 'the new-game dialog, unfolded');
  await startDefaultGame(page);
  assert.deepEqual(await smallTargets(page), [], 'a game: the header, the tile box, the panel');
  for (const moves of [FIGURE_STEP, ROBBER]) {
    await loadThroughDialog(page, everySetPosition(moves).record);
    await page.waitForFunction(() => window.__carcassonne.humanToMove());
    assert.deepEqual(await smallTargets(page), [], `every set, move ${moves}`);
  }
  // the examples (the first board drawn: the others have the same element) and the editor
  await page.goto(env.server.url + 'examples.html');
  await page.waitForFunction(() => document.querySelector('carcassonne-board')?.state?.(), null, { timeout: 20000 });
  assert.deepEqual(await smallTargets(page), [], 'examples.html');
  await page.goto(env.server.url + 'editor.html');
  await page.waitForFunction(() => window.__carcassonneEditor, null, { timeout: 20000 });
  assert.deepEqual(await smallTargets(page), [], 'editor.html');
  assert.deepEqual(errors, []);
  await context.close();
});

test('hot-seat: another player\'s decision is highlighted in the players list, named in the status, and the tile box names the right player', async () => {
  for (const [size, options] of [['1366x768', DESK], ['390x844', PHONE]]) {
    const { context, page, errors, pos } = await atPosition(options, ROBBER);
    assert.equal(pos.state.decision.player, 1, 'Ben decides');
    assert.equal(pos.state.current, 0, 'in Ann\'s turn');
    const rows = await page.$$eval('#players li', (lis) => lis.map((li) => ({
      seat: li.dataset.seat, current: li.classList.contains('current'), aria: li.getAttribute('aria-current'), text: li.textContent,
    })));
    assert.deepEqual(rows.filter((r) => r.current).map((r) => r.seat), ['1'], 'Ben\'s row is highlighted');
    assert.deepEqual(rows.filter((r) => r.aria === 'step').map((r) => r.seat), ['1'], 'and marked as the current step');
    assert.match(rows[1].text, /decides now/);
    assert.match(rows[0].text, /their turn/, 'Ann\'s row says it is her turn');
    assert.match(await page.textContent('#status'), /^Ben decides \(Ann's turn\): Put your robber beside another player's score figure, or pass\.$/);
    assert.equal(await page.textContent('#hand-caption'), 'Placed by Ann', 'the tile shown is the one Ann just placed');
    // Ben's row is in view (on a phone the players part of the panel scrolls to it), the question too
    await page.waitForFunction(() => {
      const li = document.querySelector('#players li.current'), r = li.getBoundingClientRect();
      const at = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return r.top >= 0 && r.bottom <= innerHeight && !!at && li.contains(at);
    }, null, { timeout: 3000 }).catch(() => assert.fail(`${size}: Ben's row is out of view`));
    assert.deepEqual((await questionOutOfView(page)).bad, [], `${size}: the question stays in view`);
    await page.screenshot({ path: path.join(SHOTS, `hot-seat-other-player-${size}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
  // two tiles in hand (the handSize option): Ben placed one and holds the other while Cy answers a
  // crop circle; the tile box shows Ben's tile under his name (it once named Cy)
  const { context, page, errors, pos } = await atPosition(DESK, 135, { handSize: 2 });
  assert.deepEqual([pos.state.current, pos.state.decision.player, pos.state.hand.length], [1, 2, 1]);
  assert.equal(await page.textContent('#hand-caption'), 'Ben\'s tile');
  assert.match(await page.textContent('#status'), /^Cy decides \(Ben's turn\): /);
  assert.deepEqual(await page.$$eval('#players li.current', (lis) => lis.map((li) => li.dataset.seat)), ['2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after Enter on "Quick game" the board has the focus; the dialog\'s bot seat is the greedy bot', async () => {
  const { context, page, errors } = await openPage(env, '?botDelay=0', DESK);
  await page.waitForSelector('#start-game');
  assert.equal(await page.inputValue('#seat-1-type'), 'greedy', 'the second seat is the bot of the quick game');
  await page.click('#add-seat');
  assert.equal(await page.inputValue('#seat-2-type'), 'greedy', 'and so is a seat added');
  await page.focus('#quick-game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__carcassonne?.state()?.decision?.kind === 'tile');
  await page.waitForFunction(() => document.activeElement?.id === 'board', null, { timeout: 5000 })
    .catch(async () => assert.fail(`the focus is on ${await page.evaluate(() => document.activeElement?.tagName + '#' + document.activeElement?.id)}`));
  // and the board takes the keys at once: an arrow picks a square, Enter places the tile
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__carcassonne.state().tiles.length === 2);
  assert.deepEqual(errors, []);
  await context.close();
});
