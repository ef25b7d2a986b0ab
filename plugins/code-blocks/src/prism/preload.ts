/**
 * Client module. The first page never needs Prism (./index.browser.tsx), so
 * it is only prefetched, once that page has settled (plugins/prefetch), to
 * be at hand for the next one. When the reader follows a link inside the
 * site, Prism starts loading while the next page's own chunks do, so its
 * code blocks render coloured.
 */
import type {ClientModule} from '@docusaurus/types';
import {prefetch} from '@site/plugins/prefetch/src/client';
import {chunkUrl} from '../seams/chunk-url';
import {PRISM_CHUNK} from './chunk';
import {loadPrism} from './index.browser';

const module: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadPrism().catch(() => undefined);
    else void prefetch(chunkUrl(PRISM_CHUNK));
  },
};

export default module;
