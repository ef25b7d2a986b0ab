/**
 * A compact form of a lunr index for search-index-{tag}.json.
 *
 * lunr's own JSON repeats every document reference in every posting and
 * stores every weight as a float. This form keeps only what the weights are
 * computed from (which document holds which term how often, and each field's
 * length) and the browser recomputes lunr's BM25 weights exactly as lunr's
 * Builder does, so scores are the same as with lunr's own serialisation.
 */
import lunr from 'lunr';

export type CompactIndex = {
  format: 'compact-lunr-1';
  fields: string[];
  /** Field boosts, in the order of `fields`. */
  boosts: number[];
  k1: number;
  b: number;
  /** Document references, in order: a document is named by its position. */
  refs: string[];
  /** The vocabulary, sorted. */
  terms: string[];
  /**
   * Per term, per field in order: the number of documents n, then n pairs of
   * (position delta from the previous document, term frequency).
   */
  postings: number[][];
  /** Per field: the length (in terms) of that field in each document. */
  lengths: number[][];
};

/** The parts of lunr.Builder's state that the index is computed from. */
type BuilderState = {
  _ref: string;
  _fields: Record<string, {boost?: number}>;
  _k1: number;
  _b: number;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
};

export function compactIndex(builder: lunr.Builder): CompactIndex {
  const state = builder as unknown as BuilderState;
  const fields = Object.keys(state._fields);
  const refs: string[] = [];
  const position = new Map<string, number>();
  const occurrences = new Map<string, [number, number, number][]>();
  const lengths = fields.map(() => [] as number[]);

  for (const fieldRef of Object.keys(state.fieldTermFrequencies)) {
    const slash = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    if (!position.has(ref)) {
      position.set(ref, refs.length);
      refs.push(ref);
    }
    const doc = position.get(ref)!;
    const f = fields.indexOf(field);
    lengths[f][doc] = state.fieldLengths[fieldRef];
    for (const [term, tf] of Object.entries(state.fieldTermFrequencies[fieldRef])) {
      const list = occurrences.get(term) ?? [];
      list.push([f, doc, tf]);
      occurrences.set(term, list);
    }
  }

  const terms = [...occurrences.keys()].sort();
  const postings = terms.map((term) => {
    const encoded: number[] = [];
    const list = occurrences.get(term)!;
    fields.forEach((_, f) => {
      const inField = list.filter(([field]) => field === f).sort((x, y) => x[1] - y[1]);
      encoded.push(inField.length);
      let previous = 0;
      for (const [, doc, tf] of inField) {
        encoded.push(doc - previous, tf);
        previous = doc;
      }
    });
    return encoded;
  });

  return {
    format: 'compact-lunr-1',
    fields,
    boosts: fields.map((field) => state._fields[field].boost ?? 1),
    k1: state._k1,
    b: state._b,
    refs,
    terms,
    postings,
    lengths: lengths.map((perDoc) => refs.map((_, doc) => perDoc[doc] ?? 0)),
  };
}

type LunrInternals = {
  Vector: new (elements?: number[]) => lunr.Vector;
  TokenSet: {fromArray(terms: string[]): lunr.TokenSet};
  Pipeline: {load(serialised: string[]): lunr.Pipeline};
  Index: new (attrs: object) => lunr.Index;
};

/** No term positions are kept; every posting shares one empty, frozen record. */
const NO_METADATA = Object.freeze({});

/** Rebuilds a lunr index from its compact form, weights as lunr computes them. */
export function expandIndex(compact: CompactIndex): lunr.Index {
  const L = lunr as unknown as LunrInternals;
  const {fields, boosts, k1, b, refs, terms, postings, lengths} = compact;
  const documentCount = refs.length;
  const averageLength = lengths.map((perDoc) => perDoc.reduce((sum, n) => sum + n, 0) / (documentCount || 1));

  // Each field vector as lunr stores it: [termIndex, weight, termIndex, weight…],
  // filled in ascending term order, so no insert ever has to search.
  const elements = fields.map(() => refs.map(() => [] as number[]));
  const invertedIndex: Record<string, Record<string, unknown>> = {};
  const entries: number[] = [];
  terms.forEach((term, termIndex) => {
    const posting: Record<string, unknown> = {_index: termIndex};
    const encoded = postings[termIndex];
    entries.length = 0;
    let cursor = 0;
    fields.forEach((field, f) => {
      const inField: Record<string, object> = {};
      const count = encoded[cursor++];
      let doc = 0;
      for (let i = 0; i < count; i++) {
        doc += encoded[cursor++];
        inField[refs[doc]] = NO_METADATA;
        entries.push(f, doc, encoded[cursor++]);
      }
      posting[field] = inField;
    });
    invertedIndex[term] = posting;

    // lunr.idf: the number of (field, document) postings of the term.
    const withTerm = entries.length / 3;
    const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
    for (let e = 0; e < entries.length; e += 3) {
      const [f, doc, tf] = [entries[e], entries[e + 1], entries[e + 2]];
      const score = ((idf * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[f][doc] / averageLength[f])) + tf)) * boosts[f];
      elements[f][doc].push(termIndex, Math.round(score * 1000) / 1000);
    }
  });

  const fieldVectors: Record<string, lunr.Vector> = {};
  fields.forEach((field, f) => {
    refs.forEach((ref, doc) => {
      fieldVectors[`${field}/${ref}`] = new L.Vector(elements[f][doc]);
    });
  });

  return new L.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: L.TokenSet.fromArray(terms),
    fields,
    pipeline: L.Pipeline.load(['stemmer']),
  });
}
