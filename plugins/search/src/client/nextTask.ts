/**
 * Resolves in a later task of the event loop, so that the browser can paint
 * and answer input between two pieces of search work: loading the index and
 * running the first query in one go made one long task on the results page.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
