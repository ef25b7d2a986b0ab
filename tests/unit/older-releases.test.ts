/**
 * Older releases in the manifest (`@strapi/admin@4.7`, pinned for the names a
 * page says that release had): the manifest accepts only what the key
 * promises; the source check confirms names against them; source links,
 * their proof, drift and the example check leave them out; the "Checked
 * against" line names them apart. Fixture packages are built in memory; no
 * network.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Link, Root} from 'mdast';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {keysOf, allowedFor, type Manifest as ExamplesManifest} from '../../page-checks/examples/run';
import {INDEX_FORMAT} from '../../page-checks/sources/extract';
import {buildLookup, type Lookup} from '../../page-checks/sources/lookup';
import {lockstepKeys, movedManifest, type Manifest} from '../../page-checks/sources/manifest';
import {proveLink} from '../../page-checks/sources/proof';
import {checkPage, loadPackageSet} from '../../page-checks/sources/run';
import {linkable} from '../../page-checks/sources/release-groups';
import {nameTarget} from '../../page-checks/sources/targets';
import type {PackageIndex, PageInput} from '../../page-checks/sources/types';
import remarkSourceLinks from '../../plugins/source-links/src/remark';
import {REPOSITORY_BLOB} from '../../plugins/source-links/src/url';
import {checkedAgainstText, keyKind, readManifest} from '../../plugins/strapi-packages/src/manifest';
import {fileEntry, fixtureIndex, STRAPI_REPOSITORY_URL} from '../support/fixture-package';

const INTEGRITY = `sha512-${'B'.repeat(86)}==`;
const DIRECTORY = 'packages/core/fixture';

/** The v4 line: built sources in a source map, as 4.26.2 publishes them; only it names its folder. */
const lineIndex = () =>
  fixtureIndex(
    {
      name: '@strapi/fixture',
      version: '4.26.2',
      directory: DIRECTORY,
      sources: {
        'admin/src/utils/findAllAndReplace.ts': 'export const findAllAndReplace = () => {};',
        'admin/src/hooks/useShared.ts': 'export const useShared = () => 1;',
      },
    },
    INTEGRITY,
  );

/**
 * An older release: built sources in a source map (as 4.17.1 publishes them), raw sources outside
 * dist/ and a prebuilt admin in build/ (as 4.7.1 does); no folder of its own (it takes the line's,
 * as 4.7.1 takes 5.54.0's).
 */
const olderIndex = () =>
  fixtureIndex(
    {
      name: '@strapi/fixture',
      version: '4.7.1',
      sources: {
        'admin/src/hooks/useShared.ts': 'export const useShared = () => 0;',
        'admin/src/hooks/useOldStages.ts': 'export function useOldStages() {}',
      },
      entries: [
        fileEntry('admin/src/utils/findLeafByPathAndReplace.js', 'export const findLeafByPathAndReplace = () => {};'),
        fileEntry('build/main.js', 'var onlyInTheBundle=1;'),
      ],
    },
    INTEGRITY,
  );

const lookup = (key: string, version: string, index: PackageIndex): Lookup =>
  buildLookup({key, name: '@strapi/fixture', version, integrity: INTEGRITY}, index, DIRECTORY);

const LINE = lookup('@strapi/fixture@4', '4.26.2', lineIndex());
const OLDER = lookup('@strapi/fixture@4.7', '4.7.1', olderIndex());

const page = (body: string): PageInput => ({
  file: 'content/docs/page.md',
  source: `---\ntitle: Page\n---\n\n${body}\n`,
  packages: ['@strapi/fixture@4', '@strapi/fixture@4.7'],
  exampleNames: [],
  notStrapi: [],
  commandPage: false,
});

describe('the manifest', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'older-releases-'));
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const write = (packages: Record<string, {name: string; version: string}>) => {
    const file = join(dir, `manifest-${Object.keys(packages).length}-${Math.random()}.json`);
    const withHashes = Object.fromEntries(
      Object.entries(packages).map(([key, entry]) => [key, {...entry, integrity: INTEGRITY}]),
    );
    writeFileSync(file, JSON.stringify({packages: withHashes}));
    return file;
  };

  it('tells the current release, the v4 line and an older release apart', () => {
    expect(keyKind('@strapi/admin')).toBe('current');
    expect(keyKind('@strapi/admin@4')).toBe('line');
    expect(keyKind('@strapi/admin@4.7')).toBe('older');
    expect(keyKind('@strapi/admin@4.7.1')).toBeNull();
    expect(keyKind('@strapi/../admin@4.7')).toBeNull();
  });

  it('accepts an older release at the minor its key names, and nothing else', () => {
    const admin = (version: string) => ({name: '@strapi/admin', version});
    expect(Object.keys(readManifest(write({'@strapi/admin@4.7': admin('4.7.1')})).packages)).toEqual([
      '@strapi/admin@4.7',
    ]);
    expect(() => readManifest(write({'@strapi/admin@4.7': admin('4.8.0')}))).toThrow(
      /"@strapi\/admin@4\.7" pins @strapi\/admin@4\.8\.0; its key promises @strapi\/admin at 4\.7\.x/,
    );
    expect(() => readManifest(write({'@strapi/admin@4': admin('5.54.0')}))).toThrow(/promises @strapi\/admin at 4\.x/);
    expect(() => readManifest(write({'@strapi/core@4.7': admin('4.7.1')}))).toThrow(/promises @strapi\/core/);
    expect(() => readManifest(write({'@strapi/admin@4.7.1': admin('4.7.1')}))).toThrow(/needs a name/);
  });
});

describe('the source check', () => {
  it('indexes the raw sources an older release publishes, not its prebuilt admin', () => {
    expect(OLDER.files.has('admin/src/utils/findLeafByPathAndReplace.js')).toBe(true);
    expect([...OLDER.files].filter((file) => file.startsWith('build/'))).toEqual([]);
    expect(OLDER.identifiers.has('onlyInTheBundle')).toBe(false);
  });

  it('confirms a name only the older release has, and links it nowhere', async () => {
    const report = await checkPage(
      page(
        'Before 4.8.0, `findLeafByPathAndReplace` did what v4 later did with `findAllAndReplace`; `useOldStages` is gone.',
      ),
      [LINE, OLDER],
    );
    const claim = (text: string) => report.claims.find((c) => c.text === text);
    for (const name of ['findLeafByPathAndReplace', 'useOldStages']) {
      expect(claim(name), name).toMatchObject({ok: true, confirmed: true});
      expect(claim(name)?.target, name).toBeUndefined();
    }
    expect(claim('findAllAndReplace')?.target).toMatchObject({version: '4.26.2', line: 1});
    expect(report.searched).toEqual(['@strapi/fixture@4.26.2', '@strapi/fixture@4.7.1']);
  });

  it('links a path only the older release holds to its tag, and one the v4 line holds to the line', async () => {
    const report = await checkPage(
      page(
        `Strapi 4.7 had \`${DIRECTORY}/admin/src/utils/findLeafByPathAndReplace.js\`; Strapi 4 keeps \`${DIRECTORY}/admin/src/hooks/useShared.ts\`.`,
      ),
      [LINE, OLDER],
    );
    const target = (end: string) => report.claims.find((c) => c.kind === 'path' && c.text.endsWith(end))?.target;
    expect(target('findLeafByPathAndReplace.js')).toEqual({
      path: `${DIRECTORY}/admin/src/utils/findLeafByPathAndReplace.js`,
      line: null,
      version: '4.7.1',
    });
    expect(target('useShared.ts')).toMatchObject({version: '4.26.2'});
    // A sentence about Strapi 5 links nothing into a release of Strapi 4.
    const five = await checkPage(
      page(`Strapi 5 has no \`${DIRECTORY}/admin/src/utils/findLeafByPathAndReplace.js\`.`),
      [LINE, OLDER],
    );
    expect(five.claims.find((c) => c.kind === 'path')?.target).toBeUndefined();
  });

  it('still links a v4 name that the older release declares too, to the v4 line', async () => {
    const report = await checkPage(page('In Strapi 4, `useShared` returns a number.'), [LINE, OLDER]);
    expect(report.claims.find((c) => c.text === 'useShared')?.target).toMatchObject({
      path: `${DIRECTORY}/admin/src/hooks/useShared.ts`,
      version: '4.26.2',
    });
  });
});

describe('the source links of the build', {timeout: 30_000}, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'older-releases-links-'));
    mkdirSync(join(dir, 'content', 'docs'), {recursive: true});
    const pins = {
      '@strapi/fixture@4': {name: '@strapi/fixture', version: '4.26.2', integrity: INTEGRITY},
      '@strapi/fixture@4.7': {name: '@strapi/fixture', version: '4.7.1', integrity: INTEGRITY},
    };
    writeFileSync(join(dir, 'content', 'strapi-packages.json'), JSON.stringify({packages: pins}));
    writeFileSync(
      join(dir, 'content', 'docs', 'page.md'),
      "---\ntitle: Page\nstrapi_packages:\n  - '@strapi/fixture@4'\n  - '@strapi/fixture@4.7'\n---\n\nText.\n",
    );
    for (const [version, index] of [
      ['4.26.2', LINE.index],
      ['4.7.1', OLDER.index],
    ] as const) {
      const cached = join(dir, 'cache', '@strapi', `fixture@${version}`);
      mkdirSync(cached, {recursive: true});
      writeFileSync(join(cached, 'index.json'), JSON.stringify({...index, format: INDEX_FORMAT}));
    }
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('links the v4 line and leaves a name of the older release as code', async () => {
    const transform = remarkSourceLinks({
      contentDir: join(dir, 'content'),
      manifestPath: join(dir, 'content', 'strapi-packages.json'),
      cacheRoot: join(dir, 'cache'),
      onUnavailable: 'throw',
    });
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'inlineCode', value: 'useOldStages'},
            {type: 'text', value: ' in 4.7.1, '},
            {type: 'inlineCode', value: 'useShared'},
            {type: 'text', value: ' in v4.'},
          ],
        },
      ],
    };
    await transform(tree, {path: join(dir, 'content', 'docs', 'page.md')} as never);
    const [older, , shared] = (tree.children[0] as {children: (Link | {type: string})[]}).children;
    expect(older?.type).toBe('inlineCode');
    expect((shared as Link).url).toBe(`${REPOSITORY_BLOB}v4.26.2/${DIRECTORY}/admin/src/hooks/useShared.ts#L1`);
  });

  it('proves a path link to an older release, and no name or line link', () => {
    expect(
      proveLink(
        {href: `${REPOSITORY_BLOB}v4.26.2/${DIRECTORY}/admin/src/hooks/useShared.ts#L1`, names: ['useShared']},
        [LINE, OLDER],
      ),
    ).toBeNull();
    const older = `${REPOSITORY_BLOB}v4.7.1/${DIRECTORY}/admin/src/utils/findLeafByPathAndReplace.js`;
    expect(proveLink({href: older, names: []}, [LINE, OLDER])).toBeNull();
    expect(proveLink({href: older, names: ['findLeafByPathAndReplace']}, [LINE, OLDER])).toMatch(
      /@strapi\/fixture@4\.7\.1 is an older release pinned for names: the site links only paths to it/,
    );
    expect(proveLink({href: `${older}#L1`, names: []}, [LINE, OLDER])).toMatch(/links only paths/);
    // A path it does not hold is not proved, as for any release.
    expect(proveLink({href: older.replace('findLeaf', 'lostLeaf'), names: []}, [LINE, OLDER])).toMatch(
      /is not a source of/,
    );
  });
});

describe('drift and the example check', () => {
  it('never moves an older release, even one at the release train version', () => {
    const manifest: Manifest = {
      '@strapi/strapi': {name: '@strapi/strapi', version: '5.54.0', integrity: 'sha512-a'},
      '@strapi/admin': {name: '@strapi/admin', version: '5.54.0', integrity: 'sha512-b'},
      '@strapi/admin@5.54': {name: '@strapi/admin', version: '5.54.0', integrity: 'sha512-b'},
      '@strapi/admin@4.7': {name: '@strapi/admin', version: '4.7.1', integrity: 'sha512-c'},
    };
    expect(lockstepKeys(manifest)).toEqual(['@strapi/strapi', '@strapi/admin']);
    const moved = movedManifest(manifest, '5.56.0', {'@strapi/strapi': 'sha512-x', '@strapi/admin': 'sha512-y'});
    expect(moved['@strapi/admin@5.54']).toEqual(manifest['@strapi/admin@5.54']);
    expect(moved['@strapi/admin@4.7']).toEqual(manifest['@strapi/admin@4.7']);
  });

  it('installs no older release for the examples, and lets no example import one', () => {
    const manifest: ExamplesManifest = {
      packages: {
        '@strapi/admin': {name: '@strapi/admin', version: '5.54.0', integrity: 'sha512-a'},
        '@strapi/admin@4': {name: '@strapi/admin', version: '4.26.2', integrity: 'sha512-b'},
        '@strapi/admin@4.7': {name: '@strapi/admin', version: '4.7.1', integrity: 'sha512-c'},
      },
    };
    expect(keysOf(manifest, 'v5')).toEqual(['@strapi/admin']);
    expect(keysOf(manifest, 'v4')).toEqual(['@strapi/admin@4']);
    expect([...allowedFor(['@strapi/admin@4.7'], 'v5')]).toEqual([]);
    expect([...allowedFor(['@strapi/admin@4.7'], 'v4')]).toEqual([]);
  });
});

describe('the "Checked against" line', () => {
  it('names the older releases apart, after the packages the page describes', () => {
    const packages = {
      '@strapi/admin': {name: '@strapi/admin', version: '5.54.0'},
      '@strapi/admin@4': {name: '@strapi/admin', version: '4.26.2'},
      '@strapi/admin@4.7': {name: '@strapi/admin', version: '4.7.1'},
    };
    expect(checkedAgainstText(['@strapi/admin', '@strapi/admin@4.7', '@strapi/admin@4'], packages)).toBe(
      '@strapi/admin 5.54.0, @strapi/admin 4.26.2; names of earlier releases against @strapi/admin 4.7.1',
    );
    expect(checkedAgainstText(['@strapi/admin'], packages)).toBe('@strapi/admin 5.54.0');
  });
});

describe('a v4 package that publishes no repository (@strapi/data-transfer 4.26.2)', () => {
  let dir: string;
  const pins = {
    '@strapi/mover': {name: '@strapi/mover', version: '5.54.0', integrity: INTEGRITY},
    '@strapi/mover@4': {name: '@strapi/mover', version: '4.26.2', integrity: INTEGRITY},
    '@strapi/lonely@4': {name: '@strapi/lonely', version: '4.26.2', integrity: INTEGRITY},
  };
  const bare = (name: string, version: string, sources: Record<string, string>): PackageIndex => {
    const index = fixtureIndex({name, version, sources}, INTEGRITY);
    return {...index, repository: null, directory: null};
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'no-repository-'));
    const indexes: [string, PackageIndex][] = [
      [
        'mover@5.54.0',
        fixtureIndex(
          {
            name: '@strapi/mover',
            version: '5.54.0',
            directory: 'packages/core/mover',
            sources: {'src/index.ts': 'export const moveAll = 2;'},
          },
          INTEGRITY,
        ),
      ],
      [
        'mover@4.26.2',
        bare('@strapi/mover', '4.26.2', {'src/index.ts': 'export const moveAll = 1;\nexport const onlyInFour = 1;'}),
      ],
      ['lonely@4.26.2', bare('@strapi/lonely', '4.26.2', {'src/index.ts': 'export const alone = 1;'})],
    ];
    for (const [folder, index] of indexes) {
      const cached = join(dir, '@strapi', folder);
      mkdirSync(cached, {recursive: true});
      writeFileSync(join(cached, 'index.json'), JSON.stringify({...index, format: INDEX_FORMAT}));
    }
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it("takes the repository and folder of the package's current version, so its names link into v4", async () => {
    const {lookupOf} = await loadPackageSet(Object.keys(pins), pins, {cacheRoot: dir, log: () => {}});
    const four = lookupOf('@strapi/mover@4');
    expect(four.index.repository).toBe(STRAPI_REPOSITORY_URL);
    expect(linkable(four)).toBe(true);
    expect(nameTarget('onlyInFour', [lookupOf('@strapi/mover'), four], {}, 'v4')).toEqual({
      path: 'packages/core/mover/src/index.ts',
      line: 2,
      version: '4.26.2',
      name: 'onlyInFour',
    });
    // Nothing to take it from: no repository, no link.
    expect(linkable(lookupOf('@strapi/lonely@4'))).toBe(false);
  });
});
