/**
 * The engine's modules one by one (plugins/search/src/engine/): each job
 * answered through its own module, on inputs small enough to read.
 * search-engine.test.ts drives them together through the public entry.
 */
import {describe, expect, it} from 'vitest';
import {search as options} from '../../config/search';
import {buildIndex} from '../../plugins/search/src/engine/build';
import {editDistance} from '../../plugins/search/src/engine/editDistance';
import {matchesWildcard} from '../../plugins/search/src/engine/wildcard';
import {normaliseInput} from '../../plugins/search/src/engine/normalise';
import {expansionsOf, isStopWord, originalCase, routeWordsOf, stem} from '../../plugins/search/src/engine/words';
import {documentFrequency, inVocabulary, vocabularyOf} from '../../plugins/search/src/engine/vocabulary';
import {parseQuery} from '../../plugins/search/src/engine/parse';
import {searchPages} from '../../plugins/search/src/engine/rank';
import {suggest} from '../../plugins/search/src/engine/suggest';
import {isQueryParseError, loadIndex} from '../../plugins/search/src/engine/load';
import {packIndexFile} from '../../plugins/search/src/indexFile';
import {SAMPLE_SECTIONS, section} from '../support/search-sections';

const index = loadIndex(
  JSON.parse(JSON.stringify(packIndexFile(SAMPLE_SECTIONS, buildIndex(SAMPLE_SECTIONS, options)))),
);

describe('editDistance', () => {
  it('counts an insertion, a deletion, a substitution and a swap as one edit each', () => {
    expect(editDistance('relation', 'relation')).toBe(0);
    expect(editDistance('relation', 'relations')).toBe(1);
    expect(editDistance('relation', 'elation')).toBe(1);
    expect(editDistance('relation', 'relatiun')).toBe(1);
    expect(editDistance('relation', 'relaiton')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('matchesWildcard', () => {
  it('lets a star stand for any run of characters, and nothing else', () => {
    expect(matchesWildcard('work*', 'workflow')).toBe(true);
    expect(matchesWildcard('*flow', 'workflow')).toBe(true);
    expect(matchesWildcard('w*k*w', 'workflow')).toBe(true);
    expect(matchesWildcard('work', 'workflow')).toBe(false);
  });
});

describe('normaliseInput', () => {
  it('takes flags, hyphenated words and UIDs literally', () => {
    expect(normaliseInput('--watch-admin')).toBe('\\-\\-watch\\-admin');
    expect(normaliseInput('api::article.article')).toBe('api\\:\\:article.article');
  });
});

describe('words', () => {
  it('expands a word into the index terms that stand for it, the whole word first', () => {
    expect(expansionsOf('useFetchClient')[0]).toBe('usefetchclient');
    expect(expansionsOf('useFetchClient')).toEqual(expect.arrayContaining(['fetch', 'client']));
    expect(expansionsOf('watch-admin')[0]).toBe('watchadmin');
  });
  it('finds the word of the input a clause term came from, with its case', () => {
    expect(originalCase('how does useFetchClient work', 'usefetchclient')).toBe('useFetchClient');
  });
  it('stems, knows stop words, and reads a route as words', () => {
    expect(stem('relations')).toBe('relat');
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('relations')).toBe(false);
    expect(routeWordsOf('/docs/core/database#where-it-lives')).toBe('docs core database where-it-lives');
  });
});

describe('vocabulary', () => {
  it('tells which words the index holds and how many sections hold each', () => {
    expect(vocabularyOf(index.index)).toContain('transact');
    expect(inVocabulary(index.index, 'transact', false)).toBe(true);
    expect(inVocabulary(index.index, 'transa', false)).toBe(false);
    expect(inVocabulary(index.index, 'transa', true)).toBe(true);
    expect(documentFrequency(index.index, 'transact')).toBe(
      SAMPLE_SECTIONS.filter((s) => /transaction/i.test(s.content)).length,
    );
    expect(documentFrequency(index.index, 'nowhere')).toBe(0);
  });
});

describe('parseQuery', () => {
  it('makes one group per word, without stop words, prohibited words left out of the highlights', () => {
    const query = parseQuery(index.index, 'the transactions -reordering');
    expect(query.groups.map((group) => group.word)).toEqual(['transactions', 'reordering']);
    expect(query.terms).toEqual(['transactions']);
  });
});

describe('rank', () => {
  it('ranks the page whose title holds the query first', () => {
    expect(searchPages([index], 'transactions', 8).pages[0].route).toBe('/transactions');
  });
});

describe('suggest', () => {
  it('suggests the index word closest to a misspelt one', () => {
    expect(suggest([index], 'transactoins')).toContain('transaction');
  });
});

describe('load', () => {
  it('tells a query syntax error apart from other errors', () => {
    let error: unknown;
    try {
      searchPages([index], 'title:', 8);
    } catch (caught) {
      error = caught;
    }
    expect(isQueryParseError(error)).toBe(true);
    expect(isQueryParseError(new Error('other'))).toBe(false);
  });
});

describe('exact-phrase evidence (score.ts)', () => {
  // A page that names a section after an error message, and a page whose
  // name holds the message's common words without quoting it.
  const sections = [
    section(1, '/remote-transfer', 'Remote transfer', 'Data transfer to a remote host.'),
    section(2, '/remote-transfer#tokens', 'Tokens', 'The remote host must be enabled for data transfer.'),
    section(3, '/troubleshooting', 'Troubleshooting', 'What to do when a command fails.'),
    section(
      4,
      '/troubleshooting#not-enabled',
      'Data transfer is not enabled on the remote host',
      'The server answers this when its transfer token salt is missing.',
    ),
    section(5, '/other', 'Other', 'Where it lives and how it works.'),
    section(6, '/other#where', 'Where it lives', 'The code of the other page.'),
    section(7, '/remote-transfer#where', 'Where it lives', 'The code of the remote transfer.'),
  ];
  const phraseIndex = loadIndex(JSON.parse(JSON.stringify(packIndexFile(sections, buildIndex(sections, options)))));
  const first = (query: string) => searchPages([phraseIndex], query, 8).pages[0].route;

  it('ranks first the page that quotes, as a heading, a message the query holds word for word', () => {
    expect(first('Data transfer is not enabled on the remote host')).toBe('/troubleshooting');
    expect(first('error: Data transfer is not enabled on the remote host after deploy')).toBe('/troubleshooting');
  });
});
