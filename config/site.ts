/**
 * Site-wide identity and the constants that other config pieces share.
 */
export const site = {
  title: 'Strapi Contributor Docs',
  tagline: 'How the internals of Strapi work, and how to change them',
  // The public address of the site. Used for canonical URLs and the sitemap.
  url: 'https://contributor.strapi.io',
  baseUrl: '/',
  // Where this site's sources live: "Edit this page" links point here.
  repositoryUrl: 'https://github.com/strapi/contributor-docs',
  strapiRepositoryUrl: 'https://github.com/strapi/strapi',
} as const;

/** The content folder that holds the four areas (docs, api, guides, rfcs). */
export const contentPath = 'content';

/**
 * Broken links, markdown links, anchors and duplicate routes only warn in the
 * shipped config (as the specification says). The test build sets
 * DOCS_STRICT=1 so that any of them fails the build.
 */
export const strictBuild = process.env.DOCS_STRICT === '1';
export const brokenLinkSeverity = strictBuild ? 'throw' : 'warn';

/**
 * The test-only pages of tests/site-pages, under /__test__/: built only
 * when SITE_TEST_PAGES=1 (the test build), never in production.
 */
export const testPages = process.env.SITE_TEST_PAGES === '1';
