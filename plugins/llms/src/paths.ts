/**
 * Where a page's Markdown copy lives. No Node imports: theme components and
 * other browser code can import this file.
 */

/**
 * The Markdown copy of a page: its permalink plus `.md`. A path that ends
 * with a slash (the site root, or a page of a trailing-slash site) gets
 * `index.md`. A query or hash is dropped, and a trailing `.html` is replaced,
 * so `location.pathname` of any form of a page's URL maps to the same file.
 *
 *   markdownPathFor('/docs/intro')      === '/docs/intro.md'
 *   markdownPathFor('/docs/intro#x')    === '/docs/intro.md'
 *   markdownPathFor('/docs/intro.html') === '/docs/intro.md'
 *   markdownPathFor('/')                === '/index.md'
 *   markdownPathFor('/guides/')         === '/guides/index.md'
 */
export function markdownPathFor(permalink: string): string {
  const pathname = permalink.replace(/[?#].*$/, '') || '/';
  if (pathname.endsWith('/')) return `${pathname}index.md`;
  return `${pathname.replace(/\.html$/, '')}.md`;
}

/**
 * `path` (a permalink, which already holds the base URL) on the site's
 * origin: absoluteUrl('https://example.com/', '/docs/intro') ===
 * 'https://example.com/docs/intro'.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
