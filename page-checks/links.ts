/**
 * The links of one page, checked without a build: each link to another page
 * (a route such as /docs/intro, or a file such as ./engine.md) must reach a
 * page, and each #anchor a heading of that page. The strict build
 * (`npm run build:test`) checks every link of every page; this is the check
 * a writer runs in seconds while editing one.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, posix, relative, sep} from 'node:path';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {ROOT, routeOf, type Page, type TagDefinition} from '../tests/support/content';
import {nearest} from './nearest';

export type LinkProblem = {line: number; url: string; message: string};

/** Routes that are not doc pages. */
const SITE_ROUTES = ['/', '/search', '/tags'];

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

const parsed = new WeakMap<Page, Root>();

/** The page's syntax tree, parsed once ({#id} escaped first, as Docusaurus does for MDX). */
function parse(page: Page): Root {
  let tree = parsed.get(page);
  if (!tree) {
    tree = parser.parse(escapeMarkdownHeadingIds(page.body)) as Root;
    parsed.set(page, tree);
  }
  return tree;
}

const headings = new WeakMap<Page, Set<string>>();

/** The ids of a page's headings, as Docusaurus makes them (explicit {#id}, else slugged text). */
export function headingIds(page: Page): Set<string> {
  const known = headings.get(page);
  if (known) return known;
  const slugger = createSlugger();
  const ids = new Set<string>();
  headings.set(page, ids);
  visit(parse(page), 'heading', (node) => {
    const {id, text} = parseMarkdownHeadingId(toString(node));
    ids.add(id ?? slugger.slug(text));
  });
  return ids;
}

/** ", did you mean X?" for the nearest candidate, when one is near. */
function suggestion(wrong: string, candidates: Iterable<string>): string {
  const best = nearest(wrong, candidates);
  return best === undefined ? '' : `; did you mean ${best}?`;
}

export function checkLinks(page: Page, pages: Page[], tags: Record<string, TagDefinition>): LinkProblem[] {
  const byRoute = new Map(pages.map((p) => [routeOf(p), p]));
  const byFile = new Map(pages.map((p) => [relative(ROOT, p.file).split(sep).join('/'), p]));
  const tagRoutes = Object.entries(tags).map(([key, tag]) => tag.permalink ?? `/tags/${key}`);
  const routes = [...byRoute.keys(), ...SITE_ROUTES, ...tagRoutes];
  const pageFile = relative(ROOT, page.file).split(sep).join('/');
  const problems: LinkProblem[] = [];
  // Lines are counted in the file, front matter included.
  const source = existsSync(page.file) ? readFileSync(page.file, 'utf8') : page.body;
  const lineOffset = source.endsWith(page.body)
    ? source.slice(0, source.length - page.body.length).split('\n').length - 1
    : 0;

  visit(parse(page), ['link', 'definition'], (node) => {
    const {url, position} = node as {url: string; position?: {start: {line: number}}};
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return; // https:, mailto: …
    const line = (position?.start.line ?? 0) + lineOffset;
    const problem = (message: string): void => {
      problems.push({line, url, message});
    };
    const [path, anchor] = url.split('#', 2) as [string, string | undefined];
    let target: Page | undefined;
    if (path === '') {
      target = page;
    } else if (/\.mdx?$/.test(path)) {
      const file = posix.normalize(posix.join(posix.dirname(pageFile), decodeURIComponent(path)));
      target = byFile.get(file);
      if (!target) return problem(`no page file ${file}${suggestion(file, byFile.keys())}`);
    } else {
      const route = path.startsWith('/') ? path : posix.join(posix.dirname(routeOf(page)), path);
      target = byRoute.get(route.replace(/\/$/, '') || '/');
      if (!target) {
        if (routes.includes(route) || existsSync(join(ROOT, 'static', route))) return;
        return problem(`no page at ${route}${suggestion(route, routes)}`);
      }
    }
    if (anchor !== undefined && anchor !== '') {
      const ids = headingIds(target);
      if (!ids.has(anchor)) {
        problem(`no heading #${anchor} on ${routeOf(target)}${suggestion(anchor, ids)}`);
      }
    }
  });
  return problems;
}
