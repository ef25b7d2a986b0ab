/**
 * The one-page link check (page-checks/links.ts): what the strict build would
 * refuse, found in a page made to hold it (the strict build checks the real
 * pages' links).
 */
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {CONTENT_DIR, readPages, readTags, type Page} from '../support/content';
import {checkLinks, headingIds} from '../../page-checks/links';

const pages = readPages();
const tags = readTags();
const page = (body: string): Page => ({
  id: 'docs/core/data-transfer/new-page',
  file: join(CONTENT_DIR, 'docs/core/data-transfer/new-page.md'),
  data: {},
  body,
});
const messages = (body: string) => checkLinks(page(body), pages, tags).map((p) => `${p.line} ${p.message}`);

describe('checkLinks', () => {
  it('accepts routes, page files, anchors, tags, site pages and outside links', () => {
    expect(
      messages(
        [
          '[a](/docs/intro) [b](./engine.md) [c](engine.md#where-it-lives) [d](/tags) [e](/search)',
          '[f](https://github.com/strapi/strapi) [g](#local) [h](/api/Strapi) [i](../../intro.md)',
          '',
          '## Local',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names a missing route, with the nearest one', () => {
    expect(messages('\n[x](/api/Strapy)')).toEqual(['2 no page at /api/Strapy; did you mean /api/Strapi?']);
  });

  it('names a missing page file', () => {
    expect(messages('[x](./engin.md)')).toEqual([
      '1 no page file content/docs/core/data-transfer/engin.md; did you mean content/docs/core/data-transfer/engine.md?',
    ]);
  });

  it('names a missing heading on the linked page and on its own page', () => {
    expect(messages('[x](/docs/core/data-transfer/engine#where-it-live) [y](#nowhere)\n\n## Here')).toEqual([
      '1 no heading #where-it-live on /docs/core/data-transfer/engine; did you mean where-it-lives?',
      '1 no heading #nowhere on /docs/core/data-transfer/new-page',
    ]);
  });
});

describe('headingIds', () => {
  it('slugs headings as Docusaurus does, and keeps explicit ids', () => {
    expect([...headingIds(page('## The `strapi` CLI\n\n## Twice\n\n## Twice\n\n## Custom {#my-id}'))]).toEqual([
      'the-strapi-cli',
      'twice',
      'twice-1',
      'my-id',
    ]);
  });
});
