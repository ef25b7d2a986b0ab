/**
 * Seam: Docusaurus's private prefetch helper. Its `<Link>` prefetches through
 * `window.docusaurus.prefetch`, a frozen object whose `prefetch` resolves a
 * route's chunks and hands each chunk's URL to the default export of
 * `@docusaurus/core/lib/client/prefetch.js`, imported as `./prefetch` by
 * `lib/client/docusaurus.js`. Nothing public changes how those files are
 * fetched, so that import is pointed at our helper in the browser bundle.
 *
 * Written against @docusaurus/core 3.10.2. `tests/unit/prefetch-seam.test.ts`
 * fails, naming this seam, when that import or the helper's contract
 * changes; UPGRADING.md says what to do then.
 */
import type {CurrentBundler} from '@docusaurus/types';

/** The directory of Docusaurus's client code, whose `docusaurus.js` imports `./prefetch`. */
export const CORE_CLIENT_DIR = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The request `docusaurus.js` makes for the helper. */
export const PREFETCH_REQUEST = /^\.\/prefetch$/;

type Resource = {context?: string; request: string};

/** A bundler plugin that makes Docusaurus's client code import `replacement` instead of its prefetch helper. */
export function replaceDocusaurusPrefetch(bundler: CurrentBundler, replacement: string) {
  return new bundler.instance.NormalModuleReplacementPlugin(PREFETCH_REQUEST, (resource: Resource) => {
    if (resource.context && CORE_CLIENT_DIR.test(resource.context)) resource.request = replacement;
  });
}
