/**
 * Everything a search needs in the browser beyond the box itself: lunr, the
 * engine and the index store. The search box imports this module only when
 * the reader shows interest (focus, hover, Ctrl+K), so pages do not carry it.
 */
import {isQueryParseError, searchPages, suggest, type LoadedIndex, type PageHit} from '../engine';
import {sharedIndexStore, type IndexState} from './indexStore';
import {nextTask} from './nextTask';
import {isBlankQuery} from './blankQuery';

export type SearchOutcome = {
  pages: PageHit[];
  /** The query's one word when it is an identifier, a UID, a command or a flag. */
  identifier: string | null;
  /** Queries that would find something, when this one finds nothing. */
  suggestions: string[];
  /** lunr's message for a malformed query. */
  error: string | null;
};

/** Starts downloading the indexes, so a first search does not wait for them. */
export function prefetch(baseUrl: string, tags: string[]): void {
  const store = sharedIndexStore(baseUrl);
  for (const tag of tags) void store.get(tag);
}

/** The loaded indexes of the given tags (downloaded once, then cached), and whether any could not be had. */
export async function indexes(baseUrl: string, tags: string[]): Promise<{loaded: LoadedIndex[]; state: IndexState}> {
  const store = sharedIndexStore(baseUrl);
  const entries = await Promise.all(tags.map((tag) => store.get(tag)));
  // The query runs in a task of its own, after the index is built.
  await nextTask();
  return {
    loaded: entries.map((entry) => entry.index),
    state: entries.some((entry) => entry.state === 'missing') ? 'missing' : 'ok',
  };
}

/**
 * Searches loaded indexes with at most `maxLength` characters of the input:
 * the results page takes its query from the address, which the search box's
 * input limit does not cover. A malformed query comes back as `error`; a
 * query of lone operators finds nothing and is no error (./blankQuery.ts).
 */
export function run(loaded: LoadedIndex[], input: string, limit: number, maxLength = Infinity): SearchOutcome {
  const query = input.slice(0, maxLength);
  if (isBlankQuery(query)) return {pages: [], identifier: null, suggestions: [], error: null};
  try {
    const {pages, identifier} = searchPages(loaded, query, limit);
    return {pages, identifier, suggestions: pages.length === 0 ? suggest(loaded, query) : [], error: null};
  } catch (error) {
    if (isQueryParseError(error)) return {pages: [], identifier: null, suggestions: [], error: error.message};
    throw error;
  }
}
