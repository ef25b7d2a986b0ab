/**
 * Rspack's persistent cache (`future.faster.rspackPersistentCache`) keeps
 * each compiled page between builds, and throws the cache away only when one
 * of its build dependencies changes. Docusaurus names its own files and the
 * config file, but Rspack does not follow a TypeScript config's imports: a
 * change to a remark plugin of the site (the source links, the diagrams) or to
 * what it reads left pages compiled by the old code in the next build. This
 * plugin names the site's own build-time modules (local-modules.ts) and the
 * files its options list as build dependencies too.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginConfig} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {localModules} from './local-modules';

export type BuildCacheOptions = {
  /** Files a build reads without importing them (relative to the site), whose change must recompile the pages. */
  files?: string[];
  /** The plugin instance's id (Docusaurus's; 'default' when not given). */
  id?: string;
};

/** The local module paths a plugin or theme entry names (`'./plugins/x/src/index.ts'`, or `['./…', options]`). */
function localEntries(siteDir: string, entries: readonly PluginConfig[]): string[] {
  return entries.flatMap((entry) => {
    const name = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0] : null;
    return typeof name === 'string' && name.startsWith('.') ? [path.resolve(siteDir, name)] : [];
  });
}

/** The build dependencies this plugin adds: the site's build-time modules and the listed files, sorted. */
export function buildDependencies(context: LoadContext, options: BuildCacheOptions): string[] {
  const {siteDir, siteConfig, siteConfigPath} = context;
  const entries = [
    siteConfigPath,
    ...localEntries(
      siteDir,
      [...(siteConfig.plugins ?? []), ...(siteConfig.themes ?? [])].filter(Boolean) as PluginConfig[],
    ),
  ];
  const extra = (options.files ?? []).map((file) => path.resolve(siteDir, file));
  return [...new Set([...localModules(entries), ...extra])].sort();
}

/** Whether Docusaurus turns Rspack's persistent cache on for this build (its own rule, @docusaurus/core lib/webpack/base.js). */
export function persistentCacheOn(context: LoadContext): boolean {
  return (
    Boolean(context.siteConfig.future?.faster?.rspackPersistentCache) && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE
  );
}

export default function buildCachePlugin(context: LoadContext, options: BuildCacheOptions): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      if (!persistentCacheOn(context)) return {};
      // Where Docusaurus 3.10 puts the cache (a private shape: UPGRADING.md, plugins/build-cache).
      const cache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
      if (typeof cache !== 'object' || cache === null)
        throw new Error(
          '[build-cache] the persistent cache is on, but the bundler config has no experiments.cache object: ' +
            'Docusaurus moved it. See UPGRADING.md (plugins/build-cache).',
        );
      return {experiments: {cache: {buildDependencies: buildDependencies(context, options)}}};
    },
  };
}

const OPTIONS_SCHEMA = Joi.object<BuildCacheOptions>({
  files: Joi.array().items(Joi.string()),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<BuildCacheOptions, BuildCacheOptions>): BuildCacheOptions {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[build-cache] Invalid options: ${(error as Error).message}`);
  }
}
