/**
 * The parts of a page that can make claims about the code, found by parsing
 * the page as MDX the way Docusaurus compiles it (remark-parse, front matter,
 * GFM tables, MDX): inline code, text (prose and table cells), code-block
 * titles, and the shell blocks of CLI command pages. Fenced code is otherwise
 * not read: an example's own words are not claims.
 */

/** One piece of a page, with the line it starts on. */
export type Unit =
  /** `inline code`, anywhere (prose, lists, headings, table cells, link text). */
  | {type: 'inline'; value: string; line: number; inTable: boolean; release?: 'v4'}
  /** Plain text (not code), with whether it is in a table cell. */
  | {type: 'text'; value: string; line: number; inTable: boolean; release?: 'v4'}
  /** The `title="…"` of a fenced code block. */
  | {type: 'title'; value: string; line: number}
  /** One line of a fenced shell block (bash, sh, shell, console, zsh). */
  | {type: 'shell'; value: string; line: number};

import {releaseOf} from './release';

export type Node = {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  position?: {start: {line: number}};
  children?: Node[];
};

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'shellsession']);

type Processor = {parse: (source: string) => unknown};
let processor: Promise<Processor> | undefined;

async function getProcessor(): Promise<Processor> {
  processor ??= (async () => {
    const {unified} = await import('unified');
    const {default: remarkParse} = await import('remark-parse');
    const {default: remarkFrontmatter} = await import('remark-frontmatter');
    // remark-gfm is what Docusaurus parses tables with (a dependency of @docusaurus/mdx-loader).
    const {default: remarkGfm} = await import('remark-gfm');
    const {default: remarkMdx} = await import('remark-mdx');
    return unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx) as unknown as Processor;
  })();
  return processor;
}

/** The `title` of a code block's meta string (`title="…"` or `title='…'`). */
export function metaTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The text of a node and its descendants. */
export function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** The blocks whose words say which release a sentence is about (targets.ts, releaseOf). */
export const SENTENCE_BLOCKS = new Set(['paragraph', 'heading', 'tableRow']);

export async function readUnits(source: string): Promise<Unit[]> {
  const tree = (await getProcessor()).parse(source) as Node;
  const units: Unit[] = [];
  let release: 'v4' | undefined;
  const visit = (node: Node, inTable: boolean) => {
    if (SENTENCE_BLOCKS.has(node.type)) {
      const outer = release;
      release = releaseOf(textOf(node)) === 'v4' ? 'v4' : undefined;
      for (const child of node.children ?? []) visit(child, inTable || node.type === 'tableRow');
      release = outer;
      return;
    }
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return;
      case 'inlineCode':
        units.push({type: 'inline', value: node.value ?? '', line, inTable, ...(release ? {release} : {})});
        return;
      case 'text':
        units.push({type: 'text', value: node.value ?? '', line, inTable, ...(release ? {release} : {})});
        return;
      case 'code': {
        const title = metaTitle(node.meta);
        if (title) units.push({type: 'title', value: title, line});
        if (node.lang && SHELL.has(node.lang)) {
          (node.value ?? '').split('\n').forEach((text, i) => {
            if (text.trim()) units.push({type: 'shell', value: text, line: line + 1 + i});
          });
        }
        return;
      }
      default:
        for (const child of node.children ?? []) visit(child, inTable || node.type === 'table');
    }
  };
  visit(tree, false);
  return units;
}
