import type {UserThemeConfig} from '@docusaurus/theme-common';
import {navbar} from './navbar';
import {footer} from './footer';
import {prismDark, prismLight} from './prism';

/**
 * The announcement bar. Changing `id` shows the bar again to readers who
 * dismissed an earlier one.
 */
export const announcementBar = {
  id: 'strapi-5-internals',
  content:
    'These pages describe Strapi 5. Spotted something out of date? <a href="/guides/contributing">Help us fix it</a>.',
  isCloseable: true,
};

/**
 * Colour mode: light unless the reader chose dark with the switch.
 *
 * The system preference is deliberately NOT followed when nothing is stored
 * (respectPrefersColorScheme: false). The specification's switch toggles
 * between light and dark; with respectPrefersColorScheme on, Docusaurus 3.10
 * turns the switch into a three-way cycle (system, light, dark) in which the
 * first click on a light system changes nothing visible.
 */
export const colorMode = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: false,
} as const;

/**
 * Mermaid's theme in each colour mode. The diagrams are pre-rendered with
 * this config (npm run diagrams, plugins/mermaid-svg): changing it changes
 * every diagram's cache key, and the diagrams must be rendered again.
 */
export const mermaid = {
  theme: {light: 'neutral', dark: 'dark'},
};

export const themeConfig = {
  metadata: [{name: 'keywords', content: 'strapi, contributing, internals, headless cms'}],
  colorMode,
  announcementBar,
  navbar,
  footer,
  docs: {
    sidebar: {
      hideable: false,
      autoCollapseCategories: false,
    },
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  prism: {
    theme: prismLight,
    darkTheme: prismDark,
    // The languages come with plugins/code-blocks, which replaces
    // prism-react-renderer's Prism with one that holds just those the pages use.
    additionalLanguages: [],
  },
} satisfies UserThemeConfig & Record<string, unknown>;
