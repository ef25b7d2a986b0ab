/**
 * Link destinations in the Markdown copies: every link, image and link
 * reference definition gets an absolute URL (markdown.ts applies the
 * resolver to those nodes), so that the copy still works when it is read
 * away from the site.
 */
import path from 'node:path';
import {absoluteUrl} from './paths';

/** Maps a link destination as written to the one the copy should hold. */
export type ResolveHref = (href: string) => string;

/** What a link resolver needs to know about the page and the site. */
export type LinkContext = {
  /** The site's origin, `siteConfig.url`. */
  siteUrl: string;
  /** `siteConfig.baseUrl`, with its slashes (`/` or `/docs/`). */
  baseUrl: string;
  /** The page's permalink (it holds the base URL). */
  permalink: string;
  /** The page's Markdown file on disk. */
  sourceFile: string;
  siteDir: string;
  /** The docs version's content folders, most specific first. */
  contentPaths: string[];
  /** The docs plugin's own map from `@site/…` source paths to permalinks. */
  sourceToPermalink: ReadonlyMap<string, string>;
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function aliased(file: string, siteDir: string): string {
  return `@site/${path.relative(siteDir, file).split(path.sep).join('/')}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The permalink of a Markdown file a link names, found the way Docusaurus
 * finds it (`resolveMarkdownLinkPathname` in @docusaurus/utils): `./x.md`
 * and `../x.md` from the page's folder; `/x.md` from the content folders,
 * then the site folder; `x.md` from the page's folder, the content folders,
 * then the site folder. Null when no doc has that source.
 */
export function permalinkOfMarkdownLink(pathname: string, context: LinkContext): string | null {
  const {siteDir, contentPaths, sourceFile, sourceToPermalink} = context;
  if (pathname.startsWith('@site/')) return sourceToPermalink.get(safeDecode(pathname)) ?? null;
  const here = path.dirname(sourceFile);
  const folders = pathname.startsWith('/')
    ? [...contentPaths, siteDir]
    : pathname.startsWith('./') || pathname.startsWith('../')
      ? [here]
      : [here, ...contentPaths, siteDir];
  for (const folder of folders) {
    const permalink = sourceToPermalink.get(aliased(path.join(folder, safeDecode(pathname)), siteDir));
    if (permalink !== undefined) return permalink;
  }
  return null;
}

/**
 * A resolver for one page:
 * - URLs with a scheme (`https:`, `mailto:`) and protocol-relative URLs stay;
 *   `pathname://x` (Docusaurus's "do not touch" marker) becomes the path x;
 * - `#anchor` becomes the page's URL with that anchor;
 * - a path to a Markdown file (`./x.md`, `../y.mdx#z`, `/docs/x.md`) becomes
 *   the URL of the doc built from that file, through the docs plugin's map;
 * - `/route` gets the base URL (as Docusaurus's Link adds it) and the origin;
 * - any other relative path is resolved against the page's URL, as a
 *   browser would resolve it on the HTML page.
 */
export function createLinkResolver(context: LinkContext): ResolveHref {
  const {siteUrl, baseUrl, permalink} = context;
  const pageUrl = absoluteUrl(siteUrl, permalink);
  return (href) => {
    if (href === '' || href.startsWith('//')) return href;
    let target = href;
    if (target.startsWith('pathname://')) target = target.slice('pathname://'.length);
    else if (SCHEME.test(target)) return href;
    if (target.startsWith('#')) return `${pageUrl}${target}`;
    const split = /^([^?#]*)(.*)$/.exec(target)!;
    const pathname = split[1];
    const suffix = split[2];
    if (/\.mdx?$/i.test(pathname)) {
      const linked = permalinkOfMarkdownLink(pathname, context);
      if (linked !== null) return `${absoluteUrl(siteUrl, linked)}${suffix}`;
    }
    if (pathname.startsWith('/')) {
      const withBase = pathname.startsWith(baseUrl) ? pathname : `${baseUrl.replace(/\/$/, '')}${pathname}`;
      return `${absoluteUrl(siteUrl, withBase)}${suffix}`;
    }
    return new URL(target, pageUrl).href;
  };
}
