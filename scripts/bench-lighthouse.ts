/**
 * npm run bench:lighthouse — Lighthouse scores and metrics of one page of each
 * main type, served by nginx from build/ (or BUILD_DIR), in the mobile
 * (Lighthouse's default: simulated slow 4G and 4x CPU) and desktop form
 * factors, the median of several runs; then every failing audit of the
 * accessibility, best-practices and SEO categories and the largest
 * performance opportunities.
 *
 *   npm run bench:lighthouse -- [--runs 3] [--only mobile|desktop]
 *                               [--pages home,doc,api,guide,tag,search] [--save DIR]
 *   npm run bench:lighthouse -- --compare BUILD_A BUILD_B [--runs 3] [--pages …] [--save DIR]
 *
 * --save writes every Lighthouse report (JSON) to DIR for a closer look.
 * --compare serves two builds side by side (each with its own nginx) and
 * audits them in the mobile form factor, interleaved page by page and run by
 * run (A then B, then B then A), so both meet the same load on the machine;
 * it prints perf, LCP, TBT, the longest task and the DOM element count per
 * page type and build, and whether each page meets issue #29's goal against
 * the home page of its build (./lib/lighthouse-compare.ts).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import type {LaunchedChrome} from 'chrome-launcher';
import type {Config, Result} from 'lighthouse';
import {CHROME_FLAGS, chromePath} from './lib/chrome';
import {compareTable, type ComparedRun} from './lib/lighthouse-compare';
import {PAGE_TYPES} from './lib/page-weight';
import {median, onInterrupt, ROOT, serveBuild, type Served} from './lib/server';

type Audit = Result['audits'][string];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

/** The pages measured, by the short name --pages takes. */
const PAGES: Record<string, {label: string; path: string}> = {
  home: {label: 'home', path: PAGE_TYPES.home},
  doc: {label: 'long doc page', path: PAGE_TYPES['doc page with diagrams']},
  api: {label: 'API page', path: PAGE_TYPES['API page']},
  guide: {label: 'guide', path: PAGE_TYPES.guide},
  tag: {label: 'tag page', path: PAGE_TYPES['tag page']},
  search: {label: 'search page', path: PAGE_TYPES['search page']},
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHECKED = ['accessibility', 'best-practices', 'seo'] as const;
const UNSCORED = new Set(['informative', 'manual', 'notApplicable']);

type Run = {page: string; formFactor: FormFactor; lhr: Result};

function options() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      compare: {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
      only: {type: 'string'},
      pages: {type: 'string', default: Object.keys(PAGES).join(',')},
      save: {type: 'string'},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive integer, not ${values.runs}`);
  if (values.only && !FORM_FACTORS.includes(values.only as FormFactor))
    throw new Error(`--only wants mobile or desktop, not ${values.only}`);
  const pages = values.pages.split(',').map((name) => name.trim());
  const unknown = pages.filter((name) => !(name in PAGES));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')}; known: ${Object.keys(PAGES).join(', ')}`);
  const formFactors: FormFactor[] = values.only ? [values.only as FormFactor] : [...FORM_FACTORS];
  if (values.compare ? positionals.length !== 2 : positionals.length > 0)
    throw new Error('--compare takes two build folders (--compare BUILD_A BUILD_B); without it, no arguments');
  const compare = values.compare ? positionals.map((dir) => resolve(dir)) : undefined;
  return {runs, pages, formFactors, compare, save: values.save && resolve(values.save)};
}

/**
 * Lighthouse and chrome-launcher are ES modules. Imported statically they
 * would go through tsx's require hook, which recompiles them with esbuild's
 * keepNames: the __name() calls it adds then break the functions Lighthouse
 * serializes into the page ("__name is not defined"). import() loads them as
 * they are.
 */
async function loadLighthouse() {
  const [{default: lighthouse, desktopConfig}, {launch}] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const configs: Record<FormFactor, Config | undefined> = {mobile: undefined, desktop: desktopConfig};
  let chrome: Promise<LaunchedChrome> | undefined;
  let closed = false;
  /** Kills the browser, also one still starting (it runs detached and would outlive us). */
  const kill = async () => {
    const starting = chrome;
    chrome = undefined;
    (await starting?.catch(() => undefined))?.kill();
  };

  /** One Chromium for every run (Lighthouse opens its own tab and clears storage each time); a new one after a failure. */
  async function audit(url: string, formFactor: FormFactor): Promise<Result> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (closed) throw new Error('stopped');
        // handleSIGINT off: our own handler kills it and stops nginx too.
        chrome ??= launch({
          chromePath: chromePath(),
          chromeFlags: ['--headless=new', ...CHROME_FLAGS],
          handleSIGINT: false,
        });
        const flags = {port: (await chrome).port, onlyCategories: [...CATEGORIES], logLevel: 'error' as const};
        const result = await lighthouse(url, flags, configs[formFactor]);
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError)
          throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        return result.lhr;
      } catch (error) {
        await kill();
        if (attempt === 2 || closed) throw error;
        console.error(`  retrying ${url} (${formFactor}) in a new browser: ${(error as Error).message}`);
      }
    }
  }
  const close = async () => {
    closed = true;
    await kill();
  };
  return {audit, close};
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
const value = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function table(runs: Run[]) {
  const rows = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.page}\t${run.formFactor}`;
    rows.set(key, [...(rows.get(key) ?? []), run]);
  }
  const header = ['page', 'form', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'KB', 'CPU'];
  const widths = [16, 8, 5, 5, 5, 5, 7, 7, 6, 7, 6];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  console.log(
    `\nMedian of ${runs.length / rows.size} runs (CPU: Lighthouse's benchmark index of this machine during the run; a busy machine scores lower and inflates TBT)`,
  );
  console.log(line(header));
  for (const [key, group] of rows) {
    const [page, formFactor] = key.split('\t');
    const med = (pick: (lhr: Result) => number) => median(group.map((run) => pick(run.lhr)));
    console.log(
      line([
        PAGES[page].label,
        formFactor,
        ...CATEGORIES.map((id) => String(med((lhr) => score(lhr, id)))),
        (med((lhr) => value(lhr, 'largest-contentful-paint')) / 1000).toFixed(2),
        med((lhr) => value(lhr, 'total-blocking-time')).toFixed(0),
        med((lhr) => value(lhr, 'cumulative-layout-shift')).toFixed(3),
        (med((lhr) => value(lhr, 'total-byte-weight')) / 1024).toFixed(0),
        med((lhr) => lhr.environment.benchmarkIndex).toFixed(0),
      ]),
    );
  }
}

type Item = Record<string, unknown>;

/** A few of the elements or resources an audit points at, one line each. */
function items(audit: Audit, max = 5): string[] {
  const details = audit.details as {items?: Item[]} | undefined;
  // Some audits (the LCP element) nest tables in a list.
  const all = (details?.items ?? []).flatMap((item) =>
    item.type === 'table' ? ((item.items as Item[]) ?? []) : [item],
  );
  return all.slice(0, max).map((item) => {
    const node = (item.node ?? item.source) as {selector?: string; snippet?: string; url?: string} | undefined;
    if (node?.snippet) return `${node.selector ?? ''}  ${node.snippet}`.slice(0, 240);
    const what = [item.url, item.scriptUrl, node?.url, item.groupLabel, item.phase, item.description, item.label].find(
      (x) => typeof x === 'string',
    );
    const ms = [item.wastedMs, item.total, item.duration, item.timing].find((x) => typeof x === 'number') as
      number | undefined;
    const bytes = item.wastedBytes as number | undefined;
    const error = (item.subItems as {items?: Array<{error?: string}>} | undefined)?.items?.[0]?.error;
    const notes = [
      ms !== undefined && `${Math.round(ms)} ms`,
      bytes !== undefined && `${(bytes / 1024).toFixed(1)} KB`,
      error,
    ].filter(Boolean);
    return `${what ?? JSON.stringify(item).slice(0, 200)}${notes.length ? `  (${notes.join(', ')})` : ''}`;
  });
}

function failures(runs: Run[]) {
  const found = new Map<string, {category: string; audit: Audit; where: Set<string>}>();
  for (const {page, formFactor, lhr} of runs) {
    for (const category of CHECKED) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
        if (audit.scoreDisplayMode !== 'error' && (audit.score ?? 1) >= 1) continue;
        const entry = found.get(audit.id) ?? {category, audit, where: new Set<string>()};
        entry.where.add(`${PAGES[page].label} (${formFactor})`);
        found.set(audit.id, entry);
      }
    }
  }
  console.log(`\nFailing audits (accessibility, best practices, SEO): ${found.size || 'none'}`);
  for (const {category, audit, where} of found.values()) {
    const why =
      audit.scoreDisplayMode === 'error'
        ? `error: ${audit.errorMessage}`
        : (audit.explanation ?? audit.displayValue ?? '');
    console.log(`- [${category}] ${audit.id}: ${audit.title}${why ? ` — ${why}` : ''}`);
    console.log(`    on ${[...where].join(', ')}`);
    for (const item of items(audit)) console.log(`    · ${item}`);
  }
}

function opportunities(runs: Run[], top = 8) {
  const found = new Map<string, {audit: Audit; worst: number; where: Set<string>}>();
  for (const {page, formFactor, lhr} of runs) {
    for (const ref of lhr.categories.performance?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const details = audit?.details as {type?: string; overallSavingsMs?: number} | undefined;
      const savings = Math.max(
        details?.overallSavingsMs ?? 0,
        audit?.metricSavings?.LCP ?? 0,
        audit?.metricSavings?.TBT ?? 0,
      );
      if (!audit || audit.score === null || audit.score >= 1 || savings <= 0) continue;
      const entry = found.get(audit.id) ?? {audit, worst: 0, where: new Set<string>()};
      if (savings > entry.worst) Object.assign(entry, {audit, worst: savings});
      entry.where.add(`${PAGES[page].label} (${formFactor})`);
      found.set(audit.id, entry);
    }
  }
  const sorted = [...found.values()].sort((a, b) => b.worst - a.worst).slice(0, top);
  console.log(`\nTop performance opportunities (largest estimated saving in any run): ${sorted.length || 'none'}`);
  for (const {audit, worst, where} of sorted) {
    console.log(
      `- ${audit.id}: ${audit.title} — up to ${Math.round(worst)} ms${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
    console.log(`    on ${[...where].join(', ')}`);
    for (const item of items(audit)) console.log(`    · ${item}`);
  }
}

/** Both builds, mobile only, each page's runs interleaved: A then B, then B then A. */
async function compare(
  lighthouse: Awaited<ReturnType<typeof loadLighthouse>>,
  servers: Served[],
  dirs: string[],
  pages: string[],
  count: number,
  save: string | undefined,
) {
  const builds = ['A', 'B'];
  dirs.forEach((dir, i) => console.error(`  build ${builds[i]}: ${dir} at ${servers[i].url}`));
  const runs: ComparedRun[] = [];
  for (const page of pages) {
    for (let i = 1; i <= count; i++) {
      const order = i % 2 ? [0, 1] : [1, 0];
      for (const b of order) {
        const lhr = await lighthouse.audit(`${servers[b].url}${PAGES[page].path}`, 'mobile');
        runs.push({page, build: builds[b], lhr});
        console.error(`  ${PAGES[page].label} ${builds[b]} run ${i}: performance ${score(lhr, 'performance')}`);
        if (save) writeFileSync(join(save, `${page}-${builds[b]}-${i}.json`), JSON.stringify(lhr));
      }
    }
  }
  const labels = Object.fromEntries(Object.entries(PAGES).map(([name, {label}]) => [name, label]));
  compareTable(runs, labels, builds);
}

async function main() {
  const {runs: count, pages, formFactors, compare: dirs, save} = options();
  if (save) mkdirSync(save, {recursive: true});
  const lighthouse = await loadLighthouse();
  const servers: Served[] = [];
  const cleanUp = async () => {
    await lighthouse.close();
    await Promise.all(servers.map((served) => served.stop()));
  };
  onInterrupt(cleanUp);
  try {
    if (dirs) {
      for (const dir of dirs) servers.push(await serveBuild(dir));
      await compare(lighthouse, servers, dirs, pages, count, save);
      return;
    }
    const server = await serveBuild(process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(ROOT, 'build'));
    servers.push(server);
    const runs: Run[] = [];
    for (const page of pages) {
      for (const formFactor of formFactors) {
        for (let i = 1; i <= count; i++) {
          const lhr = await lighthouse.audit(`${server.url}${PAGES[page].path}`, formFactor);
          runs.push({page, formFactor, lhr});
          console.error(`  ${PAGES[page].label} ${formFactor} run ${i}: performance ${score(lhr, 'performance')}`);
          if (save) writeFileSync(join(save, `${page}-${formFactor}-${i}.json`), JSON.stringify(lhr));
        }
      }
    }
    table(runs);
    failures(runs);
    opportunities(runs);
  } finally {
    await cleanUp();
  }
}

// exitCode, not exit(): an interrupted run's cleanup may still be under way.
main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
