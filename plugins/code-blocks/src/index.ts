/**
 * The site's code blocks (see README.md): the theme's CodeBlock components,
 * with their changes (./theme/CodeBlock), on a Prism of their own (./prism):
 * - `prism-react-renderer` becomes `prism/index.tsx` (server) and
 *   `prism/index.browser.tsx` (browser, Prism loaded on demand): the same
 *   `Highlight`, on Prism's own core with only the pages' languages
 *   (seams/prism-react-renderer.ts);
 * - the theme's `prism-include-languages` becomes a no-op, since the
 *   languages come with that Prism (the original `require`s from a
 *   context that pulls Prism's whole language registry into the bundle);
 * - Prism is one lazy chunk, prefetched once the first page has settled
 *   (prism/preload.ts);
 * - code colours come from a stylesheet made of the configured Prism themes
 *   (`prism/theme-css.ts`), not inline styles, so that code blocks are
 *   hydrated once instead of rebuilt.
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
export type CodeBlocksOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<CodeBlocksOptions>({});

/** Prism's core and grammars, and the modules of ./prism that load them. */
const PRISM_MODULES = /[\\/](node_modules[\\/]prismjs|code-blocks[\\/]src[\\/]prism[\\/](prism|setup|global)\.ts$)/;

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const themeCss = () => path.join(context.generatedFilesDir, 'code-blocks', 'prism-theme.css');
  return {
    name: 'code-blocks',
    // Written before the bundles are compiled; getClientModules only names it.
    async loadContent() {
      const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: PrismConfig}).prism;
      mkdirSync(path.dirname(themeCss()), {recursive: true});
      writeFileSync(themeCss(), prismThemeCss(theme, darkTheme ?? theme));
    },
    getClientModules() {
      return [themeCss(), path.resolve(__dirname, 'prism/preload.ts'), path.resolve(__dirname, 'first-page.ts')];
    },
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      return {
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
      };
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<CodeBlocksOptions, CodeBlocksOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[code-blocks] Invalid options: ${(error as Error).message}`);
  }
}
