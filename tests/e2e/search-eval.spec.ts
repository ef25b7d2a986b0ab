/**
 * The search evaluation set (tests/search/eval.jsonl): every page group has
 * an identifier, a concept and a how-to query, each with the page that
 * should come first. Run over the index that nginx serves, with the same
 * code as the search box.
 */
import {test, expect} from './fixtures';
import {evaluate, readEvalSet, summarise} from '../support/search-eval';
import {loadIndex} from '../../plugins/search/src/engine';

test('the evaluation queries find their pages', async ({request}) => {
  const response = await request.get('/search-index-docs-default-current.json');
  expect(response.status()).toBe(200);
  const index = loadIndex(await response.json());
  const cases = readEvalSet();
  expect(cases.length).toBeGreaterThanOrEqual(100);

  const results = evaluate(index, cases);
  const summary = summarise(results);
  const misses = results.filter((r) => r.rank !== 1).map((r) => `${r.rank ?? '-'} ${r.q} → ${r.got[0]} (want ${r.expect})`);
  console.log(JSON.stringify(summary), `\nnot first:\n  ${misses.join('\n  ')}`);

  // Nearly every query finds its page in the dropdown (8 results) and in the
  // first three; most find it first.
  expect(results.filter((r) => r.rank === null).length / results.length).toBeLessThanOrEqual(0.01);
  expect(summary.recallAt3).toBeGreaterThanOrEqual(0.95);
  expect(summary.recallAt1).toBeGreaterThanOrEqual(0.85);
  expect(summary.mrrAt8).toBeGreaterThanOrEqual(0.85);
});

test('every page of the site is in the evaluation set', async ({request}) => {
  const response = await request.get('/search-index-docs-default-current.json');
  const {documents} = loadIndex(await response.json());
  const pages = new Set(documents.map((doc) => doc.sectionRoute.split('#')[0]));
  expect(pages.size).toBeGreaterThan(100);
  const covered = new Set(readEvalSet().map((c) => c.expect));
  expect([...pages].filter((page) => !covered.has(page))).toEqual([]);
});
