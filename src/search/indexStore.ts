/**
 * Loads search-index-{tag}.json once per tag and caches it. Concurrent
 * requests for the same tag share one download. A failed download or a
 * non-ok answer gives an empty index, so search shows no results and the
 * page keeps working.
 */
import {mylunr} from '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/d-s-l-a-generated';
import type {LunrIndex} from './lunr';
import type {SearchDocument} from './types';

export type LoadedIndex = {documents: SearchDocument[]; index: LunrIndex};

const EMPTY_INDEX: LoadedIndex = {
  documents: [],
  index: {fields: [], query: () => []},
};

async function fetchIndex(baseUrl: string, tag: string): Promise<LoadedIndex> {
  try {
    const response = await fetch(`${baseUrl}search-index-${tag}.json`);
    if (!response.ok) {
      return EMPTY_INDEX;
    }
    const json = (await response.json()) as {documents: SearchDocument[]; index: unknown};
    return {documents: json.documents, index: mylunr.Index.load(json.index)};
  } catch {
    return EMPTY_INDEX;
  }
}

export function createIndexStore(baseUrl: string, available: boolean) {
  const cache = new Map<string, Promise<LoadedIndex>>();
  return {
    get(tag: string): Promise<LoadedIndex> {
      if (!available) {
        return Promise.resolve(EMPTY_INDEX);
      }
      let entry = cache.get(tag);
      if (!entry) {
        entry = fetchIndex(baseUrl, tag);
        cache.set(tag, entry);
      }
      return entry;
    },
  };
}
