/**
 * Resolves in a later task of the event loop, so that the browser can paint
 * and answer input between two pieces of search work. Loading the index and
 * running the first query in one go made one task of ~230 ms with the CPU
 * slowed four times (the results page, /search?q=strapi).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
