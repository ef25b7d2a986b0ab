/**
 * Stands in for Docusaurus's `client/prefetch.js`, which its `<Link>` calls
 * (through `window.docusaurus.prefetch`) for every chunk of the page each
 * link in view points to (../seam.ts). The original adds a
 * `<link rel="prefetch">` per chunk per page at once, many of them for the
 * same files, in the task that first reports which links are in view
 * (counts in ../../README.md). Here a file is asked for
 * once, not at all if the page has fetched it already or the connection
 * saves data, and only once the page has settled (./settled.ts). Same contract: the promise resolves when
 * the file is fetched, or quietly when it cannot be.
 */
import {whenSettled} from './settled';

const asked = new Map<string, Promise<void>>();

function supportsPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Docusaurus's own rule for links, kept for every caller: no prefetching on a 2G connection or one that saves data. */
function savesData(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}

/** A file the page has already fetched, as a script chunk or otherwise. */
function fetchedAlready(href: string): boolean {
  return performance.getEntriesByName(href, 'resource').length > 0;
}

function fetchAtLowPriority(href: string): Promise<void> {
  if (!supportsPrefetch()) {
    // Safari has no rel=prefetch: a plain request fills the HTTP cache.
    return fetch(href, {credentials: 'include'}).then(() => undefined);
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${href}`));
    document.head.appendChild(link);
  });
}

export default function prefetch(url: string): Promise<void> {
  if (savesData()) return Promise.resolve();
  const href = new URL(url, document.baseURI).href;
  let request = asked.get(href);
  if (!request) {
    request = whenSettled()
      .then(() => (fetchedAlready(href) ? undefined : fetchAtLowPriority(href)))
      .catch(() => undefined);
    asked.set(href, request);
  }
  return request;
}
