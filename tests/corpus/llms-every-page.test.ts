/**
 * The Markdown copies of every real page (plugins/llms): each converts, loses
 * its front matter and admonition fences, keeps its code blocks exactly and
 * links only to absolute URLs of pages that exist; the sidebars list every
 * page once. The plugin itself is tested on small inputs in tests/unit/llms.test.ts.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {createLinkResolver} from '../../plugins/llms/src/links';
import {createMarkdownConverter} from '../../plugins/llms/src/markdown';
import {absoluteUrl} from '../../plugins/llms/src/paths';
import {docIdsInOrder, type SidebarNode} from '../../plugins/llms/src/sidebar';
import {site} from '../../config/site';
import sidebars from '../../sidebars';
import {CONTENT_DIR, ROOT, readPages, routeOf} from '../support/content';

const toCleanMarkdown = await createMarkdownConverter();
const {unified} = await import('unified');
const {default: remarkParse} = await import('remark-parse');
const {default: remarkFrontmatter} = await import('remark-frontmatter');
const {visit} = await import('unist-util-visit');
/** A plain CommonMark reader, to look at the copies as any Markdown tool would. */
const commonMark = unified().use(remarkParse).use(remarkFrontmatter);

describe('the real pages', () => {
  const pages = readPages();
  const sourceToPermalink = new Map(pages.map((page) => [`@site/content/${page.id}.md`, routeOf(page)]));
  const routes = new Set(pages.map(routeOf));
  const converted = pages.map((page) => {
    const source = readFileSync(page.file, 'utf8');
    const resolve = createLinkResolver({
      siteUrl: site.url,
      baseUrl: site.baseUrl,
      permalink: routeOf(page),
      sourceFile: page.file,
      siteDir: ROOT,
      contentPaths: [CONTENT_DIR],
      sourceToPermalink,
    });
    const page_ = {
      title: String(page.data.title),
      description: String(page.data.description),
      url: absoluteUrl(site.url, routeOf(page)),
    };
    return {page, source, markdown: toCleanMarkdown(source, page_, resolve)};
  });

  /** The text of a page outside its code (fenced or inline). */
  const prose = (markdown: string) => {
    const tree = commonMark.parse(markdown);
    const cuts: [number, number][] = [];
    visit(tree, (node) => {
      if ((node.type === 'code' || node.type === 'inlineCode') && node.position) {
        cuts.push([node.position.start.offset!, node.position.end.offset!]);
      }
    });
    return cuts.reduceRight((text, [from, to]) => text.slice(0, from) + text.slice(to), markdown);
  };

  /** The code of each fenced block, as a Markdown parser reads it. */
  const codeOf = (markdown: string) => {
    const code: string[] = [];
    visit(commonMark.parse(markdown), (node) => {
      if (node.type === 'code') code.push(node.value);
    });
    return code;
  };

  it('all convert', () => {
    expect(converted.length).toBeGreaterThan(90);
  });

  it.each(converted.map((entry) => [entry.page.id, entry] as const))(
    '%s has no front matter or admonition fences left',
    (_id, {page, markdown}) => {
      expect(markdown.startsWith(`# ${String(page.data.title)}\n\n> `)).toBe(true);
      expect(markdown).toContain(`\nSource: ${absoluteUrl(site.url, routeOf(page))}\n`);
      const text = prose(markdown);
      expect(text).not.toMatch(/^[> \t]*:::/m);
      expect(text).not.toMatch(/^(?:title|description|tags|slug|sidebar_label):/m);
      expect(text).not.toMatch(/\{#[\w-]+\}\s*$/m);
    },
  );

  it.each(converted.map((entry) => [entry.page.id, entry] as const))(
    '%s keeps its code blocks exactly',
    (_id, {source, markdown}) => {
      expect(codeOf(markdown)).toEqual(codeOf(source));
    },
  );

  it.each(converted.map((entry) => [entry.page.id, entry] as const))(
    '%s links only to absolute URLs, and to pages that exist',
    (_id, {markdown}) => {
      const destinations = [...prose(markdown).matchAll(/\]\(<?([^)\s>]*)/g)].map((match) => match[1]);
      for (const href of destinations) {
        expect(href).toMatch(/^(?:https?:|mailto:)/);
        if (href.startsWith(site.url)) {
          const route = href.slice(site.url.length).replace(/[?#].*$/, '') || '/';
          expect(routes.has(route) || route === '/', href).toBe(true);
        }
      }
    },
  );

  it('are what the sidebars list, each page once', () => {
    type Config = string | {type: string; link?: {type: string; id?: string}; items?: Config[]};
    const normalize = (item: Config): SidebarNode =>
      typeof item === 'string' ? {type: 'doc', id: item} : {...item, items: item.items?.map(normalize)};
    const perSidebar = Object.values(sidebars).map((items) => docIdsInOrder((items as Config[]).map(normalize)));
    const ids = perSidebar.flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(pages.map((page) => page.id)));
  });
});
