/**
 * Registers the service worker with workbox-window (production builds only,
 * once the page has loaded, so that neither the registration nor
 * workbox-window's code competes with the page's first load),
 * tells it which pages and files the reader has loaded so it can keep them
 * for offline reading, and shows a notice when a new version of the site is
 * waiting.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const enabled = ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Asks the worker to fetch and keep these URLs, through its routes (Workbox's CACHE_URLS message). */
function keep(worker: ServiceWorker, urls: string[]): void {
  worker.postMessage({type: 'CACHE_URLS', payload: {urlsToCache: urls.filter(sameOrigin)}});
}

async function register(): Promise<void> {
  const {Workbox} = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const wb = new Workbox(`${siteConfig.baseUrl}sw.js`);
  let accepted = false;
  // A new build's worker, installed: only an update asks (the very first
  // worker takes over without asking). The notice's code and styles load
  // only when there is something to say.
  wb.addEventListener('waiting', () => {
    if (!navigator.serviceWorker.controller) return;
    void import(/* webpackChunkName: "update-notice" */ './notice').then(({showUpdateNotice}) =>
      showUpdateNotice(() => {
        accepted = true;
        wb.messageSkipWaiting();
      }),
    );
  });
  wb.addEventListener('controlling', () => {
    if (accepted) location.reload();
  });
  wb.register()
    .then(async () => {
      // What the first page loaded before the worker was there.
      const worker = await wb.active;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      keep(worker, [location.pathname, ...loaded]);
    })
    .catch((error: unknown) => console.warn('Offline reading is not available:', error));
}

function registerWhenLoaded(): void {
  const start = () =>
    void register().catch((error: unknown) => console.warn('Offline reading is not available:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

if (enabled) registerWhenLoaded();

const clientModule: ClientModule = {
  onRouteDidUpdate({location: current, previousLocation}) {
    // A page reached inside the app: its HTML was never requested, so ask
    // the worker to fetch and keep it too.
    const controller = enabled ? navigator.serviceWorker.controller : null;
    if (!controller || !previousLocation || previousLocation.pathname === current.pathname) return;
    keep(controller, [current.pathname]);
  },
};

export default clientModule;
