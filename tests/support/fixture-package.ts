/**
 * Fixture packages for the source check's unit tests, built in memory as npm publishes them: a
 * package.json naming the repository and its folder, and a source map carrying the sources' text,
 * indexed with `buildIndex` and wrapped in a `Lookup`. No network, no cache.
 */
import {buildIndex} from '../../page-checks/sources/extract';
import {buildLookup, type Lookup} from '../../page-checks/sources/lookup';
import type {TarEntry} from '../../page-checks/sources/tar';
import type {PackageIndex, PageInput} from '../../page-checks/sources/types';

/** A well-formed sha512 integrity that no real tarball has. */
export const FIXTURE_INTEGRITY = `sha512-${'A'.repeat(86)}==`;

export const STRAPI_REPOSITORY_URL = 'https://github.com/strapi/strapi.git';

export type FixturePackage = {
  name: string;
  version: string;
  /** `repository.directory`; omitted when null or undefined (as some v4 packages publish). */
  directory?: string | null;
  /** `repository.url`, strapi/strapi unless said. */
  url?: string;
  /** Source path (relative to the package) → its text, carried by `dist/index.js.map`. */
  sources?: Record<string, string>;
  /** Further published files (`package/…`). */
  entries?: TarEntry[];
};

/** A published file of the package. */
export const fileEntry = (path: string, text: string): TarEntry => ({path: `package/${path}`, data: Buffer.from(text)});

/** A declaration file in `dist/` and its map, which names the same path under `src/` as its source. */
export function declarationEntries(path: string, text: string): TarEntry[] {
  const source = path.replace(/^dist\//, 'src/').replace(/\.d\.ts$/, '.ts');
  const up = '../'.repeat(path.split('/').length - 1);
  return [fileEntry(path, text), fileEntry(`${path}.map`, JSON.stringify({version: 3, sources: [`${up}${source}`]}))];
}

/** The package.json of a package hosted in `url` (strapi/strapi unless said), under `directory`. */
export function packageJsonEntry(
  name: string,
  version: string,
  directory?: string | null,
  url = STRAPI_REPOSITORY_URL,
): TarEntry {
  const repository = {type: 'git', url, ...(directory ? {directory} : {})};
  return fileEntry('package.json', JSON.stringify({name, version, repository}));
}

/** A source map in `dist/` carrying each source's text, naming it from there (`../src/x.ts`). */
export function sourceMapEntry(sources: Record<string, string>, path = 'dist/index.js.map'): TarEntry {
  const map = {
    version: 3,
    sources: Object.keys(sources).map((source) => `../${source}`),
    sourcesContent: Object.values(sources),
  };
  return fileEntry(path, JSON.stringify(map));
}

/** The tarball entries of a fixture package: its package.json, its source map (if any sources), its other files. */
export function fixtureEntries(fixture: FixturePackage): TarEntry[] {
  return [
    packageJsonEntry(fixture.name, fixture.version, fixture.directory, fixture.url),
    ...(fixture.sources ? [sourceMapEntry(fixture.sources)] : []),
    ...(fixture.entries ?? []),
  ];
}

export function fixtureIndex(fixture: FixturePackage, integrity = FIXTURE_INTEGRITY): PackageIndex {
  return buildIndex(fixtureEntries(fixture), integrity);
}

/** A lookup over a fixture package, under the manifest key `key` (the package name unless said). */
export function fixtureLookup(fixture: FixturePackage & {key?: string}, integrity = FIXTURE_INTEGRITY): Lookup {
  const {name, version, key = name} = fixture;
  return buildLookup({key, name, version, integrity}, fixtureIndex(fixture, integrity), fixture.directory ?? null);
}

/** A doc page of the given Markdown body that declares `packages`, for `checkPage`. */
export function fixturePage(body: string, packages: string[]): PageInput {
  return {
    file: 'content/docs/page.md',
    source: `---\ntitle: Page\n---\n\n${body}\n`,
    packages,
    exampleNames: [],
    notStrapi: [],
    commandPage: false,
  };
}
