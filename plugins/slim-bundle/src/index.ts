/**
 * Takes out of the site's bundles what the pages never use (see README.md):
 * - each doc's description leaves the docs version metadata that every doc
 *   page loads (`version-metadata-loader.cjs`);
 * - `@docusaurus/utils-common` gets a two-line `tslib` instead of the whole
 *   library, of which it calls one helper;
 * - smaller maps of the theme's admonition and navbar item types (./theme);
 * - lazy chunks are named by id and hash only.
 *
 * Prism with only the pages' languages is the code blocks' own (plugins/code-blocks).
 *
 * Public entry: this module (the plugin, `validateOptions` and its option type).
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** The plugin takes no options of its own; `id` is Docusaurus's. */
export type SlimBundleOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<SlimBundleOptions>({});

export default function slimBundlePlugin(): Plugin {
  return {
    name: 'slim-bundle',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    configureWebpack() {
      return {
        // Lazy chunks named by id and content hash only: with their names in
        // the file names, the runtime every page loads carries a map of
        // every lazy chunk's name besides the map of hashes.
        output: process.env.NODE_ENV === 'production' ? {chunkFilename: 'assets/js/[id].[contenthash:8].js'} : {},
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
