/**
 * search-index-{tag}.json's layout (plugins/search/src/indexFile.ts): it must
 * give back exactly the documents and index it was made of, and refuse what
 * it cannot lay out.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, loadIndex, search, type IndexedSection, type SearchHit} from '../../plugins/search/src/engine';
import {expandIndex} from '../../plugins/search/src/compact';
import {packIndexFile, unpackIndexFile} from '../../plugins/search/src/indexFile';
import {decodeNumbers, encodeNumbers} from '../../plugins/search/src/numbers';
import type {LazyPostings} from '../../plugins/search/src/compact';
import {search as options} from '../../config/search';

function section(
  id: number,
  pageTitle: string,
  sectionTitle: string,
  sectionRoute: string,
  content: string,
): IndexedSection {
  return {
    id,
    pageTitle,
    sectionTitle,
    sectionRoute,
    type: 'docs',
    excerpt: content.slice(0, 60),
    content,
    tags: id % 3 ? [] : ['tag'],
  };
}

const SECTIONS = [
  section(
    1,
    'Transactions',
    'Transactions',
    '/docs/db/transactions',
    'Run queries in a transaction; transactional work commits together.',
  ),
  section(
    2,
    'Transactions',
    'onCommit',
    '/docs/db/transactions#oncommit',
    'onCommit callbacks run after the transaction commits.',
  ),
  section(3, 'Transactions', '', '/docs/db/transactions#empty-title', 'A section without a title of its own.'),
  section(4, 'Uploads', 'Uploads', '/docs/upload', 'Upload providers implement upload, uploadStream and delete.'),
  // Same title as another page, another route.
  section(5, 'Uploads', 'Uploads', '/api/uploads', 'The upload service of the API reference.'),
  section(6, 'Uploads', 'Transactions', '/api/uploads#transactions', 'A section named like another page.'),
];

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));
/** An unpacked index with its postings as plain arrays. */
const plain = <T extends {index: {postings: LazyPostings[]}}>(unpacked: T): T => ({
  ...unpacked,
  index: {
    ...unpacked.index,
    postings: unpacked.index.postings.map((posting) => Array.from(typeof posting === 'function' ? posting() : posting)),
  },
});
const documentsOf = (sections: IndexedSection[]) => sections.map(({content: _c, tags: _t, ...document}) => document);

describe('the search index file', () => {
  it('gives back the documents and the index it was made of', () => {
    const index = buildIndex(SECTIONS, options);
    const file = roundTrip(packIndexFile(documentsOf(SECTIONS), index));
    expect(plain(unpackIndexFile(file))).toEqual({documents: documentsOf(SECTIONS), index: roundTrip(index)});
    expect(file.ids).toBe(1);
    expect(file.pages).toEqual([
      ['Transactions', '/docs/db/transactions'],
      ['Uploads', '/docs/upload'],
      ['Uploads', '/api/uploads'],
    ]);
    // The vocabulary is front-coded, one term per line.
    expect(file.index.terms.split('\n')).toHaveLength(index.terms.length);
    expect(file.index.terms).not.toContain('transaction\n');
  });

  it('keeps ids that do not follow one by one', () => {
    const sections = SECTIONS.map((s, i) => ({...s, id: 10 + i * 7}));
    const index = buildIndex(sections, options);
    const file = roundTrip(packIndexFile(documentsOf(sections), index));
    expect(file.ids).toEqual(sections.map((s) => s.id));
    expect(unpackIndexFile(file).documents.map((d) => d.id)).toEqual(sections.map((s) => s.id));
  });

  it('finds the same sections, with the same scores, as the index it was made of', () => {
    const index = buildIndex(SECTIONS, options);
    const loaded = loadIndex(roundTrip(packIndexFile(documentsOf(SECTIONS), index)));
    const direct = {documents: documentsOf(SECTIONS), index: expandIndex(roundTrip(index))};
    for (const query of ['transaction', 'upload*', 'title:uploads', 'commit +callbacks', 'uploadStream']) {
      const scores = (hits: SearchHit[]) => hits.map((hit) => [hit.document.id, hit.score]);
      expect(scores(search([loaded], query, 8)), query).toEqual(scores(search([direct], query, 8)));
    }
    expect(search([loaded], 'transaction', 8).map((hit) => hit.document.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(search([loaded], 'uploadStream', 8)[0].document.sectionRoute).toBe('/docs/upload');
  });

  it('writes the postings as one text of numbers that need no separator', () => {
    const numbers = [0, 1, 2, 31, 32, 1023, 1024, 70_000, 1_000_000];
    const text = encodeNumbers(numbers);
    expect(Array.from(decodeNumbers(text))).toEqual(numbers);
    expect(text).toMatch(/^[0-9a-vA-Z!#$%&(]+$/);
    expect(() => encodeNumbers([-1])).toThrow('not a whole number');
    const index = buildIndex(SECTIONS, options);
    const file = roundTrip(packIndexFile(documentsOf(SECTIONS), index));
    expect(typeof file.index.postings).toBe('string');
    expect(file.index.lengths).toHaveLength(index.fields.length);
  });

  it('leaves out the anchors that the titles give, and keeps the others', () => {
    const sections = [
      section(1, 'Flags', 'Flags', '/docs/flags', 'Intro.'),
      section(2, 'Flags', 'The --watch-admin flag', '/docs/flags#the---watch-admin-flag', 'A flag.'),
      section(3, 'Flags', 'Pitfalls', '/docs/flags#pitfalls', 'One.'),
      section(4, 'Flags', 'Pitfalls', '/docs/flags#pitfalls-1', 'Two.'),
      section(5, 'Flags', 'Café au lait', '/docs/flags#café-au-lait', 'Not ASCII.'),
      section(6, 'Flags', 'Custom', '/docs/flags#my-own-id', 'An explicit id.'),
    ];
    const file = roundTrip(packIndexFile(documentsOf(sections), buildIndex(sections, options)));
    expect(file.sections.map((packed) => packed[2])).toEqual(['', 1, 1, 1, 'café-au-lait', 'my-own-id']);
    expect(unpackIndexFile(file).documents.map((d) => d.sectionRoute)).toEqual(sections.map((s) => s.sectionRoute));
  });

  it('holds an empty index', () => {
    const index = buildIndex([], options);
    expect(plain(unpackIndexFile(roundTrip(packIndexFile([], index))))).toEqual({
      documents: [],
      index: roundTrip(index),
    });
  });

  it('refuses an index that does not reference the documents in order, or several document types', () => {
    const index = buildIndex(SECTIONS, options);
    expect(() => packIndexFile(documentsOf(SECTIONS).reverse(), index)).toThrow(
      'the index must reference the documents, in order',
    );
    const mixed = documentsOf(SECTIONS).map((d, i) => ({...d, type: i ? d.type : ('blog' as const)}));
    expect(() => packIndexFile(mixed, index)).toThrow('one document type per file');
  });

  it('refuses a file of another format', () => {
    expect(() => unpackIndexFile({format: 'compact-lunr-1'} as never)).toThrow('unknown format compact-lunr-1');
  });
});
