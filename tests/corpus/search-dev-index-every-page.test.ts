/**
 * The development server's search index (plugins/search/src/devIndex.ts) on
 * every page of content/: each is read without error, and no anchor comes
 * twice. The unit tests of tests/unit/search-dev-index.test.ts show how one
 * page is split.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {extractMarkdownPage} from '../../plugins/search/src/devIndex';

const DOC = {title: '', description: '', tags: []};

it('reads every page of content/ without error, each anchor once', async () => {
  const files = readdirSync('content', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
  expect(files.length).toBeGreaterThan(90);
  for (const file of files) {
    const page = await extractMarkdownPage(
      readFileSync(path.join('content', file), 'utf8'),
      {...DOC, title: file},
      'x',
    );
    const hashes = page.sections.map((section) => section.hash);
    expect(new Set(hashes).size, file).toBe(hashes.length);
  }
});
