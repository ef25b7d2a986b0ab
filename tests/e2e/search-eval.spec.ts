/**
 * The search evaluation set (tests/search/eval.jsonl), both of its sets:
 * - `site`, queries written from the site's pages, run over the index that
 *   nginx serves with the same code as the search box;
 * - `contributors`, queries phrased like the titles of strapi/strapi issues,
 *   typed into the navbar's search box in Chromium, each page read from
 *   the dropdown as a reader sees it (up to 8 distinct pages);
 * - the held-out questions (tests/search/heldout.jsonl), typed into the box
 *   the same way and reported as a whole only: their misses are not printed,
 *   so that no ranking change is made for one of them.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {searchFor} from './search-box';
import {evaluate, readEvalSet, readHeldOutSet, summarise, type EvalCase, type EvalResult} from '../support/search-eval';
import {loadIndex} from '../../plugins/search/src';

const report = (name: string, results: EvalResult[]) => {
  const misses = results
    .filter((r) => r.rank !== 1)
    .map((r) => `${r.rank ?? '-'} ${r.q} → ${r.got[0]} (want ${r.expect})`);
  // Information for whoever tunes the ranking, not a failure: the floors below are the test.
  console.log(
    name,
    JSON.stringify(summarise(results)),
    `\n(info) ${misses.length} queries find their page below first place:\n  ${misses.join('\n  ')}`,
  );
};

test('the site set finds its pages', async ({request}) => {
  const response = await request.get('/search-index-docs-default-current.json');
  expect(response.status()).toBe(200);
  const index = loadIndex(await response.json());
  const cases = readEvalSet(undefined, 'site');
  expect(cases.length).toBeGreaterThanOrEqual(100);

  const results = evaluate(index, cases);
  const summary = summarise(results);
  report('site', results);
  // Nearly every query finds its page among the dropdown's pages and in the
  // first three; most find it first.
  // Issue 19's goal for this set is R@3 0.95 and MRR 0.90; R@1 measured
  // 0.925 on the pages of the time and 0.900 once six pages were added, so
  // its floor leaves room for the pages still to come.
  expect(results.filter((r) => r.rank === null).length / results.length).toBeLessThanOrEqual(0.01);
  expect(summary.recallAt3).toBeGreaterThanOrEqual(0.95);
  expect(summary.recallAt1).toBeGreaterThanOrEqual(0.87);
  expect(summary.mrrAt8).toBeGreaterThanOrEqual(0.9);
});

/** Types each query into the navbar box and reads the pages of the dropdown, as a reader sees them. */
async function throughTheBox(page: Page, cases: EvalCase[]): Promise<EvalResult[]> {
  await open(page, '/docs/intro');
  const panel = page.locator('nav.navbar .search-panel');
  const results: EvalResult[] = [];
  for (const c of cases) {
    await searchFor(page, c.q);
    const got = await panel
      .locator('[role=option] a')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
    // The dropdown lists pages, each once.
    expect(new Set(got).size, c.q).toBe(got.length);
    expect(got.length, c.q).toBeLessThanOrEqual(8);
    const position = got.indexOf(c.expect);
    results.push({...c, rank: position < 0 ? null : position + 1, got: got.slice(0, 3)});
  }
  return results;
}

test.describe('the contributors set, typed into the search box', () => {
  test.describe.configure({timeout: 600_000});

  test('finds its pages among the pages of the dropdown', async ({page}) => {
    const cases: EvalCase[] = readEvalSet(undefined, 'contributors');
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const results = await throughTheBox(page, cases);
    const summary = summarise(results);
    report('contributors (search box)', results);
    expect(summary.recallAt1).toBeGreaterThanOrEqual(CONTRIBUTORS_FLOOR.recallAt1);
    expect(summary.recallAt3).toBeGreaterThanOrEqual(CONTRIBUTORS_FLOOR.recallAt3);
  });
});

test.describe('the held-out questions, typed into the search box', () => {
  test.describe.configure({timeout: 600_000});

  test('find their pages first and among the first three', async ({page}) => {
    const cases = readHeldOutSet();
    expect(cases.length).toBeGreaterThanOrEqual(120);
    const summary = summarise(await throughTheBox(page, cases));
    // The whole only, never the misses (see the top of this file).
    console.log('held-out (search box)', JSON.stringify(summary));
    expect(summary.recallAt1).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.recallAt1);
    expect(summary.recallAt3).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.recallAt3);
    expect(summary.mrrAt8).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.mrrAt8);
  });
});

/**
 * Issue 19's goal for the contributors set, measured through the box: the
 * right page first for 90% of the queries and among the first three for
 * 98%. `npm run bench:search` prints what each set measures, and the
 * held-out lines apart.
 */
const CONTRIBUTORS_FLOOR = {recallAt1: 0.9, recallAt3: 0.98};

/**
 * Issue 28's held-out set, through the box, held at the level its ranking
 * changes reached (before them it measured R@1 0.844, R@3 0.984, MRR@8
 * 0.914). R@1 0.85 is 104 of the 122 questions: one page lost from first
 * place fails the test. The ranking is deterministic, so this floor is not
 * a timing.
 */
const HELD_OUT_FLOOR = {recallAt1: 0.85, recallAt3: 0.98, mrrAt8: 0.915};

test('the questions of the troubleshooting sections find their page first', async ({request}) => {
  const response = await request.get('/search-index-docs-default-current.json');
  const index = loadIndex(await response.json());
  // The questions behind the "When it goes wrong" sections (issue 18), in their askers' words.
  const cases = readEvalSet(undefined, 'contributors').filter((c) => c.from?.startsWith('issue 18'));
  expect(cases.length).toBeGreaterThanOrEqual(20);
  const results = evaluate(index, cases);
  report('troubleshooting questions', results);
  expect(results.filter((r) => r.rank !== 1).map((r) => `${r.q} → ${r.got[0]} (want ${r.expect})`)).toEqual([]);
});

test('every page of the site is in the evaluation set', async ({request}) => {
  const response = await request.get('/search-index-docs-default-current.json');
  const {documents} = loadIndex(await response.json());
  const pages = new Set(documents.map((doc) => doc.sectionRoute.split('#')[0]));
  expect(pages.size).toBeGreaterThan(100);
  const covered = new Set(readEvalSet().map((c) => c.expect));
  expect([...pages].filter((page) => !covered.has(page))).toEqual([]);
});
