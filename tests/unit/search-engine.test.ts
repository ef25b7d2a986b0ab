/**
 * The search engine on a small fixture corpus: the specification's query
 * syntax and constants, and the identifier, typo and compound-word matching.
 */
import {describe, expect, it, vi} from 'vitest';
import lunr from 'lunr';
import {compactIndex, expandIndex, SortedVocabulary} from '../../plugins/search/src/compact';
import {
  buildIndex,
  createBuilder,
  isQueryParseError,
  loadIndex,
  matchesWildcard,
  normaliseInput,
  search,
  searchPages,
  type LoadedIndex,
} from '../../plugins/search/src/engine';
import {packIndexFile} from '../../plugins/search/src/indexFile';
import {SAMPLE_SECTIONS, section} from '../support/search-sections';
import {run} from '../../plugins/search/src/client/runtime';
import {isBlankQuery} from '../../plugins/search/src/client/blankQuery';
import {search as options} from '../../config/search';

const SECTIONS = [
  ...SAMPLE_SECTIONS,
  section(8, '/context', 'Context', 'unstable_useContentManagerContext gives the edit view state.'),
  section(9, '/ctb', 'Content-type builder', 'The content-type builder writes schema files.'),
  section(10, '/schemas', 'Schemas', 'Every content type has a schema; a component too.'),
  section(11, '/commands', 'Commands', 'Run strapi-plugin watch:link or plugin:build, and pass --install-deps.'),
  section(12, '/uids', 'UIDs', 'A UID such as plugin::upload.file names a content type.'),
];

const built = buildIndex(SECTIONS, options);
// Round-trip through JSON, as the browser loads it.
const index: LoadedIndex = loadIndex(JSON.parse(JSON.stringify(packIndexFile(SECTIONS, built))));

const pages = (query: string) => [
  ...new Set(search([index], query, 50).map((hit) => hit.document.sectionRoute.split('#')[0])),
];

function errorOf(query: string): string {
  try {
    search([index], query, 8);
  } catch (error) {
    expect(isQueryParseError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error(`no error for ${query}`);
}

describe('ranking', () => {
  it('ranks a title match above a content match', () => {
    expect(pages('transactions')).toEqual(['/transactions', '/upload']);
  });

  it('searches each term exactly and with a trailing wildcard', () => {
    expect(pages('reord')).toEqual(['/reordering']);
    expect(pages('assign')).toEqual(['/review-workflows']);
  });

  it('takes a hyphenated title word as covered by its parts', () => {
    // "data transfer providers" names the page titled "Data-transfer providers",
    // though the other page's description holds the same words.
    const titled = (id: number, route: string, title: string, content: string, tags: string[] = []) => ({
      ...section(id, route, title, content, tags),
      pageTitle: title,
    });
    const sections = [
      ...SAMPLE_SECTIONS,
      titled(20, '/transfer', 'Data transfer', 'Data transfer moves content between projects through providers.', [
        'data transfer providers',
      ]),
      titled(21, '/providers', 'Data-transfer providers', 'Each one reads or writes one side.'),
    ];
    const small = loadIndex(JSON.parse(JSON.stringify(packIndexFile(sections, buildIndex(sections, options)))));
    const routes = searchPages([small], 'data transfer providers', 8).pages.map((page) => page.route);
    expect(routes.slice(0, 2)).toEqual(['/providers', '/transfer']);
  });

  it('returns at most the limit, sections of one page together', () => {
    expect(search([index], 'the', 8).length).toBeLessThanOrEqual(8);
    const hits = search([index], 'fetch client aborted', 8).map((hit) => hit.document.sectionRoute);
    expect(hits.slice(0, 2).sort()).toEqual(['/fetch-client', '/fetch-client#aborting']);
  });
});

describe('identifiers', () => {
  it('finds an identifier from one of its parts', () => {
    expect(pages('client')).toEqual(['/fetch-client']);
    expect(pages('subscribe')).toEqual(['/lifecycles']);
    expect(pages('useContentManagerContext')[0]).toBe('/context');
  });

  it('ranks the whole identifier first', () => {
    expect(pages('useFetchClient')[0]).toBe('/fetch-client');
    expect(pages('strapi.db.transaction')[0]).toBe('/transactions');
  });

  it('finds the same pages for "content type", "content-type" and "contenttype"', () => {
    const spaced = pages('content type');
    expect(spaced.slice(0, 2).sort()).toEqual(['/ctb', '/schemas']);
    expect(pages('content-type').slice(0, 2).sort()).toEqual(['/ctb', '/schemas']);
    expect(pages('contenttype')).toContain('/ctb');
    expect(pages('contenttype')).toContain('/schemas');
  });

  it('takes UIDs, command names and flags literally', () => {
    expect(pages('plugin::upload.file')[0]).toBe('/uids');
    expect(pages('watch:link')[0]).toBe('/commands');
    expect(pages('plugin:build')[0]).toBe('/commands');
    expect(pages('--install-deps')[0]).toBe('/commands');
  });
});

describe('typos', () => {
  it('falls back to edit distance 1 for a word of 5+ letters with no hit', () => {
    expect(pages('paylod')).toEqual(['/reordering']);
    expect(pages('stges')).toEqual(['/review-workflows']);
    // Four letters are too few to guess from.
    expect(pages('stge')).toEqual([]);
  });

  it('allows edit distance 2 from 9 letters', () => {
    expect(pages('trnasactions')).toContain('/transactions');
    expect(pages('trnasacton')).toEqual([]);
  });

  it('ranks fuzzy hits below exact ones', () => {
    const hits = search([index], 'upload uplode', 8);
    expect(hits[0].document.sectionRoute).toBe('/upload');
  });
});

describe('query syntax', () => {
  it('supports field:term', () => {
    expect(pages('title:upload')).toEqual(['/upload']);
    expect(pages('tags:database')).toEqual(['/transactions']);
  });

  it('supports +required and -prohibited', () => {
    expect(pages('+transactions +provider')).toEqual(['/upload']);
    expect(pages('transactions -upload')).toEqual(['/transactions']);
  });

  it('supports term~N, term^N and the * wildcard', () => {
    expect(pages('payluad~1')).toEqual(['/reordering']);
    expect(pages('stages^10 transactions')[0]).toBe('/review-workflows');
    expect(pages('*flow')).toEqual(['/review-workflows']);
  });

  it.each([
    ['titel:term', 'unrecognised field'],
    ['contnt:term', 'unrecognised field'],
    ['tag:term', 'unrecognised field'],
    ['title:', 'expecting term'],
    ['+title:', 'expecting term'],
    ['term~x', 'edit distance must be numeric'],
    ['term^x', 'boost must be numeric'],
  ])('explains %j with "%s"', (query, message) => {
    expect(errorOf(query)).toContain(message);
  });

  it.each(['--', '-', '+', '~', '^', ':', '::', '+-', '-- ++', ' ^ ~ ', '\t--\t'])(
    'takes %j, operators alone, as no query: no results, no suggestions, no error',
    (query) => {
      expect(isBlankQuery(query)).toBe(true);
      expect(run([index], query, 8)).toEqual({pages: [], identifier: null, suggestions: [], error: null});
    },
  );

  it('drops an operator that stands apart from every word, and still parses one attached to a word', () => {
    expect(pages('+ transactions')).toEqual(pages('transactions'));
    expect(pages('transactions --')).toEqual(pages('transactions'));
    expect(isBlankQuery('--from')).toBe(false);
    expect(errorOf('transactions~x')).toContain('edit distance must be numeric');
  });

  it('returns the words to highlight, without prohibited ones', () => {
    expect(search([index], 'Transactions -upload', 8)[0].terms).toEqual(['transactions']);
  });
});

describe('normaliseInput', () => {
  it('escapes colons that are not fields, and keeps hyphenated words and flags whole', () => {
    expect(normaliseInput('--install-deps')).toBe('\\-\\-install\\-deps');
    expect(normaliseInput('plugin::upload.file')).toBe('plugin\\:\\:upload.file');
    expect(normaliseInput('title:x titel:y watch:link')).toBe('title:x titel:y watch\\:link');
    expect(normaliseInput('ts:generate-types')).toBe('ts\\:generate\\-types');
    expect(normaliseInput('plugin:watch:link')).toBe('plugin\\:watch\\:link');
    expect(normaliseInput('strapi.api(name)')).toBe('strapi.api name ');
    // A prohibited word keeps its single dash.
    expect(normaliseInput('transactions -upload')).toBe('transactions -upload');
  });

  it('takes a colon that ends a word as punctuation, as in a pasted error message', () => {
    expect(normaliseInput('Unexpected server response: 400')).toBe('Unexpected server response 400');
    expect(normaliseInput('title:')).toBe('title:');
    expect(errorOf('title:')).toContain('expecting term');
    expect(() => search([index], 'Error: watch:link failed', 8)).not.toThrow();
  });
});

describe('pages', () => {
  it('ranks pages by their best section and keeps a page’s sections together, best first', () => {
    const {pages: found} = searchPages([index], 'fetch client aborted', 8);
    expect(found.map((page) => page.route)[0]).toBe('/fetch-client');
    expect(new Set(found.map((page) => page.route)).size).toBe(found.length);
    const scores = found[0].sections.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('names the query’s identifier and marks the pages that hold it whole', () => {
    const result = searchPages([index], 'useFetchClient', 8);
    expect(result.identifier).toBe('useFetchClient');
    expect(result.pages.filter((page) => page.whole).map((page) => page.route)).toEqual(['/fetch-client']);
    expect(searchPages([index], 'fetch', 8).identifier).toBeNull();
    expect(searchPages([index], 'fetch client', 8).identifier).toBeNull();
    expect(searchPages([index], '--install-deps', 8).identifier).toBe('--install-deps');
    // A page that holds it whole leads with a section that does.
    for (const page of searchPages([index], 'useFetchClient', 8).pages.filter((p) => p.whole))
      expect(page.sections[0].whole).toBe(true);
  });
});

describe('the compact index', () => {
  it('scores exactly like the index lunr builds itself', () => {
    const builder = createBuilder(SECTIONS, options);
    const original = builder.build();
    const expanded = expandIndex(JSON.parse(JSON.stringify(compactIndex(builder))));
    const queries = [
      'transactions',
      'upload provider',
      'content type',
      'fetch client aborted',
      'con',
      'schema relation',
    ];
    // Twice, in both orders: document vectors are worked out per query.
    for (const query of [...queries, ...[...queries].reverse()]) {
      const run = (index: typeof original) =>
        index.query((q) => {
          for (const word of query.split(' ')) {
            q.term(word, {});
            q.term(word, {usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 0.5});
          }
        });
      const expected = run(original);
      expect(expected.length).toBeGreaterThan(0);
      expect(run(expanded)).toEqual(expected);
    }
  });

  it('is smaller than lunr’s own JSON', () => {
    const builder = createBuilder(SECTIONS, options);
    expect(JSON.stringify(compactIndex(builder)).length).toBeLessThan(JSON.stringify(builder.build()).length * 0.7);
  });
});

describe('hostile input', () => {
  // Unbounded, lunr's fuzzy matching on such input would not finish; the
  // test's own time limit is what fails then.
  it('answers a 512-character word, a long fuzzy term and many wildcards', {timeout: 5000}, () => {
    for (const query of ['x'.repeat(512), `${'a'.repeat(200)}~9`, '*a*b*c*d*e* *f*', 'a~2 b~2 c~2 d~2 e~2 f~2']) {
      expect(search([index], query, 8)).toEqual(expect.any(Array));
    }
  });
});

describe('hostile input found by the fuzz test (search-fuzz.test.ts)', () => {
  // 1,500 words (w0 … w1499, and their numbers) and runs of one letter.
  const many = Array.from({length: 15}, (_, page) =>
    section(
      100 + page,
      `/many-${page}`,
      `Many ${page}`,
      Array.from({length: 100}, (_, i) => `w${page * 100 + i}`).join(' '),
    ),
  );
  const runs = section(200, '/runs', 'Runs', `${'e'.repeat(30)} ${'e'.repeat(60)} eeee.eeee.eeee`);
  const sections = [...SECTIONS, ...many, runs];
  const large: LoadedIndex = loadIndex(
    JSON.parse(JSON.stringify(packIndexFile(sections, buildIndex(sections, options)))),
  );
  const elapsed = (query: string) => {
    const started = performance.now();
    search([large], query, 8);
    return performance.now() - started;
  };

  it('matches a wildcard pattern without backtracking', () => {
    expect(matchesWildcard('*flow', 'workflow')).toBe(true);
    expect(matchesWildcard('re*der*', 'reordering')).toBe(true);
    expect(matchesWildcard('*a*b*', 'xaxxbx')).toBe(true);
    expect(matchesWildcard('*a*b', 'xaxxbx')).toBe(false);
    expect(matchesWildcard('a*', 'a')).toBe(true);
    expect(matchesWildcard('*', '')).toBe(true);
    expect(matchesWildcard('a.b', 'axb')).toBe(false);
    // `^(.*e){7}.*x$` takes some 15 s on this word; the match takes a few steps.
    const started = performance.now();
    expect(matchesWildcard(`${'*e'.repeat(7)}*x`, 'e'.repeat(60))).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('answers wildcards with many stars next to a word with a long run of one letter', {timeout: 10_000}, () => {
    // Once with a regular expression (testing the long run found by "eeee")
    // and once walking the vocabulary, these took seconds to minutes.
    expect(elapsed(`eeee ${'*e'.repeat(7)}*x`)).toBeLessThan(1000);
    expect(elapsed(`${'*e'.repeat(10)}*x`)).toBeLessThan(1000);
    expect(search([large], `${'*e'.repeat(10)}*`, 8).map((hit) => hit.document.sectionRoute)).toEqual(['/runs']);
  });

  it('looks up at most 1,000 index words for wildcards, prefixes and fuzzy terms, and every exact word', () => {
    const clause = vi.spyOn(lunr.Query.prototype, 'clause');
    try {
      const hits = search([large], '* +w1499', 8);
      expect(clause.mock.calls.length).toBeLessThanOrEqual(1000 + 10);
      // `*` stands for every word and uses up the lookups; an exact word is still found.
      expect(hits.map((hit) => hit.document.sectionRoute)).toEqual(['/many-14']);
      clause.mockClear();
      search([large], '* '.repeat(256), 8);
      // (lunr's parser adds one clause per word too.)
      expect(clause.mock.calls.length).toBeLessThanOrEqual(1000 + 256);
    } finally {
      clause.mockRestore();
    }
  });

  it('searches the first 32 words of a query', () => {
    const fillers = Array.from(
      {length: 32},
      (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    );
    expect(pages(`${fillers.slice(0, 31).join(' ')} transactions`)).toContain('/transactions');
    expect(pages(`${fillers.join(' ')} transactions`)).toEqual([]);
  });

  it('searches only the input limit of a query, however it came', () => {
    expect(run([index], `${'x'.repeat(options.maxQueryLength)} transactions`, 8, options.maxQueryLength).pages).toEqual(
      [],
    );
    expect(
      run([index], `${'x'.repeat(options.maxQueryLength - 13)} transactions`, 8, options.maxQueryLength).pages,
    ).not.toEqual([]);
    expect(elapsed('*'.repeat(100_000))).toBeLessThan(1000);
  });
});

describe('SortedVocabulary', () => {
  const words = [
    'content',
    'contenttype',
    'context',
    'relat',
    'relation',
    'reorder',
    'stage',
    'transact',
    'type',
    'upload',
  ].sort();
  const lunrSet = (
    lunr as unknown as {TokenSet: {fromArray(w: string[]): {intersect(b: object): {toArray(): string[]}}}}
  ).TokenSet.fromArray(words);
  const vocabulary = new SortedVocabulary(words);
  const TokenSet = (
    lunr as unknown as {TokenSet: {fromString(s: string): object; fromFuzzyString(s: string, d: number): object}}
  ).TokenSet;

  /** Our vocabulary and lunr's token set give the same words for a query. */
  const expectSameAsLunr = (query: object) =>
    expect(
      vocabulary
        .intersect(query as never)
        .toArray()
        .sort(),
    ).toEqual(
      lunrSet
        .intersect(query as never)
        .toArray()
        .sort(),
    );

  it.each(['content', 'relat', 'cont', 'aaa', 'zzz', '', 'cont*', '*type', 'r*e*', '*', 'nothing', 'relation*'])(
    'finds what lunr finds for %j',
    (pattern) => expectSameAsLunr(TokenSet.fromString(pattern)),
  );

  it.each([
    ['stge', 1],
    ['relaton', 1],
    ['contxet', 2],
    ['uplaod', 1],
  ] as const)('matches %j within %i edits like lunr', (word, distance) => {
    expectSameAsLunr(TokenSet.fromFuzzyString(word, distance));
  });
});
