// Offline support: caches what each open page needs and serves it cache-first. The build stamps
// BUILD_ID so that a new build replaces the old cache.
//
// Nothing is downloaded twice: the pages register this worker only after they have loaded (the
// engine's .wasm above all), and the first install takes their files from the browser's HTTP cache
// (cache: 'force-cache'); only the open pages' files are taken, the rest is cached as it is used.
// An update (an older cache exists) fetches afresh, so no stale file of the old build slips in.
const CACHE = 'carcassonne-__BUILD_ID__';
// Every engine core (the build lists them): a page that started on the small first core plays an
// expansion offline too; the full core not yet fetched is fetched once here, after the page loaded.
const CORES = [__CORES__];
const GAME = ['./index.html', './main.js', './bot_worker.js', './style.css', ...CORES, './catalog.json', './manifest.webmanifest', './icon.svg'];
const ELEMENT = ['./carcassonne-board.js', ...CORES, './catalog.json', './icon.svg'];
const PAGES = {
  'index.html': GAME,
  'embed.html': ['./embed.html', './embed.js', './embed.css', ...ELEMENT],
  // the examples page, its iframe page and the teaching records (listed by the build)
  'examples.html': ['./examples.html', './examples.js', './examples.css', './embed.html', './embed.js', './embed.css', ...ELEMENT,
    __EXAMPLES__],
  // the example editor (its SVG renderer module is cached when first used)
  'editor.html': ['./editor.html', './editor.js', './editor.css', ...ELEMENT],
};

/** The page a client shows: "index.html" for the folder itself. */
function pageOf(url) {
  const name = new URL(url).pathname.split('/').pop();
  return name === '' ? 'index.html' : name;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const update = (await caches.keys()).some((k) => k.startsWith('carcassonne-') && k !== CACHE);
    const clients = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
    const open = clients.filter((c) => pageOf(c.url) in PAGES);
    const pages = new Set(open.map((c) => pageOf(c.url)));
    if (pages.size === 0) pages.add('index.html');
    // url -> what to fetch it from: a page's own HTML from the address it was loaded at (?query too)
    const from = new Map([...pages].flatMap((p) => PAGES[p]).map((u) => [u, u]));
    for (const c of open) from.set(`./${pageOf(c.url)}`, c.url.split('#')[0]);
    const cache = await caches.open(CACHE);
    await Promise.all([...from].map(async ([url, source]) => {
      const res = await fetch(source, { cache: update ? 'no-cache' : 'force-cache' });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await cache.put(url, res);
    }));
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
