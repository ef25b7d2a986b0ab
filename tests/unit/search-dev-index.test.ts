/**
 * The development server's search index (plugins/search/src/devIndex.ts):
 * the Markdown of a doc split into the built page's sections, with the
 * anchors Docusaurus gives the headings, and written where `npm start`
 * serves it.
 */
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractMarkdownPage} from '../../plugins/search/src/devIndex';
import searchPlugin from '../../plugins/search/src';
import {loadIndex, searchPages} from '../../plugins/search/src/engine';
import {search as options} from '../../config/search';

const DOC = {title: 'Transactions', description: 'Running queries in a transaction.', tags: [{label: 'Database'}]};

const SOURCE = `---
title: Transactions
description: Running queries in a transaction.
---

import Tabs from '@theme/Tabs';

# Transactions

Run queries with \`strapi.db.transaction\`.

:::note
The callback's queries share one connection.
:::

## Nesting

A nested call joins the outer transaction.

\`\`\`mermaid
graph TD; A-->B
\`\`\`

### The \`onCommit\` hook

Runs after the commit.

## Nesting

The same heading twice.

#### A deeper heading

Stays in its section.

## Pitfalls {#pitfalls-explicit}

<Tabs>Text inside a component.</Tabs>
`;

describe('extractMarkdownPage', () => {
  it('splits a doc at its h2 and h3 headings, with the anchors Docusaurus gives them', async () => {
    const page = await extractMarkdownPage(SOURCE, DOC, 'docs-default-current');
    expect(page.pageTitle).toBe('Transactions');
    expect(page.description).toBe('Running queries in a transaction.');
    expect(page.tags).toEqual(['Database']);
    expect(page.sections.map((s) => [s.title, s.hash])).toEqual([
      ['Transactions', ''],
      ['Nesting', '#nesting'],
      ['The onCommit hook', '#the-oncommit-hook'],
      ['Nesting', '#nesting-1'],
      ['Pitfalls', '#pitfalls-explicit'],
    ]);
  });

  it('keeps text, code and admonitions, and leaves out front matter, imports and diagrams', async () => {
    const [intro, nesting, , twice, pitfalls] = (await extractMarkdownPage(SOURCE, DOC, 'x')).sections;
    expect(intro.content).toContain('strapi.db.transaction');
    expect(intro.content).toContain('share one connection');
    expect(intro.content).not.toMatch(/import|title:/);
    expect(nesting.content).not.toContain('graph TD');
    expect(twice.content).toContain('Stays in its section.');
    expect(pitfalls.content).toContain('Text inside a component.');
  });
});

function pluginFor(siteDir: string): Plugin {
  const context = {
    siteDir,
    generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'search-dev-')),
    baseUrl: '/',
  } as unknown as LoadContext;
  return searchPlugin(context, options) as Plugin;
}

describe('the plugin in development', () => {
  it('serves its index directory from the development server, and only there', () => {
    const plugin = pluginFor(process.cwd());
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const config = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
        devServer?: {static: {directory: string; publicPath: string}[]};
      };
      expect(config.devServer?.static[0].publicPath).toBe('/');
      expect(config.devServer?.static[0].directory).toMatch(/strapi-docs-search$/);
      expect(plugin.configureWebpack!({} as never, true, {} as never, {} as never)).toEqual({});
    } finally {
      vi.unstubAllEnvs();
    }
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(plugin.configureWebpack!({} as never, false, {} as never, {} as never)).toEqual({});
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('builds the index from the docs when the content is loaded', {timeout: 30_000}, async () => {
    const plugin = pluginFor(process.cwd());
    const docs = [
      {
        source: '@site/content/docs/core/database/transactions.md',
        permalink: '/docs/core/database/transactions',
        ...DOC,
        frontMatter: {},
      },
      {
        source: '@site/content/api/Cron.md',
        permalink: '/api/Cron',
        title: 'Cron',
        description: 'Cron jobs.',
        tags: [],
        frontMatter: {},
      },
    ];
    const allContent = {
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{versionName: 'current', docs}]}},
    };
    vi.stubEnv('NODE_ENV', 'development');
    try {
      await plugin.allContentLoaded!({allContent, actions: {}} as never);
    } finally {
      vi.unstubAllEnvs();
    }
    const config = (() => {
      vi.stubEnv('NODE_ENV', 'development');
      try {
        return plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
          devServer: {static: {directory: string}[]};
        };
      } finally {
        vi.unstubAllEnvs();
      }
    })();
    const file = path.join(config.devServer.static[0].directory, 'search-index-docs-default-current.json');
    await vi.waitFor(() => expect(existsSync(file)).toBe(true), {timeout: 25_000, interval: 100});
    const index = loadIndex(JSON.parse(readFileSync(file, 'utf8')));
    expect(searchPages([index], 'onCommit', 8).pages[0].route).toBe('/docs/core/database/transactions');
    expect(searchPages([index], 'cron', 8).pages[0].route).toBe('/api/Cron');
  });
});
