/**
 * One run of the check: the pages, the packages they declare (fetched and
 * indexed once), each page's claims decided against its own packages.
 */
import {checkClaim, confirms} from './check';
import {pageClaims} from './claims';
import {loadPackages, type FetchOptions} from './fetch';
import {buildLookup, type Lookup} from './lookup';
import {readUnits} from './markdown';
import {atSentence, pageNames} from './page-names';
import {claimTarget} from './targets';
import {specOf, type Manifest} from './manifest';
import {keyKind} from '../../plugins/strapi-packages/src/manifest';
import type {PackageIndex, PageInput, PageReport} from './types';

export type RunOptions = FetchOptions & {limit?: number};

export type RunResult = {
  reports: PageReport[];
  /** Pages that declare no `strapi_packages` (not checked). */
  undeclared: string[];
  /** Declarations that cannot be checked (a key missing from the manifest). */
  problems: string[];
};

/** Loads the declared packages once and gives each key's Lookup, with its monorepo folder. */
export type PackageSet = {
  lookupOf: (key: string) => Lookup;
  /** Every loaded package's folder, for the hint on a path no declared package owns. */
  knownDirectories: Map<string, string>;
};

export async function loadPackageSet(
  keys: readonly string[],
  manifest: Manifest,
  options: FetchOptions & {limit?: number} = {},
): Promise<PackageSet> {
  const indexes = await loadPackages(
    [...keys].sort().map((key) => specOf(manifest, key)),
    options,
  );
  // A package whose package.json gives no repository.directory (the v4 ones) lives where the same
  // package lives in its current pinned version (the older releases name no folder either).
  const sameName = (index: PackageIndex) =>
    Object.keys(manifest).filter(
      (key) => manifest[key]?.name === index.name && !indexes.has(key) && keyKind(key) === 'current',
    );
  const fallbacks = [...new Set([...indexes.values()].filter((index) => !index.directory).flatMap(sameName))];
  const extra = await loadPackages(
    fallbacks.map((key) => specOf(manifest, key)),
    options,
  );
  const sameNameWith = (index: PackageIndex, field: 'directory' | 'repository') =>
    [...indexes.values(), ...extra.values()].find((other) => other.name === index.name && other[field])?.[field] ??
    null;
  const directoryOf = (index: PackageIndex): string | null => index.directory ?? sameNameWith(index, 'directory');
  // `@strapi/data-transfer` 4 publishes no repository at all: it is where its current version says it is.
  const withRepository = (index: PackageIndex): PackageIndex =>
    index.repository ? index : {...index, repository: sameNameWith(index, 'repository')};

  const lookups = new Map<string, Lookup>();
  const lookupOf = (key: string): Lookup => {
    let lookup = lookups.get(key);
    if (!lookup) {
      const index = indexes.get(key);
      if (!index) throw new Error(`${key} was not loaded`);
      lookup = buildLookup(specOf(manifest, key), withRepository(index), directoryOf(index));
      lookups.set(key, lookup);
    }
    return lookup;
  };
  const knownDirectories = new Map<string, string>();
  for (const [key, index] of indexes) {
    const dir = directoryOf(index);
    if (dir && !knownDirectories.has(dir)) knownDirectories.set(dir, key);
  }
  return {lookupOf, knownDirectories};
}

export async function runCheck(pages: PageInput[], manifest: Manifest, options: RunOptions = {}): Promise<RunResult> {
  const problems: string[] = [];
  const declared = new Set<string>();
  for (const page of pages) {
    for (const key of page.packages ?? []) {
      if (manifest[key]) declared.add(key);
      else problems.push(`${page.file}: strapi_packages names ${key}, which is not in content/strapi-packages.json`);
    }
  }
  const {lookupOf, knownDirectories} = await loadPackageSet([...declared], manifest, options);

  const reports: PageReport[] = [];
  const undeclared: string[] = [];
  for (const page of pages) {
    if (page.packages === null) {
      undeclared.push(page.file);
      continue;
    }
    const keys = page.packages.filter((key) => declared.has(key));
    reports.push(await checkPage(page, keys.map(lookupOf), knownDirectories));
  }
  return {reports, undeclared, problems};
}

/**
 * The lookups a page's source links are made from: its declared packages less
 * the older releases (`@strapi/admin@4.7`). Those only confirm the names a
 * page says an earlier release had; a name or path that only they hold gets
 * no link. (Among the v4 lookups they would also make every name both v4
 * releases declare ambiguous, so that it lost its link.)
 */
export function linkLookups(lookups: Lookup[]): Lookup[] {
  return lookups.filter((lookup) => keyKind(lookup.spec.key) !== 'older');
}

/** The older releases among a page's lookups: a path only they hold links to their tag (`olderPathTarget`). */
export function olderLookups(lookups: Lookup[]): Lookup[] {
  return lookups.filter((lookup) => keyKind(lookup.spec.key) === 'older');
}

/** One page's claims decided against the lookups of its declared packages. */
export async function checkPage(
  page: PageInput,
  lookups: Lookup[],
  knownDirectories?: Map<string, string>,
): Promise<PageReport> {
  const context = {
    lookups,
    exampleNames: new Set(page.exampleNames),
    notStrapi: new Set(page.notStrapi),
    commandPage: page.commandPage,
    knownDirectories,
  };
  const claims = await pageClaims(page.source, page.commandPage);
  const linked = linkLookups(lookups);
  const verdicts = claims.map((claim) => checkClaim(claim, context));
  // A link only for what the check confirmed in Strapi's own sources (not an example's or another tool's name).
  const confirmed = claims.map((claim) => confirms(claim, context));
  const inlineCode = (await readUnits(page.source)).flatMap((unit) => (unit.type === 'inline' ? [unit.value] : []));
  const names = pageNames(claims, (_, i) => confirmed[i] === true, inlineCode, linked);
  return {
    file: page.file,
    searched: lookups.map((lookup) => `${lookup.spec.name}@${lookup.spec.version}`),
    claims: claims.map((claim, i) => {
      const here = atSentence(names, claim);
      const target = confirmed[i] ? claimTarget(claim, linked, claim.release, here, olderLookups(lookups)) : null;
      return {...claim, ...verdicts[i], ...(confirmed[i] ? {confirmed: true} : {}), ...(target ? {target} : {})};
    }),
  };
}
