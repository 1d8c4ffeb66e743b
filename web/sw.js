// Offline support: caches what each open page needs and serves it cache-first. The build stamps
// BUILD_ID so that a new build replaces the old cache.
//
// Nothing is downloaded twice: the pages register this worker only after they have loaded (the
// engine's .wasm above all), and the first install takes their files from the browser's HTTP cache
// (cache: 'force-cache'). The other pages come along on that first visit (issue 45: "Rules by
// example" and the editor work offline after a visit to the game alone): their files not in the
// HTTP cache are fetched once, after the open page loaded. An update (an older cache exists)
// fetches afresh, so no stale file of the old build slips in.
const CACHE = 'carcassonne-__BUILD_ID__';
// Every engine core (the build lists them): a page that started on the small first core plays an
// expansion offline too; the full core not yet fetched is fetched once here, after the page loaded.
const CORES = [__CORES__];
// the words of every language (a few KB each): a reader may switch language offline
const WORDS = ['./words/en.ftl', './words/ja.ftl'];
const GAME = [...WORDS, './index.html', './main.js', './bot_worker.js', './style.css', ...CORES, './catalog.json', './manifest.webmanifest', './icon.svg'];
const ELEMENT = [...WORDS, './carcassonne-board.js', ...CORES, './catalog.json', './icon.svg'];
const PAGES = {
  'index.html': GAME,
  'embed.html': ['./embed.html', './embed.js', './embed.css', ...ELEMENT],
  // the examples page, its iframe page and the teaching records (listed by the build)
  'examples.html': ['./examples.html', './examples.js', './examples.css', './embed.html', './embed.js', './embed.css', ...ELEMENT,
    __EXAMPLES__],
  // the example editor (the SVG renderer of its export, 600 KB that few use, is cached when first used)
  'editor.html': ['./editor.html', './editor.js', './editor.css', ...ELEMENT],
};
/** Every page's files, once each. */
const ALL = [...new Set(Object.values(PAGES).flat())];

/** The page a client shows: "index.html" for the folder itself. */
function pageOf(url) {
  const name = new URL(url).pathname.split('/').pop();
  return name === '' ? 'index.html' : name;
}

/** Fetches url (from source) into the cache; throws on a failed answer. */
async function keep(cache, url, source, mode) {
  const res = await fetch(source, { cache: mode });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  await cache.put(url, res);
}

/**
 * The files of every page not in the cache yet, fetched once each (a failure is tried again at the
 * next page load): the pages not open also work offline after the first visit.
 */
let toppingUp = null;
function topUp(mode = 'no-cache') {
  toppingUp ??= (async () => {
    const cache = await caches.open(CACHE);
    const missing = [];
    for (const url of ALL) if (!(await cache.match(url))) missing.push(url);
    await Promise.allSettled(missing.map((url) => keep(cache, url, url, mode)));
  })().finally(() => { toppingUp = null; });
  return toppingUp;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const update = (await caches.keys()).some((k) => k.startsWith('carcassonne-') && k !== CACHE);
    const mode = update ? 'no-cache' : 'force-cache';
    const clients = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
    const open = clients.filter((c) => pageOf(c.url) in PAGES);
    const pages = new Set(open.map((c) => pageOf(c.url)));
    if (pages.size === 0) pages.add('index.html');
    // the open pages' files: the install fails without them. url -> what to fetch it from: a page's
    // own HTML from the address it was loaded at (?query too)
    const from = new Map([...pages].flatMap((p) => PAGES[p]).map((u) => [u, u]));
    for (const c of open) from.set(`./${pageOf(c.url)}`, c.url.split('#')[0]);
    const cache = await caches.open(CACHE);
    await Promise.all([...from].map(([url, source]) => keep(cache, url, source, mode)));
    // then the other pages' files
    await topUp(mode);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('carcassonne-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  // a page opened: what a failed top-up missed is fetched again, once the page has its own files
  if (req.mode === 'navigate') event.waitUntil(new Promise((r) => setTimeout(r, 3000)).then(() => topUp()));
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(req, { ignoreSearch: true })
      ?? (req.mode === 'navigate' && pageOf(req.url) === 'index.html' ? await cache.match('./index.html') : undefined);
    if (hit) return hit;
    const res = await fetch(req);
    if (res.ok && res.type === 'basic') cache.put(req, res.clone());
    return res;
  })());
});
