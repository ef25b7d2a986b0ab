/**
 * Takes out of the site's bundles what the pages never use (see README.md):
 * - `prism-react-renderer` becomes `prism/index.ts`, the same `Highlight`
 *   and `Prism`, on Prism's own core with only the pages' languages;
 * - the theme's `prism-include-languages` becomes a no-op, since the
 *   languages come with that Prism (the original `require`s from a
 *   context that pulls Prism's whole language registry into the bundle);
 * - each doc's description leaves the docs version metadata that every doc
 *   page loads (`version-metadata-loader.cjs`);
 * - `@docusaurus/utils-common` gets a two-line `tslib` instead of the whole
 *   library, of which it calls one helper.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
        // the file names, the runtime every page loads carries a map of ~200
        // chunk names besides the map of hashes.
        output: process.env.NODE_ENV === 'production' ? {chunkFilename: 'assets/js/[id].[contenthash:8].js'} : {},
        resolve: {
          alias: {'prism-react-renderer$': path.resolve(__dirname, 'prism/index.ts')},
        },
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
