/* The site's service worker, built into /sw.js by plugins/offline after each
 * build (src/worker.ts): esbuild bundles Workbox in and writes the app-shell
 * list (Workbox's precache manifest) where `self.__WB_MANIFEST` stands.
 *
 * - Install precaches the app shell and keeps the not-found page.
 * - Pages: network first; the cached copy when offline; the cached not-found
 *   page, with a 404, when the page was never read.
 * - Hashed assets (/assets/): cache first; they never change.
 * - Everything else of the site (search index, images, .md): network first,
 *   cache when offline.
 * - The pages read are cached as they are visited: the page sends their URLs
 *   in a CACHE_URLS message (client/register.ts), which Workbox's router
 *   fetches through these routes.
 * - A new build has a new version in its cache names: its worker waits until
 *   the reader accepts the update notice (SKIP_WAITING), then takes over and
 *   deletes the old version's caches.
 */
import {cacheNames, clientsClaim, setCacheNameDetails} from 'workbox-core';
import {precacheAndRoute} from 'workbox-precaching';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';

// Both replaced with string literals when the worker is built (src/worker.ts).
const VERSION = process.env.OFFLINE_VERSION;
const NOT_FOUND_PROBE = process.env.OFFLINE_NOT_FOUND_PROBE;

const scope = self.registration.scope;
const FALLBACK = new URL(NOT_FOUND_PROBE, scope).href;
const ASSETS = new URL('assets/', scope).href;
// Pages vary on Accept (the server can answer Markdown); a page is stored
// from the worker's own request, so look it up whatever the reader's asks.
const MATCH = {ignoreVary: true};

setCacheNameDetails({prefix: 'site', suffix: VERSION});
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The not-found page, as the server answers a path that does not exist
      // (its own URL is not public), kept for pages never visited.
      const notFound = await fetch(FALLBACK, {credentials: 'same-origin'});
      if (notFound.status === 404 && (notFound.headers.get('content-type') || '').includes('text/html')) {
        await (await caches.open(cacheNames.runtime)).put(FALLBACK, notFound);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  const current = `-${VERSION}`;
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('site-') && !name.endsWith(current))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** A page is the same whatever its query string. */
const pageKey = {
  cacheKeyWillBeUsed: async ({request}) => {
    if (request.mode !== 'navigate') return request;
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

/** A page never read, offline: the not-found page, with its status. */
const notFoundPage = {
  handlerDidError: async ({request}) => {
    if (request.mode !== 'navigate') return undefined;
    const page = await caches.match(FALLBACK, {...MATCH, cacheName: cacheNames.runtime});
    return page && new Response(page.body, {status: 404, statusText: 'Not Found', headers: page.headers});
  },
};

const ours = (url) => url.origin === self.location.origin && url.pathname !== self.location.pathname;

registerRoute(
  ({url}) => ours(url) && url.href.startsWith(ASSETS),
  new CacheFirst({cacheName: cacheNames.runtime, matchOptions: MATCH}),
);
registerRoute(
  ({url}) => ours(url),
  new NetworkFirst({cacheName: cacheNames.runtime, matchOptions: MATCH, plugins: [pageKey, notFoundPage]}),
);
