/**
 * The search evaluation: runs each query of tests/search/eval.jsonl through
 * the same code as the search box, over the built index, and reports where
 * the expected page first appears among the pages of the results.
 *
 * The file holds two sets, reported apart: `site` (a line without `set`),
 * queries written from the site's pages, and `contributors`, queries phrased
 * the way contributors title their issues and discussions in strapi/strapi
 * (`from` names the thread each was modelled on), with the page that
 * answers them chosen from the route list and the sidebar.
 *
 * tests/search/heldout.jsonl is apart: real questions from threads the
 * other sets never used (`from` names each one), frozen before the ranking
 * changes of issue 28. Tuning never reads it; the benchmark and one
 * end-to-end test report it as a whole.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {search as options} from '../../config/search';
import {loadIndex, searchPages, type LoadedIndex} from '../../plugins/search/src';

export const EVAL_FILE = join(__dirname, '..', 'search', 'eval.jsonl');
export const HELD_OUT_FILE = join(__dirname, '..', 'search', 'heldout.jsonl');

export const EVAL_SETS = ['site', 'contributors'] as const;
export type EvalSet = (typeof EVAL_SETS)[number];
export type EvalCase = {q: string; expect: string; set?: EvalSet; from?: string};
export type EvalResult = EvalCase & {rank: number | null; got: string[]};

/** The cases of the evaluation file, or of one of its sets. */
export function readEvalSet(file = EVAL_FILE, set?: EvalSet): EvalCase[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as EvalCase)
    .filter((c) => set === undefined || (c.set ?? 'site') === set);
}

/** The held-out questions (tests/search/heldout.jsonl). */
export function readHeldOutSet(file = HELD_OUT_FILE): EvalCase[] {
  return readEvalSet(file);
}

export function readIndex(file: string): LoadedIndex {
  return loadIndex(JSON.parse(readFileSync(file, 'utf8')));
}

/** The pages the search box lists for a query, in order. */
export function rankedPages(index: LoadedIndex, query: string, limit = options.maxSearchResults): string[] {
  return searchPages([index], query, limit).pages.map((page) => page.route);
}

export function evaluate(index: LoadedIndex, cases: EvalCase[]): EvalResult[] {
  return cases.map((c) => {
    const pages = rankedPages(index, c.q);
    const position = pages.indexOf(c.expect);
    return {...c, rank: position < 0 ? null : position + 1, got: pages.slice(0, 3)};
  });
}

export function summarise(results: EvalResult[]) {
  const n = results.length;
  const at = (k: number) => results.filter((r) => r.rank !== null && r.rank <= k).length / n;
  const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n;
  return {queries: n, recallAt1: at(1), recallAt3: at(3), recallAt8: at(8), mrrAt8: mrr};
}
