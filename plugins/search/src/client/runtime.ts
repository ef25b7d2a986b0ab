/**
 * Everything a search needs in the browser beyond the box itself: lunr, the
 * engine and the index store. The search box imports this module only when
 * the reader shows interest (focus, hover, Ctrl+K), so pages do not carry it.
 */
import {isQueryParseError, search, type LoadedIndex, type SearchHit} from '../engine';
import {sharedIndexStore} from './indexStore';
import {nextTask} from './nextTask';

export type SearchOutcome = {hits: SearchHit[]; error: null} | {hits: []; error: string};

/** Starts downloading the indexes, so a first search does not wait for them. */
export function prefetch(baseUrl: string, tags: string[]): void {
  const store = sharedIndexStore(baseUrl);
  for (const tag of tags) void store.get(tag);
}

/** The loaded indexes of the given tags (downloaded once, then cached). */
export async function indexes(baseUrl: string, tags: string[]): Promise<LoadedIndex[]> {
  const store = sharedIndexStore(baseUrl);
  const loaded = await Promise.all(tags.map((tag) => store.get(tag)));
  // The query runs in a task of its own, after the index is built.
  await nextTask();
  return loaded;
}

/**
 * Searches loaded indexes with at most `maxLength` characters of the input:
 * the results page takes its query from the address, which the search box's
 * input limit does not cover. A malformed query comes back as `error`.
 */
export function run(loaded: LoadedIndex[], input: string, limit: number, maxLength = Infinity): SearchOutcome {
  try {
    return {hits: search(loaded, input.slice(0, maxLength), limit), error: null};
  } catch (error) {
    if (isQueryParseError(error)) return {hits: [], error: error.message};
    throw error;
  }
}
