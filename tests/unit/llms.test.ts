/**
 * The llms.txt plugin (plugins/llms): Markdown copies of the pages, the
 * mapping from a page to its copy, and the llms.txt / llms-full.txt files.
 */
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import llmsPlugin, {sectionsOf, validateOptions, type LlmsPluginOptions} from '../../plugins/llms/src';
import {createLinkResolver, type LinkContext} from '../../plugins/llms/src/links';
import {renderLlmsFull, renderLlmsTxt, type IndexedPage} from '../../plugins/llms/src/llmsTxt';
import {createMarkdownConverter} from '../../plugins/llms/src/markdown';
import {absoluteUrl, markdownPathFor} from '../../plugins/llms/src/paths';
import {docIdsInOrder} from '../../plugins/llms/src/sidebar';
import {llms} from '../../config/llms';
import {areas} from '../../config/areas';
import {ROOT} from '../support/content';

const SITE = 'https://example.com';
const PAGE = {title: 'Upload', url: `${SITE}/docs/core/upload`};
const same = (href: string) => href;
const toCleanMarkdown = await createMarkdownConverter();

/** A resolver for a page at content/docs/core/upload/overview.md, with a few docs around it. */
function resolverFor(overrides: Partial<LinkContext> = {}) {
  const siteDir = '/site';
  return createLinkResolver({
    siteUrl: SITE,
    baseUrl: '/',
    permalink: '/docs/core/upload',
    sourceFile: '/site/content/docs/core/upload/overview.md',
    siteDir,
    contentPaths: ['/site/content'],
    sourceToPermalink: new Map([
      ['@site/content/docs/core/upload/overview.md', '/docs/core/upload'],
      ['@site/content/docs/core/upload/providers.md', '/docs/core/upload/providers'],
      ['@site/content/docs/core/database/overview.md', '/database'],
      ['@site/content/docs/intro.md', '/docs/intro'],
      ['@site/content/api/API.md', '/api/API'],
    ]),
    ...overrides,
  });
}

describe('markdownPathFor', () => {
  it('adds .md to a permalink', () => {
    expect(markdownPathFor('/docs/core/upload')).toBe('/docs/core/upload.md');
    expect(markdownPathFor('/api/API')).toBe('/api/API.md');
    expect(markdownPathFor('/upload')).toBe('/upload.md');
  });

  it('maps the root and slash-ended paths to index.md', () => {
    expect(markdownPathFor('/')).toBe('/index.md');
    expect(markdownPathFor('')).toBe('/index.md');
    expect(markdownPathFor('/guides/')).toBe('/guides/index.md');
    expect(markdownPathFor('/base/')).toBe('/base/index.md');
  });

  it('ignores a query and a hash, and replaces .html', () => {
    expect(markdownPathFor('/docs/intro#how-the-monorepo-is-organised')).toBe('/docs/intro.md');
    expect(markdownPathFor('/docs/intro?x=1')).toBe('/docs/intro.md');
    expect(markdownPathFor('/docs/intro.html')).toBe('/docs/intro.md');
  });

  it('is joined to the site URL without doubled slashes', () => {
    expect(absoluteUrl('https://example.com/', '/docs/intro.md')).toBe('https://example.com/docs/intro.md');
    expect(absoluteUrl('https://example.com', '/docs/intro.md')).toBe('https://example.com/docs/intro.md');
  });

  it('imports nothing, so browser code can use it', () => {
    const source = readFileSync(join(ROOT, 'plugins/llms/src/paths.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});

describe('front matter', () => {
  it('is removed with the blank lines after it', () => {
    expect(body('---\ntitle: X\ntags:\n  - a\n---\n\nBody\n')).toBe('Body\n');
    expect(body('---\r\ntitle: X\r\n---\r\nBody\r\n')).toBe('Body\n');
  });

  it('is only a block that opens the file', () => {
    expect(body('Body\n\n---\n\nMore\n')).toBe('Body\n\n---\n\nMore\n');
  });

  it('is replaced by the title, the description and the source URL', () => {
    const markdown = toCleanMarkdown(
      '---\ntitle: Upload\ndescription: How   files\n  are stored.\n---\n\nText.\n',
      {...PAGE, description: 'How   files\n  are stored.'},
      same,
    );
    expect(markdown).toBe(
      '# Upload\n\n> How files are stored.\n\nSource: https://example.com/docs/core/upload\n\nText.\n',
    );
  });

  it('carries the page note (the packages it was checked against) under the source URL', () => {
    const markdown = toCleanMarkdown(
      '---\ntitle: Upload\n---\n\nText.\n',
      {...PAGE, note: 'Checked against: @strapi/upload 5.54.0'},
      same,
    );
    expect(markdown).toBe(
      '# Upload\n\nSource: https://example.com/docs/core/upload\nChecked against: @strapi/upload 5.54.0\n\nText.\n',
    );
  });

  it('writes the inline components it is given as text, and keeps others and code as they are', () => {
    const version = ({name}: Record<string, string>) => (name === '@strapi/upload' ? '5.54.0' : '?');
    const markdown = toCleanMarkdown(
      '---\ntitle: Upload\n---\n\nVersion <PackageVersion name="@strapi/upload" />, <Other a="b" />.\n\n```md\n<PackageVersion name="@strapi/upload" />\n```\n',
      PAGE,
      same,
      {PackageVersion: version},
    );
    expect(markdown).toContain('Version 5.54.0, <Other a="b" />.');
    expect(markdown).toContain('```md\n<PackageVersion name="@strapi/upload" />\n```');
  });

  it('gives way to an h1 that opens the body', () => {
    const markdown = toCleanMarkdown('---\ntitle: Front\n---\n\n# Own title {#own}\n\nText.\n', PAGE, same);
    expect(markdown).toBe('# Own title\n\nSource: https://example.com/docs/core/upload\n\nText.\n');
  });
});

/** The body of a converted page, after its header. */
function body(source: string, resolve = same): string {
  return toCleanMarkdown(source, PAGE, resolve).split('\n').slice(4).join('\n');
}

describe('admonitions', () => {
  it('become a blockquote whose first line carries the label', () => {
    expect(body(':::note\n\nKeep this.\nAnd this.\n\n:::\n\nAfter.\n')).toBe(
      '> **Note:** Keep this.\n> And this.\n\nAfter.\n',
    );
  });

  it('keep a title after the type, in brackets or as an attribute', () => {
    const expected = (title: string) => `> **Warning: ${title}**\n>\n> Text.\n`;
    expect(body(':::warning Strapi 4 only\nText.\n:::\n')).toBe(expected('Strapi 4 only'));
    expect(body(':::warning[The short flag does not turn on debug logs]\nText.\n:::\n')).toBe(
      expected('The short flag does not turn on debug logs'),
    );
    expect(body(':::warning{title="Careful"}\nText.\n:::\n')).toBe(expected('Careful'));
  });

  it('put a label that cannot start the first line on its own line', () => {
    expect(body(':::tip\n- one\n- two\n:::\n')).toBe('> **Tip:**\n>\n> - one\n> - two\n');
  });

  it('nest with longer fences', () => {
    const source = '::::info Outer\nOuter text.\n\n:::danger\nInner text.\n:::\n\nOuter again.\n::::\n';
    expect(body(source)).toBe(
      '> **Info: Outer**\n>\n> Outer text.\n>\n> > **Danger:** Inner text.\n>\n> Outer again.\n',
    );
  });

  it('quote the fenced code inside them without changing it', () => {
    // A `:::` line closes an admonition even inside its code, as in Docusaurus: hence the longer fence.
    const source = '::::note\nRun:\n\n```bash\nyarn build\n\n:::\n```\n::::\nNext paragraph.\n';
    expect(body(source)).toBe('> **Note:** Run:\n>\n> ```bash\n> yarn build\n>\n> :::\n> ```\n\nNext paragraph.\n');
  });

  it('start after a blank line when they follow a paragraph directly', () => {
    expect(body('Before.\n:::caution\nText.\n:::\n')).toBe('Before.\n\n> **Caution:** Text.\n');
  });
});

describe('headings', () => {
  it('lose their custom ids', () => {
    expect(body('## Where it lives {#where}\n\n### `a` and `b` {#a-b}\n')).toBe(
      '## Where it lives\n\n### `a` and `b`\n',
    );
  });

  it('keep braces that are not an id', () => {
    expect(body('## The `{#id}` syntax\n')).toBe('## The `{#id}` syntax\n');
  });
});

describe('code blocks', () => {
  it('are copied verbatim, with their language', () => {
    const code = '```ts\nconst a = `[x](./y.md)`; // {#not-an-id}\n:::note\n## Heading {#id}\n```\n';
    expect(body(code, () => 'REWRITTEN')).toBe(code);
  });

  it('turn a title into a line before the block and drop Docusaurus meta', () => {
    expect(body('```ts title="config/plugins.ts" showLineNumbers {2-3}\nexport default {};\n```\n')).toBe(
      '`config/plugins.ts`\n\n```ts\nexport default {};\n```\n',
    );
  });

  it('keep mermaid, tildes, longer fences and list indentation', () => {
    const source = [
      '```mermaid',
      'flowchart LR',
      '  A["x](y)"] --> B',
      '```',
      '',
      '~~~text',
      '```',
      '~~~',
      '',
      '````markdown',
      '```js',
      'x',
      '```',
      '````',
      '',
      '1. Install:',
      '',
      '   ```bash title="shell"',
      '   yarn [setup](./x.md)',
      '   ```',
      '',
    ].join('\n');
    const expected = source.replace('   ```bash title="shell"', '   `shell`\n\n   ```bash');
    expect(body(source, () => 'REWRITTEN')).toBe(expected);
  });

  it('leave tables as the pages write them, without padding', () => {
    const table = '| Name | Aligned |\n| --- | :-: |\n| `a` | b |\n';
    expect(body(table)).toBe(table.replace(':-:', ':---:'));
  });

  it('are closed when the source never closes them', () => {
    expect(body('```js\nlet x;\n')).toBe('```js\nlet x;\n```\n');
  });
});

describe('links', () => {
  const resolve = resolverFor();

  it('make anchors and site paths absolute', () => {
    expect(resolve('#pitfalls')).toBe(`${SITE}/docs/core/upload#pitfalls`);
    expect(resolve('/api/Strapi')).toBe(`${SITE}/api/Strapi`);
    expect(resolve('/database#migrations')).toBe(`${SITE}/database#migrations`);
  });

  it('point links to Markdown files at the page built from them', () => {
    expect(resolve('./providers.md')).toBe(`${SITE}/docs/core/upload/providers`);
    expect(resolve('providers.md#signed-urls')).toBe(`${SITE}/docs/core/upload/providers#signed-urls`);
    expect(resolve('../database/overview.md')).toBe(`${SITE}/database`);
    expect(resolve('/docs/intro.md')).toBe(`${SITE}/docs/intro`);
    expect(resolve('/api/API.md?x=1#top')).toBe(`${SITE}/api/API?x=1#top`);
    expect(resolve('@site/content/docs/intro.md')).toBe(`${SITE}/docs/intro`);
  });

  it('resolve other relative paths against the page URL, as a browser would', () => {
    expect(resolve('./img/diagram.png')).toBe(`${SITE}/docs/core/img/diagram.png`);
    expect(resolve('../missing.md')).toBe(`${SITE}/docs/missing.md`);
    expect(resolve('pathname:///files/x.zip')).toBe(`${SITE}/files/x.zip`);
  });

  it('leave other schemes and protocol-relative URLs alone', () => {
    for (const href of ['https://github.com/strapi/strapi', 'mailto:a@b.c', '//cdn.example.com/x.js']) {
      expect(resolve(href)).toBe(href);
    }
  });

  it('add the base URL to site paths that lack it', () => {
    const based = resolverFor({baseUrl: '/contrib/', permalink: '/contrib/docs/core/upload'});
    expect(based('/docs/intro')).toBe(`${SITE}/contrib/docs/intro`);
    expect(based('/contrib/docs/intro')).toBe(`${SITE}/contrib/docs/intro`);
    expect(based('#x')).toBe(`${SITE}/contrib/docs/core/upload#x`);
  });

  it('are rewritten in links, images and definitions, and nowhere else', () => {
    const mark = (href: string) => `X${href}`;
    expect(body('See [the intro](/docs/intro "Intro") and ![a](./a.png).\n', mark)).toBe(
      'See [the intro](X/docs/intro "Intro") and ![a](X./a.png).\n',
    );
    expect(body('[a [nested] text](x) and [b](<y z>)\n', mark)).toBe('[a \\[nested\\] text](Xx) and [b](<Xy z>)\n');
    expect(body('A [link\nover lines](x).\n', mark)).toBe('A [link\nover lines](Xx).\n');
    expect(body('[ref]: ./x.md "T"\n[other]: <y>\n\nText [ref].\n', mark)).toBe(
      '[ref]: X./x.md "T"\n\n[other]: Xy\n\nText [ref].\n',
    );
  });

  it('leave inline code, escapes and look-alikes untouched', () => {
    const fail = () => {
      throw new Error('should not resolve');
    };
    // Look-alikes stay text; the writer escapes the brackets that a reader could take for a link.
    for (const [text, expected] of [
      ['Call `providerInstance[methodName](file, options)` here.', null],
      ['Call ``a `[b](c)` d`` here.', null],
      ['A paragraph\n\\[x]: not a definition', null],
      ['\\[not a link\\](x)', '\\[not a link]\\(x)'],
      ['Not a link](x) without an opening bracket.', 'Not a link]\\(x) without an opening bracket.'],
      ['[broken](unclosed', '\\[broken]\\(unclosed'],
    ] as const) {
      expect(body(`${text}\n`, fail)).toBe(`${expected ?? text}\n`);
    }
  });

  it('treat an unclosed backtick as text', () => {
    expect(body('A ` tick and [a](b).\n', (h) => `X${h}`)).toBe('A \\` tick and [a](Xb).\n');
  });

  it('are not looked for in code spans over two lines (written on one)', () => {
    expect(body('Code `over\n[a](b) lines`.\n', () => 'REWRITTEN')).toBe('Code `over [a](b) lines`.\n');
  });
});

describe('sidebars', () => {
  it('list docs depth first, a category overview before its items, each once', () => {
    const items = [
      {type: 'doc', id: 'a'},
      {
        type: 'category',
        link: {type: 'doc', id: 'b'},
        items: [
          {type: 'link', href: 'https://x'},
          {type: 'category', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'c'}]},
          {type: 'ref', id: 'a'},
          {type: 'html'},
        ],
      },
      {type: 'doc', id: 'd'},
    ];
    expect(docIdsInOrder(items)).toEqual(['a', 'b', 'c', 'd']);
  });

  const docs = ['a', 'b', 'c', 'd', 'e'].map((id) => ({id, unlisted: id === 'e'}));
  const loaded = {
    one: [
      {type: 'doc', id: 'b'},
      {type: 'doc', id: 'a'},
    ],
    two: [
      {type: 'doc', id: 'a'},
      {type: 'doc', id: 'e'},
    ],
  };

  it('make sections in the configured order; a doc goes where it first appears', () => {
    const sections = sectionsOf(
      {
        sections: [
          {sidebar: 'one', title: 'One'},
          {sidebar: 'two', title: 'Two'},
        ],
      },
      loaded,
      docs,
      (id) => id,
    );
    expect(sections).toEqual([
      {title: 'One', pages: ['b', 'a']},
      {title: 'Two', pages: []},
      // In no sidebar: listed last. Unlisted: left out.
      {title: 'Optional', pages: ['c', 'd']},
    ]);
  });

  it('fail on a sidebar that does not exist', () => {
    expect(() => sectionsOf({sections: [{sidebar: 'three', title: 'Three'}]}, loaded, docs, (id) => id)).toThrow(
      /No sidebar "three"/,
    );
  });

  it('are the four areas, in order', () => {
    expect(llms.sections).toEqual(areas.map((area) => ({sidebar: area.sidebarId, title: area.label})));
  });
});

describe('llms.txt', () => {
  const page = (title: string, slug: string, description = 'What it is.'): IndexedPage => ({
    title,
    description,
    markdownUrl: `${SITE}/${slug}.md`,
    markdown: `# ${title}\n\nSource: ${SITE}/${slug}\n\nText of ${slug}.\n`,
  });
  const sections = [
    {
      title: 'Guides',
      pages: [page('Contributing', 'guides/contributing'), page('The [x] guide', 'guides/x', 'Two\n  lines.')],
    },
    {title: 'Empty', pages: []},
    {title: 'RFCs', pages: [page('Intro', 'rfcs/intro', '')]},
  ];

  it('follows the llmstxt.org layout', () => {
    const text = renderLlmsTxt({title: 'Site', summary: 'One\nparagraph.', details: 'More.'}, sections);
    expect(text).toBe(
      [
        '# Site',
        '',
        '> One paragraph.',
        '',
        'More.',
        '',
        '## Guides',
        '',
        `- [Contributing](${SITE}/guides/contributing.md): What it is.`,
        `- [The \\[x\\] guide](${SITE}/guides/x.md): Two lines.`,
        '',
        '## RFCs',
        '',
        `- [Intro](${SITE}/rfcs/intro.md)`,
        '',
      ].join('\n'),
    );
  });

  it('has every page in llms-full.txt, in the same order', () => {
    const full = renderLlmsFull(sections);
    expect(full.match(/^# .*/gm)).toEqual(['# Contributing', '# The [x] guide', '# Intro']);
    expect(full).toContain('Text of guides/x.\n\n---\n\n# Intro');
    expect(full.endsWith('Text of rfcs/intro.\n')).toBe(true);
  });
});

describe('options', () => {
  const check = (options: unknown) =>
    validateOptions({validate: normalizePluginOptions, options: options as LlmsPluginOptions});

  it("accept the site's options, with the defaults filled in", () => {
    expect(check(llms)).toMatchObject({id: 'default', docsPluginId: 'default', sections: llms.sections});
  });

  it('fail the build on a wrong option, naming it', () => {
    expect(() => check({...llms, sections: [{sidebar: 'docs'}]})).toThrow(/"sections\[0\]\.title" is required/);
    expect(() => check({...llms, summary: undefined})).toThrow(/"summary" is required/);
    expect(() => check({...llms, sections: []})).toThrow(/"sections" must contain at least 1 items/);
    expect(() => check({...llms, pageNote: 'Checked'})).toThrow(/"pageNote" must be of type function/);
    expect(() => check({...llms, sidebars: []})).toThrow(/"sidebars" is not allowed/);
  });
});

describe('the plugin', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  async function build(baseUrl: string) {
    const siteDir = mkdtempSync(join(tmpdir(), 'llms-site-'));
    const outDir = join(siteDir, 'build');
    dirs.push(siteDir);
    mkdirSync(join(siteDir, 'content/guides'), {recursive: true});
    writeFileSync(join(siteDir, 'content/home.md'), '---\ntitle: Home\n---\n\nSee [the guide](./guides/start.md).\n');
    writeFileSync(
      join(siteDir, 'content/guides/start.md'),
      '---\ntitle: Start\ndescription: Where to begin.\n---\n\n:::tip\nBack [home](../home.md).\n:::\n',
    );
    const doc = (id: string, source: string, permalink: string, title: string, description: string) => ({
      id,
      source,
      permalink,
      title,
      description,
      draft: false,
      unlisted: false,
      frontMatter: description === 'Where to begin.' ? {description} : {},
    });
    const version = {
      isLast: true,
      contentPath: join(siteDir, 'content'),
      contentPathLocalized: join(siteDir, 'i18n/en/content'),
      docs: [
        doc('home', '@site/content/home.md', baseUrl, 'Home', 'See the guide.'),
        doc('guides/start', '@site/content/guides/start.md', `${baseUrl}guides/start`, 'Start', 'Where to begin.'),
      ],
      sidebars: {
        main: [
          {type: 'doc', id: 'home'},
          {type: 'category', label: 'G', items: [{type: 'doc', id: 'guides/start'}]},
        ],
      },
    };
    const plugin = llmsPlugin({} as LoadContext, {
      sections: [{sidebar: 'main', title: 'Main'}],
      summary: 'A site.',
    }) as Plugin;
    await plugin.postBuild!({
      outDir,
      siteDir,
      siteConfig: {url: SITE, baseUrl, title: 'Test site'},
      plugins: [
        {name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content: {loadedVersions: [version]}},
      ],
    } as never);
    return outDir;
  }

  it('writes each copy at its permalink plus .md, the root as index.md', async () => {
    const outDir = await build('/');
    expect(readFileSync(join(outDir, 'index.md'), 'utf8')).toBe(
      `# Home\n\nSource: ${SITE}/\n\nSee [the guide](${SITE}/guides/start).\n`,
    );
    expect(readFileSync(join(outDir, 'guides/start.md'), 'utf8')).toBe(
      `# Start\n\n> Where to begin.\n\nSource: ${SITE}/guides/start\n\n> **Tip:** Back [home](${SITE}/).\n`,
    );
    expect(readFileSync(join(outDir, 'llms.txt'), 'utf8')).toBe(
      `# Test site\n\n> A site.\n\n## Main\n\n- [Home](${SITE}/index.md): See the guide.\n- [Start](${SITE}/guides/start.md): Where to begin.\n`,
    );
    expect(readFileSync(join(outDir, 'llms-full.txt'), 'utf8')).toMatch(/^# Home\n[\s\S]*\n---\n\n# Start\n/);
  });

  it('puts the files under the base URL', async () => {
    const outDir = await build('/contrib/');
    expect(existsSync(join(outDir, 'index.md'))).toBe(true);
    expect(existsSync(join(outDir, 'guides/start.md'))).toBe(true);
    expect(readFileSync(join(outDir, 'llms.txt'), 'utf8')).toContain(`(${SITE}/contrib/guides/start.md)`);
    expect(readFileSync(join(outDir, 'guides/start.md'), 'utf8')).toContain(`[home](${SITE}/contrib/)`);
  });
});
