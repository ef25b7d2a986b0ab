/**
 * Everything a search needs in the browser beyond the box itself: lunr, the
 * engine and the index store. The search box imports this module only when
 * the reader shows interest (focus, hover, Ctrl+K), so pages do not carry it.
 */
import {isQueryParseError, search, type SearchHit} from '../engine';
import {sharedIndexStore} from './indexStore';

export type SearchOutcome = {hits: SearchHit[]; error: null} | {hits: []; error: string};

/** Starts downloading the indexes, so a first search does not wait for them. */
export function prefetch(baseUrl: string, tags: string[]): void {
  const store = sharedIndexStore(baseUrl);
  for (const tag of tags) void store.get(tag);
}

/** Searches the indexes of the given tags. A malformed query comes back as `error`. */
export async function run(baseUrl: string, tags: string[], input: string, limit: number): Promise<SearchOutcome> {
  const store = sharedIndexStore(baseUrl);
  const indexes = await Promise.all(tags.map((tag) => store.get(tag)));
  try {
    return {hits: search(indexes, input, limit), error: null};
  } catch (error) {
    if (isQueryParseError(error)) return {hits: [], error: error.message};
    throw error;
  }
}
