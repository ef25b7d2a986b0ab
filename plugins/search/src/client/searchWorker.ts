/**
 * The search worker (./searchClient.ts starts it): loads the indexes the
 * page downloads and hands over, runs the queries of the page's search
 * boxes on them (./runtime.ts), and answers with the outcome.
 */
import {loadDownload, type IndexEntry} from './indexDownload';
import {run} from './runtime';
import type {WorkerAnswer, WorkerRequest} from './searchClient';

type Deferred = {entry: Promise<IndexEntry>; resolve(entry: IndexEntry): void; settled: boolean};

/** The loaded indexes by address, or a promise of them until the page hands them over. */
const indexes = new Map<string, Deferred>();
/** The newest request of each client (a search box). */
const latest = new Map<number, number>();

function deferred(url: string): Deferred {
  let slot = indexes.get(url);
  if (!slot) {
    let resolve!: (entry: IndexEntry) => void;
    const entry = new Promise<IndexEntry>((done) => (resolve = done));
    slot = {entry, resolve, settled: false};
    indexes.set(url, slot);
  }
  return slot;
}

function answer(message: WorkerAnswer): void {
  postMessage(message);
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'index') {
    const loaded = loadDownload(request.download);
    const slot = deferred(request.url);
    // A download again (the development server's index, written late) replaces the one before.
    if (slot.settled)
      indexes.set(request.url, {entry: Promise.resolve(loaded), resolve: () => undefined, settled: true});
    else {
      slot.settled = true;
      slot.resolve(loaded);
    }
    return;
  }
  latest.set(request.client, request.id);
  void (async () => {
    try {
      const entries = await Promise.all(request.urls.map((url) => deferred(url).entry));
      // Keystrokes made while the index loaded are not searched one by one:
      // only the client's newest query runs.
      if (latest.get(request.client) !== request.id) {
        answer({id: request.id, answer: {superseded: true}});
        return;
      }
      const outcome = run(
        entries.map((entry) => entry.index),
        request.query,
        request.limit,
        request.maxLength,
      );
      const index = entries.some((entry) => entry.state === 'missing') ? 'missing' : 'ok';
      answer({id: request.id, answer: {outcome, index}});
    } catch {
      answer({id: request.id, failed: true});
    }
  })();
});
