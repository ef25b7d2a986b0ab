/**
 * The one module that reaches into lunr's insides. lunr 2's public API
 * builds and loads whole indexes only; the search needs more of it:
 *
 * - the Builder's counts (fields and boosts, k1, b, term frequencies and
 *   field lengths), from which ./compact.ts writes an index about a third
 *   of the size of lunr's own JSON and loads it far faster (npm run
 *   bench:search and plugins/search/README.md, "Upgrading", give the
 *   measure);
 * - an Index built from those parts (`new lunr.Index(attrs)`, lunr.Vector,
 *   lunr.Pipeline.load);
 * - the QueryParser, to parse the specification's query syntax without
 *   running the query, and an Index's tokenSet, pipeline and invertedIndex,
 *   to expand each term the way Index#query does and weigh it.
 *
 * Each accessor checks the shape it relies on and throws an error naming
 * the seam when lunr changes it (tests/unit/search-lunr-seam.test.ts runs
 * them all against the installed lunr). Written against lunr 2.3.9.
 */
import lunr from 'lunr';

/** The error every seam throws when lunr's shape is not the one relied on. */
export class LunrSeamError extends Error {
  constructor(what: string) {
    super(`lunr seam: ${what} — see plugins/search/README.md, "Upgrading"`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function check(condition: boolean, what: string): void {
  if (!condition) throw new LunrSeamError(what);
}

/** What ./compact.ts reads of a lunr.Builder after every document is added. */
export type BuilderState = {
  /** Field name → its options (the boost). */
  fields: Record<string, {boost?: number}>;
  k1: number;
  b: number;
  /** `field/ref` → term → frequency. */
  fieldTermFrequencies: Record<string, Record<string, number>>;
  /** `field/ref` → the field's length in terms. */
  fieldLengths: Record<string, number>;
};

export function builderState(builder: lunr.Builder): BuilderState {
  const state = builder as unknown as Record<string, unknown>;
  check(isObject(state._fields), 'Builder._fields is no longer an object');
  check(typeof state._k1 === 'number', 'Builder._k1 is no longer a number');
  check(typeof state._b === 'number', 'Builder._b is no longer a number');
  check(isObject(state.fieldTermFrequencies), 'Builder.fieldTermFrequencies is no longer an object');
  check(isObject(state.fieldLengths), 'Builder.fieldLengths is no longer an object');
  return {
    fields: state._fields as BuilderState['fields'],
    k1: state._k1 as number,
    b: state._b as number,
    fieldTermFrequencies: state.fieldTermFrequencies as BuilderState['fieldTermFrequencies'],
    fieldLengths: state.fieldLengths as BuilderState['fieldLengths'],
  };
}

/** A query clause as lunr 2.3's QueryParser produces it (@types/lunr leaves some fields out). */
export type Clause = Partial<lunr.Query.Clause> & {term: string; fields: string[]; presence?: lunr.Query.presence};

type Internals = {
  QueryParser?: new (input: string, query: lunr.Query) => {parse(): lunr.Query & {clauses: Clause[]}};
  TokenSet?: {
    fromString?(value: string): lunr.TokenSet;
    fromFuzzyString?(value: string, editDistance: number): lunr.TokenSet;
  };
  Vector?: new (elements?: number[]) => lunr.Vector;
  Pipeline?: {load?(serialised: string[]): lunr.Pipeline};
  Index?: new (attrs: object) => lunr.Index;
};
const internals = lunr as unknown as Internals;

/** Parses a query with lunr's own parser, into its clauses; throws lunr.QueryParseError. */
export function parseClauses(input: string, fields: string[]): Clause[] {
  check(typeof internals.QueryParser === 'function', 'lunr.QueryParser is no longer a constructor');
  const parsed = new internals.QueryParser!(input, new lunr.Query(fields)).parse();
  check(Array.isArray(parsed.clauses), 'QueryParser#parse() no longer gives a query with clauses');
  return parsed.clauses;
}

/** lunr.TokenSet.fromString / fromFuzzyString: the automaton of a term, a pattern or a near spelling. */
export function tokenSetFrom(term: string, editDistance?: number): lunr.TokenSet {
  const TokenSet = internals.TokenSet;
  check(
    typeof TokenSet?.fromString === 'function' && typeof TokenSet.fromFuzzyString === 'function',
    'lunr.TokenSet.fromString/fromFuzzyString are no longer functions',
  );
  return editDistance === undefined ? TokenSet!.fromString!(term) : TokenSet!.fromFuzzyString!(term, editDistance);
}

/** An Index's vocabulary (lunr's TokenSet, or what ./compact.ts gives it instead). */
export function tokenSetOf(index: lunr.Index): {intersect(set: lunr.TokenSet): {toArray(): string[]}} {
  const set = (index as unknown as {tokenSet?: {intersect?: unknown}}).tokenSet;
  check(typeof set?.intersect === 'function', 'Index.tokenSet no longer has intersect()');
  return set as {intersect(set: lunr.TokenSet): {toArray(): string[]}};
}

/** An Index's search pipeline (the stemmer). */
export function pipelineOf(index: lunr.Index): lunr.Pipeline {
  const pipeline = (index as unknown as {pipeline?: {runString?: unknown}}).pipeline;
  check(typeof pipeline?.runString === 'function', 'Index.pipeline no longer has runString()');
  return pipeline as lunr.Pipeline;
}

/** An Index's postings: term → field → document ref → metadata. */
export function invertedIndexOf(index: lunr.Index): Record<string, Record<string, Record<string, object>>> {
  const inverted = (index as unknown as {invertedIndex?: unknown}).invertedIndex;
  check(isObject(inverted), 'Index.invertedIndex is no longer an object');
  return inverted as Record<string, Record<string, Record<string, object>>>;
}

/** A lunr.Vector of [index, value, …] pairs. */
export function vector(elements: number[]): lunr.Vector {
  check(typeof internals.Vector === 'function', 'lunr.Vector is no longer a constructor');
  return new internals.Vector!(elements);
}

/**
 * An Index from its parts, as lunr.Index.load makes one: the postings, the
 * document vectors by `field/ref`, the vocabulary, the fields and the
 * search pipeline (named by its functions' labels).
 */
export function indexFromParts(attrs: {
  invertedIndex: object;
  fieldVectors: object;
  tokenSet: object;
  fields: string[];
  pipeline: string[];
}): lunr.Index {
  check(typeof internals.Index === 'function', 'lunr.Index is no longer a constructor');
  check(typeof internals.Pipeline?.load === 'function', 'lunr.Pipeline.load is no longer a function');
  const index = new internals.Index!({...attrs, pipeline: internals.Pipeline!.load!(attrs.pipeline)});
  check(typeof index.query === 'function', 'an Index built from its parts has no query()');
  return index;
}
