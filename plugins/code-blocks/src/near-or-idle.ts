/**
 * Runs a callback for an element when the element comes within a screen of
 * the viewport, or at an idle moment, a few elements per idle callback,
 * whichever is first. The code blocks of the first page mount their buttons
 * this way (./theme/CodeBlock/Buttons): a long page's 80 blocks would
 * otherwise mount them all in one update that React does not split.
 *
 * One IntersectionObserver serves every element; `requestIdleCallback`
 * (a timer where the browser has none) serves the rest in the order they
 * asked, which is the page's order.
 */

/** Within one screen above or below the viewport. */
const NEAR = '100% 0px';
/** Elements served per idle callback: a few blocks' buttons stay a short task on a phone. */
export const PER_IDLE = 4;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;
let idleScheduled = false;

function serve(element: Element): void {
  const run = waiting.get(element);
  if (!run) return;
  waiting.delete(element);
  observer?.unobserve(element);
  run();
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 50);
}

function scheduleIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    for (const element of [...waiting.keys()].slice(0, PER_IDLE)) serve(element);
    if (waiting.size > 0) scheduleIdle();
  });
}

/** Calls `run` once, when `element` is near or at idle; the returned function cancels. */
export function whenNearOrIdle(element: Element, run: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) serve(entry.target);
    },
    {rootMargin: NEAR},
  );
  waiting.set(element, run);
  observer.observe(element);
  scheduleIdle();
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
