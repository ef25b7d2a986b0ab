/**
 * A docs version's search index, search-index-{tag}.json: downloaded by the
 * page (`downloadIndex`, which takes over the results page's preload of it),
 * handed to the search worker as bytes, and loaded there (`loadDownload`).
 *
 * A failed download or a non-ok answer gives an empty index, so search
 * shows no results and the page keeps working (specification §7, §8). The
 * development server serves the index the plugin builds from the docs
 * (../devIndex.ts) a few seconds after it starts; until then the answer is
 * the app's HTML, reported as `missing` so that the panel can say so in
 * development. In production it is the same silent empty index.
 */
import lunr from 'lunr';
import {loadIndex, type LoadedIndex} from '../engine';
import {indexUrl} from './indexUrl';

export type IndexState = 'ok' | 'missing';
export type IndexEntry = {index: LoadedIndex; state: IndexState};
/** What the download gave: the file's bytes, or none (an empty index). */
export type IndexDownload = {state: IndexState; body: ArrayBuffer | null};

export async function downloadIndex(baseUrl: string, tag: string): Promise<IndexDownload> {
  try {
    const response = await fetch(indexUrl(baseUrl, tag));
    if (!response.ok) return {state: response.status === 404 ? 'missing' : 'ok', body: null};
    if (!/json/.test(response.headers.get('content-type') ?? 'application/json')) {
      return {state: 'missing', body: null};
    }
    return {state: 'ok', body: await response.arrayBuffer()};
  } catch {
    return {state: 'ok', body: null};
  }
}

const EMPTY_INDEX: LoadedIndex = {
  documents: [],
  index: lunr(function () {
    this.ref('id');
    this.field('title');
  }),
};

export function loadDownload({state, body}: IndexDownload): IndexEntry {
  if (!body) return {index: EMPTY_INDEX, state};
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as Parameters<typeof loadIndex>[0];
    return {index: loadIndex(json), state};
  } catch {
    return {index: EMPTY_INDEX, state: 'ok'};
  }
}
