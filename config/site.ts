import {execFileSync} from 'node:child_process';

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

/**
 * Whether the site is built inside a git worktree. Last-updated dates come
 * from its history; a build from a source archive or a container context
 * (no .git) shows no dates instead of failing.
 */
export const inGitWorktree = ((): boolean => {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return answer.toString().trim() === 'true';
  } catch {
    return false;
  }
})();
