/**
 * The sections of a built site, as the plugin indexes them after the build
 * (./index.ts, postBuild) and as `npm run bench:search` measures them: one
 * code path, so the benchmark measures the index the site ships.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {IndexedSection} from './engine';
import {extractPage} from './extract';
import {sectionsOfPage} from './sections';

/**
 * Reads the built page of each route and splits it into sections, grouped
 * by the page's docs version tag (one index file per tag). Sections are
 * numbered from 1 in the order of `routes`.
 */
export async function sectionsOfBuiltSite(
  outDir: string,
  routes: string[],
  excerptLength: number,
): Promise<Map<string, IndexedSection[]>> {
  const byTag = new Map<string, IndexedSection[]>();
  let nextId = 1;
  for (const route of routes) {
    const file = path.join(outDir, `${route.replace(/^\//, '') || 'index'}.html`);
    const page = extractPage(await readFile(file, 'utf8'));
    const sections = byTag.get(page.docusaurusTag) ?? [];
    const pageSections = sectionsOfPage(page, {route, keywords: page.keywords}, nextId, excerptLength);
    nextId += pageSections.length;
    sections.push(...pageSections);
    byTag.set(page.docusaurusTag, sections);
  }
  return byTag;
}
