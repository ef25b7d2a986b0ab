/**
 * Client module: when the reader follows a link inside the site, Prism
 * starts loading while the next page's own chunks do, so its code blocks
 * render coloured. The first page never needs it (./index.browser.tsx).
 */
import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from './index.browser';

const module: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadPrism().catch(() => undefined);
  },
};

export default module;
