/**
 * The page contract (page-checks/contract.ts) on every page, and the
 * contract's own rules on pages made to break them.
 */
import {describe, expect, it} from 'vitest';
import {readPages, readTags, type Page} from '../support/content';
import {contractProblems} from '../../page-checks/contract';
import manifest from '../../content/strapi-packages.json';

const pages = readPages();
const tags = readTags();

describe('content', () => {
  it('has pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages.map((page) => [page.id, page] as const))('%s meets the page contract', (_id, page) => {
    expect(contractProblems(page, tags, manifest)).toEqual([]);
  });
});

describe('the page contract', () => {
  const good: Page = {
    id: 'docs/core/example',
    file: 'content/docs/core/example.md',
    data: {
      title: 'Example',
      description: 'What the example page is about, in one sentence.',
      tags: [Object.keys(tags)[0]],
      strapi_packages: ['@strapi/core'],
    },
    body: 'The opening paragraph.\n\n## A section\n\nText.\n',
  };
  const problemsOf = (change: Partial<Page> & {data?: Record<string, unknown>}) =>
    contractProblems({...good, ...change, data: {...good.data, ...change.data}}, tags, manifest);

  it('accepts a page that meets it', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it("lets prose name the minor an older release's key already fixes (4.17 of another package)", () => {
    expect(problemsOf({body: 'From 4.17 to 4.24, and in 4.7.\n\n## S\n'})).toEqual([]);
  });

  it.each([
    ['a missing title', {data: {title: undefined}}, /^title:/],
    ['a description that is not a sentence', {data: {description: 'Short'}}, /^description:/],
    ['an undeclared tag', {data: {tags: ['no-such-tag']}}, /no-such-tag is not declared/],
    ['a key outside the contract', {data: {author: 'x'}}, /^author: not a front-matter key/],
    ['a keyword with a comma', {data: {keywords: ['a, b']}}, /^keywords:/],
    ['a docs page without packages', {data: {strapi_packages: []}}, /at least one package/],
    ['a package that is not pinned', {data: {strapi_packages: ['@strapi/nope']}}, /@strapi\/nope is not pinned/],
    [
      'a pinned version written by hand',
      {body: `Since ${manifest.packages['@strapi/core'].version}.\n\n## S\n`},
      /by hand/,
    ],
    [
      "an older release's full version written by hand",
      {body: `Until ${manifest.packages['@strapi/admin@4.7'].version}.\n\n## S\n`},
      /version 4\.7\.1 written by hand/,
    ],
    ['placeholder text', {body: 'Intro.\n\n## S\n\nTODO\n'}, /placeholder text "TODO"/],
    ['a top-level heading', {body: 'Intro.\n\n# Title\n\n## S\n'}, /no "# " heading/],
    ['no opening paragraph', {body: '## S\n\nText.\n'}, /open with a paragraph/],
    ['no section', {body: 'Intro only.\n'}, /at least one "## " section/],
  ] as const)('names %s', (_what, change, message) => {
    expect(problemsOf(change as Partial<Page>).join('\n')).toMatch(message);
  });
});
