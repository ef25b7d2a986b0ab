/**
 * npm run bench:search — measures the search on the built site (run
 * `npm run build` first):
 * - quality on tests/search/eval.jsonl, each of its sets apart, and on the
 *   held-out questions of tests/search/heldout.jsonl: recall@1, @3 and @8
 *   and MRR@8 by distinct page; with `--tuning-only`, the held-out
 *   questions (the eval lines whose `from` starts with "held-out", and
 *   heldout.jsonl) are neither read nor run, so that tuning never sees them;
 * - the index: bytes raw and gzip, and their ratio to the indexed text;
 * - the time to index the built pages, with the plugin's own code
 *   (sectionsOfBuiltSite, buildIndex);
 * - query time in Node over the evaluation set (median, p95);
 * - in Chromium against the nginx-served build, measured in the page from
 *   the input event to the results in the DOM: a first query right after
 *   the box is focused on a fresh page (cold: engine and index not loaded
 *   yet), and a second query (warm); median of 5.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {search as options} from '../config/search';
import {buildIndex, loadIndex, search, sectionsOfBuiltSite, type SearchIndexFile} from '../plugins/search/src';
import {EVAL_SETS, evaluate, readEvalSet, readHeldOutSet, summarise, type EvalCase} from '../tests/support/search-eval';
import {CHROMIUM_ARGS, findChromium} from '../tests/support/chromium';
import {median, percentile, ROOT, serveBuild} from './lib/server';

const BUILD = join(ROOT, 'build');
const INDEX_FILE = join(BUILD, 'search-index-docs-default-current.json');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const TUNING_ONLY = process.argv.includes('--tuning-only');
const isHeldOut = (c: EvalCase) => c.from?.startsWith('held-out') ?? false;

/** The routes of the indexed pages, as the shipped index lists them. */
function indexedRoutes(file: SearchIndexFile): string[] {
  return [...new Set(file.pages.map(([, route]) => route))];
}

/** Indexes the built pages again with the plugin's own code, as its postBuild does. */
async function indexing(file: SearchIndexFile) {
  const started = performance.now();
  const byTag = await sectionsOfBuiltSite(BUILD, indexedRoutes(file), options.excerptLength);
  let textBytes = 0;
  for (const sections of byTag.values()) {
    for (const section of sections) textBytes += Buffer.byteLength(`${section.sectionTitle} ${section.content}`);
    buildIndex(sections, options);
  }
  return {buildMs: performance.now() - started, textBytes};
}

/**
 * Milliseconds from the input event that types `query` into the navbar box
 * to the moment a result linking to `expected` is in the page, measured in
 * the page itself. Fails after 60 s, naming what the list shows instead.
 */
function timeToResult(page: Page, query: string, expected: string): Promise<number> {
  return page.evaluate(
    ([text, href]) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('nav.navbar .search-box input[role=combobox]')!;
        const selector = `.search-panel [role=option] a[href^="${href}"]`;
        const giveUp = setTimeout(() => {
          observer.disconnect();
          const shown = Array.from(document.querySelectorAll('.search-panel [role=option] a'), (a) =>
            a.getAttribute('href'),
          );
          reject(
            new Error(
              `"${text}" shows no result for ${href} after 60 s; the list shows: ${shown.join(', ') || 'nothing'}`,
            ),
          );
        }, 60_000);
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            clearTimeout(giveUp);
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, {subtree: true, childList: true});
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const started = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }),
    [query, expected] as const,
  );
}

async function browserTimes(): Promise<{cold: number[]; warm: number[]}> {
  const server = await serveBuild(BUILD);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/docs/intro`);
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      const input = page.locator('nav.navbar .search-box input[role=combobox]');
      // Focusing the box starts loading the engine and the index; the query
      // is typed at once, so the load is part of what is measured.
      await input.focus();
      cold.push(await timeToResult(page, 'relations', '/docs/core/database/relations/reordering'));
      warm.push(await timeToResult(page, 'transactions', '/docs/core/database/transactions'));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {cold, warm};
}

async function main() {
  const raw = readFileSync(INDEX_FILE);
  const file = JSON.parse(raw.toString('utf8')) as SearchIndexFile;
  const index = loadIndex(file);
  // With --tuning-only the held-out lines are dropped before anything runs
  // them, and each set is reported without them.
  const cases = TUNING_ONLY ? readEvalSet().filter((c) => !isHeldOut(c)) : readEvalSet();
  const setCases = (set: (typeof EVAL_SETS)[number]) => cases.filter((c) => (c.set ?? 'site') === set);
  const quality = TUNING_ONLY
    ? EVAL_SETS.map((set) => ({name: `set "${set}", tuning lines`, ...summarise(evaluate(index, setCases(set)))}))
    : [
        ...EVAL_SETS.map((set) => ({name: `set "${set}"`, ...summarise(evaluate(index, setCases(set)))})),
        // The contributors lines written before their tuning, apart; then the
        // held-out file, which no ranking change was made for.
        {name: 'contributors held-out lines', ...summarise(evaluate(index, cases.filter(isHeldOut)))},
        {name: 'heldout.jsonl', ...summarise(evaluate(index, readHeldOutSet()))},
      ];

  const times = cases.map((c) => {
    const started = performance.now();
    search([index], c.q, options.maxSearchResults);
    return performance.now() - started;
  });

  const {buildMs, textBytes} = await indexing(file);
  const gzip = gzipSync(raw, {level: 9}).length;
  const {cold, warm} = await browserTimes();

  console.log('Search benchmark');
  for (const q of quality) {
    console.log(
      `${`  ${q.name} (${q.queries} queries)`.padEnd(50)} R@1 ${q.recallAt1.toFixed(3)}  R@3 ${q.recallAt3.toFixed(3)}  R@8 ${q.recallAt8.toFixed(3)}  MRR@8 ${q.mrrAt8.toFixed(3)}`,
    );
  }
  console.log(`  indexed text                    ${(textBytes / 1024).toFixed(0)} KB`);
  console.log(
    `  index raw                       ${(raw.length / 1024).toFixed(0)} KB (${(raw.length / textBytes).toFixed(2)}× the text)`,
  );
  console.log(
    `  index gzip                      ${(gzip / 1024).toFixed(0)} KB (${(gzip / textBytes).toFixed(2)}× the text)`,
  );
  console.log(`  index build time                ${ms(buildMs)}`);
  console.log(`  query time in Node              median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}`);
  console.log(
    `  Chromium, cold first keystroke  median ${ms(median(cold))} (${cold.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  Chromium, warm query            median ${ms(median(warm))} (${warm.map((t) => t.toFixed(0)).join(', ')})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
