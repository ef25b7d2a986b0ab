/**
 * The query builder of the search box, against the lunr build that the search
 * plugin ships and indexes with.
 */
import {createRequire} from 'node:module';
import {beforeAll, describe, expect, it} from 'vitest';
import {fieldBoosts, isQueryParseError, parseQuery} from '../../src/search/query';
import type {Lunr, LunrIndex} from '../../src/search/lunr';
import {search} from '../../config/search';

const require = createRequire(import.meta.url);
const lunr = require('@cmfcmf/docusaurus-search-local/lib/lunr.js') as Lunr & ((fn: (this: any) => void) => LunrIndex);

const boosts = fieldBoosts({...search.lunr, indexDocSidebarParentCategories: search.indexDocSidebarParentCategories});

const DOCS = [
  {id: '1', title: 'Transactions', content: 'Run queries in a transaction with strapi.db.transaction and onCommit.', tags: 'database'},
  {id: '2', title: 'Relations reordering', content: 'The connect payload takes a position with before or after.', tags: 'relations database'},
  {id: '3', title: 'Review workflows', content: 'Stages and assignees of an entry in the content manager.', tags: 'review-workflows'},
  {id: '4', title: 'Upload providers', content: 'A provider implements upload and delete. Transactions are not used here.', tags: 'upload'},
];

let index: LunrIndex;
beforeAll(() => {
  lunr.tokenizer.separator = search.lunr.tokenizerSeparator;
  index = lunr(function () {
    this.k1(search.lunr.k1);
    this.b(search.lunr.b);
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    DOCS.forEach((doc) => this.add(doc));
  });
});

function run(input: string): string[] {
  const parsed = parseQuery(lunr, input, boosts);
  return index.query((q) => parsed.apply(q)).map((r) => r.ref);
}

function errorOf(input: string): string {
  try {
    parseQuery(lunr, input, boosts);
  } catch (error) {
    expect(isQueryParseError(lunr, error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error(`no error for ${input}`);
}

describe('fieldBoosts', () => {
  it('boosts title 5, content 1, tags 3 and leaves out parent categories when they are not indexed', () => {
    expect(boosts).toEqual({title: 5, content: 1, tags: 3});
    expect(fieldBoosts({...search.lunr, indexDocSidebarParentCategories: 1}).sidebarParentCategories).toBe(2);
  });
});

describe('parseQuery', () => {
  it('ranks a title match above a content match', () => {
    expect(run('transactions')).toEqual(['1', '4']);
  });

  it('searches each term exactly and with a trailing wildcard', () => {
    expect(run('reord')).toEqual(['2']);
    expect(run('assign')).toEqual(['3']);
  });

  it('splits terms on whitespace and hyphens', () => {
    expect(run('review-workflows')[0]).toBe('3');
  });

  it('supports field:term', () => {
    expect(run('title:upload')).toEqual(['4']);
  });

  it('supports +required and -prohibited', () => {
    expect(run('+transactions +provider')).toEqual(['4']);
    expect(run('transactions -upload')).toEqual(['1']);
  });

  it('supports term~N edit distance and term^N boosts', () => {
    expect(run('payluad~1')).toEqual(['2']);
    expect(run('stages^10 transactions')[0]).toBe('3');
  });

  it('supports the * wildcard', () => {
    expect(run('*flow')).toEqual(['3']);
    expect(run('*flows')).toEqual([]);
  });

  it('returns the words to highlight, without operators or prohibited terms', () => {
    expect(parseQuery(lunr, '+Transactions title:upload -relations wild*', boosts).terms).toEqual([
      'transactions',
      'upload',
      'wild',
    ]);
  });

  it.each([
    ['unknown:term', 'unrecognised field'],
    ['title:', 'expecting term'],
    ['+', 'expecting term'],
    ['term~x', 'edit distance must be numeric'],
    ['term^x', 'boost must be numeric'],
  ])('explains %j with the message "%s"', (input, message) => {
    expect(errorOf(input)).toContain(message);
  });
});
