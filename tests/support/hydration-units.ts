/**
 * What a page gives React to hydrate, counted in the browser without React's
 * dev tools: every element React manages carries React's `__reactFiber$…`
 * property; markup React adopts without walking (the lines of a code block
 * kept from the server, a pre-rendered diagram, the last-updated date) has
 * none.
 *
 * Runs inside the page (page.evaluate): self-contained.
 */
export type HydrationUnits = {
  /** All elements of the document. */
  elements: number;
  /** Elements React manages (hydrated or rendered by it). */
  managed: number;
};

export function countHydrationUnits(): HydrationUnits {
  const all = Array.from(document.querySelectorAll('*'));
  return {
    elements: all.length,
    managed: all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length,
  };
}
