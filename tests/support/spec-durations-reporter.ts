/**
 * A Playwright reporter that ends the run with where its time went: each
 * spec file's tests added up (worker time; the workers run side by side, so
 * the sum is more than the wall clock), longest first, with the slowest test
 * of each. Part of npm test's account of its minutes.
 */
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';
import {relative} from 'node:path';

type FileTime = {ms: number; tests: number; slowest: {title: string; ms: number}};

export default class SpecDurationsReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const time = this.files.get(file) ?? {ms: 0, tests: 0, slowest: {title: '', ms: 0}};
    time.ms += result.duration;
    time.tests += 1;
    if (result.duration > time.slowest.ms) time.slowest = {title: test.title, ms: result.duration};
    this.files.set(file, time);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.files].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, time]) => sum + time.ms, 0);
    const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log(`\nWhere the end-to-end time went (worker time ${s(total)}, wall clock ${s(result.duration)}):`);
    for (const [file, time] of rows) {
      const share = ((100 * time.ms) / total).toFixed(0);
      const slowest = time.slowest.title.length > 60 ? `${time.slowest.title.slice(0, 57)}…` : time.slowest.title;
      console.log(
        `  ${file.padEnd(40)} ${s(time.ms).padStart(6)} ${`${share}%`.padStart(4)}  ${String(time.tests).padStart(3)} tests; slowest ${s(time.slowest.ms)}: ${slowest}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
