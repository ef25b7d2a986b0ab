/**
 * Loads search-index-{tag}.json once per tag and caches it. Concurrent
 * requests for the same tag share one download. A failed download or a
 * non-ok answer gives an empty index, so search shows no results and the
 * page keeps working.
 */
import lunr from 'lunr';
import {loadIndex, type LoadedIndex} from '../engine';
import {indexUrl} from './indexUrl';
import {nextTask} from './nextTask';

const EMPTY_INDEX: LoadedIndex = {
  documents: [],
  index: lunr(function () {
    this.ref('id');
    this.field('title');
  }),
};

async function fetchIndex(baseUrl: string, tag: string): Promise<LoadedIndex> {
  try {
    const response = await fetch(indexUrl(baseUrl, tag));
    if (!response.ok) {
      return EMPTY_INDEX;
    }
    const json = (await response.json()) as Parameters<typeof loadIndex>[0];
    // Parsing the download and building the index are two tasks, not one.
    await nextTask();
    return loadIndex(json);
  } catch {
    return EMPTY_INDEX;
  }
}

export type IndexStore = {get(tag: string): Promise<LoadedIndex>};

export function createIndexStore(baseUrl: string): IndexStore {
  const cache = new Map<string, Promise<LoadedIndex>>();
  return {
    get(tag) {
      let entry = cache.get(tag);
      if (!entry) {
        entry = fetchIndex(baseUrl, tag);
        cache.set(tag, entry);
      }
      return entry;
    },
  };
}

/** One store per page load, shared by every search box on the page. */
let shared: IndexStore | undefined;
export function sharedIndexStore(baseUrl: string): IndexStore {
  shared = shared ?? createIndexStore(baseUrl);
  return shared;
}
