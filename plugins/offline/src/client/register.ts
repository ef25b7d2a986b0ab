/**
 * Registers the service worker once the page has loaded (production builds
 * only), tells it which pages and files the reader has loaded so it can keep
 * them for offline reading, and shows a notice when a new version of the site
 * is waiting.
 *
 * The browser's own service-worker API, not workbox-window: with it, the
 * search page's first load went over its byte budget (see the plugin's
 * README). The messages are the ones the Workbox worker understands:
 * `CACHE_URLS` (workbox-routing) and `SKIP_WAITING` (src/sw.js).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const enabled = ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;
const workerUrl = `${siteConfig.baseUrl}sw.js`;

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Asks the worker to fetch and keep these URLs, through its routes. */
function keep(worker: ServiceWorker | null | undefined, urls: string[]): void {
  worker?.postMessage({type: 'CACHE_URLS', payload: {urlsToCache: urls.filter(sameOrigin)}});
}

/** A new build's worker, installed: only an update asks (the very first worker takes over without asking). */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  let accepted = false;
  const offer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    // The notice's code and styles load only when there is something to say.
    void import(/* webpackChunkName: "update-notice" */ './notice').then(({showUpdateNotice}) =>
      showUpdateNotice(() => {
        accepted = true;
        worker.postMessage({type: 'SKIP_WAITING'});
      }),
    );
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(workerUrl);
  watchForUpdates(registration);
  // What the first page loaded before the worker was there.
  const {active} = await navigator.serviceWorker.ready;
  keep(active, [location.pathname, ...performance.getEntriesByType('resource').map((entry) => entry.name)]);
}

if (enabled) {
  const start = () =>
    void register().catch((error: unknown) => console.warn('Offline reading is not available:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location: current, previousLocation}) {
    // A page reached inside the app: its HTML was never requested, so ask
    // the worker to fetch and keep it too.
    if (!enabled || !previousLocation || previousLocation.pathname === current.pathname) return;
    keep(navigator.serviceWorker.controller, [current.pathname]);
  },
};

export default clientModule;
