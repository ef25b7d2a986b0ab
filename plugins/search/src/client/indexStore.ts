/**
 * Loads search-index-{tag}.json once per tag and caches it. Concurrent
 * requests for the same tag share one download. A failed download or a
 * non-ok answer gives an empty index, so search shows no results and the
 * page keeps working (specification §7, §8).
 *
 * The development server serves the index the plugin builds from the docs
 * (../devIndex.ts) a few seconds after it starts; until then the answer is
 * the app's HTML, reported as `missing` so that the panel can say so in
 * development. In production it is the same silent empty index.
 */
import lunr from 'lunr';
import {loadIndex, type LoadedIndex} from '../engine';
import {indexUrl} from './indexUrl';
import {nextTask} from './nextTask';

export type IndexState = 'ok' | 'missing';
export type IndexEntry = {index: LoadedIndex; state: IndexState};

const EMPTY_INDEX: LoadedIndex = {
  documents: [],
  index: lunr(function () {
    this.ref('id');
    this.field('title');
  }),
};

async function fetchIndex(baseUrl: string, tag: string): Promise<IndexEntry> {
  try {
    const response = await fetch(indexUrl(baseUrl, tag));
    if (!response.ok) {
      return {index: EMPTY_INDEX, state: response.status === 404 ? 'missing' : 'ok'};
    }
    if (!/json/.test(response.headers.get('content-type') ?? 'application/json')) {
      return {index: EMPTY_INDEX, state: 'missing'};
    }
    const json = (await response.json()) as Parameters<typeof loadIndex>[0];
    // Parsing the download and building the index are two tasks, not one.
    await nextTask();
    return {index: loadIndex(json), state: 'ok'};
  } catch {
    return {index: EMPTY_INDEX, state: 'ok'};
  }
}

export type IndexStore = {get(tag: string): Promise<IndexEntry>};

export function createIndexStore(baseUrl: string): IndexStore {
  const cache = new Map<string, Promise<IndexEntry>>();
  return {
    get(tag) {
      let entry = cache.get(tag);
      if (!entry) {
        const fetched = fetchIndex(baseUrl, tag);
        cache.set(tag, fetched);
        // The development server writes its index a few seconds after it
        // starts: a later search asks again.
        if (process.env.NODE_ENV === 'development') {
          void fetched.then(({state}) => state === 'missing' && cache.delete(tag));
        }
        entry = fetched;
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
