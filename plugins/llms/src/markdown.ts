/**
 * A doc's source turned into clean Markdown: no front matter, no
 * Docusaurus-only syntax, absolute links. The page is parsed the way
 * Docusaurus reads it (CommonMark, GFM, front matter, directives, MDX), the
 * tree is changed by the small plugins below, and remark-stringify writes it
 * out again. Code blocks keep their code byte for byte.
 */
import type {Blockquote, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Options as StringifyOptions} from 'remark-stringify';
import type {Processor} from 'unified';
import type {ResolveHref} from './links';

export type PageInfo = {
  /** The doc's title, as Docusaurus computed it. */
  title: string;
  /** The front matter's description, shown under the title (none when absent). */
  description?: string;
  /** The page's absolute URL. */
  url: string;
  /** A line under the `Source:` line (the packages the page was checked against). */
  note?: string;
};

export type InlineComponents = Record<string, (attributes: Record<string, string>) => string>;

/** Converts one page; made by `createMarkdownConverter`, which loads the (ESM-only) remark packages once. */
export type ToCleanMarkdown = (
  source: string,
  page: PageInfo,
  resolve: ResolveHref,
  components?: InlineComponents,
  transform?: ((tree: Root) => void) | null,
) => string;

/** `## Title {#id}`: a heading with a custom id, which MDX would read as an expression. */
const HEADING_ID_LINE = /^(#{1,6}(?!#).*?)\{#([^{}]*)\}([ \t]*)$/;
/** `:::note Title`, the title syntax of MDX 1 that Docusaurus still accepts (it becomes `:::note[Title]`). */
const ADMONITION_TITLE_LINE = /^((?:> ?)*[ \t]*:{3,}[A-Za-z][\w-]*) +(\S.*?)[ \t]*$/;
/** A custom id left at the end of a heading's text. */
const TRAILING_ID = /[ \t]*\{#[^{}]*\}[ \t]*$/;

/**
 * Markdown as remark-stringify writes it, close to the site's own style:
 * `-` bullets, `*` emphasis, backtick fences, one space after a list marker,
 * tables without padding.
 */
const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** The label an admonition starts with: `**Note:**`, or `**Note: Title**` when it has a title. */
function admonitionLabel(node: ContainerDirective): {titled: boolean; label: PhrasingContent} {
  const first = node.children[0];
  const labelChildren =
    first?.type === 'paragraph' && first.data?.directiveLabel ? (node.children.shift() as Paragraph).children : [];
  const name = capitalised(node.name);
  const title = node.attributes?.title;
  if (labelChildren.length > 0) {
    return {titled: true, label: {type: 'strong', children: [{type: 'text', value: `${name}: `}, ...labelChildren]}};
  }
  if (title) return {titled: true, label: {type: 'strong', children: [{type: 'text', value: `${name}: ${title}`}]}};
  return {titled: false, label: {type: 'strong', children: [{type: 'text', value: `${name}:`}]}};
}

/**
 * An admonition (`:::note` … `:::`, nested ones included) as a blockquote
 * that starts with its label: `> **Note:** text` when it opens with a
 * paragraph and has no title, otherwise the label on a line of its own.
 */
function admonitionToBlockquote(node: ContainerDirective): Blockquote {
  const {titled, label} = admonitionLabel(node);
  const children = node.children as Blockquote['children'];
  const first = children[0];
  if (!titled && first?.type === 'paragraph') {
    first.children.unshift(label, {type: 'text', value: ' '});
  } else {
    children.unshift({type: 'paragraph', children: [label]});
  }
  return {type: 'blockquote', children};
}

/** The value of an MDX element's string attributes (`name="…"`); expressions are left out. */
function stringAttributes(node: MdxJsxTextElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
      attributes[attribute.name] = attribute.value;
    }
  }
  return attributes;
}

/** Calls `visit` on every node, children first, replacing a node by what `visit` returns. */
function transform(node: Nodes, visit: (node: Nodes) => Nodes): Nodes {
  if ('children' in node) {
    const parent = node as {children: Nodes[]};
    parent.children = parent.children.map((child) => transform(child, visit));
  }
  return visit(node);
}

/** The site-specific changes, on one page's tree. */
function cleanTree(tree: Root, source: string, resolve: ResolveHref, components: InlineComponents): Root {
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  return transform(tree, (node) => {
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition':
        node.url = resolve(node.url);
        return node;
      case 'code':
        return codeWithoutMeta(node, source);
      case 'heading':
        return headingWithoutId(node);
      case 'containerDirective':
        return admonitionToBlockquote(node);
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: the text it was written as, as Docusaurus shows it.
        return {type: 'text', value: source.slice(node.position?.start.offset, node.position?.end.offset)};
      case 'mdxJsxTextElement': {
        const render = node.name && Object.hasOwn(components, node.name) ? components[node.name] : undefined;
        return render ? {type: 'text', value: render(stringAttributes(node))} : node;
      }
      default:
        return node;
    }
  }) as Root;
}

/** A code block's title (`title="x.ts"` in its meta), which the copy puts on a line before it. */
function titleOf(meta: string | null | undefined): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/**
 * Docusaurus's meta (title, line highlights, showLineNumbers) goes; the
 * language stays, and so does the fence character the source used.
 */
function codeWithoutMeta(node: Code, source: string): Code {
  const title = titleOf(node.meta);
  const fence = /^[ \t]*([`~])/.exec(source.slice(node.position?.start.offset ?? 0))?.[1];
  node.meta = null;
  node.data = {...node.data, ...(title ? {title} : {}), ...(fence === '~' ? {fence} : {})};
  return node;
}

function headingWithoutId(node: Heading): Heading {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(TRAILING_ID, '');
  return node;
}

/** A code block's title becomes an inline-code paragraph just before it. */
function titlesBeforeCode(tree: Root): void {
  transform(tree, (node) => {
    if ('children' in node && node.children.some((child) => child.type === 'code' && child.data?.title)) {
      (node as {children: RootContent[]}).children = node.children.flatMap((child) => {
        const title = child.type === 'code' ? (child.data?.title as string | undefined) : undefined;
        if (!title) return [child as RootContent];
        return [{type: 'paragraph', children: [{type: 'inlineCode', value: title}]} satisfies Paragraph, child];
      }) as RootContent[];
    }
    return node;
  });
}

declare module 'mdast' {
  interface CodeData {
    /** The block's `title="…"`, moved out of its meta. */
    title?: string;
    /** `~` when the source fenced the block with tildes. */
    fence?: '~';
  }
}

/**
 * The source with the two MDX 1 forms Docusaurus accepts before parsing
 * (`mdx1Compat`) turned into what the MDX parser reads: `## Title {#id}`
 * escaped, `:::note Title` as `:::note[Title]`. Lines of fenced code, found
 * by a first CommonMark parse, are left as they are.
 */
function mdx1Compat(source: string, codeLines: ReadonlySet<number>): string {
  return source
    .split('\n')
    .map((line, index) =>
      codeLines.has(index + 1)
        ? line
        : line.replace(HEADING_ID_LINE, '$1\\{#$2\\}$3').replace(ADMONITION_TITLE_LINE, '$1[$2]'),
    )
    .join('\n');
}

function linesOfCode(tree: Root): Set<number> {
  const lines = new Set<number>();
  transform(tree, (node) => {
    if (node.type === 'code' && node.position) {
      for (let line = node.position.start.line; line <= node.position.end.line; line++) lines.add(line);
    }
    return node;
  });
  return lines;
}

/** The first child when it is an h1, which Docusaurus then shows as the page title. */
function leadingHeading(tree: Root): Heading | null {
  const first = tree.children[0];
  return first?.type === 'heading' && first.depth === 1 ? first : null;
}

/**
 * Loads the remark packages (ESM only, hence the dynamic imports) and returns
 * the page converter:
 *
 *     # Title
 *
 *     > Description
 *
 *     Source: https://…
 *     Checked against … (the page's note, if any)
 *
 *     body…
 */
export async function createMarkdownConverter(): Promise<ToCleanMarkdown> {
  const [
    {unified},
    {default: remarkParse},
    {default: remarkFrontmatter},
    {default: remarkGfm},
    {directive},
    {directiveFromMarkdown},
    {default: remarkMdx},
    {default: remarkStringify},
    {defaultHandlers},
    {gfmTableToMarkdown},
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-gfm'),
    import('micromark-extension-directive'),
    import('mdast-util-directive'),
    import('remark-mdx'),
    import('remark-stringify'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm-table'),
  ]);
  const gfmTable = gfmTableToMarkdown({tablePipeAlign: false}).handlers!.table!;
  const handlers: StringifyOptions['handlers'] = {
    // The default handler, with the block's own fence character.
    code(node: Code, parent, state, info) {
      const fence = state.options.fence;
      state.options.fence = node.data?.fence ?? fence;
      try {
        return defaultHandlers.code(node, parent, state, info);
      } finally {
        state.options.fence = fence;
      }
    },
    // GFM's handler without padding writes `| - |` under the header row; the pages write `| --- |`.
    table(node: Table, parent, state, info) {
      const [head, delimiter, ...rows] = gfmTable(node, parent, state, info).split('\n');
      return [head, delimiter.replace(/-+/g, '---'), ...rows].join('\n');
    },
  };
  const commonMark = unified().use(remarkParse).use(remarkFrontmatter);
  const mdx = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(function directivesParsedOnly(this: Processor) {
      // remark-directive without its serializer: every directive is turned
      // into a blockquote or back into text, and its escapes (`12\:00`) would
      // only clutter the copy.
      const data = this.data();
      (data.micromarkExtensions ??= []).push(directive());
      (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
    })
    .use(remarkMdx)
    .use(remarkStringify, {...STRINGIFY, handlers}) as unknown as Processor<Root, undefined, undefined, Root, string>;
  const stringify = (tree: Root) => mdx.stringify(tree).replace(/\n+$/, '');

  return (source, page, resolve, components = {}, transform = null) => {
    const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
    const lines = text.split('\n');
    const needsCompat = lines.some((line) => HEADING_ID_LINE.test(line) || ADMONITION_TITLE_LINE.test(line));
    const compatible = needsCompat ? mdx1Compat(text, linesOfCode(commonMark.parse(text))) : text;
    const parsed = mdx.parse(compatible);
    transform?.(parsed);
    const tree = cleanTree(parsed, compatible, resolve, components);
    titlesBeforeCode(tree);
    let heading = `# ${page.title}`;
    const own = leadingHeading(tree);
    if (own) {
      tree.children.shift();
      heading = stringify({type: 'root', children: [own]});
    }
    const description = page.description?.replace(/\s+/g, ' ').trim();
    const header = [
      heading,
      '',
      ...(description ? [`> ${description}`, ''] : []),
      `Source: ${page.url}`,
      ...(page.note ? [page.note] : []),
    ];
    const body = tree.children.length > 0 ? stringify(tree) : '';
    return `${[...header, ...(body ? ['', body] : [])].join('\n')}\n`;
  };
}
