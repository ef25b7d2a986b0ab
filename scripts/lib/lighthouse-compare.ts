/**
 * The before/after table of `npm run bench:lighthouse -- --compare A B`: per
 * page type and build, the median performance score, LCP, total blocking
 * time, the longest main-thread task and the DOM element count, with
 * Lighthouse's CPU index; then, per build, whether each page meets issue
 * #29's goal against the home page of the same build and run.
 */
import type {Result} from 'lighthouse';
import {median} from './server';

export type ComparedRun = {page: string; build: string; lhr: Result};

/** Per page and build, the figures the table prints (medians of the runs). */
export type Figures = {perf: number; lcp: number; tbt: number; longest: number; dom: number; cpu: number};

const value = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** The longest task Lighthouse lists (`long-tasks`: with the mobile throttling, simulated durations), 0 when none. */
export function longestTask(lhr: Result): number {
  const items = (lhr.audits['long-tasks']?.details as {items?: Array<{duration?: number}>} | undefined)?.items ?? [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
}

export function figures(lhrs: Result[]): Figures {
  const med = (pick: (lhr: Result) => number) => median(lhrs.map(pick));
  return {
    perf: med((lhr) => Math.round((lhr.categories.performance?.score ?? NaN) * 100)),
    lcp: med((lhr) => value(lhr, 'largest-contentful-paint')),
    tbt: med((lhr) => value(lhr, 'total-blocking-time')),
    longest: med(longestTask),
    dom: med((lhr) => value(lhr, 'dom-size')),
    cpu: med((lhr) => lhr.environment.benchmarkIndex),
  };
}

/**
 * Issue #29's goal for a page, against the home page of the same build: a
 * score of at least 95 and within 3 points of home, TBT at most 1.5 × home's
 * (or 150 ms, whichever is larger), no task over 100 ms.
 */
export function misses(page: Figures, home: Figures): string[] {
  const tbtLimit = Math.max(1.5 * home.tbt, 150);
  return [
    page.perf < 95 && `perf ${page.perf} < 95`,
    page.perf < home.perf - 3 && `perf ${page.perf} more than 3 below home's ${home.perf}`,
    page.tbt > tbtLimit && `TBT ${page.tbt.toFixed(0)} ms > ${tbtLimit.toFixed(0)} ms`,
    page.longest > 100 && `longest task ${page.longest.toFixed(0)} ms > 100 ms`,
  ].filter((miss): miss is string => typeof miss === 'string');
}

export function compareTable(runs: ComparedRun[], labels: Record<string, string>, builds: string[]): void {
  const pages = [...new Set(runs.map((run) => run.page))];
  const of = (page: string, build: string) =>
    figures(runs.filter((run) => run.page === page && run.build === build).map((run) => run.lhr));
  const header = ['page', 'build', 'perf', 'LCP s', 'TBT ms', 'longest ms', 'DOM', 'CPU'];
  const widths = [16, 8, 5, 7, 7, 11, 6, 6];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  const perCell = runs.length / (pages.length * builds.length);
  console.log(
    `\nMobile, median of ${perCell} runs, builds interleaved page by page (CPU: Lighthouse's benchmark index during the runs; longest: the longest task Lighthouse lists, simulated)`,
  );
  console.log(line(header));
  for (const page of pages) {
    for (const build of builds) {
      const f = of(page, build);
      console.log(
        line([
          labels[page],
          build,
          String(f.perf),
          (f.lcp / 1000).toFixed(2),
          f.tbt.toFixed(0),
          f.longest.toFixed(0),
          f.dom.toFixed(0),
          f.cpu.toFixed(0),
        ]),
      );
    }
  }
  if (!pages.includes('home')) return;
  console.log('\nIssue #29 goal (each page against the home page of the same build):');
  for (const build of builds) {
    const home = of('home', build);
    for (const page of pages.filter((name) => name !== 'home')) {
      const missed = misses(of(page, build), home);
      console.log(
        `  ${build} ${labels[page].padEnd(16)} ${missed.length ? `misses: ${missed.join('; ')}` : 'meets it'}`,
      );
    }
  }
}
