/**
 * What a search runs beyond the box itself, in the search worker
 * (./searchWorker.ts): the engine on the loaded indexes.
 */
import {isQueryParseError, searchPages, suggest, type LoadedIndex, type PageHit} from '../engine';
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
