/**
 * Prefetching that waits its turn (see README.md): Docusaurus's helper that
 * fetches the chunks of the pages the links in view point to is swapped for
 * `client/prefetch.ts` (./seam.ts), which asks for each file once, skips the
 * files the page already has, and starts only once the page has loaded and
 * the browser is idle (`client/settled.ts`).
 *
 * Public entries: this module (the plugin, `validateOptions` and its option
 * type) and `./client` (what other plugins' browser code may use).
 */
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {replaceDocusaurusPrefetch} from './seam';

/** The plugin takes no options of its own; `id` is Docusaurus's. */
export type PrefetchOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<PrefetchOptions>({});

export default function prefetchPlugin(): Plugin {
  return {
    name: 'prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {plugins: [replaceDocusaurusPrefetch(currentBundler, path.resolve(__dirname, 'client/prefetch.ts'))]};
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<PrefetchOptions, PrefetchOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[prefetch] Invalid options: ${(error as Error).message}`);
  }
}
