/**
 * A two-page site for tests/integration/build-errors.test.ts. Each case of
 * `cases.ts`, picked by the FIXTURE_CASE environment variable, changes one
 * thing (a navbar item, a sidebar, a page) to cause one row of the spec's
 * error catalogue; the test builds it and reads what the build says.
 */
import {join} from 'node:path';
import type {Config} from '@docusaurus/types';
import {cases, type CaseName} from './cases';

// The test builds a copy of this folder elsewhere; SITE_ROOT is the site's
// checkout, for the severities the site ships.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only when the copy runs
const {brokenLinkSeverity} = require(
  join(process.env.SITE_ROOT ?? join(__dirname, '../../..'), 'config/site.ts'),
) as typeof import('../../../config/site');

const fixture = cases[(process.env.FIXTURE_CASE ?? 'ok') as CaseName];
if (!fixture) throw new Error(`Unknown FIXTURE_CASE ${process.env.FIXTURE_CASE}`);

const config: Config = {
  title: 'Fixture',
  url: 'https://fixture.invalid',
  baseUrl: '/',
  trailingSlash: false,
  // The same severities as the site: warnings, or errors when DOCS_STRICT=1.
  onBrokenLinks: brokenLinkSeverity,
  onBrokenAnchors: brokenLinkSeverity,
  onDuplicateRoutes: brokenLinkSeverity,
  markdown: {hooks: {onBrokenMarkdownLinks: brokenLinkSeverity}},
  future: {
    v4: true,
    faster: {rspackBundler: true, swcJsLoader: true, swcJsMinimizer: true, mdxCrossCompilerCache: true},
  },
  themes: ['@docusaurus/theme-classic'],
  plugins: [
    ['@docusaurus/plugin-content-docs', {path: 'docs', routeBasePath: '/docs', sidebarPath: './sidebars.ts'}],
    ['@docusaurus/plugin-content-pages', {path: 'src/pages'}],
  ],
  themeConfig: {navbar: {items: fixture.navbar ?? []}},
};

export default config;
