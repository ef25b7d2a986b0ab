/**
 * A loader that shares one load while it is pending or once it has
 * succeeded, and forgets a failed one, so that the next call tries again: a
 * chunk that could not be downloaded once (a flaky network, a page left while
 * loading) must not leave search broken until the page is reloaded.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
