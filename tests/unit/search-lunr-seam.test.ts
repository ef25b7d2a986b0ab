/**
 * The contract of plugins/search/src/lunrInternals.ts with the installed
 * lunr: every private part of lunr the search uses is still there, in the
 * shape relied on. When lunr changes, these fail with a message that names
 * the seam (see plugins/search/README.md, "Upgrading").
 */
import {describe, expect, it} from 'vitest';
import lunr from 'lunr';
import {
  builderState,
  indexFromParts,
  invertedIndexOf,
  LunrSeamError,
  parseClauses,
  pipelineOf,
  tokenSetFrom,
  tokenSetOf,
  vector,
} from '../../plugins/search/src/lunrInternals';

function sample(): {builder: lunr.Builder; index: lunr.Index} {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('id');
  builder.field('title', {boost: 5});
  builder.field('content');
  builder.k1(1.2);
  builder.b(0.75);
  builder.add({id: '1', title: 'Transactions', content: 'wrap queries in a transaction'});
  builder.add({id: '2', title: 'Relations', content: 'reorder relations'});
  return {builder, index: builder.build()};
}

describe('lunr seam (lunr 2.3.9)', () => {
  it("reads the Builder's fields, constants, term frequencies and field lengths", () => {
    const {builder} = sample();
    const state = builderState(builder);
    expect(state.fields).toEqual({title: {boost: 5}, content: {}});
    expect([state.k1, state.b]).toEqual([1.2, 0.75]);
    expect(state.fieldTermFrequencies['title/1']).toEqual({transact: 1});
    expect(state.fieldLengths['content/1']).toBe(5);
  });

  it('parses a query into clauses with lunr’s QueryParser, and throws its errors', () => {
    const clauses = parseClauses('title:relations +wrap -queries~1 term^2', ['title', 'content']);
    expect(clauses.map((c) => [c.term, c.fields, c.presence, c.editDistance, c.boost])).toEqual([
      ['relations', ['title'], lunr.Query.presence.OPTIONAL, undefined, 1],
      ['wrap', ['title', 'content'], lunr.Query.presence.REQUIRED, undefined, 1],
      ['queries', ['title', 'content'], lunr.Query.presence.PROHIBITED, 1, 1],
      ['term', ['title', 'content'], lunr.Query.presence.OPTIONAL, undefined, 2],
    ]);
    expect(() => parseClauses('titel:x', ['title'])).toThrow(lunr.QueryParseError);
  });

  it("expands terms against an Index's vocabulary, pipeline and postings", () => {
    const {index} = sample();
    expect(tokenSetOf(index).intersect(tokenSetFrom('relat*')).toArray()).toEqual(['relat']);
    expect(tokenSetOf(index).intersect(tokenSetFrom('reorderx', 1)).toArray()).toEqual(['reorder']);
    expect(pipelineOf(index).runString('transactions')).toEqual(['transact']);
    expect(Object.keys(invertedIndexOf(index).transact.title)).toEqual(['1']);
  });

  it('builds query TokenSets of nodes with final and edges, which compact.ts walks', () => {
    type Node = {final: boolean; edges: Record<string, Node>};
    const word = tokenSetFrom('ab') as unknown as Node;
    expect(typeof word.final).toBe('boolean');
    expect(Object.keys(word.edges)).toEqual(['a']);
    expect(word.edges.a.edges.b.final).toBe(true);
    const wildcard = tokenSetFrom('a*') as unknown as Node;
    expect(Object.keys(wildcard.edges.a.edges)).toContain('*');
  });

  it('builds an Index from its parts that lunr can query', () => {
    const {index} = sample();
    const json = index.toJSON() as unknown as {fields: string[]; fieldVectors: [string, number[]][]};
    const rebuilt = indexFromParts({
      invertedIndex: invertedIndexOf(index),
      fieldVectors: Object.fromEntries(json.fieldVectors.map(([ref, elements]) => [ref, vector(elements)])),
      tokenSet: tokenSetOf(index),
      fields: json.fields,
      pipeline: ['stemmer'],
    });
    expect(rebuilt.search('transactions').map((hit) => hit.ref)).toEqual(['1']);
  });

  it('names the seam when lunr changes shape', () => {
    const {builder} = sample();
    const changed = Object.assign(Object.create(Object.getPrototypeOf(builder) as object), builder, {
      _fields: undefined,
    });
    expect(() => builderState(changed as lunr.Builder)).toThrow(LunrSeamError);
    expect(() => builderState(changed as lunr.Builder)).toThrow(
      'lunr seam: Builder._fields is no longer an object — see plugins/search/README.md, "Upgrading"',
    );
    expect(() => invertedIndexOf({} as lunr.Index)).toThrow('lunr seam: Index.invertedIndex is no longer an object');
  });
});
