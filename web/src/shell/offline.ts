// Offline support for every page: the service worker is registered once the page has fetched what
// it needs (the engine above all), so that it can keep those files from the browser's cache instead
// of downloading them a second time (sw.js).
export function registerOffline(after: Promise<unknown> = Promise.resolve()): void {
  if (!('serviceWorker' in navigator) || !location.protocol.startsWith('http')) return;
  void after.catch(() => undefined).then(() => {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* offline support is a bonus */ });
  });
}
