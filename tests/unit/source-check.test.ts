/**
 * npm run check:sources and npm run drift (page-checks/sources/): each kind of
 * claim fails when the fixture package lacks it and passes when it has it.
 * No network: the fixture package is packed here and put in a scratch cache.
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkMessage, type CheckContext} from '../../page-checks/sources/check';
import {inlineClaims, isMessage} from '../../page-checks/sources/claims';
import {driftBetween} from '../../page-checks/sources/drift';
import {buildIndex} from '../../page-checks/sources/extract';
import {cacheDirOf, loadPackage, sha512} from '../../page-checks/sources/fetch';
import {buildLookup, type Lookup} from '../../page-checks/sources/lookup';
import {lockstepKeys, movedManifest, type Manifest} from '../../page-checks/sources/manifest';
import {pageMatcher, readPage, readPages} from '../../page-checks/sources/pages';
import {findingLines, summarise} from '../../page-checks/sources/report';
import {checkPage, runCheck} from '../../page-checks/sources/run';
import {readTgz, type TarEntry} from '../../page-checks/sources/tar';
import {HOLE, patternsMeet, WRAP} from '../../page-checks/sources/templates';
import type {PackageIndex, PackageSpec, PageReport} from '../../page-checks/sources/types';
import {fileEntry, sourceMapEntry} from '../support/fixture-package';

const ROOT = join(__dirname, '..', '..');
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'source-check');
const CONTENT = join(FIXTURES, 'content');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The fixture package's tarball entries: its published files plus the source maps built from sources/. */
function fixtureEntries(): TarEntry[] {
  const entries: TarEntry[] = filesUnder(join(FIXTURES, 'package')).map((path) => ({
    path: `package/${relative(join(FIXTURES, 'package'), path).split(sep).join('/')}`,
    data: readFileSync(path),
  }));
  const sources = filesUnder(join(FIXTURES, 'sources')).map((path) =>
    relative(join(FIXTURES, 'sources'), path).split(sep).join('/'),
  );
  const carried = Object.fromEntries(
    sources.map((path) => [path.replace(/\.fixture$/, ''), readFileSync(join(FIXTURES, 'sources', path), 'utf8')]),
  );
  const declarationMap = {version: 3, sources: ['../src/types/utils.ts'], mappings: ''};
  entries.push(sourceMapEntry({...carried, 'node_modules/lodash/index.js': 'module.exports = {lodashOnly: 1};'}));
  entries.push(fileEntry('dist/index.d.ts.map', JSON.stringify(declarationMap)));
  return entries;
}

/** A gzipped ustar archive of some entries (long names through a pax header), as npm publishes. */
function packTgz(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  const header = (name: string, size: number, type: string) => {
    const block = Buffer.alloc(512);
    block.write(name.slice(0, 100), 0, 'utf8');
    block.write('0000644\0', 100);
    block.write('0000000\0', 108);
    block.write('0000000\0', 116);
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
    block.write('00000000000\0', 136);
    block.write('        ', 148);
    block.write(type, 156);
    block.write('ustar\0', 257);
    block.write('00', 263);
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    return block;
  };
  const pad = (data: Buffer) => Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
  for (const entry of entries) {
    if (entry.path.length > 100) {
      const record = ` path=${entry.path}\n`;
      let length = record.length + 2;
      if (`${length}${record}`.length !== length) length = `${length}${record}`.length;
      const pax = Buffer.from(`${length}${record}`);
      blocks.push(header('PaxHeader', pax.length, 'x'), pad(pax));
    }
    blocks.push(header(entry.path, entry.data.length, '0'), pad(entry.data));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const tgz = packTgz(fixtureEntries());
const spec: PackageSpec = {key: '@fixture/engine', name: '@fixture/engine', version: '1.0.0', integrity: sha512(tgz)};
let index: PackageIndex;
let lookup: Lookup;

beforeAll(() => {
  index = buildIndex(readTgz(tgz), spec.integrity);
  lookup = buildLookup(spec, index, index.directory);
});

async function failures(file: string, commandPage = false): Promise<string[]> {
  const page = {...readPage(join(CONTENT, file), ROOT), commandPage};
  const report = await checkPage(page, [lookup]);
  return report.claims.filter((claim) => !claim.ok).map((claim) => `${claim.kind} ${claim.text}`);
}

describe('source check: the package index', () => {
  it('reads a gzipped tarball, including a long name from a pax header', () => {
    const long = `package/${'deep/'.repeat(25)}file.ts`;
    const entries = readTgz(
      packTgz([
        {path: long, data: Buffer.from('x')},
        {path: 'package/a.txt', data: Buffer.from('hello')},
      ]),
    );
    expect(entries.map((entry) => [entry.path, entry.data.toString()])).toEqual([
      [long, 'x'],
      ['package/a.txt', 'hello'],
    ]);
  });

  it('recovers the sources from the maps (with or without content), skips node_modules, and reads the declarations', () => {
    expect(index.directory).toBe('packages/core/engine');
    expect(index.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'bin/engine.js',
        'src/engine/index.ts',
        'src/cli/command.ts',
        'src/config.ts',
        'src/types/utils.ts',
      ]),
    );
    expect(index.files.some((file) => file.includes('node_modules'))).toBe(false);
    expect(index.text).not.toContain('lodashOnly');
    expect(index.declarations).toEqual(['dist/index.d.ts', 'dist/src/hooks.d.ts']);
    expect(index.declarationStems).toEqual(['src/hooks']);
    expect(index.text).toContain('Whoops! Something went wrong.');
    expect(lookup.options).toEqual(new Set(['--file', '--no-encrypt', '--verbose', '--help']));
    expect(lookup.chains.has('build.minify')).toBe(true);
  });
});

describe('source check: fetching and the cache', () => {
  let cacheRoot: string;
  beforeAll(() => {
    cacheRoot = mkdtempSync(join(tmpdir(), 'source-check-'));
  });
  afterAll(() => rmSync(cacheRoot, {recursive: true, force: true}));

  const seed = () => {
    const dir = cacheDirOf(spec, cacheRoot);
    mkdirSync(dir, {recursive: true});
    writeFileSync(join(dir, 'package.tgz'), tgz);
    return dir;
  };

  it('fails loudly when the tarball does not match the manifest integrity, and drops it', async () => {
    const dir = seed();
    const wrong = {...spec, integrity: sha512(Buffer.from('something else'))};
    await expect(loadPackage(wrong, {cacheRoot, log: () => {}})).rejects.toThrow(
      /INTEGRITY MISMATCH for @fixture\/engine@1\.0\.0/,
    );
    expect(existsSync(join(dir, 'package.tgz'))).toBe(false);
  });

  it('extracts once into index.json; a warm run reads only the cache', async () => {
    const dir = seed();
    const first = await loadPackage(spec, {cacheRoot, log: () => {}});
    expect(existsSync(join(dir, 'index.json'))).toBe(true);
    rmSync(join(dir, 'package.tgz'));
    const second = await loadPackage(spec, {
      cacheRoot,
      log: () => {
        throw new Error('downloaded again');
      },
    });
    expect(second).toEqual(first);
  });

  it('runs the whole check from the cache: pages, declarations, findings and their lines', async () => {
    seed();
    const manifest: Manifest = {'@fixture/engine': {name: spec.name, version: spec.version, integrity: spec.integrity}};
    const pages = readPages(CONTENT, ['**/bad.md'], ROOT);
    expect(pages.map((page) => page.file)).toEqual(['tests/fixtures/source-check/content/bad.md']);
    const {reports, undeclared, problems} = await runCheck(pages, manifest, {cacheRoot, log: () => {}});
    expect(undeclared).toEqual([]);
    expect(problems).toEqual([]);
    const lines = findingLines(reports);
    expect(lines).toContain(
      'tests/fixtures/source-check/content/bad.md:12  path  packages/core/engine/src/types/utils.d.ts  (searched @fixture/engine@1.0.0)  a .d.ts is only in the published dist/; the monorepo source is .ts',
    );
    expect(
      lines.every((line) =>
        /^tests\/fixtures\/source-check\/content\/bad\.md:\d+ {2}(path|name|message|flag) {2}.+ {2}\(searched @fixture\/engine@1\.0\.0\)/.test(
          line,
        ),
      ),
    ).toBe(true);
  });
});

describe('source check: claims that hold', () => {
  it('passes every claim of the good page, of every kind', async () => {
    const page = readPage(join(CONTENT, 'good.md'), ROOT);
    const report = await checkPage(page, [lookup]);
    expect(report.claims.filter((claim) => !claim.ok).map((claim) => `${claim.kind} ${claim.text}`)).toEqual([]);
    const kinds = new Set(report.claims.map((claim) => claim.kind));
    expect([...kinds].sort()).toEqual(['flag', 'message', 'name', 'path']);
    const texts = report.claims.map((claim) => claim.text);
    // Fenced code is not read; example_names are honoured by the check, not by the reading.
    expect(texts).not.toContain('inventedInFence');
    expect(texts).toContain('myPlugin.publishFeatured()');
    expect(texts).toContain('packages/core/engine/src/config.ts');
    // Not claims: a non-Strapi command's flag, files, URLs, packages, versions, words, HTTP headers.
    for (const text of ['--bogus-flag', 'src/index.ts', 'Caf', 'hash + ext', 'Authorization', 'Bearer', 'KiB']) {
      expect(texts).not.toContain(text);
    }
  });
});

describe('source check: claims that fail', () => {
  it('fails each kind of claim the package lacks', async () => {
    expect(await failures('bad.md')).toEqual([
      'path packages/core/engine/src/types/utils.d.ts',
      'path packages/core/engine/src/engine/missing.ts',
      'path packages/core/other/src/index.ts',
      'path packages/core/engine/src/nowhere/',
      'path packages/core/engine/src/engine/gone.ts',
      'name createTransferEngines',
      'name TransferMachine',
      'name TRANSFER_STEPS',
      'name strapi.db.transactions()',
      'name entry.created',
      'name plugin::upload.files',
      'flag --no-compress',
      'name myPlugin.publishFeatured()',
      'name build.options.maximize',
      'name createTransferEngineSync',
      'message Invalid strategy …. Expected "exact" or "loose"',
      'message The transfer was cancelled before it started',
    ]);
  });

  it('says why a path fails', async () => {
    const page = readPage(join(CONTENT, 'bad.md'), ROOT);
    const report = await checkPage(page, [lookup], new Map([['packages/core/other', '@fixture/other']]));
    const reason = (text: string) => report.claims.find((claim) => claim.text === text)?.reason;
    expect(reason('packages/core/other/src/index.ts')).toBe(
      'no declared package lives at packages/core/other/src/index.ts (@fixture/other does: declare it)',
    );
    expect(reason('packages/core/engine/src/engine/missing.ts')).toBe('not a source file of @fixture/engine@1.0.0');
    expect(reason('myPlugin.publishFeatured()')).toBe('not found: myPlugin, publishFeatured');
  });

  it('names the nearest identifier of the sources for a misspelt name', async () => {
    const page = readPage(join(CONTENT, 'bad.md'), ROOT);
    const report = await checkPage(page, [lookup], new Map());
    const reason = (text: string) => report.claims.find((claim) => claim.text === text)?.reason;
    expect(reason('createTransferEngines')).toBe('did you mean createTransferEngine?');
  });

  it('checks the flags of a CLI command page against the command options, in prose and in shell blocks', async () => {
    expect(await failures('command.md', true)).toEqual(['flag --encrypt', 'flag --bogus', 'flag --bogus-in-block']);
  });
});

describe('source check: texts quoted from other software', () => {
  it('skips what the page lists in not_strapi, counts it apart, and checks the same text on a page without it', async () => {
    const source = (front: string) =>
      `---\ntitle: T\ndescription: A page that quotes PostgreSQL.\ntags: [fixture]\nstrapi_packages: ['@fixture/engine']\n${front}---\n\nPostgreSQL says \`current transaction is aborted, commands ignored\`.\n`;
    const page = (front: string) => ({
      file: 'x.md',
      source: source(front),
      packages: ['@fixture/engine'],
      exampleNames: [],
      notStrapi: front ? ['current transaction is aborted, commands ignored'] : [],
      commandPage: false,
    });
    const listed = await checkPage(page('not_strapi:\n  - current transaction is aborted, commands ignored\n'), [
      lookup,
    ]);
    expect(listed.claims.map((claim) => [claim.kind, claim.ok, claim.notStrapi])).toEqual([['message', true, true]]);
    expect(summarise([listed])).toMatchObject({claims: 0, failed: 0, notStrapi: 1});
    const unlisted = await checkPage(page(''), [lookup]);
    expect(unlisted.claims.map((claim) => [claim.kind, claim.ok])).toEqual([['message', false]]);
  });
});

describe('source check: conventions', () => {
  it('reads inline code with a space as a message only when it reads as words, not code or a command', () => {
    for (const message of [
      'Invalid strategy …',
      'Model <uid> not found',
      'max must be greater or equal to min',
      'Whoops! Something went wrong.',
    ]) {
      expect(isMessage(message), message).toBe(true);
    }
    for (const code of [
      'strapi develop --watch-admin',
      'schemaStrategy: false',
      'apiID: string',
      'hash + ext',
      'await strapi.db.transaction(fn)',
      'N <= L',
      'A 1, B 2',
      'Promise<T | undefined>',
      'T extends HTMLElement',
      'UPDATE … SET …',
      'Surrogate-Control: no-store',
      'help [command]',
    ]) {
      expect(isMessage(code), code).toBe(false);
    }
  });

  it('classifies inline code', () => {
    const claims = (value: string) =>
      inlineClaims(value, 1).map((claim) => `${claim.kind}:${claim.form ?? ''}:${claim.text}`);
    expect(claims('useDocument()')).toEqual(['name:identifier:useDocument']);
    expect(claims('Foo<Bar>')).toEqual(['name:identifier:Bar', 'name:identifier:Foo']);
    expect(claims('strapi.db.transaction')).toEqual(['name:dotted:strapi.db.transaction']);
    expect(claims("strapi.documents('api::article.article').findMany()")).toEqual([
      'name:uid:api::article.article',
      'name:member:strapi.documents().findMany()',
    ]);
    expect(claims('media-folder.create')).toEqual(['name:dotted:media-folder.create']);
    // An instance method as JSDoc writes it: the member, not the class alone.
    expect(claims('Strapi#bootstrap()')).toEqual(['name:member:Strapi.bootstrap()']);
    expect(claims('process.env.STRAPI_TELEMETRY_DISABLED')).toEqual(['name:identifier:STRAPI_TELEMETRY_DISABLED']);
    expect(claims('Object.keys(value)')).toEqual([]);
    expect(claims('npx strapi export --no-encrypt')).toEqual(['flag::--no-encrypt']);
    expect(claims('-d, --debug')).toEqual(['flag::--debug']);
    expect(claims('packages/core/admin/')).toEqual(['path::packages/core/admin/']);
    expect(claims("'Unknown error occurred.'")).toEqual(['message::Unknown error occurred.']);
    // A log line's tag, the source's own or the logger's, does not make it code.
    expect(claims('[Auth] Token refresh failed with status:')).toEqual(['message::Token refresh failed with status:']);
    expect(claims('[INFO] Pushing new yalc package...')).toEqual(['message::Pushing new yalc package...']);
    // Prose the message matcher cannot take (a placeholder in braces, a package's tag) names no code.
    expect(claims('{item}, grabbed. Press up and down arrow to move it, Escape to cancel.')).toEqual([]);
    expect(claims('[@strapi/strapi]: Using webpack is deprecated. You should migrate to vite.')).toEqual([]);
    expect(claims('There was a problem connecting relation {"before":9}. The relation comes first.')).toEqual([]);
    // Code keeps its names: keywords in a row, a destructuring's commas, the words of a string literal.
    expect(claims('export declare const createThing: () => Thing')).toEqual([
      'name:identifier:createThing',
      'name:identifier:Thing',
    ]);
    expect(claims('init({ path, cwd, silent, template: THING_TEMPLATE })')).toEqual(['name:identifier:THING_TEMPLATE']);
    expect(claims("ValidationError('Entry is not at the required stage')")).toEqual([
      'message::Entry is not at the required stage',
      'name:identifier:ValidationError',
    ]);
    for (const skipped of [
      'package.json',
      './admin/src',
      '/admin/users/:id',
      'https://strapi.io',
      '@strapi/admin',
      '^5.54.0',
      'strapi',
      'yarn test:front --watch',
      // a pattern, not a name: `*Many` is every hook ending in Many, not the type `Many`
      '*Many',
      'before*',
      'after*()',
    ]) {
      expect(claims(skipped), skipped).toEqual([]);
    }
  });

  it('matches a message with wildcards on either side (… and placeholders on the page, ${…} in the sources)', () => {
    expect(patternsMeet(`${WRAP}Cron job "publishRelease_${HOLE}" failed${WRAP}`, `Cron job "${HOLE}" failed`)).toBe(
      true,
    );
    expect(patternsMeet(`${WRAP}Cron job "x" worked${WRAP}`, `Cron job "${HOLE}" failed`)).toBe(false);
    expect(patternsMeet(`${WRAP}Cron job "x" worked ${HOLE}${WRAP}`, `Cron job "${HOLE}" failed`)).toBe(false);
    expect(
      patternsMeet(
        `${WRAP}metadata for "${HOLE}", ${HOLE}${WRAP}`,
        `Asset metadata for ${HOLE}. The destination was not modified.`,
      ),
    ).toBe(true);
    expect(
      patternsMeet(`${WRAP}is invalid for 'api::${HOLE}'${WRAP}`, `strapi-server.js is invalid for '${HOLE}'. ${HOLE}`),
    ).toBe(true);
    // A value may have spaces; a quote may stop before the end of the message.
    expect(
      patternsMeet(
        `${WRAP}You need to run strapi ts:generate-types in a Strapi project${WRAP}`,
        `You need to run ${HOLE} in a Strapi project. Make sure you are in the right directory.`,
      ),
    ).toBe(true);
    expect(
      patternsMeet(
        `${WRAP}Failed to rollback the ${HOLE} provider: ${HOLE}${WRAP}`,
        `Failed to rollback the ${HOLE} provider${HOLE}`,
      ),
    ).toBe(true);
    expect(
      patternsMeet(
        `${WRAP}Invalid strategy ${HOLE}. Expected "exact" or "loose"${WRAP}`,
        `Invalid strategy ${HOLE}. Expected "exact" or "strict"`,
      ),
    ).toBe(false);
    const context: CheckContext = {lookups: [lookup], exampleNames: new Set(), commandPage: false};
    expect(checkMessage('The transfer was aborted before the first stage started', context).ok).toBe(true);
    expect(checkMessage('Invalid strategy loose. Expected "exact" or "strict"', context).ok).toBe(true);
    expect(checkMessage('Invalid strategy loose. Expected "exact" or "lenient"', context).ok).toBe(false);
  });

  it('selects pages by path or glob', () => {
    expect(pageMatcher('docs/core/**')('content/docs/core/data-transfer/engine.md')).toBe(true);
    expect(pageMatcher('content/docs/*.md')('content/docs/core/intro.md')).toBe(false);
    expect(pageMatcher('docs/core/data-transfer/engine')('content/docs/core/data-transfer/engine.md')).toBe(true);
    expect(pageMatcher('content/api')('content/api/Strapi.md')).toBe(true);
  });
});

describe('drift', () => {
  const manifest: Manifest = {
    '@strapi/strapi': {name: '@strapi/strapi', version: '5.54.0', integrity: 'sha512-a'},
    '@strapi/core': {name: '@strapi/core', version: '5.54.0', integrity: 'sha512-b'},
    '@strapi/strapi@4': {name: '@strapi/strapi', version: '4.26.2', integrity: 'sha512-c'},
    '@strapi/pack-up': {name: '@strapi/pack-up', version: '5.1.1', integrity: 'sha512-d'},
  };

  it('moves only the packages released in lockstep with @strapi/strapi', () => {
    expect(lockstepKeys(manifest)).toEqual(['@strapi/strapi', '@strapi/core']);
    const moved = movedManifest(manifest, '5.56.0', {'@strapi/strapi': 'sha512-x', '@strapi/core': 'sha512-y'});
    expect(moved['@strapi/core']).toEqual({name: '@strapi/core', version: '5.56.0', integrity: 'sha512-y'});
    expect(moved['@strapi/strapi@4']).toEqual(manifest['@strapi/strapi@4']);
    expect(moved['@strapi/pack-up']).toEqual(manifest['@strapi/pack-up']);
  });

  it('keeps a lockstep package that has no release at that version at its pinned version', () => {
    const moved = movedManifest(manifest, '5.53.0', {'@strapi/strapi': 'sha512-x'}, new Set(['@strapi/core']));
    expect(moved['@strapi/strapi']).toEqual({name: '@strapi/strapi', version: '5.53.0', integrity: 'sha512-x'});
    expect(moved['@strapi/core']).toEqual(manifest['@strapi/core']);
  });

  it('reports the claims that held on the pinned release and fail on the other', () => {
    const report = (ok: boolean[]): PageReport[] => [
      {
        file: 'content/a.md',
        searched: [],
        claims: ok.map((holds, i) => ({kind: 'name', text: `name${i}`, line: i + 1, ok: holds})),
      },
    ];
    const drifts = driftBetween(report([true, false, true]), report([false, false, true]));
    expect(drifts.map((drift) => drift.claims.map((claim) => claim.text))).toEqual([['name0']]);
  });
});
