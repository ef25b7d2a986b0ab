/**
 * llms.txt for the site (https://llmstxt.org). After the build it writes,
 * from the docs plugin's loaded content (ids, permalinks, titles,
 * descriptions and sidebars as Docusaurus computed them):
 *
 * - a clean Markdown copy of every doc page next to its HTML, at the
 *   page's permalink plus `.md` (paths.ts);
 * - /llms.txt, the pages by sidebar, each linking to its Markdown copy;
 * - /llms-full.txt, every page's Markdown in the same order.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {createLinkResolver} from './links';
import {renderLlmsFull, renderLlmsTxt, type IndexedPage, type Section} from './llmsTxt';
import {createMarkdownConverter} from './markdown';
import type {LlmsPluginOptions} from './options';
import {absoluteUrl, markdownPathFor} from './paths';
import {docIdsInOrder} from './sidebar';

export type {LlmsPluginOptions} from './options';
export {validateOptions} from './options';
export {markdownPathFor} from './paths';

/** Where llms.txt puts the pages that are in none of its sections' sidebars. */
export const OTHER_PAGES_SECTION = 'Optional';

/** The file under `outDir` that serves `urlPath` (a path that holds the base URL). */
function outputFile(outDir: string, baseUrl: string, urlPath: string): string {
  const relative = urlPath.startsWith(baseUrl) ? urlPath.slice(baseUrl.length) : urlPath.replace(/^\/+/, '');
  return path.join(outDir, ...relative.split('/'));
}

/**
 * The llms.txt sections: each configured sidebar's docs in sidebar order,
 * then the listed docs no sidebar holds. A doc is listed once, in the first
 * section whose sidebar has it; unlisted docs are left out.
 */
export function sectionsOf<Page>(
  options: Pick<LlmsPluginOptions, 'sections'>,
  sidebars: Record<string, Parameters<typeof docIdsInOrder>[0]>,
  docs: readonly {id: string; unlisted: boolean}[],
  pageOf: (id: string) => Page,
): {title: string; pages: Page[]}[] {
  const listed = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const sections = options.sections.map(({sidebar, title}) => {
    const items = sidebars[sidebar];
    if (!items) throw new Error(`[llms] No sidebar "${sidebar}". Sidebars: ${Object.keys(sidebars).join(', ')}`);
    const ids = docIdsInOrder(items).filter((id) => listed.has(id) && !seen.has(id));
    ids.forEach((id) => seen.add(id));
    return {title, pages: ids.map(pageOf)};
  });
  const rest = [...listed.keys()].filter((id) => !seen.has(id)).sort();
  if (rest.length > 0) sections.push({title: OTHER_PAGES_SECTION, pages: rest.map(pageOf)});
  return sections;
}

export default function llmsPlugin(_context: LoadContext, options: LlmsPluginOptions): Plugin {
  const docsPluginId = options.docsPluginId ?? 'default';
  return {
    name: 'strapi-docs-llms',

    async postBuild({outDir, plugins, siteConfig, siteDir}) {
      const docsPlugin = plugins.find(
        (plugin) =>
          plugin.name === 'docusaurus-plugin-content-docs' &&
          ((plugin.options as {id?: string}).id ?? 'default') === docsPluginId,
      );
      if (!docsPlugin) throw new Error(`[llms] No docs plugin with id "${docsPluginId}".`);
      const {loadedVersions} = docsPlugin.content as DocsContent;
      const {url: siteUrl, baseUrl} = siteConfig;

      // The docs plugin's own source → permalink map, as its Markdown link
      // resolution uses it (sources are `@site/…` paths).
      const sourceToPermalink = new Map(
        loadedVersions.flatMap((version) => version.docs.map((doc) => [doc.source, doc.permalink] as const)),
      );

      const toCleanMarkdown = await createMarkdownConverter();
      const files = new Map<string, string>();
      const pages = new Map<DocMetadata, IndexedPage>();
      for (const version of loadedVersions) {
        const contentPaths = [
          ...new Set(
            [version.contentPathLocalized, version.contentPath].filter((folder): folder is string => !!folder),
          ),
        ];
        for (const doc of version.docs) {
          if (doc.draft) continue;
          const sourceFile = path.join(siteDir, doc.source.replace(/^@site\//, ''));
          const url = absoluteUrl(siteUrl, doc.permalink);
          const resolve = createLinkResolver({
            siteUrl,
            baseUrl,
            permalink: doc.permalink,
            sourceFile,
            siteDir,
            contentPaths,
            sourceToPermalink,
          });
          const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : undefined;
          const note = options.pageNote?.(doc.frontMatter) ?? undefined;
          const markdown = toCleanMarkdown(
            await readFile(sourceFile, 'utf8'),
            {title: doc.title, description, url, note},
            resolve,
            options.inlineComponents,
            (await options.treeTransform?.(sourceFile)) ?? null,
          );
          const markdownPath = markdownPathFor(doc.permalink);
          const file = outputFile(outDir, baseUrl, markdownPath);
          if (files.has(file)) throw new Error(`[llms] Two docs map to ${markdownPath}.`);
          files.set(file, markdown);
          pages.set(doc, {
            title: doc.title,
            description: doc.description,
            markdownUrl: absoluteUrl(siteUrl, markdownPath),
            markdown,
          });
        }
      }

      // The index files describe the version readers land on.
      const version = loadedVersions.find((candidate) => candidate.isLast) ?? loadedVersions[0];
      const docs = version.docs.filter((doc) => !doc.draft);
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const sections: Section[] = sectionsOf(options, version.sidebars, docs, (id) => pages.get(byId.get(id)!)!);
      files.set(
        outputFile(outDir, baseUrl, `${baseUrl}llms.txt`),
        renderLlmsTxt({title: siteConfig.title, summary: options.summary, details: options.details}, sections),
      );
      files.set(outputFile(outDir, baseUrl, `${baseUrl}llms-full.txt`), renderLlmsFull(sections));

      const folders = new Set([...files.keys()].map((file) => path.dirname(file)));
      await Promise.all([...folders].map((folder) => mkdir(folder, {recursive: true})));
      await Promise.all([...files].map(([file, text]) => writeFile(file, text)));
    },
  };
}
