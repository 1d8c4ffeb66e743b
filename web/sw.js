// Offline support: caches the app shell on install and serves it cache-first. The build stamps
// BUILD_ID so that a new build replaces the old cache.
const CACHE = 'carcassonne-__BUILD_ID__';
const SHELL = ['./', './index.html', './main.js', './bot_worker.js', './style.css', './carcassonne_core.wasm', './manifest.webmanifest', './icon.svg',
  // the rules-wiki element, its demo page, the iframe page and the teaching records (listed by the build)
  './carcassonne-board.js', './examples.html', './examples.js', './examples.css', './embed.html', './embed.js', './embed.css',
  __EXAMPLES__];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
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
      ?? (req.mode === 'navigate' ? await cache.match('./index.html') : undefined);
    if (hit) return hit;
    const res = await fetch(req);
    if (res.ok && res.type === 'basic') cache.put(req, res.clone());
    return res;
  })());
});
