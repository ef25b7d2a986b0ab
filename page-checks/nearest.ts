/**
 * The nearest of some candidates to a wrong word, for the checkers' "did you
 * mean" (a route, a heading, a code name): the fewest one-character edits,
 * a case difference counting as none, within a third of the word's length.
 */

/** The smallest number of one-character edits between a and b, or Infinity past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return Infinity;
    previous = current;
  }
  return previous[b.length] > limit ? Infinity : previous[b.length];
}

/** The candidate nearest to `wrong`, if one is near enough; never `wrong` itself. */
export function nearest(wrong: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(wrong.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === wrong) continue;
    const d = candidate.toLowerCase() === wrong.toLowerCase() ? 0.5 : editDistance(wrong, candidate, bestDistance - 1);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
