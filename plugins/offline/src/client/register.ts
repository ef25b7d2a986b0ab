/**
 * Registers the service worker (production builds only), tells it which
 * pages and files the reader has loaded so it can keep them for offline
 * reading, and shows a notice when a new version of the site is waiting.
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

/** Asks the active worker to keep these URLs (it skips what it already has). */
async function keep(urls: string[]): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({type: 'cache-urls', urls: urls.filter(sameOrigin)});
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  let accepted = false;
  const offer = (worker: ServiceWorker) => {
    // Only an update: the very first worker takes over without asking.
    if (!navigator.serviceWorker.controller) return;
    // The notice's code and styles load only when there is something to say.
    void import(/* webpackChunkName: "update-notice" */ './notice').then(({showUpdateNotice}) =>
      showUpdateNotice(() => {
        accepted = true;
        worker.postMessage({type: 'skip-waiting'});
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

if (enabled) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(workerUrl)
      .then((registration) => {
        watchForUpdates(registration);
        // What the first page loaded before the worker was there.
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        return keep([location.pathname, ...loaded]);
      })
      .catch((error: unknown) => console.warn('Offline reading is not available:', error));
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location: current, previousLocation}) {
    // A page reached inside the app: its HTML was never requested, so ask
    // the worker to fetch and keep it too.
    if (!enabled || !previousLocation || previousLocation.pathname === current.pathname) return;
    if (!navigator.serviceWorker.controller) return;
    void keep([current.pathname]);
  },
};

export default clientModule;
