/**
 * The pre-rendered Mermaid diagrams (plugins/mermaid-svg): the committed
 * cache holds a fresh entry for every diagram of the site, and the remark
 * plugin puts them in the page.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {mermaid} from '../../config/theme';
import {findBlocks} from '../../plugins/mermaid-svg/src/blocks';
import {
  diagramKey,
  FORMAT,
  mermaidConfig,
  mermaidVersion,
  readEntry,
  serializeEntry,
  type DiagramEntry,
  type MermaidThemeConfig,
} from '../../plugins/mermaid-svg/src/cache';
import {svgCopy, svgId} from '../../plugins/mermaid-svg/src/ids';
import {CACHE_DIR, CONTENT_DIR} from '../../plugins/mermaid-svg/src/paths';
import remarkMermaidSvg, {
  COMPONENT,
  COMPONENT_MODULE,
  svgSize,
  type MdNode,
  type MissingDiagram,
} from '../../plugins/mermaid-svg/src/remark';

const version = mermaidVersion();
const blocks = await findBlocks(CONTENT_DIR);
const keys = new Set(blocks.map((block) => diagramKey(block.source, mermaid, version)));
/** The keys that have an entry (a missing one fails 'has a fresh entry' alone). */
const present = [...keys].filter((key) => existsSync(join(CACHE_DIR, `${key}.json`)));

describe('the diagram cache (static/diagrams/)', () => {
  it('finds the diagrams of the site', () => {
    expect(blocks.length).toBeGreaterThan(90);
  });

  // When this fails, a diagram or the Mermaid config or version changed:
  // run `npm run diagrams` and commit static/diagrams/.
  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block] as const))(
    'has a fresh entry for %s',
    (_where, block) => {
      const key = diagramKey(block.source, mermaid, version);
      const entry = readEntry(CACHE_DIR, key);
      expect(entry, `no entry for ${block.file}:${block.line}: run npm run diagrams`).toBeDefined();
      expect(entry!.source).toBe(block.source);
      expect(entry!.mermaid).toBe(version);
    },
  );

  it('holds no stale entry', () => {
    const stale = readdirSync(CACHE_DIR).filter((name) => !keys.has(name.replace(/\.json$/, '')));
    expect(stale, 'stale entries: run npm run diagrams').toEqual([]);
  });

  it('has entries written as the script writes them', () => {
    for (const key of present) {
      const text = readFileSync(join(CACHE_DIR, `${key}.json`), 'utf8');
      expect(serializeEntry(JSON.parse(text) as DiagramEntry)).toBe(text);
    }
  });

  it('has SVGs whose ids and added classes are all scoped by the diagram', () => {
    const seen = new Map<string, string>();
    for (const key of present) {
      const id = svgId(key);
      const {svg} = readEntry(CACHE_DIR, key)!;
      expect(svg.startsWith(`<svg id="${id}"`), key).toBe(true);
      for (const [, other] of svg.matchAll(/\sid="([^"]*)"/g)) {
        expect(other === id || other.startsWith(`${id}-`) || other.startsWith(`${id}_`), `${key}: id ${other}`).toBe(
          true,
        );
        expect(seen.get(other), `id ${other} twice`).toBeUndefined();
        seen.set(other, key);
      }
      // Mermaid's accessibility attributes are kept.
      expect(svg).toMatch(/^<svg [^>]*role="graphics-document document"/);
      expect(svg).toMatch(/^<svg [^>]*aria-roledescription="/);
      // Label text is text, not paths or images.
      expect(svg).not.toMatch(/<image\b/);
    }
  });

  it('has one SVG per diagram, coloured for each mode by its own style', () => {
    for (const key of present) {
      const id = svgId(key);
      const {svg} = readEntry(CACHE_DIR, key)!;
      expect(svg.match(/<svg\b/g), key).toHaveLength(1);
      const [, css] = svg.match(/<style>([\s\S]*?)<\/style>/)!;
      // Every rule of Mermaid's is scoped to one colour mode of the site (render.ts, mergeInPage).
      const selectors = [...css.matchAll(new RegExp(`(?:^|[{},])\\s*([^{},]*)#${id}(?![\\w-]*\\))`, 'g'))].map(
        ([, scope]) => scope.trim(),
      );
      expect(new Set(selectors), key).toEqual(new Set([":root:not([data-theme='dark'])", "[data-theme='dark']"]));
      // An element whose colours the dark theme changes carries a class of the diagram, set in dark only.
      for (const [, name] of svg.matchAll(new RegExp(`class="[^"]*\\b(${id}-dark\\d+)\\b`, 'g'))) {
        expect(css, `${key}: ${name}`).toContain(`:where([data-theme='dark'] .${name}){`);
      }
    }
  });
});

describe('the cache key', () => {
  const config: MermaidThemeConfig = {theme: {light: 'neutral', dark: 'dark'}};

  it('changes with the source, the version, either theme, the options and the format', () => {
    const base = diagramKey('flowchart LR\n  A --> B', config, '11.0.0');
    expect(diagramKey('flowchart LR\n  A --> C', config, '11.0.0')).not.toBe(base);
    expect(diagramKey('flowchart LR\n  A --> B', config, '11.0.1')).not.toBe(base);
    expect(diagramKey('flowchart LR\n  A --> B', {theme: {light: 'default', dark: 'dark'}}, '11.0.0')).not.toBe(base);
    expect(diagramKey('flowchart LR\n  A --> B', {theme: {light: 'neutral', dark: 'forest'}}, '11.0.0')).not.toBe(base);
    expect(diagramKey('flowchart LR\n  A --> B', {...config, options: {fontSize: 14}}, '11.0.0')).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(FORMAT).toBeGreaterThan(0);
  });

  it('does not depend on the order of the config keys', () => {
    const a = diagramKey('x', {theme: {light: 'neutral', dark: 'dark'}, options: {a: 1, b: 2}}, '1');
    const b = diagramKey('x', {options: {b: 2, a: 1}, theme: {dark: 'dark', light: 'neutral'}}, '1');
    expect(a).toBe(b);
  });

  it('hashes the config theme-mermaid gives mermaid.initialize()', () => {
    expect(mermaidConfig({theme: {light: 'neutral', dark: 'dark'}, options: {fontSize: 14}}, 'dark')).toEqual({
      startOnLoad: false,
      fontSize: 14,
      theme: 'dark',
    });
  });
});

describe('svgCopy', () => {
  it('gives a repeat of a diagram ids and classes of its own', () => {
    const svg =
      '<svg id="mermaid-k"><style>#mermaid-k .a{}:where(.mermaid-k-dark0){}</style><marker id="mermaid-k_end"/><path class="mermaid-k-dark0" marker-end="url(#mermaid-k_end)"/></svg>';
    expect(svgCopy(svg, 'k', 0)).toBe(svg);
    expect(svgCopy(svg, 'k', 2)).toBe(
      '<svg id="mermaid-k-2"><style>#mermaid-k-2 .a{}:where(.mermaid-k-2-dark0){}</style><marker id="mermaid-k-2_end"/><path class="mermaid-k-2-dark0" marker-end="url(#mermaid-k-2_end)"/></svg>',
    );
  });
});

// The remark plugin, on pages compiled the way Docusaurus compiles them.
const scratch = mkdtempSync(join(tmpdir(), 'mermaid-svg-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

const config: MermaidThemeConfig = {theme: {light: 'neutral', dark: 'dark'}};
const cached = 'flowchart LR\n  A["cached"] --> B';
const cachedKey = diagramKey(cached, config, version);
writeFileSync(
  join(scratch, `${cachedKey}.json`),
  serializeEntry({
    key: cachedKey,
    mermaid: version,
    source: cached,
    svg: `<svg id="${svgId(cachedKey)}" viewBox="0 0 120.5 40" role="graphics-document document"></svg>`,
  }),
);

async function transform(markdown: string) {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const missing: MissingDiagram[] = [];
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(markdown) as unknown as MdNode;
  remarkMermaidSvg({cacheDir: scratch, mermaid: config, onMissing: (m) => missing.push(m)})(tree, {path: 'page.md'});
  return {tree, missing};
}

async function compile(markdown: string) {
  const {compile: compileMdx} = await import('@mdx-js/mdx');
  const missing: MissingDiagram[] = [];
  const options = {cacheDir: scratch, mermaid: config, onMissing: (m: MissingDiagram) => missing.push(m)};
  const file = await compileMdx(markdown, {remarkPlugins: [[remarkMermaidSvg, options]]});
  return {code: String(file), missing};
}

const fence = (source: string) => `\`\`\`mermaid\n${source}\n\`\`\``;

describe('remark plugin', () => {
  it('replaces a cached block with the component, and imports it once', async () => {
    const {tree, missing} = await transform(`# Title\n\n${fence(cached)}\n\nText.\n\n${fence(cached)}\n`);
    expect(missing).toEqual([]);
    const elements = tree.children!.filter((node) => node.type === 'mdxJsxFlowElement');
    expect(elements.map((node) => node.name)).toEqual([COMPONENT, COMPONENT]);
    const attributes = (node: MdNode) =>
      Object.fromEntries((node.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]));
    expect(attributes(elements[0])).toEqual({diagram: cachedKey, width: '120.5', height: '40'});
    // The same diagram twice on a page: the second gets ids of its own.
    expect(attributes(elements[1])).toEqual({diagram: cachedKey, width: '120.5', height: '40', copy: '1'});
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
    expect(tree.children!.some((node) => node.type === 'code')).toBe(false);
    // The title stays first.
    expect(tree.children![0].type).toBe('heading');
  });

  it('leaves a block with no cache entry to the client-side renderer, and says so', async () => {
    const {tree, missing} = await transform(`${fence('flowchart LR\n  X --> Y')}\n`);
    expect(tree.children!.map((node) => node.type)).toEqual(['code']);
    expect(missing).toEqual([{file: 'page.md', line: 1, key: diagramKey('flowchart LR\n  X --> Y', config, version)}]);
  });

  it('leaves other code blocks alone, and finds blocks inside lists and JSX', async () => {
    const {tree} = await transform(
      `\`\`\`js\nconst a = 1;\n\`\`\`\n\n- item\n\n  ${fence(cached).split('\n').join('\n  ')}\n\n<details>\n\n${fence(cached)}\n\n</details>\n`,
    );
    expect(tree.children![0].type).toBe('code');
    const found: MdNode[] = [];
    const walk = (node: MdNode) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === COMPONENT) found.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    expect(found).toHaveLength(2);
  });

  it('compiles with MDX to an import of the theme component and one element per diagram', async () => {
    const {code, missing} = await compile(`# Title\n\n${fence(cached)}\n\n${fence('flowchart LR\n  X --> Y')}\n`);
    expect(missing).toHaveLength(1);
    expect(code).toContain(`import ${COMPONENT} from "${COMPONENT_MODULE}"`);
    expect(code).toMatch(new RegExp(`_jsx\\(${COMPONENT}, \\{\\s*diagram: "${cachedKey}"`));
    // The SVG itself is not in the page's code.
    expect(code).not.toContain('<svg');
    // The uncached block is still a code block that Docusaurus's own plugin would turn into <Mermaid>.
    expect(code).toContain('language-mermaid');
  });
});

describe('svgSize', () => {
  it('reads the viewBox of the root element', () => {
    expect(
      svgSize('<svg id="x" width="100%" viewBox="0 0 1732.5 374" role="img"><svg viewBox="0 0 1 1"/></svg>'),
    ).toEqual({width: 1732.5, height: 374});
    expect(svgSize('<svg id="x"></svg>')).toBeUndefined();
  });
});
