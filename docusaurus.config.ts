import type {Config} from '@docusaurus/types';
import {brokenLinkSeverity, inGitWorktree, site, testPages} from './config/site';
import {docs} from './config/docs';
import {search} from './config/search';
import type {CodeBlocksOptions} from './plugins/code-blocks/src';
import type {SlimBundleOptions} from './plugins/slim-bundle/src';
import {llms} from './config/llms';
import {offline} from './config/offline';
import type {PrefetchOptions} from './plugins/prefetch/src';
import type {MermaidSvgOptions} from './plugins/mermaid-svg/src';
import type {BuildCacheOptions} from './plugins/build-cache/src';
import type {StartScriptsOptions} from './plugins/start-scripts/src';
import {themeConfig} from './config/theme';
import {strapiPackages} from './config/strapi-packages';
import {ssrTemplate} from './config/ssr-template';

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  url: site.url,
  baseUrl: site.baseUrl,
  favicon: 'img/favicon.svg',
  trailingSlash: false,
  ssrTemplate,

  onBrokenLinks: brokenLinkSeverity,
  onBrokenAnchors: brokenLinkSeverity,
  onDuplicateRoutes: brokenLinkSeverity,
  markdown: {
    // Diagrams are pre-rendered SVG (plugins/mermaid-svg); no Mermaid in the
    // browser. A diagram not rendered yet shows as its source, with a warning.
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: brokenLinkSeverity},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  future: {
    v4: true,
    // Docusaurus Faster (Rspack, SWC, Lightning CSS), except SWC's HTML
    // minifier: it turns `&lt;` after `&` back into `<` (`&<IANA name>` in
    // inline code became a tag), so the served HTML no longer matched what
    // React renders and hydration failed on those pages.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    // Dates from git history when there is one (read eagerly, as above);
    // none when building from a source archive (config/site.ts).
    experimental_vcs: inGitWorktree,
  },

  // The classic preset is not used: it would pull in the Algolia search theme
  // and the blog, neither of which this site has. The pieces it would add are
  // listed here one by one instead. Search is our own plugin (plugins/search).
  themes: [
    ['@docusaurus/theme-classic', {customCss: './src/css/custom.css'}],
    // The pre-rendered diagrams' component, styles and data (plugins/mermaid-svg).
    ['./plugins/mermaid-svg/src/index.ts', {} satisfies MermaidSvgOptions],
    // Listed as a theme, after the classic theme, so that its SearchBar
    // replaces the classic theme's empty one.
    ['./plugins/search/src/index.ts', search],
    // Code blocks: the theme's CodeBlock hydrated once, on a Prism with only
    // the pages' languages, loaded on demand (plugins/code-blocks). A theme,
    // after the classic theme, so that its CodeBlock replaces the classic one.
    ['./plugins/code-blocks/src/index.ts', {} satisfies CodeBlocksOptions],
    // Bundle code the pages never use, left out (plugins/slim-bundle). A
    // theme too, after the classic theme, so that its small theme modules
    // replace the classic ones.
    ['./plugins/slim-bundle/src/index.ts', {} satisfies SlimBundleOptions],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', docs],
    '@docusaurus/plugin-content-pages',
    // Test-only pages (tests/site-pages), in the test build only.
    testPages && [
      '@docusaurus/plugin-content-pages',
      {id: 'test-pages', path: 'tests/site-pages', routeBasePath: '__test__', include: ['*.tsx']},
    ],
    ['@docusaurus/plugin-sitemap', {ignorePatterns: ['/tags/**', '/search', '/__test__/**']}],
    // llms.txt, llms-full.txt and a Markdown copy of every doc page (plugins/llms).
    ['./plugins/llms/src/index.ts', llms],
    // Offline reading: a service worker and its update notice (plugins/offline).
    ['./plugins/offline/src/index.ts', offline],
    // Links' prefetches wait until the page has loaded and is idle (plugins/prefetch).
    ['./plugins/prefetch/src/index.ts', {} satisfies PrefetchOptions],
    // The scripts every page starts with: compiled as they stream in, off the main thread, and
    // started from a script of a few hundred bytes (plugins/start-scripts).
    ['./plugins/start-scripts/src/index.ts', {} satisfies StartScriptsOptions],
    // The pinned Strapi packages: "Checked against" and <PackageVersion> (plugins/strapi-packages).
    ['./plugins/strapi-packages/src/index.ts', strapiPackages],
    // The site's own build-time code, and the pins the source links read, invalidate Rspack's
    // persistent cache when they change (plugins/build-cache).
    ['./plugins/build-cache/src/index.ts', {files: [strapiPackages.manifest]} satisfies BuildCacheOptions],
  ],
  themeConfig,
};

export default config;
