/**
 * npm run check:sources — checks every page against the Strapi packages it
 * declares (content/strapi-packages.json; see page-checks/sources/README.md).
 *
 *   npm run check:sources                          every page
 *   npm run check:sources -- --page 'docs/core/data-transfer/**'   some pages (glob or path; repeatable)
 *   npm run check:sources -- --json                the findings as JSON
 *
 * Prints one line per claim the sources do not back, then a summary; exits 1
 * if there is any.
 */
import {parseArgs} from './sources/cli';
import {readManifest} from './sources/manifest';
import {readPages} from './sources/pages';
import {findingLines, findingsJson, summarise, summaryLine} from './sources/report';
import {runCheck} from './sources/run';

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pages = readPages(options.contentDir, options.pages);
  if (pages.length === 0) throw new Error(`no page matches ${options.pages.join(', ')}`);
  const {reports, undeclared, problems} = await runCheck(pages, readManifest());
  const summary = summarise(reports);
  if (options.json) {
    console.log(JSON.stringify({summary, undeclared, problems, findings: findingsJson(reports)}, null, 2));
  } else {
    for (const problem of problems) console.log(problem);
    for (const line of findingLines(reports)) console.log(line);
    console.log(summaryLine(summary, undeclared.length));
  }
  process.exitCode = summary.failed > 0 || problems.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
