/**
 * The example check (npm run check:examples) on a fixture page and a fixture declarations
 * folder: no install and no network. A wrong example fails with its page line, a right one
 * passes, a `partial` one is skipped, a quote must match its declaration file, and a pinned
 * package the page does not declare cannot be imported.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {extractBlocks, metaWords} from '../../page-checks/examples/extract';
import {
  checkPages,
  formatFinding,
  formatSummary,
  isCheckedPage,
  majorOf,
  type Manifest,
  type Summary,
} from '../../page-checks/examples/run';
import {sideOf} from '../../page-checks/examples/typecheck';

const FIXTURE = join(__dirname, '..', 'fixtures', 'check-examples');
const PAGE = 'content/api/widgets.md';

const manifest: Manifest = {
  packages: {
    '@strapi/widgets': {name: '@strapi/widgets', version: '1.2.3', integrity: 'sha512-fixture'},
    '@strapi/gadgets': {name: '@strapi/gadgets', version: '1.2.3', integrity: 'sha512-fixture'},
  },
};

let dir: string;
let summary: Summary;
const majors: string[] = [];

beforeAll(() => {
  // The environment folder the real check installs, here copied from the fixture.
  dir = mkdtempSync(join(tmpdir(), 'check-examples-'));
  cpSync(join(FIXTURE, 'declarations'), join(dir, 'node_modules'), {recursive: true});
  const source = readFileSync(join(FIXTURE, 'page.md'), 'utf8');
  summary = checkPages([{path: PAGE, source}], manifest, (major) => {
    majors.push(major);
    return {dir, types: [], untyped: []};
  });
}, 60_000);

afterAll(() => {
  rmSync(dir, {recursive: true, force: true});
});

const lines = () => summary.findings.map(formatFinding);

describe('check:examples', () => {
  it('fails a wrong example with its page line, block number and TypeScript error', () => {
    expect(lines()).toContain(
      `${PAGE}:20  block 2  TS2345 Argument of type 'number' is not assignable to parameter of type 'string'.`,
    );
  });

  it('passes a right example, and one that imports another block of the page by its title', () => {
    expect(summary.findings.filter((finding) => finding.block === 1 || finding.block === 4)).toEqual([]);
  });

  it('skips a block flagged partial', () => {
    expect(summary.skipped).toBe(1);
    expect(summary.findings.filter((finding) => finding.block === 3)).toEqual([]);
  });

  it('looks declaration quotes up in the quoted file: a drifted line fails, a rewrapped one passes', () => {
    expect(summary.quotes).toBe(3);
    expect(summary.findings.filter((finding) => finding.block === 5 || finding.block === 8)).toEqual([]);
    expect(lines()).toContain(
      `${PAGE}:46  block 6  QUOTE not in @strapi/widgets@1.2.3 dist/index.d.ts: weight: number;`,
    );
  });

  it('refuses a pinned package the page does not declare', () => {
    const refused = lines().filter((line) => line.includes('block 7'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(
      /^content\/api\/widgets\.md:53 {2}block 7 {2}TS2307 .*@strapi\/gadgets is not in the page's strapi_packages/,
    );
  });

  it('counts what it did', () => {
    expect(summary.compiled).toEqual({v5: 4, v4: 0});
    expect(summary.failingBlocks).toBe(3);
    expect(majors).toEqual(['v5']);
    expect(formatSummary(summary)).toContain('7 blocks checked on 1 pages: 4 type-checked');
  });

  it('reports a page that declares no packages instead of checking it', () => {
    const bare = checkPages(
      [{path: PAGE, source: '---\ntitle: x\n---\n\n```ts\nconst a = 1;\n```\n'}],
      manifest,
      () => {
        throw new Error('no environment is needed');
      },
    );
    expect(bare.findings.map(formatFinding)).toEqual([
      `${PAGE}:1  block 0  PAGE declares no strapi_packages: its examples cannot be checked`,
    ]);
  });
});

describe('code blocks', () => {
  it('reads the flag as a meta word, not inside a title', () => {
    expect(metaWords('partial title="a b"')).toEqual(['partial', 'title=…']);
    const [flagged, titled] = extractBlocks('```ts partial\na\n```\n\n```tsx title="partial view"\nb\n```\n');
    expect(flagged.partial).toBe(true);
    expect(titled).toMatchObject({partial: false, lang: 'tsx', title: 'partial view', line: 6, index: 2});
  });

  it('checks the API pages and the hook pages only', () => {
    expect(isCheckedPage('content/api/Strapi.md')).toBe(true);
    expect(isCheckedPage('content/docs/core/admin/features/hooks/use-document.md')).toBe(true);
    expect(isCheckedPage('content/docs/core/admin/intro.md')).toBe(false);
  });

  it('checks a block against v4 only when it imports a package its page declares only for v4', () => {
    expect(majorOf(['@strapi/helper-plugin', 'react'], ['@strapi/helper-plugin@4', '@strapi/strapi'])).toBe('v4');
    expect(majorOf(['@strapi/strapi'], ['@strapi/strapi', '@strapi/strapi@4'])).toBe('v5');
  });

  it('gives every block the globals of its type packages, even when no block of the page imports them', () => {
    const page = [
      '---',
      'strapi_packages: ["@strapi/widgets"]',
      '---',
      '',
      '```ts',
      'const n: number = gadgetRegistry.count;',
      '```',
      '',
    ];
    const alone = checkPages([{path: 'content/api/globals.md', source: page.join('\n')}], manifest, () => ({
      dir,
      types: ['@strapi/globals'],
      untyped: [],
    }));
    expect(alone.findings.map(formatFinding)).toEqual([]);
    expect(alone.compiled.v5).toBe(1);
  });

  it('compiles admin code strictly and server code as a Strapi app does', () => {
    const [block] = extractBlocks('```ts\nx\n```\n');
    expect(sideOf(block, ['@strapi/strapi'])).toBe('server');
    expect(sideOf(block, ['@strapi/strapi/admin'])).toBe('admin');
    expect(sideOf({...block, lang: 'tsx'}, [])).toBe('admin');
  });
});
