/**
 * Reads a built doc page and splits it into sections: the text before the
 * first h2 (titled with the page title), then one section per h2 and h3.
 * Deeper headings stay in their section. Code blocks are kept, since
 * identifiers are what contributors search for most.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {tasksOf} from './tasks';

export type ExtractedSection = {title: string; hash: string; content: string};
export type ExtractedPage = {
  pageTitle: string;
  /** The page's description (its front matter's, or the start of its text), from its meta tag. */
  description: string;
  /** The front matter's keywords, from the page's keywords meta tag. */
  keywords: string[];
  tags: string[];
  /** What the page's commands and methods do, from its tables (./tasks.ts). */
  tasks: string[];
  docusaurusTag: string;
  sections: ExtractedSection[];
};

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tr',
  'td',
  'th',
  'ul',
  'br',
]);

function textOf(nodes: AnyNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      text += (node as unknown as {data: string}).data;
    } else if (node.type === 'tag') {
      const element = node as Element;
      text += textOf(element.children);
      const isCodeLine = element.name === 'span' && /\btoken-line\b/.test(element.attribs.class ?? '');
      if (BLOCK.has(element.name) || isCodeLine) text += ' ';
    }
  }
  return text;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function extractPage(html: string): ExtractedPage {
  const $ = cheerio.load(html);
  const docusaurusTag = $('meta[name="docusaurus_tag"]').attr('content') ?? 'default';
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(clean).filter(Boolean);
  const article = $('article').first();
  const pageTitle = clean(article.find('h1').first().text());
  const tags = article
    .find('footer a[href^="/tags/"]')
    .map((_, el) => clean($(el).text()))
    .get();

  const markdown = article.find('.theme-doc-markdown').first();
  // Diagrams (and the box that stands in for one until it loads) are not text.
  markdown.find('.hash-link, button, script, style, svg, .docusaurus-mermaid-container, .mermaid-placeholder').remove();

  const cellsOf = (row: Element, cell: string) =>
    $(row)
      .children(cell)
      .toArray()
      .map((element) => clean($(element).text()));
  const tasks = tasksOf(
    markdown
      .find('table')
      .toArray()
      .map((table) => ({
        header: $(table)
          .find('thead tr')
          .toArray()
          .flatMap((row) => cellsOf(row, 'th')),
        rows: $(table)
          .find('tbody tr')
          .toArray()
          .map((row) => cellsOf(row, 'td')),
      })),
  );

  const sections: ExtractedSection[] = [{title: pageTitle, hash: '', content: ''}];
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') {
        sections[sections.length - 1].content += textOf([node]);
        continue;
      }
      const element = node as Element;
      if (element.name === 'header') {
        // The page title's header: its h1 is the first section's title.
        continue;
      }
      if (element.name === 'h2' || element.name === 'h3') {
        const id = element.attribs.id ?? '';
        sections.push({title: clean(textOf(element.children)), hash: id ? `#${id}` : '', content: ''});
        continue;
      }
      sections[sections.length - 1].content += `${textOf([element])} `;
    }
  };
  visit(markdown.children().toArray());

  return {
    pageTitle,
    description,
    keywords,
    tags,
    tasks,
    docusaurusTag,
    sections: sections
      .map((section) => ({...section, content: clean(section.content)}))
      .filter((section, index) => index === 0 || section.title || section.content),
  };
}
