/**
 * npm run check:examples: the ts and tsx code blocks of the API reference pages
 * (content/api/**) and of the hook pages (any page under a hooks/ folder) must hold against
 * the pinned Strapi packages (content/strapi-packages.json) their page declares in its
 * strapi_packages front matter:
 *
 * - an example type-checks against those packages' declarations, installed in an isolated
 *   folder under node_modules/.cache/strapi-examples/ (see examples/environments.ts);
 * - a declaration quote, a block titled with a declaration file of a pinned package
 *   (title="@strapi/core/dist/Strapi.d.ts"), has each of its lines in that file;
 * - a block whose meta carries the word `partial` (```ts partial title="…") is a deliberate
 *   fragment and is skipped.
 *
 * Each example is a module of its own (top-level await allowed), with the strictness of a
 * Strapi app's tsconfig for its side (strict for admin code, not for server code), JSX for
 * React's automatic runtime, Node's types and, on v5, the global `strapi`. A block that
 * imports a package its page declares only with a v4 key (`@strapi/helper-plugin@4`) is
 * checked against the v4 packages; every other block against the v5 ones. An older release
 * pinned for its names (`@strapi/admin@4.7`) is in neither set.
 *
 * A failure prints `content/…/page.md:LINE  block N  TSxxxx message` (QUOTE for a quote,
 * PAGE for a page that declares no packages) and the command exits 1.
 *
 *   npm run check:examples                           every page
 *   npm run check:examples -- content/api/Cron.md    some pages
 *   npm run check:examples -- --closure              what the pinned declarations import that
 *                                                    the folders lack (maintenance)
 */
import {readFileSync} from 'node:fs';
import {globSync} from 'tinyglobby';
import {readManifest} from '../plugins/strapi-packages/src/manifest';
import {join, relative, sep} from 'node:path';
import {GLOBAL_TYPES, LEFT_OUT, UNTYPED, ensureEnvironment} from './examples/environments';
import type {CodeBlock} from './examples/extract';
import {
  checkPages,
  formatFinding,
  formatSummary,
  isCheckedPage,
  keysOf,
  type Environment,
  type Major,
  type Manifest,
} from './examples/run';
import {packageOf, typeCheck} from './examples/typecheck';

const ROOT = join(__dirname, '..');
const CONTENT = join(ROOT, 'content');

const posix = (path: string) => path.split(sep).join('/');

function environment(manifest: Manifest, major: Major): Environment {
  const env = ensureEnvironment(ROOT, manifest, major);
  if (env.installed) {
    process.stderr.write(`check:examples: ${major}: installed in ${env.seconds.toFixed(1)} s\n`);
  }
  return {dir: env.dir, types: GLOBAL_TYPES[major], untyped: Object.keys(UNTYPED[major])};
}

function main(argv: string[]): number {
  const manifest: Manifest = readManifest(join(CONTENT, 'strapi-packages.json'));
  if (argv.includes('--closure')) {
    return reportClosure(manifest);
  }
  const only = argv.filter((arg) => !arg.startsWith('--')).map((arg) => posix(relative(ROOT, join(ROOT, arg))));
  const pages = globSync('content/**/*.{md,mdx}', {cwd: ROOT})
    .filter(isCheckedPage)
    .filter((page) => only.length === 0 || only.includes(page))
    .sort()
    .map((path) => ({path, source: readFileSync(join(ROOT, path), 'utf8')}));
  const summary = checkPages(pages, manifest, (major) => environment(manifest, major));
  for (const finding of summary.findings) {
    console.log(formatFinding(finding));
  }
  console.log(formatSummary(summary));
  return summary.findings.length > 0 ? 1 : 0;
}

/**
 * Lists what the declarations reachable from the pinned packages' entry points import that
 * the folder of their major lacks, apart from what LEFT_OUT leaves out on purpose: run it
 * after moving the manifest to a new release, and add what it lists to SUPPORT.
 */
function reportClosure(manifest: Manifest): number {
  let missing = 0;
  for (const major of ['v5', 'v4'] as const) {
    const env = environment(manifest, major);
    const entries: string[] = [];
    for (const key of keysOf(manifest, major)) {
      const name = manifest.packages[key].name;
      const pkg = JSON.parse(readFileSync(join(env.dir, 'node_modules', name, 'package.json'), 'utf8')) as {
        exports?: Record<string, unknown> | string;
        types?: string;
        typings?: string;
      };
      if (pkg.types || pkg.typings) {
        entries.push(name);
      }
      if (pkg.exports && typeof pkg.exports === 'object') {
        for (const [subpath, target] of Object.entries(pkg.exports)) {
          if (
            subpath.startsWith('.') &&
            !subpath.includes('*') &&
            subpath !== './package.json' &&
            JSON.stringify(target).includes('"types"')
          ) {
            entries.push(subpath === '.' ? name : `${name}${subpath.slice(1)}`);
          }
        }
      }
    }
    const code = [...new Set(entries)].map((specifier, n) => `export * as e${n} from '${specifier}';`).join('\n');
    const block: CodeBlock = {index: 1, lang: 'ts', meta: '', line: 1, code, partial: false};
    const {unresolved} = typeCheck([{page: `closure-${major}.md`, block, allowed: new Set()}], {
      dir: env.dir,
      restricted: new Set(),
      types: env.types,
      untyped: env.untyped,
    });
    const missingHere = [...unresolved]
      .filter(([specifier]) => !LEFT_OUT[major][packageOf(specifier) ?? specifier])
      .sort();
    console.log(
      `${major}: ${entries.length} entry points in ${env.dir}; ${missingHere.length} imports without declarations (${Object.keys(LEFT_OUT[major]).length} packages left out on purpose)`,
    );
    for (const [specifier, importers] of missingHere) {
      console.log(`  ${specifier}  <- ${[...importers].sort().join(', ')}`);
      missing++;
    }
  }
  return missing > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
