/**
 * A compact form of a lunr index for search-index-{tag}.json.
 *
 * lunr's own JSON repeats every document reference in every posting and
 * stores every weight as a float. This form keeps only what the weights are
 * computed from (which document holds which term how often, and each field's
 * length) and the browser recomputes lunr's BM25 weights with lunr's
 * Builder formulas. Scores equal those of lunr's own index on the unit
 * tests' sample; on the site's index some differ in the last bit, which
 * only swaps sections whose scores are otherwise equal.
 */
import lunr from 'lunr';
import {builderState, indexFromParts, vector} from './lunrInternals';

/** No term positions are kept; every posting shares one empty, frozen record. */
const NO_METADATA = Object.freeze({});

export type CompactIndex = {
  format: 'compact-lunr-2';
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
   * Per term, per field in order: the number of documents n, then one entry
   * per document: its position's distance d from the previous one (from -1
   * for the first, so d >= 1), as `d` when the term occurs once in that field
   * (three postings in four) and as `-d, tf` otherwise.
   */
  postings: LazyPostings[];
  /** Per field: the length (in terms) of that field in each document. */
  lengths: number[][];
};

export function compactIndex(builder: lunr.Builder): CompactIndex {
  const state = builderState(builder);
  const fields = Object.keys(state.fields);
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
      let previous = -1;
      for (const [, doc, tf] of inField) {
        if (tf === 1) encoded.push(doc - previous);
        else encoded.push(-(doc - previous), tf);
        previous = doc;
      }
    });
    return encoded;
  });

  return {
    format: 'compact-lunr-2',
    fields,
    boosts: fields.map((field) => state.fields[field].boost ?? 1),
    k1: state.k1,
    b: state.b,
    refs,
    terms,
    postings,
    lengths: lengths.map((perDoc) => refs.map((_, doc) => perDoc[doc] ?? 0)),
  };
}

/**
 * One term's postings: per field, the number of documents, then one entry
 * per document (see CompactIndex); or a function that works them out, which
 * expandIndex calls when a query first looks the term up (./filePostings.ts).
 */
export type Postings = ArrayLike<number>;
export type LazyPostings = Postings | (() => Postings);

/** Calls `each(field, document position, term frequency)` for every posting of one term. */
export function forEachPosting(
  encoded: ArrayLike<number>,
  fieldCount: number,
  each: (field: number, doc: number, tf: number) => void,
): void {
  let cursor = 0;
  for (let f = 0; f < fieldCount; f++) {
    const count = encoded[cursor++];
    for (let i = 0, doc = -1; i < count; i++) {
      const value = encoded[cursor++];
      if (value > 0) {
        doc += value;
        each(f, doc, 1);
      } else {
        doc -= value;
        each(f, doc, encoded[cursor++]);
      }
    }
  }
}

/** A node of a lunr TokenSet: edges by character, '*' for any character. */
type TokenSetNode = {final: boolean; edges: Record<string, TokenSetNode>};

/**
 * The vocabulary as lunr's Index needs it: something that intersects with a
 * query TokenSet. lunr builds a minimised automaton of the whole vocabulary
 * at load time; walking the sorted term list instead
 * needs no building at all and finds the same terms.
 */
export class SortedVocabulary {
  constructor(readonly terms: string[]) {}

  /** The first position in [lo, hi) whose term is >= value. */
  private lowerBound(value: string, lo: number, hi: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The word a query TokenSet spells when it is a plain word: no wildcard, no branch. */
  private static plainWord(query: TokenSetNode): string | undefined {
    let word = '';
    let node = query;
    for (;;) {
      const edges = Object.keys(node.edges);
      if (edges.length === 0) return node.final ? word : undefined;
      if (edges.length > 1 || edges[0] === '*' || node.final) return undefined;
      word += edges[0];
      node = node.edges[edges[0]];
    }
  }

  intersect(query: TokenSetNode): {toArray(): string[]} {
    // lunr intersects once per term of a query, most of them plain words
    // (a prefix can expand to hundreds): one binary search each.
    const word = SortedVocabulary.plainWord(query);
    if (word !== undefined) {
      const at = this.lowerBound(word, 0, this.terms.length);
      const hit = this.terms[at] === word ? [word] : [];
      return {toArray: () => hit};
    }
    const found = new Set<string>();
    const stack: {node: TokenSetNode; prefix: string; lo: number; hi: number}[] = [
      {node: query, prefix: '', lo: 0, hi: this.terms.length},
    ];
    while (stack.length > 0) {
      const {node, prefix, lo, hi} = stack.pop()!;
      const depth = prefix.length;
      for (const edge of Object.keys(node.edges)) {
        const next = node.edges[edge];
        // The characters to follow: the edge's own, or every one that comes
        // next in this range of terms for a wildcard.
        let i = this.terms[lo] === prefix ? lo + 1 : lo;
        while (i < hi) {
          const char = this.terms[i][depth];
          const end = this.lowerBound(prefix + String.fromCharCode(char.charCodeAt(0) + 1), i, hi);
          if (edge === '*' || edge === char) {
            const childPrefix = prefix + char;
            if (next.final && this.terms[i] === childPrefix) found.add(childPrefix);
            stack.push({node: next, prefix: childPrefix, lo: i, hi: end});
            if (edge !== '*') break;
          }
          i = end;
          if (edge !== '*' && char > edge) break;
        }
      }
    }
    return {toArray: () => [...found]};
  }
}

/** The number of documents of an index loaded with expandIndex. */
export function documentCountOf(index: lunr.Index): number {
  return (index as unknown as {documentCount: number}).documentCount;
}

/**
 * Rebuilds a lunr index from its compact form, weights exactly as lunr's
 * Builder computes them. Nothing is worked out at load beyond two lookup
 * tables: a term's postings and inverse document frequency when a query
 * first looks the term up, and document vectors per query, from the
 * postings of the terms that query looked up.
 *
 * lunr scores a field of a document as the dot product of the query's
 * vector with the document's, summed over the terms both hold, in term
 * order. A document vector that holds only the query's terms therefore
 * gives exactly the score the whole vector gives, and building it costs
 * what the query matched, not a pass over the whole index (which the first
 * query of a page would otherwise pay).
 */
export function expandIndex(compact: CompactIndex): lunr.Index {
  const {fields, boosts, k1, b, refs, terms, lengths} = compact;
  const worked = new Map<number, Postings>();
  const postingsOf = (termIndex: number): Postings => {
    const stored = compact.postings[termIndex];
    if (typeof stored !== 'function') return stored;
    let postings = worked.get(termIndex);
    if (!postings) worked.set(termIndex, (postings = stored()));
    return postings;
  };
  const documentCount = refs.length;
  const averageLength = lengths.map((perDoc) => perDoc.reduce((sum, n) => sum + n, 0) / (documentCount || 1));
  const termIndexOf = new Map(terms.map((term, i) => [term, i]));
  const positionOf = new Map(refs.map((ref, i) => [ref, i]));

  // lunr.idf, from how many (field, document) postings a term has.
  const idfs = new Map<number, number>();
  const idfOf = (termIndex: number) => {
    let idf = idfs.get(termIndex);
    if (idf === undefined) {
      let withTerm = 0;
      forEachPosting(postingsOf(termIndex), fields.length, () => withTerm++);
      idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
      idfs.set(termIndex, idf);
    }
    return idf;
  };

  // The terms the running query has looked up, and its document vectors.
  let queried = new Set<number>();
  let vectors: Map<string, lunr.Vector> | undefined;

  const decoded = new Map<string, Record<string, unknown>>();
  const invertedIndex = new Proxy({} as Record<string, Record<string, unknown>>, {
    get(_target, term) {
      if (typeof term !== 'string') return undefined;
      const termIndex = termIndexOf.get(term);
      if (termIndex === undefined) return undefined;
      if (!queried.has(termIndex)) {
        queried.add(termIndex);
        vectors = undefined;
      }
      let posting = decoded.get(term);
      if (!posting) {
        const byField: Record<string, object>[] = fields.map(() => ({}));
        forEachPosting(postingsOf(termIndex), fields.length, (f, doc) => {
          byField[f][refs[doc]] = NO_METADATA;
        });
        posting = {_index: termIndex};
        fields.forEach((field, f) => {
          posting![field] = byField[f];
        });
        decoded.set(term, posting);
      }
      return posting;
    },
  });

  /** Per `field/ref`: [termIndex, weight, …] over the queried terms, in term order. */
  const queryVectors = () => {
    const elements = new Map<string, number[]>();
    for (const termIndex of [...queried].sort((x, y) => x - y)) {
      const idf = idfOf(termIndex);
      forEachPosting(postingsOf(termIndex), fields.length, (f, doc, tf) => {
        const score =
          ((idf * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[f][doc] / averageLength[f])) + tf)) * boosts[f];
        const key = `${fields[f]}/${refs[doc]}`;
        let list = elements.get(key);
        if (!list) elements.set(key, (list = []));
        list.push(termIndex, Math.round(score * 1000) / 1000);
      });
    }
    return new Map([...elements].map(([key, list]) => [key, vector(list)]));
  };

  const fieldVectors = new Proxy({} as Record<string, lunr.Vector>, {
    get(_target, fieldRef) {
      if (typeof fieldRef !== 'string') return undefined;
      const slash = fieldRef.indexOf('/');
      if (!fields.includes(fieldRef.slice(0, slash)) || !positionOf.has(fieldRef.slice(slash + 1))) return undefined;
      vectors = vectors ?? queryVectors();
      return vectors.get(fieldRef) ?? vector([]);
    },
  });

  const index = indexFromParts({
    invertedIndex,
    fieldVectors,
    tokenSet: new SortedVocabulary(terms),
    fields,
    pipeline: ['stemmer'],
  });
  const query = index.query;
  return Object.assign(index, {
    documentCount,
    // Each query starts with no term looked up.
    query(this: lunr.Index, fn: lunr.Index.QueryBuilder) {
      queried = new Set();
      vectors = undefined;
      return query.call(this, fn);
    },
  });
}
