// When a board element starts: as it nears the viewport, one at a time in idle time, so that the
// board in view is drawn first (every game's element alike; the engine it loads is the game's).
import { markOnce } from '../shell/dom.js';

/** How near the viewport an element starts ahead of time: Chromium's own distance for `<img
 *  loading=lazy>` on a fast connection (1250 px since Chrome 79-85, addyosmani.com "better image
 *  lazy-loading", 2020), so a reader who scrolls at reading pace finds the board drawn when it comes
 *  into view. A reader who jumps to the example (a link to its heading) waits for the load
 *  (scripts/bench-page-load.mjs measures that). */
const NEAR_VIEWPORT = '1250px 0px';

// The starts in progress, and the elements near the viewport waiting for their turn. An element in
// view starts at once; one only near it starts when every start before it is done and the page is
// idle, one at a time: started together, their replays would all run in the task that the engine's
// arrival resumes, and the board in view would be drawn only after them.
let running: Promise<unknown> = Promise.resolve();
const waiting: Array<() => void> = [];
let pumping = false;

function track(started: Promise<unknown>): void {
  running = Promise.allSettled([running, started]);
}

// After the next frame (the board just made is painted first: an idle period may come before it)
// and then when the page is idle.
function afterFrameWhenIdle(f: () => void): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 2000 });
    else setTimeout(f, 50);
  });
}

function pump(): void {
  if (pumping || waiting.length === 0) return;
  pumping = true;
  const settled = running;
  // a start that hangs (a record that never arrives) holds the others back 3 s at most
  void Promise.race([settled, new Promise((r) => setTimeout(r, 3000))]).then(() => afterFrameWhenIdle(() => {
    pumping = false;
    if (running !== settled) return pump();   // another element started meanwhile: after it
    waiting.shift()?.();
    pump();
  }));
}

/** Calls load (which resolves when the element's board is drawn or has failed) when the element
 *  comes into the viewport, or before, in idle time, once it is near it; or at once where
 *  IntersectionObserver is missing. Returns a function that stops watching. */
export function whenVisible(el: Element, load: () => Promise<unknown>): () => void {
  if (typeof IntersectionObserver !== 'function') { track(load()); return () => {}; }
  let done = false;
  const start = () => {
    if (done) return;
    stop();
    // the page's first element to start (scripts/bench-page-load.mjs reads the mark)
    markOnce('rules:board-near');
    track(load());
  };
  const inView = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) start(); });
  const near = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    near.disconnect();
    waiting.push(start);
    pump();
  }, { rootMargin: NEAR_VIEWPORT });
  const stop = () => {
    done = true;
    inView.disconnect();
    near.disconnect();
    const i = waiting.indexOf(start);
    if (i >= 0) waiting.splice(i, 1);
  };
  inView.observe(el);
  near.observe(el);
  return stop;
}
