/**
 * Whether a word matches a pattern in which `*` stands for any run of
 * characters. It retries from the last `*` only, so its time grows with the
 * product of the two lengths at worst; a regular expression of `.*` runs
 * backtracks exponentially on patterns such as `*e*e*e*e*x`.
 */
export function matchesWildcard(pattern: string, word: string): boolean {
  let p = 0;
  let w = 0;
  let star = -1;
  let resume = 0;
  while (w < word.length) {
    if (pattern[p] === '*') {
      star = p++;
      resume = w;
    } else if (p < pattern.length && pattern[p] === word[w]) {
      p++;
      w++;
    } else if (star >= 0) {
      p = star + 1;
      w = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
