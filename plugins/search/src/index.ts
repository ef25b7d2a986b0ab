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
import {mkdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {buildIndex, type IndexedSection} from './engine';
import {sectionsOfPage} from './sections';
import {readDevPage, type DevDoc} from './devIndex';
import {sectionsOfBuiltSite} from './builtSite';
import {packIndexFile} from './indexFile';
import type {SearchPluginOptions, SearchGlobalData} from './options';
import {SEARCH_PAGE} from './client/searchPage';

export type {SearchPluginOptions, SearchGlobalData} from './options';

// The plugin's public entry, for code outside it (the benchmark, the
// evaluation, the site's config): indexing, loading and querying an index.
export {buildIndex, loadIndex, search, searchPages} from './engine';
export type {IndexedSection, LoadedIndex, PageHit, SearchHit, SearchIndexFile} from './engine';
export {sectionsOfBuiltSite} from './builtSite';

type Docs = DocsContent['loadedVersions'][number]['docs'];

/** Lays out and writes the index files of these sections, one per docs version tag. */
async function writeIndexFiles(
  dir: string,
  byTag: Map<string, IndexedSection[]>,
  options: SearchPluginOptions,
): Promise<void> {
  for (const [tag, sections] of byTag) {
    const index = buildIndex(sections, options);
    const documents = sections.map(({content: _content, tags: _tags, ...document}) => document);
    const file = path.join(dir, `search-index-${tag}.json`);
    // Written aside and renamed, so the development server never serves half a file.
    await writeFile(`${file}.tmp`, JSON.stringify(packIndexFile(documents, index)));
    await rename(`${file}.tmp`, file);
  }
}

/**
 * The development server's index (`npm start`), from the docs' Markdown
 * (./devIndex.ts), written where the server serves it (configureWebpack
 * below). It is built in the background: the server does not wait for it,
 * and until it is written the search panel says that it is being built.
 */
async function writeDevIndex(
  siteDir: string,
  dir: string,
  versions: {tag: string; docs: Docs}[],
  options: SearchPluginOptions,
): Promise<void> {
  const byTag = new Map<string, IndexedSection[]>();
  let nextId = 1;
  for (const {tag, docs} of versions) {
    const sections = byTag.get(tag) ?? [];
    for (const doc of docs) {
      const page = await readDevPage(siteDir, doc as unknown as DevDoc, tag);
      const pageSections = sectionsOfPage(
        page,
        {route: doc.permalink, keywords: page.keywords},
        nextId,
        options.excerptLength,
      );
      nextId += pageSections.length;
      sections.push(...pageSections);
    }
    byTag.set(tag, sections);
  }
  await mkdir(dir, {recursive: true});
  await writeIndexFiles(dir, byTag, options);
}

const isDevelopment = () => process.env.NODE_ENV === 'development';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const devIndexDir = () => path.join(context.generatedFilesDir, 'strapi-docs-search');
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

    async allContentLoaded({allContent}) {
      if (!isDevelopment()) return;
      const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const versions = Object.entries(docsContent).flatMap(([pluginId, content]) =>
        content.loadedVersions.map((version) => ({tag: `docs-${pluginId}-${version.versionName}`, docs: version.docs})),
      );
      writeDevIndex(context.siteDir, devIndexDir(), versions, options).catch((error: unknown) => {
        console.warn(`[strapi-docs-search] The development search index could not be built: ${String(error)}`);
      });
    },

    configureWebpack(_config, isServer) {
      if (isServer || !isDevelopment()) return {};
      // webpack-dev-server concatenates its `static` entries with the
      // site's static directories (Docusaurus merges a plugin's devServer).
      const devServer = {static: [{directory: devIndexDir(), publicPath: context.baseUrl, watch: false}]};
      return {devServer} as Record<string, unknown>;
    },

    async postBuild({outDir, plugins}) {
      const docsPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const routes = docsPlugins.flatMap((plugin) =>
        (plugin.content as DocsContent).loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)),
      );
      const byTag = await sectionsOfBuiltSite(outDir, routes, options.excerptLength);
      await writeIndexFiles(outDir, byTag, options);
    },
  };
}

const positive = Joi.number().positive().required();
const count = Joi.number().integer().min(1).required();

/** The options' schema: every option is required, as config/search.ts gives them all. */
const OPTIONS_SCHEMA = Joi.object<SearchPluginOptions>({
  maxSearchResults: count,
  k1: positive,
  b: Joi.number().min(0).max(1).required(),
  titleBoost: positive,
  contentBoost: positive,
  tagsBoost: positive,
  parentCategoriesBoost: positive,
  excerptLength: count,
  maxQueryLength: count,
  stallThresholdMs: Joi.number().integer().min(0).required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<SearchPluginOptions, SearchPluginOptions>): SearchPluginOptions {
  return validate(OPTIONS_SCHEMA, options);
}
