/**
 * A query's operators (`+`, `-`, `~`, `^`, `:`) standing alone, as a word of
 * their own, apply to no term: `--` is most likely the start of a flag still
 * being typed, `+ upload` a stray sign. They are dropped, and a query of
 * nothing else is no query: the search box stays closed as for an empty
 * box, and the results page asks for words. An operator attached to a word
 * (`title:`, `upload~x`) is still parsed, and a real syntax error still gets
 * lunr's message.
 *
 * Kept apart from the engine: the search box and the results page use it
 * before the engine is loaded.
 */
const LONE_OPERATORS = /(^|\s)[+\-~^:]+(?=\s|$)/g;

/** The input without operators that stand alone. */
export function withoutLoneOperators(input: string): string {
  return input.replace(LONE_OPERATORS, '$1');
}

/** Whether the input holds nothing to search: only whitespace and lone operators. */
export function isBlankQuery(input: string): boolean {
  return withoutLoneOperators(input).trim() === '';
}
