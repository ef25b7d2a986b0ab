/**
 * A small local search plugin. After the build it reads every doc page,
 * splits it into sections (the first one also holding the page's tags,
 * description, keywords and the words of its address, ./sections.ts) and
 * writes one lunr index per docs version:
 * search-index-{tag}.json with the sections (what a result shows) and the
 * compact lunr index, laid out by ./indexFile.ts. Its theme provides the
 * SearchBar and the results page.
 *
 * It replaces @cmfcmf/docusaurus-search-local, whose fixed tokenizer and
 * index fields could not find parts of identifiers (see README.md here).
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {buildIndex, type IndexedSection} from './engine';
import {extractPage} from './extract';
import {sectionsOfPage} from './sections';
import {packIndexFile} from './indexFile';
import type {SearchPluginOptions, SearchGlobalData} from './options';
import {SEARCH_PAGE} from './client/searchPage';

export type {SearchPluginOptions, SearchGlobalData} from './options';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  return {
    name: 'strapi-docs-search',

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      // The full results page.
      actions.addRoute({path: SEARCH_PAGE, component: '@theme/SearchPage', exact: true});
      const data: SearchGlobalData = {
        titleBoost: options.titleBoost,
        contentBoost: options.contentBoost,
        tagsBoost: options.tagsBoost,
        maxSearchResults: options.maxSearchResults,
        maxQueryLength: options.maxQueryLength,
        stallThresholdMs: options.stallThresholdMs,
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir, plugins}) {
      const docsPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const docs = docsPlugins.flatMap((plugin) =>
        (plugin.content as DocsContent).loadedVersions.flatMap((version) => version.docs),
      );
      const byTag = new Map<string, IndexedSection[]>();
      let nextId = 1;
      for (const doc of docs) {
        const route = doc.permalink;
        const file = path.join(outDir, `${route.replace(/^\//, '') || 'index'}.html`);
        const page = extractPage(await readFile(file, 'utf8'));
        const sections = byTag.get(page.docusaurusTag) ?? [];
        const keywords = doc.frontMatter.keywords ?? [];
        const pageSections = sectionsOfPage(page, {route, keywords}, nextId, options.excerptLength);
        nextId += pageSections.length;
        sections.push(...pageSections);
        byTag.set(page.docusaurusTag, sections);
      }
      for (const [tag, sections] of byTag) {
        const index = buildIndex(sections, options);
        const documents = sections.map(({content: _content, tags: _tags, ...document}) => document);
        await writeFile(path.join(outDir, `search-index-${tag}.json`), JSON.stringify(packIndexFile(documents, index)));
      }
    },
  };
}
