/**
 * Remark plugin: every ```mermaid code block whose diagram is in the cache
 * (static/diagrams/<key>.json, written by `npm run diagrams`) becomes
 *
 *   import __MermaidStatic from '@theme/MermaidStatic';
 *   <__MermaidStatic diagram="<key>" width="…" height="…" />
 *
 * which renders the diagram's SVG inline, drawn for both colour modes (see
 * theme/MermaidStatic): the page needs no Mermaid JavaScript for it. A block
 * with no cache entry is left as it is, a code block showing the diagram's
 * source (the site renders no Mermaid in the browser), and the build prints
 * a warning.
 *
 * Registered in `beforeDefaultRemarkPlugins` of the docs plugin, so it runs
 * before Docusaurus's own mermaid transform, which only looks at code nodes.
 *
 * The SVG itself is not in the compiled page: the component gets it
 * from the cache (bundled into the server build for the static HTML, fetched
 * by the browser only for a page it renders itself), so it is not
 * downloaded a second time, as JavaScript, with the page.
 */
import type {MermaidThemeConfig} from './cache';
import {diagramKey, mermaidVersion, readEntry} from './cache';

export type Options = {
  /** The folder of the cache entries (static/diagrams/). */
  cacheDir: string;
  /** `themeConfig.mermaid` of the site. */
  mermaid: MermaidThemeConfig;
  /** Called for a block with no cache entry; defaults to a console warning. */
  onMissing?: (missing: MissingDiagram) => void;
};

export type MissingDiagram = {file: string | undefined; line: number | undefined; key: string};

/** The few mdast shapes this plugin reads and writes. */
type Position = {start?: {line?: number}};
export type MdNode = {
  type: string;
  lang?: string | null;
  value?: string;
  position?: Position;
  children?: MdNode[];
  [key: string]: unknown;
};

export type MermaidBlock = {node: MdNode; parent: MdNode; index: number};

/** The component's name in the compiled page; unlikely to clash with the page's own. */
export const COMPONENT = '__MermaidStatic';
export const COMPONENT_MODULE = '@theme/MermaidStatic';

/** The ```mermaid code nodes of a tree, in document order. */
export function findMermaidCode(tree: MdNode): MermaidBlock[] {
  const found: MermaidBlock[] = [];
  const walk = (parent: MdNode) => {
    parent.children?.forEach((node, index) => {
      if (node.type === 'code' && node.lang === 'mermaid') {
        found.push({node, parent, index});
      } else {
        walk(node);
      }
    });
  };
  walk(tree);
  return found;
}

/** `import __MermaidStatic from '@theme/MermaidStatic';`, with the estree MDX compiles it from. */
export function importNode(): MdNode {
  const source = JSON.stringify(COMPONENT_MODULE);
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: source},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** The drawing's size, from the <svg> element's viewBox: the component's box takes it, loaded or not. */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const viewBox = /^<svg\b[^>]*?\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return width > 0 && height > 0 ? {width, height} : undefined;
}

/** A size in px with at most two decimals: the box MermaidStatic keeps is the drawing's to a hundredth of a pixel. */
const px = (n: number) => String(Math.round(n * 100) / 100);

/** The element that replaces a cached block. `copy` > 0 for a repeat of the same diagram on one page. */
export function staticDiagram(key: string, size: {width: number; height: number} | undefined, copy = 0): MdNode {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('diagram', key),
      ...(size ? [attribute('width', px(size.width)), attribute('height', px(size.height))] : []),
      ...(copy ? [attribute('copy', String(copy))] : []),
    ],
    children: [],
  };
}

function warn({file, line, key}: MissingDiagram) {
  const where = file ? `${file}${line ? `:${line}` : ''}` : 'a page';
  console.warn(
    `[mermaid-svg] No pre-rendered SVG for the Mermaid diagram in ${where} (key ${key}): ` +
      'it will be rendered in the browser. Run `npm run diagrams` and commit static/diagrams/.',
  );
}

export default function remarkMermaidSvg(options: Options) {
  const version = mermaidVersion();
  const onMissing = options.onMissing ?? warn;
  return (tree: MdNode, file: {path?: string}) => {
    const copies = new Map<string, number>();
    for (const {node, parent, index} of findMermaidCode(tree)) {
      const key = diagramKey(node.value ?? '', options.mermaid, version);
      const entry = readEntry(options.cacheDir, key);
      if (!entry) {
        onMissing({file: file.path, line: node.position?.start?.line, key});
        continue;
      }
      const copy = copies.get(key) ?? 0;
      copies.set(key, copy + 1);
      const replacement = staticDiagram(key, svgSize(entry.svg), copy);
      replacement.position = node.position;
      parent.children![index] = replacement;
    }
    if (copies.size > 0) {
      // At the end: an import may sit anywhere in MDX, and here it cannot
      // come before the page's title in the plugins that look for it.
      tree.children = [...(tree.children ?? []), importNode()];
    }
  };
}
