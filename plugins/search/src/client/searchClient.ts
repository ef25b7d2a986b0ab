/**
 * Runs searches off the page's main thread. Loading an index (parsing it,
 * unpacking its postings) and scoring a query over every section are the
 * longest pieces of work search does; in a worker (./searchWorker.ts) they
 * no longer hold up the reader's scrolling and typing, and the page only
 * renders the outcome. The page downloads the index itself, so that the
 * results page's preload of it is used, and hands the bytes over.
 *
 * One worker serves every search box of the page. Each box is a client with
 * its own requests: a request that a newer one of the same client overtakes
 * while the index loads is answered `superseded` without running, so that
 * keystrokes made meanwhile are not searched one by one.
 *
 * A worker that fails to start (its script could not be downloaded) fails
 * the requests in flight and is dropped, with the downloads handed to it:
 * the next search starts again.
 */
import {downloadIndex, type IndexDownload, type IndexState} from './indexDownload';
import {indexUrl} from './indexUrl';
import type {SearchOutcome} from './runtime';

export type SearchRequest = {
  baseUrl: string;
  tags: string[];
  query: string;
  limit: number;
  /** The longest query searched, in characters (the results page takes its query from the address). */
  maxLength: number;
};

export type SearchAnswer = {outcome: SearchOutcome; index: IndexState} | {superseded: true};

export type WorkerRequest =
  | {kind: 'index'; url: string; download: IndexDownload}
  | {kind: 'search'; id: number; client: number; urls: string[]; query: string; limit: number; maxLength: number};

export type WorkerAnswer = {id: number} & ({answer: SearchAnswer} | {failed: true});

type Pending = {resolve(answer: SearchAnswer): void; reject(error: Error): void};

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
/** The indexes downloaded, or being downloaded, for the current worker, by address. */
const downloads = new Set<string>();
let lastId = 0;
let lastClient = 0;

function drop(error: Error): void {
  worker?.terminate();
  worker = undefined;
  downloads.clear();
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'search'});
  created.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const message = event.data;
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if ('failed' in message) request.reject(new Error('The search failed in the worker.'));
    else request.resolve(message.answer);
  });
  created.addEventListener('error', () => drop(new Error('The search worker could not run.')));
  worker = created;
  return created;
}

/** Starts the worker and the downloads of the indexes it does not have yet; gives the indexes' addresses. */
function prepare(baseUrl: string, tags: string[]): string[] {
  const target = started();
  return tags.map((tag) => {
    const url = indexUrl(baseUrl, tag);
    if (!downloads.has(url)) {
      downloads.add(url);
      void downloadIndex(baseUrl, tag).then((download) => {
        // A worker dropped meanwhile never gets it; the next one downloads again.
        if (worker !== target) return;
        target.postMessage(
          {kind: 'index', url, download} satisfies WorkerRequest,
          download.body ? [download.body] : [],
        );
        // The development server writes its index a few seconds after it
        // starts: a later search downloads it again.
        if (process.env.NODE_ENV === 'development' && download.state === 'missing') downloads.delete(url);
      });
    }
    return url;
  });
}

/** Starts the worker and downloads the indexes, so that a first search does not wait for them. */
export function prefetch(baseUrl: string, tags: string[]): void {
  prepare(baseUrl, tags);
}

export type Search = (request: SearchRequest) => Promise<SearchAnswer>;

/** A search box's way to search: its newest request overtakes the ones still waiting for the index. */
export function searchClient(): Search {
  const client = ++lastClient;
  return ({baseUrl, tags, query, limit, maxLength}) => {
    const urls = prepare(baseUrl, tags);
    const id = ++lastId;
    return new Promise<SearchAnswer>((resolve, reject) => {
      pending.set(id, {resolve, reject});
      worker!.postMessage({kind: 'search', id, client, urls, query, limit, maxLength} satisfies WorkerRequest);
    });
  };
}
