/**
 * The packages behind the links, loaded once per process the way
 * `npm run check:sources` loads them (page-checks/sources/run.ts,
 * loadPackageSet: the cache under node_modules/.cache/strapi-sources, else
 * `npm pack` from the registry), and each page's PageSources.
 */
import {resolve} from 'node:path';
import matter from 'gray-matter';
import {confirms} from '../../../page-checks/sources/check';
import {pageClaims} from '../../../page-checks/sources/claims';
import {readManifest} from '../../../page-checks/sources/manifest';
import {readPage, readPages} from '../../../page-checks/sources/pages';
import {linkLookups, loadPackageSet, olderLookups, type PackageSet} from '../../../page-checks/sources/run';
import {readUnits} from '../../../page-checks/sources/markdown';
import {pageNames} from '../../../page-checks/sources/page-names';
import type {PageSources} from './linker';
import type {SourceLinksOptions} from './options';

export type SourcesOfPage = (file: string) => Promise<PageSources | null>;

/** An API page documents the declaration its title names (`Strapi`, `EventHub`, `container`). */
const API_PAGE = /(^|\/)content\/api\//;

// One package load per process and options, however many compilers and plugins ask.
const shared = new Map<string, SourcesOfPage>();

export function createPageSources(options: SourceLinksOptions): SourcesOfPage {
  const key = JSON.stringify(options);
  let sourcesOf = shared.get(key);
  if (!sourcesOf) {
    sourcesOf = pageSourcesOnce(options);
    shared.set(key, sourcesOf);
  }
  return sourcesOf;
}

function pageSourcesOnce(options: SourceLinksOptions): SourcesOfPage {
  const contentDir = resolve(options.contentDir);
  const root = resolve(contentDir, '..');
  let loaded: Promise<PackageSet | null> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const manifest = readManifest(options.manifestPath);
      const keys = new Set(
        readPages(contentDir, [], root).flatMap((page) => (page.packages ?? []).filter((key) => manifest[key])),
      );
      try {
        return await loadPackageSet([...keys], manifest, {cacheRoot: options.cacheRoot, log: () => {}});
      } catch (error) {
        const message = `[source-links] the Strapi packages could not be loaded, so the pages have no source links: ${
          error instanceof Error ? error.message : String(error)
        }`;
        if (options.onUnavailable === 'throw') throw new Error(message);
        console.warn(message);
        return null;
      }
    })());

  return async (file) => {
    const path = resolve(file);
    if (!path.startsWith(`${contentDir}/`)) return null;
    const page = readPage(path, root);
    if (!page.packages || page.packages.length === 0) return null;
    const set = await load();
    if (!set) return null;
    const manifest = readManifest(options.manifestPath);
    const lookups = page.packages.filter((key) => manifest[key]).map(set.lookupOf);
    const title = matter(page.source).data.title;
    const context = {
      lookups,
      exampleNames: new Set(page.exampleNames),
      notStrapi: new Set(page.notStrapi),
      commandPage: page.commandPage,
    };
    // The files and types the page names pick among several declarations, as in the check (run.ts, checkPage).
    const claims = await pageClaims(page.source, page.commandPage);
    const inlineCode = (await readUnits(page.source)).flatMap((unit) => (unit.type === 'inline' ? [unit.value] : []));
    const names = pageNames(claims, (claim) => confirms(claim, context), inlineCode, linkLookups(lookups));
    return {
      // Links come from the current pins only; an older release (`@strapi/admin@4.7`) confirms names, no links.
      lookups: linkLookups(lookups),
      older: olderLookups(lookups),
      context,
      names,
      ...(typeof title === 'string' ? {title} : {}),
      ...(API_PAGE.test(page.file) && typeof title === 'string' ? {subject: title} : {}),
    };
  };
}
