/**
 * npm run check:page -- <page> [<page> …]: everything one page must pass, in
 * seconds, with what to fix: the page contract (front matter and body), its
 * links and anchors, the source check for that page and, on API and hook
 * pages, the type-check of its examples. A page is a path under content/
 * (content/docs/intro.md, docs/intro or docs/intro.md).
 *
 * Each check prints "ok", what to fix, or "skipped" with the reason; the
 * command exits 1 if anything is to fix. The strict build
 * (npm run build:test) and npm test remain the full gate.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import manifest from '../content/strapi-packages.json';
import {ROOT, readPages, readTags, type Page} from '../tests/support/content';
import {contractProblems} from './contract';
import {checkLinks} from './links';

/** Finds the page a command-line argument names. */
function findPage(arg: string, pages: Page[]): Page | undefined {
  const path = relative(ROOT, join(process.cwd(), arg)).split(sep).join('/');
  const id = path.replace(/^content\//, '').replace(/\.mdx?$/, '');
  return pages.find((page) => page.id === id);
}

/** Runs a check's own command; its output, indented, is what to fix. */
function run(script: string, args: string[]): {ok: boolean; output: string} {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return {ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim()};
}

/** A check's output lines, less its summary and progress lines (which start with `prefix`). */
function findings(output: string, prefix: string): string[] {
  const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith(prefix));
  return lines.length > 0 ? lines : [output];
}

function report(name: string, problems: string[], skipped?: string): boolean {
  if (skipped) console.log(`  ${name}: skipped (${skipped})`);
  else if (problems.length === 0) console.log(`  ${name}: ok`);
  else {
    console.log(`  ${name}: ${problems.length} to fix`);
    for (const problem of problems) console.log(`    ${problem}`);
  }
  return problems.length === 0;
}

function main(args: string[]): number {
  if (args.length === 0) {
    console.error('usage: npm run check:page -- content/docs/intro.md [more pages]');
    return 2;
  }
  const pages = readPages();
  const tags = readTags();
  let ok = true;
  for (const arg of args) {
    const page = findPage(arg, pages);
    if (!page) {
      console.error(`${arg}: no page there (pages are .md files under content/)`);
      ok = false;
      continue;
    }
    const file = relative(ROOT, page.file).split(sep).join('/');
    console.log(file);
    ok = report('contract', contractProblems(page, tags, manifest)) && ok;
    ok =
      report(
        'links',
        checkLinks(page, pages, tags).map((problem) => `${file}:${problem.line} ${problem.url}: ${problem.message}`),
      ) && ok;
    const sources = run('page-checks/check-sources.ts', ['--page', file]);
    ok = report('sources', sources.ok ? [] : findings(sources.output, 'source check:')) && ok;
    const checked = file.startsWith('content/api/') || file.includes('/hooks/');
    if (!checked) {
      report('examples', [], 'only API and hook pages have type-checked examples');
    } else {
      const examples = run('page-checks/check-examples.ts', [file]);
      ok = report('examples', examples.ok ? [] : findings(examples.output, 'check:examples:')) && ok;
    }
  }
  if (ok)
    console.log('All checks passed. Run npm run build:test before you commit: it checks every link of every page.');
  return ok ? 0 : 1;
}

if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
process.exitCode = main(process.argv.slice(2));
