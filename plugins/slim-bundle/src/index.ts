/**
 * Takes out of the site's bundles what the pages never use (see README.md):
 * - `prism-react-renderer` becomes `prism/index.tsx` (server) and
 *   `prism/index.browser.tsx` (browser, Prism loaded on demand): the same
 *   `Highlight`, on Prism's own core with only the pages' languages
 *   (seams/prism-react-renderer.ts);
 * - the theme's `prism-include-languages` becomes a no-op, since the
 *   languages come with that Prism (the original `require`s from a
 *   context that pulls Prism's whole language registry into the bundle);
 * - each doc's description leaves the docs version metadata that every doc
 *   page loads (`version-metadata-loader.cjs`);
 * - `@docusaurus/utils-common` gets a two-line `tslib` instead of the whole
 *   library, of which it calls one helper;
 * - code colours come from a stylesheet made of the configured Prism themes
 *   (`prism/theme-css.ts`), not inline styles, so that the site's code
 *   blocks (src/theme/CodeBlock) are hydrated once instead of rebuilt.
 *
 * Public entry: this module (the plugin, `validateOptions` and its option type).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {PRISM_CHUNK} from './prism/chunk';
import {prismReactRendererAlias} from './seams/prism-react-renderer';
import {prismThemeCss, type PrismTheme} from './prism/theme-css';

type PrismConfig = {theme: PrismTheme; darkTheme?: PrismTheme};

/** The plugin takes no options of its own; `id` is Docusaurus's. */
export type SlimBundleOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<SlimBundleOptions>({});

/** Prism's core and grammars, and the modules of ./prism that load them. */
const PRISM_MODULES = /[\\/](node_modules[\\/]prismjs|slim-bundle[\\/]src[\\/]prism[\\/](prism|setup|global)\.ts$)/;

export default function slimBundlePlugin(context: LoadContext): Plugin {
  const themeCss = () => path.join(context.generatedFilesDir, 'slim-bundle', 'prism-theme.css');
  return {
    name: 'slim-bundle',
    // Written before the bundles are compiled; getClientModules only names it.
    async loadContent() {
      const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: PrismConfig}).prism;
      mkdirSync(path.dirname(themeCss()), {recursive: true});
      writeFileSync(themeCss(), prismThemeCss(theme, darkTheme ?? theme));
    },
    getClientModules() {
      return [themeCss(), path.resolve(__dirname, 'prism/preload.ts')];
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      return {
        // Lazy chunks named by id and content hash only: with their names in
        // the file names, the runtime every page loads carries a map of
        // every lazy chunk's name besides the map of hashes.
        output: process.env.NODE_ENV === 'production' ? {chunkFilename: 'assets/js/[id].[contenthash:8].js'} : {},
        // Prism in one chunk named `prism` (not its grammars in a vendors
        // chunk of their own), so that prism/preload.ts can prefetch it by
        // name once the first page has settled. The import() carries no
        // webpackChunkName: Rspack ignores a group named like that chunk.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  prism: {name: PRISM_CHUNK, test: PRISM_MODULES, chunks: 'async', enforce: true, priority: 60},
                },
              },
            },
        resolve: {alias: prismReactRendererAlias(isServer)},
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [path.resolve(__dirname, 'version-metadata-loader.cjs')],
            },
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: {alias: {tslib$: path.resolve(__dirname, 'tslib.ts')}},
            },
          ],
        },
      };
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<SlimBundleOptions, SlimBundleOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[slim-bundle] Invalid options: ${(error as Error).message}`);
  }
}
