/**
 * The build-time rows of the spec's error catalogue (§8), each caused in a
 * two-page fixture site (tests/integration/build-fixture) and checked in what
 * the build prints: navbar items of unknown type, a sidebar with nothing to
 * link to, doc and sidebar ids missing from the version, draft docs, a
 * category hook outside a category, a page without a default export, and
 * broken links, which warn with the shipped config and fail the strict test
 * build.
 *
 * Each case is a full Docusaurus build, so this is the integration tier
 * (`npm run test:integration`), not the unit tests. Errors that cannot
 * hide each other share a build: two pages that fail to render are both
 * reported, each with its path and cause; warnings are all printed. A navbar
 * item renders on every page, so each navbar error has its own build.
 */
import {spawn} from 'node:child_process';
import {cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {cases, type CaseName} from './build-fixture/cases';

const ROOT = join(__dirname, '..', '..');
const FIXTURE = join(ROOT, 'tests', 'integration', 'build-fixture');
const work = mkdtempSync(join(tmpdir(), 'build-errors-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

type Result = {code: number | null; output: string; outDir: string};

// One build per core: each is a bundler run.
const SLOTS = availableParallelism();
let running = 0;
const waiting: Array<() => void> = [];
async function slot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function build(name: CaseName, env: Record<string, string> = {}): Promise<Result> {
  return slot(
    () =>
      new Promise((resolve) => {
        const site = join(work, `${name}-${Object.keys(env).join('-') || 'shipped'}`);
        cpSync(FIXTURE, site, {
          recursive: true,
          filter: (source) => !/[\\/](\.docusaurus|build|node_modules)$/.test(source),
        });
        symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
        const fixture = cases[name];
        for (const [path, content] of Object.entries(fixture.files ?? {})) {
          mkdirSync(dirname(join(site, path)), {recursive: true});
          writeFileSync(join(site, path), content);
        }
        const outDir = join(site, 'build');
        const child = spawn(
          process.execPath,
          // Unminified: minifying takes a third of a fixture build, and no
          // case is about the minified output.
          [join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--no-minify', '--out-dir', outDir],
          {
            cwd: site,
            env: {
              ...process.env,
              DOCS_STRICT: '',
              ...env,
              FIXTURE_CASE: name,
              SITE_ROOT: ROOT,
              NO_COLOR: '1',
              FORCE_COLOR: '0',
            },
          },
        );
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({code, output, outDir}));
      }),
  );
}

const TIMEOUT = 180_000;

describe.concurrent('build errors of the spec (§8)', () => {
  it(
    'the fixture itself builds',
    async () => {
      const {code, output} = await build('ok');
      expect(code, output).toBe(0);
      expect(output).not.toMatch(/\[WARNING\]/);
    },
    TIMEOUT,
  );

  it(
    "a navbar item of unknown type fails with 'No NavbarItem component found for type'",
    async () => {
      const {code, output} = await build('navbar-unknown-type');
      expect(code).not.toBe(0);
      expect(output).toContain('No NavbarItem component found for type "custom-unknown"');
    },
    TIMEOUT,
  );

  it(
    'a navbar item type outside the schema fails config validation',
    async () => {
      const {code, output} = await build('navbar-invalid-type');
      expect(code).not.toBe(0);
      expect(output).toContain('Bad navbar item type noSuchType');
    },
    TIMEOUT,
  );

  it(
    'a doc sidebar item whose sidebar has no link fails',
    async () => {
      const {code, output} = await build('sidebar-without-link');
      expect(code).not.toBe(0);
      expect(output).toContain('Sidebar with ID "empty" doesn\'t have anything to be linked to');
    },
    TIMEOUT,
  );

  it(
    'a sidebar id missing from the version fails and lists the available ids',
    async () => {
      const {code, output} = await build('unknown-sidebar-id');
      expect(code).not.toBe(0);
      expect(output).toMatch(
        /Can't find any sidebar with id "nope" in version current[\s\S]*Available sidebar ids are:[\s\S]*main/,
      );
    },
    TIMEOUT,
  );

  it(
    'a doc id missing from the version fails and lists the available ids',
    async () => {
      const {code, output} = await build('unknown-doc-id');
      expect(code).not.toBe(0);
      expect(output).toMatch(
        /Couldn't find any doc with id "nope" in version[\s\S]*Available doc ids are:[\s\S]*intro/,
      );
    },
    TIMEOUT,
  );

  it(
    'a page using the current-category hook outside a category index, and a page module without a default export, each fail with their own error',
    async () => {
      const {code, output} = await build('page-errors');
      expect(code).not.toBe(0);
      expect(output).toMatch(/static site generation failed for 2 paths[\s\S]*\/docs\/uses-category/);
      expect(output).toMatch(/static site generation failed for 2 paths[\s\S]*\/named/);
      expect(output).toContain(
        'is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages',
      );
      expect(output).toContain("doesn't have a default export. This makes it impossible to render anything");
    },
    TIMEOUT,
  );

  it(
    'a navbar link to a draft doc yields nothing, and broken links, markdown links, anchors and duplicate routes only warn, with the shipped config',
    async () => {
      const {code, output, outDir} = await build('drafts-and-broken-links');
      expect(code, output).toBe(0);
      const html = readFileSync(join(outDir, 'docs', 'second.html'), 'utf8');
      expect(html, 'the navbar is on the page').toMatch(/class="navbar[^"]*"[\s\S]*>Docs</);
      expect(html).not.toContain('Draft page');
      expect(existsSync(join(outDir, 'docs', 'draft.html'))).toBe(false);
      expect(output).toMatch(/\[WARNING\][\s\S]*\/docs\/missing/);
      expect(output).toMatch(/\[WARNING\][\s\S]*missing\.md/);
      expect(output).toMatch(/\[WARNING\][\s\S]*#missing/);
      expect(output).toMatch(/\[WARNING\][\s\S]*[Dd]uplicate routes/);
    },
    TIMEOUT,
  );

  it(
    '…and fail the strict test build',
    async () => {
      const {code, output} = await build('drafts-and-broken-links', {DOCS_STRICT: '1'});
      expect(code).not.toBe(0);
      expect(output).toMatch(/Duplicate routes found|Docusaurus found broken (links|anchors)|Markdown link/);
    },
    TIMEOUT,
  );
});
