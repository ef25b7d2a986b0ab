/**
 * The search index of the development server (`npm start`), which has no
 * built pages to read: each doc's Markdown source is parsed as Docusaurus
 * parses it (MDX, front matter, admonition directives, GFM tables) and split
 * into the same sections as the built page (the text before the first h2,
 * then one section per h2 and h3, anchors from Docusaurus' own slugger), so search
 * works, and finds the same pages, while writing docs.
 *
 * The text is close to the built page's, not equal: a component's own
 * output (a diagram, a generated table) is not there. The production
 * build indexes the built HTML (./extract.ts).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {ExtractedPage, ExtractedSection} from './extract';
import {tasksOf, type TaskTable} from './tasks';

/** The mdast shapes read here. */
type MdNode = {
  type: string;
  depth?: number;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  data?: {hProperties?: {id?: string}};
};

/** What the dev index needs of a doc (the docs plugin's loaded content). */
export type DevDoc = {
  source: string;
  permalink: string;
  title: string;
  description: string;
  tags: {label: string}[];
  frontMatter: {keywords?: string[]; toc_min_heading_level?: number};
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An explicit heading id, `## Title {#id}`, as Docusaurus reads it. */
const EXPLICIT_ID = /\s*\{#([\w-]+)\}\s*$/;

export async function extractMarkdownPage(
  source: string,
  doc: Pick<DevDoc, 'title' | 'description' | 'tags'> & {frontMatter?: DevDoc['frontMatter']},
  docusaurusTag: string,
): Promise<ExtractedPage> {
  const [
    {unified},
    {default: remarkParse},
    {default: remarkMdx},
    {default: remarkFrontmatter},
    {default: remarkDirective},
    {default: remarkGfm},
    {toString},
    {createSlugger},
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('remark-gfm'),
    import('mdast-util-to-string'),
    import('@docusaurus/utils'),
  ]);
  // `## Title {#id}` is not an MDX expression: escaped, it stays text.
  const escaped = source.replace(/^(#{1,6} .*?)\{#([\w-]+)\}[ \t]*$/gm, '$1\\{#$2\\}');
  let tree: MdNode;
  try {
    tree = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkMdx)
      .use(remarkDirective)
      .use(remarkGfm)
      .parse(escaped) as unknown as MdNode;
  } catch {
    // Not valid MDX (a page Docusaurus would refuse too): read it as Markdown.
    tree = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkDirective)
      .use(remarkGfm)
      .parse(source) as unknown as MdNode;
  }
  const slugger = createSlugger();
  const textOf = (node: MdNode): string => {
    if (node.type === 'code') return node.lang === 'mermaid' ? '' : (node.value ?? '');
    if (
      node.type === 'yaml' ||
      node.type === 'mdxjsEsm' ||
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression'
    )
      return '';
    if (node.children)
      return node.children
        .map(textOf)
        .join(node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' ? '' : ' ');
    return toString(node as never);
  };

  // A GFM table's first row is its header.
  const tables: TaskTable[] = [];
  const findTables = (node: MdNode): void => {
    if (node.type !== 'table') return (node.children ?? []).forEach(findTables);
    const [header, ...body] = (node.children ?? []).map((row) =>
      (row.children ?? []).map((cell) => clean(textOf(cell))),
    );
    tables.push({header: header ?? [], rows: body});
  };
  findTables(tree);

  let pageTitle = doc.title;
  const sections: ExtractedSection[] = [{title: pageTitle, hash: '', content: ''}];
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth === 1) {
      pageTitle = clean(textOf(node)).replace(EXPLICIT_ID, '');
      slugger.slug(pageTitle);
      sections[0].title = pageTitle;
      continue;
    }
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const text = clean(textOf(node));
      const explicit = EXPLICIT_ID.exec(text);
      const title = text.replace(EXPLICIT_ID, '');
      sections.push({title, hash: `#${explicit ? explicit[1] : slugger.slug(title)}`, content: ''});
      continue;
    }
    if (node.type === 'heading') slugger.slug(clean(textOf(node)).replace(EXPLICIT_ID, ''));
    sections[sections.length - 1].content += ` ${textOf(node)}`;
  }
  return {
    pageTitle,
    description: doc.description,
    keywords: doc.frontMatter?.keywords ?? [],
    tags: doc.tags.map((tag) => tag.label),
    tasks: tasksOf(tables),
    docusaurusTag,
    sections: sections
      .map((section) => ({...section, content: clean(section.content)}))
      .filter((section, index) => index === 0 || section.title || section.content),
  };
}

/** A doc's source file, from its `@site/…` source. */
export function sourcePath(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

export async function readDevPage(siteDir: string, doc: DevDoc, docusaurusTag: string): Promise<ExtractedPage> {
  return extractMarkdownPage(await readFile(sourcePath(siteDir, doc.source), 'utf8'), doc, docusaurusTag);
}
