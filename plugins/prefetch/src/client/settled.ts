/**
 * When to fetch what a later page may need: once the page being read has
 * loaded (its scripts, styles, images and preloads, such as the results
 * page's search index), has shown what it holds prefetching for (the
 * results page: its first results), and the browser is idle. These
 * downloads then take neither bandwidth nor main-thread time from it.
 */

/** The longest wait for an idle moment once the page is ready. */
export const IDLE_TIMEOUT_MS = 2000;

const holds = new Set<Promise<unknown>>();
let settled: Promise<void> | undefined;

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), {timeout: IDLE_TIMEOUT_MS});
    else setTimeout(resolve, 0);
  });
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), {once: true});
  });
}

/**
 * Keeps prefetching back until `done` settles, if the page has not settled
 * yet: for what the reader of the first page waits for after it has loaded.
 */
export function holdPrefetching(done: Promise<unknown>): void {
  holds.add(done);
}

/** Resolves, once for the page's lifetime, when the page has loaded, its holds are done and the browser is idle. */
export function whenSettled(): Promise<void> {
  settled ??= (async () => {
    await loaded();
    await idle();
    // A hold may have come while the page was loading; each is awaited once.
    for (let pending = [...holds]; pending.length > 0; pending = [...holds]) {
      holds.clear();
      await Promise.allSettled(pending);
      await idle();
    }
  })();
  return settled;
}
