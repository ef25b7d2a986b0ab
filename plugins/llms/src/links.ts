/**
 * Link destinations in the Markdown copies: every inline link, image and
 * link reference definition outside code gets an absolute URL, so that the
 * copy still works when it is read away from the site.
 */
import path from 'node:path';
import {absoluteUrl} from './paths';

/** Maps a link destination as written to the one the copy should hold. */
export type ResolveHref = (href: string) => string;

/**
 * Where each run of backticks that opens a code span ends, within `text`.
 * A run without a closing run of the same length before the next blank line
 * is literal text (CommonMark), and is left out.
 */
function codeSpanEnd(text: string, start: number, length: number): number {
  const blank = /\n[ \t]*\n/g;
  blank.lastIndex = start;
  const limit = blank.exec(text)?.index ?? text.length;
  let i = start + length;
  while (i < limit) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run++;
    if (run === length && i + run <= limit) return i + run;
    i += run;
  }
  return -1;
}

/**
 * The end of an inline link's destination that starts at `start` (just after
 * the opening parenthesis, possibly after whitespace), or null when what
 * follows is not a destination. Handles `<…>` destinations, escapes and
 * balanced parentheses, as CommonMark does.
 */
function destinationAt(text: string, start: number): {from: number; to: number} | null {
  let i = start;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] === '\n') i++;
  while (text[i] === ' ' || text[i] === '\t') i++;
  const from = i;
  if (text[i] === '<') {
    const close = text.indexOf('>', i);
    if (close === -1 || text.slice(i, close).includes('\n')) return null;
    return {from, to: close + 1};
  }
  let depth = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      i += 2;
      continue;
    }
    if (/\s/.test(char)) break;
    if (char === '(') depth++;
    if (char === ')') {
      if (depth === 0) break;
      depth--;
    }
    i++;
  }
  if (depth !== 0) return null;
  // Whatever follows (a title, then the closing parenthesis) must exist.
  const rest = text.slice(i);
  if (!/^\s*(?:"[^"]*"|'[^']*'|\([^)]*\))?\s*\)/.test(rest)) return null;
  return {from, to: i};
}

function replaceDestination(destination: string, resolve: ResolveHref): string {
  if (destination.startsWith('<') && destination.endsWith('>')) {
    return `<${resolve(destination.slice(1, -1))}>`;
  }
  return resolve(destination);
}

/** Whether the newline at `index` is followed by a blank line. */
function startsBlankLine(text: string, index: number): boolean {
  const blank = /\n[ \t]*\n/y;
  blank.lastIndex = index;
  return blank.test(text);
}

/** `[label]: destination` at the start of a line. */
const DEFINITION = /^\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(<[^>\n]*>|\S+)/;

/**
 * Whether a `[` at `index` can open a link reference definition: it starts
 * its line (after at most three spaces), and the line before is blank or
 * another definition, since a definition cannot interrupt a paragraph.
 */
function startsDefinition(text: string, index: number): boolean {
  const lineBegin = text.lastIndexOf('\n', index - 1) + 1;
  if (!/^[ \t]{0,3}$/.test(text.slice(lineBegin, index))) return false;
  if (lineBegin === 0) return true;
  const previous = text.slice(text.lastIndexOf('\n', lineBegin - 2) + 1, lineBegin - 1);
  return previous.trim() === '' || DEFINITION.test(previous.trim());
}

/**
 * Rewrites the destinations of inline links and images (`[text](href)`,
 * `![alt](src)`) and of link reference definitions (`[id]: href`) in a piece
 * of Markdown that holds no fenced code. Code spans, escaped brackets and
 * everything that is not a destination are left exactly as they are.
 */
export function rewriteLinks(text: string, resolve: ResolveHref): string {
  let out = '';
  let copied = 0;
  const openBrackets: number[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '`') {
      let run = 0;
      while (text[i + run] === '`') run++;
      const end = codeSpanEnd(text, i, run);
      i = end === -1 ? i + run : end;
      continue;
    }
    if (char === '\n' && startsBlankLine(text, i)) {
      // A blank line ends the paragraph: brackets do not pair across it.
      openBrackets.length = 0;
    }
    if (char === '[') {
      const definition = DEFINITION.exec(text.slice(i));
      if (definition && startsDefinition(text, i)) {
        const from = i + definition[0].length - definition[2].length;
        out += text.slice(copied, from) + replaceDestination(definition[2], resolve);
        copied = i + definition[0].length;
        i = copied;
        continue;
      }
      openBrackets.push(i);
    }
    if (char === ']' && openBrackets.length > 0) {
      openBrackets.pop();
      if (text[i + 1] === '(') {
        const destination = destinationAt(text, i + 2);
        if (destination) {
          const href = text.slice(destination.from, destination.to);
          if (href !== '') {
            out += text.slice(copied, destination.from) + replaceDestination(href, resolve);
            copied = destination.to;
          }
          i = destination.to;
          continue;
        }
      }
    }
    i++;
  }
  return out + text.slice(copied);
}

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
