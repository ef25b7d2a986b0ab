/**
 * Prefetching that waits its turn (see README.md): Docusaurus's helper that
 * fetches the chunks of the pages the links in view point to is swapped for
 * `client/prefetch.ts`, which asks for each file once, skips the files the
 * page already has, and starts only once the page has loaded and the browser
 * is idle (`client/settled.ts`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The directory of Docusaurus's client code, whose `docusaurus.js` imports `./prefetch`. */
const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export default function prefetchPlugin(): Plugin {
  return {
    name: 'prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const replacement = path.resolve(__dirname, 'client/prefetch.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/prefetch$/,
            (resource: {context?: string; request: string}) => {
              if (resource.context && CORE_CLIENT.test(resource.context)) resource.request = replacement;
            },
          ),
        ],
      };
    },
  };
}
