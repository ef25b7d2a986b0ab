/* The site's service worker, written to /sw.js by plugins/offline after each
 * build with this build's version and app-shell list. Plain JavaScript: the
 * browser runs it as it is.
 *
 * - Pages (navigations): network first; the copy in the cache when offline;
 *   the cached not-found page when the page was never visited.
 * - Hashed assets (/assets/): cache first; they never change.
 * - Everything else of the site (search index, images, .md): network first,
 *   cache when offline.
 * - Install caches the app shell. The pages read are cached as they are
 *   visited (the page tells the worker which ones, client/register.ts), and
 *   so is search, which its bar loads in the background once the worker
 *   controls the page.
 * - A new build has a new version: its worker waits until the reader accepts
 *   the update notice, then takes over and deletes the old version's cache.
 */
/* global __VERSION__, __PRECACHE__, __FALLBACK__ -- filled in by plugins/offline when it writes sw.js */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const FALLBACK = __FALLBACK__;
const CACHE = `site-${VERSION}`;
// Pages vary on Accept (the server can answer Markdown); a page is stored
// from the worker's own request, so look it up whatever the reader's asks.
const MATCH = {ignoreVary: true};

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      // The not-found page, as the server answers a path that does not exist
      // (its own URL is not public), kept for pages never visited.
      const notFound = await fetch(FALLBACK, {credentials: 'same-origin'});
      if (notFound.status === 404 && (notFound.headers.get('content-type') || '').includes('text/html')) {
        await cache.put(FALLBACK, notFound);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('site-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'skip-waiting') {
    self.skipWaiting();
  } else if (message.type === 'cache-urls' && Array.isArray(message.urls)) {
    event.waitUntil(cacheUrls(message.urls));
  }
});

async function cacheUrls(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      const target = new URL(url, self.location.origin);
      if (target.origin !== self.location.origin) return;
      target.hash = '';
      if (await cache.match(target.href, MATCH)) return;
      try {
        const response = await fetch(target.href, {credentials: 'same-origin'});
        if (response.ok) await cache.put(target.href, response);
      } catch {
        // Offline or gone: nothing to keep.
      }
    }),
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, {...MATCH, ignoreSearch: request.mode === 'navigate'});
    if (cached) return cached;
    const page = fallback && (await cache.match(fallback, MATCH));
    if (page) return new Response(page.body, {status: 404, headers: page.headers});
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, FALLBACK));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});
