/**
 * Task phrasing (issue 28): a question phrased as a task ("write a file in
 * the app directory") finds the page whose method or command does it, read
 * from the page's "Method | What it does" tables (plugins/search/src/tasks.ts),
 * above pages that only share its nouns.
 */
import {describe, expect, it} from 'vitest';
import {extractPage} from '../../plugins/search/src/extract';
import {extractMarkdownPage} from '../../plugins/search/src/devIndex';
import {sectionsOfPage} from '../../plugins/search/src/sections';
import {tasksOf} from '../../plugins/search/src/tasks';
import {packIndexFile} from '../../plugins/search/src/indexFile';
import {buildIndex, loadIndex, searchPages, type IndexedSection} from '../../plugins/search/src/engine';
import {search as options} from '../../config/search';

const page = (title: string, description: string, body: string) => `<html><head>
<meta name="description" content="${description}"></head><body><article>
<header><h1>${title}</h1></header><div class="theme-doc-markdown">${body}</div></article></body></html>`;

const FILES_API = page(
  'StrapiFS',
  'The file helper of the Strapi instance.',
  `<p>One object per instance.</p>
<h2 id="methods">Methods</h2>
<table><thead><tr><th>Method</th><th>What it does</th></tr></thead><tbody>
<tr><td><code>writeAppFile(path, data)</code></td><td>Writes a file in the app directory, making its folders.</td></tr>
<tr><td><code>removeAppFile(path)</code></td><td>Deletes a path under the project root.</td></tr>
</tbody></table>
<h2 id="flags">Flags</h2>
<table><thead><tr><th>Flag</th><th>Effect</th></tr></thead><tbody>
<tr><td><code>--quiet</code></td><td>Prints nothing.</td></tr>
</tbody></table>`,
);

const FILE_PROVIDER = page(
  'Archive destination',
  'How an import restores an archive into a Strapi app.',
  `<p>The provider writes each file of the archive into the app, one directory at a time.</p>
<h2 id="files">Files</h2><p>A file is written in the directory of its content type, in the app's uploads directory.</p>`,
);

function indexOf(pages: string[]) {
  const sections: IndexedSection[] = [];
  pages.forEach((html, n) => {
    sections.push(
      ...sectionsOfPage(extractPage(html), {route: `/page-${n}`}, sections.length + 1, options.excerptLength),
    );
  });
  const documents = sections.map(({content: _content, tags: _tags, ...document}) => document);
  return loadIndex(JSON.parse(JSON.stringify(packIndexFile(documents, buildIndex(sections, options)))));
}

describe('what commands and methods do (tasks.ts)', () => {
  it('reads one line per row of a command, method or member table, and none from flag tables', () => {
    expect(extractPage(FILES_API).tasks).toEqual([
      'writeAppFile(path, data) Writes a file in the app directory, making its folders.',
      'removeAppFile(path) Deletes a path under the project root.',
    ]);
    expect(
      tasksOf([
        {header: ['Member', 'Type', 'Behaviour'], rows: [['destroy()', 'method', 'Stops the timers.']]},
        // The members of one type, named in the header (as the source links read it).
        {header: ['LocalFileSourceProvider member', 'Behaviour'], rows: [['close()', 'Ends the stream.']]},
        {header: ['Option', 'Type', 'Meaning'], rows: [['sourcemap', 'boolean', 'Writes source maps.']]},
        {header: ['Command', 'Package'], rows: [['build', '@strapi/strapi']]},
      ]),
    ).toEqual(['destroy() Stops the timers.', 'close() Ends the stream.']);
  });

  it('reads the same lines from the Markdown of the development index', async () => {
    const markdown = `# StrapiFS\n\n## Methods\n\n| Method | What it does |\n| --- | --- |\n| \`writeAppFile(path, data)\` | Writes a file in the app directory, making its folders. |\n`;
    const extracted = await extractMarkdownPage(markdown, {title: 'StrapiFS', description: '', tags: []}, 'default');
    expect(extracted.tasks).toEqual([
      'writeAppFile(path, data) Writes a file in the app directory, making its folders.',
    ]);
  });

  it('ranks the page whose method does the task above a page that shares its nouns', () => {
    const index = indexOf([FILE_PROVIDER, FILES_API]);
    const routes = searchPages([index], 'write a file in the app directory from code', 8).pages.map((p) => p.route);
    expect(routes[0]).toBe('/page-1');
  });
});
