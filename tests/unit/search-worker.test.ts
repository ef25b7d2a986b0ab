/**
 * The search worker's side of the conversation with the page
 * (plugins/search/src/client/searchWorker.ts): a search waits for the index
 * the page hands over, a newer search of the same box overtakes an older one
 * still waiting, boxes do not overtake each other, a missing index is
 * reported, and bytes that are not an index give an empty one.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildIndex} from '../../plugins/search/src/engine';
import {packIndexFile} from '../../plugins/search/src/indexFile';
import type {WorkerAnswer, WorkerRequest} from '../../plugins/search/src/client/searchClient';
import {SAMPLE_SECTIONS} from '../support/search-sections';
import {search as options} from '../../config/search';

const URL_A = '/search-index-docs-default-current.json';
const INDEX_BYTES = () =>
  new TextEncoder().encode(JSON.stringify(packIndexFile(SAMPLE_SECTIONS, buildIndex(SAMPLE_SECTIONS, options))))
    .buffer as ArrayBuffer;

let send: (request: WorkerRequest) => void;
let answers: WorkerAnswer[];

beforeEach(async () => {
  answers = [];
  vi.stubGlobal('addEventListener', (type: string, listener: (event: {data: WorkerRequest}) => void) => {
    if (type === 'message') send = (data) => listener({data});
  });
  vi.stubGlobal('postMessage', (message: WorkerAnswer) => answers.push(message));
  vi.resetModules();
  await import('../../plugins/search/src/client/searchWorker');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const search = (id: number, client: number, query: string): WorkerRequest => ({
  kind: 'search',
  id,
  client,
  urls: [URL_A],
  query,
  limit: 8,
  maxLength: 100,
});

/** Lets the worker's pending promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function routes(answer: WorkerAnswer | undefined): string[] {
  if (!answer || !('answer' in answer) || 'superseded' in answer.answer) throw new Error('no outcome');
  return answer.answer.outcome.pages.map((page) => page.route);
}

describe('the search worker', () => {
  it('answers a search once the page has handed over the index it waits for', async () => {
    send(search(1, 1, 'transaction'));
    await settle();
    expect(answers).toEqual([]);
    send({kind: 'index', url: URL_A, download: {state: 'ok', body: INDEX_BYTES()}});
    await settle();
    expect(answers.map((a) => a.id)).toEqual([1]);
    expect(routes(answers[0])).toEqual(['/transactions', '/upload']);
  });

  it('runs only the newest search of a box that typed while the index loaded, and each box its own', async () => {
    send(search(1, 1, 'transaction'));
    send(search(2, 2, 'workflows'));
    send(search(3, 1, 'reordering'));
    send({kind: 'index', url: URL_A, download: {state: 'ok', body: INDEX_BYTES()}});
    await settle();
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(byId.get(1)).toEqual({id: 1, answer: {superseded: true}});
    expect(routes(byId.get(2))).toEqual(['/review-workflows']);
    expect(routes(byId.get(3))).toEqual(['/reordering']);
  });

  it('searches an index already loaded at once, and a malformed query comes back as lunr explains it', async () => {
    send({kind: 'index', url: URL_A, download: {state: 'ok', body: INDEX_BYTES()}});
    send(search(1, 1, 'title:'));
    await settle();
    expect(answers).toHaveLength(1);
    const [first] = answers;
    expect('answer' in first && !('superseded' in first.answer) && first.answer.outcome.error).toMatch(
      /expecting term, found nothing/,
    );
  });

  it('reports a missing index, and gives an empty one for bytes that are not an index', async () => {
    send({kind: 'index', url: URL_A, download: {state: 'missing', body: null}});
    send(search(1, 1, 'transaction'));
    await settle();
    expect(answers).toEqual([
      {id: 1, answer: {outcome: {pages: [], identifier: null, suggestions: [], error: null}, index: 'missing'}},
    ]);
    send({kind: 'index', url: URL_A, download: {state: 'ok', body: new TextEncoder().encode('<html>').buffer}});
    send(search(2, 1, 'transaction'));
    await settle();
    expect(answers[1]).toEqual({
      id: 2,
      answer: {outcome: {pages: [], identifier: null, suggestions: [], error: null}, index: 'ok'},
    });
  });
});
