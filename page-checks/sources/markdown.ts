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
  | ({type: 'inline'; value: string; line: number; inTable: boolean} & SentenceOf)
  /** Plain text (not code), with whether it is in a table cell. */
  | ({type: 'text'; value: string; line: number; inTable: boolean} & SentenceOf)
  /** The `title="…"` of a fenced code block. */
  | {type: 'title'; value: string; line: number}
  /** One line of a fenced shell block (bash, sh, shell, console, zsh). */
  | {type: 'shell'; value: string; line: number};

import matter from 'gray-matter';
import {readManifest} from './manifest';
import {
  identifiersIn,
  namedIn,
  releasesNamed,
  Sections,
  sentencePieces,
  type Piece,
  type Scope,
  type TextNode,
} from './release';

/** The release a unit's sentence is about, when it is not the page's (release.ts). */
export type UnitRelease = Exclude<Scope, 'page'>;

/** What a unit's sentence says (release.ts `Piece`): its release, the packages and paths it names, its code's identifiers. */
type SentenceOf = {release?: UnitRelease; named?: string[]; code?: string[]};

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

/** The blocks cut into sentences, each sentence about the release it names (release.ts). */
export const SENTENCE_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

let versions: Record<string, {version: string}> | undefined;

/**
 * What a node reads as on the built page, where that differs from its Markdown: `<PackageVersion
 * name="…" />` shows the pinned version (src/components/PackageVersion), which can name a release.
 */
export function shownValue(node: TextNode): string | undefined {
  const jsx = node as TextNode & {name?: string; attributes?: {name?: string; value?: unknown}[]};
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && jsx.name === 'PackageVersion') {
    const key = jsx.attributes?.find((attribute) => attribute.name === 'name')?.value;
    versions ??= readManifest();
    return typeof key === 'string' ? (versions[key]?.version ?? '') : '';
  }
  return node.value;
}

/** The values of the inline code under a node. */
function inlineCodeOf(node: TextNode): string[] {
  if (node.type === 'inlineCode') return [node.value ?? ''];
  return (node.children ?? []).flatMap(inlineCodeOf);
}

/** A node's text as the built page shows it (shownValue). */
function shownText(node: TextNode): string {
  return shownValue(node) ?? (node.children ?? []).map(shownText).join('');
}

/** A path relative to a folder (`entity-manager/index.ts`, `metadata/`): plain segments, a file or a folder. */
const RELATIVE_PATH = /^(?:[\w@-][\w.@-]*\/)*(?:[\w@-][\w.@-]*\.[cm]?[jt]sx?|[\w@-][\w.@-]*\/)$/;

/** `value` under `folder` (`packages/core/database/src` + `entity-manager/index.ts`), or null. */
export function underFolder(folder: string | null, value: string): string | null {
  const path = value.trim();
  return folder && RELATIVE_PATH.test(path) ? `${folder}/${path.replace(/\/$/, '')}` : null;
}

/**
 * Where the release of a sentence comes from, in document order: headings open
 * sections, a table's header cells hold for their columns, a row's words for
 * its cells, and a sentence block is cut into sentences (release.ts).
 */
export class ReleaseWalk {
  private readonly sections = new Sections();
  private columns: (Scope | null)[] = [];
  private row: Scope | null = null;
  /** The packages and paths each column's header, the current cell's column and row name. */
  private columnsNamed: string[][] = [];
  private cellNamed: string[] = [];
  private rowNamed: string[] = [];
  /** The identifiers in the current table row's inline code. */
  private rowCode: string[] = [];
  /** The identifiers in each column header's inline code (`` `LocalFileSourceProvider` member ``), and the current cell's column's. */
  private columnsCode: string[][] = [];
  private cellCode: string[] = [];
  private cell: Scope | null = null;
  /** The folder each column's header puts its cells' paths in (`File (in packages/core/database/src)`). */
  private columnFolders: (string | null)[] = [];
  private cellFolder: string | null = null;

  /** `title`: the page's title, the heading of the section that is the whole page. */
  constructor(title?: string) {
    if (title) this.sections.heading(0, title);
  }

  /** Call with the page's title when it is only known from its front matter, before anything else. */
  title(title: string): void {
    this.sections.heading(0, title);
  }

  /** Call on entering a heading, table, table row or table cell (`index`: its place in its parent). */
  enter(node: TextNode & {depth?: number}, index: number): void {
    if (node.type === 'heading') this.sections.heading(node.depth ?? 1, shownText(node));
    else if (node.type === 'table') {
      const headers = node.children?.[0]?.children ?? [];
      this.columns = headers.map((header) => releasesNamed(shownText(header)));
      this.columnsNamed = headers.map((header) => namedIn(shownText(header)));
      this.columnsCode = headers.map((header) => [...new Set(inlineCodeOf(header).flatMap(identifiersIn))]);
      this.columnFolders = this.columnsNamed.map((named) =>
        named.length === 1 && named[0]?.startsWith('packages/') ? (named[0] as string) : null,
      );
    }
    // Cells apart: `| Strapi 4 | packages/… |` names Strapi 4, which `Strapi 4packages/…` would not.
    else if (node.type === 'tableRow') {
      const text = (node.children ?? []).map(shownText).join(' | ');
      this.row = releasesNamed(text);
      // A cell's path under its column's folder names that file for the whole row.
      const inFolders = (node.children ?? []).flatMap((cell, i) =>
        inlineCodeOf(cell).flatMap((value) => underFolder(this.columnFolders[i] ?? null, value) ?? []),
      );
      this.rowNamed = [...namedIn(text), ...inFolders];
      this.rowCode = [...new Set(inlineCodeOf(node).flatMap(identifiersIn))];
    } else if (node.type === 'tableCell') {
      this.cell = this.columns[index] ?? null;
      this.cellNamed = this.columnsNamed[index] ?? [];
      this.cellCode = this.columnsCode[index] ?? [];
      this.cellFolder = this.columnFolders[index] ?? null;
    }
  }

  /** Call on leaving a table, table row or table cell. */
  leave(node: TextNode): void {
    if (node.type === 'table') {
      this.columns = [];
      this.columnsNamed = [];
      this.columnsCode = [];
      this.columnFolders = [];
    } else if (node.type === 'tableRow') {
      this.row = null;
      this.rowNamed = [];
      this.rowCode = [];
    } else if (node.type === 'tableCell') {
      this.cell = null;
      this.cellNamed = [];
      this.cellCode = [];
      this.cellFolder = null;
    }
  }

  /** The folder the current cell's column header puts its paths in, or null. */
  folder(): string | null {
    return this.cellFolder;
  }

  /** The scope of a sentence naming no release here: its column's, else its row's, else its section's. */
  around(): Scope {
    return this.cell ?? this.row ?? this.sections.current();
  }

  /** The pieces of a sentence block, each with its sentence's scope. */
  pieces(block: TextNode): Piece[] {
    // What a sentence naming none is about: its column's header, else its row.
    const named = this.cellNamed.length > 0 ? this.cellNamed : this.rowNamed;
    return sentencePieces(block, this.around(), shownValue, named, [...this.rowCode, ...this.cellCode]);
  }
}

export async function readUnits(source: string): Promise<Unit[]> {
  const tree = (await getProcessor()).parse(source) as Node;
  const units: Unit[] = [];
  const walk = new ReleaseWalk();
  // The scope of each leaf piece of the sentence block being read.
  let pieces: Piece[] | null = null;
  // Its sentence's release, when not the page's, the packages and paths it names, its code's identifiers.
  const scopeOf = (piece: Piece) => ({
    ...(piece.scope === 'page' ? {} : {release: piece.scope}),
    ...(piece.named.length > 0 ? {named: piece.named} : {}),
    ...(piece.code.length > 0 ? {code: piece.code} : {}),
  });
  const visit = (node: Node, inTable: boolean, index: number) => {
    walk.enter(node, index);
    if (SENTENCE_BLOCKS.has(node.type) && pieces === null) {
      pieces = walk.pieces(node);
      node.children?.forEach((child, i) => visit(child, inTable, i));
      pieces = null;
      walk.leave(node);
      return;
    }
    const line = node.position?.start.line ?? 0;
    const own = (pieces ?? []).filter((piece) => piece.node === node);
    switch (node.type) {
      case 'yaml': {
        const title = (matter(`---\n${node.value ?? ''}\n---\n`).data as {title?: unknown}).title;
        if (typeof title === 'string') walk.title(title);
        return;
      }
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return;
      case 'inlineCode':
        units.push({type: 'inline', value: node.value ?? '', line, inTable, ...(own[0] ? scopeOf(own[0]) : {})});
        return;
      case 'text': {
        const value = node.value ?? '';
        // One unit per sentence, on the line it starts on.
        const parts =
          own.length > 0 ? own : [{node, from: 0, to: value.length, scope: 'page' as const, named: [], code: []}];
        for (const part of parts) {
          const text = value.slice(part.from, part.to);
          const at = line + (value.slice(0, part.from).match(/\n/g)?.length ?? 0);
          units.push({type: 'text', value: text, line: at, inTable, ...scopeOf(part)});
        }
        return;
      }
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
        node.children?.forEach((child, i) => visit(child, inTable || node.type === 'table', i));
        walk.leave(node);
    }
  };
  visit(tree, false, 0);
  return units;
}
