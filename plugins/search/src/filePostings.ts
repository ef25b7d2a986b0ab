/**
 * The postings and field lengths of the compact index (./compact.ts) as
 * search-index-{tag}.json holds them (./indexFile.ts), the bulk of the file:
 *
 * - the postings are one text of numbers (./numbers.ts), field after field
 *   and, within a field, term after term in vocabulary order: the number of
 *   documents holding the term in that field, then per document its
 *   distance from the previous one (the first: from before the first
 *   document) less one, doubled, plus one when the term occurs more than
 *   once there, in which case the number of occurrences less two follows;
 * - a document is counted among the documents whose field is not empty
 *   (the tags field: a page's first section only), so distances are short;
 * - the lengths as one text of numbers per field.
 *
 * Grouped by field, with no sign to write and no separator between terms,
 * this is smaller in brotli than one text per term (`npm run bench:search`
 * prints the index's size). Loading reads the text once to find where each
 * term starts; a term's postings are put back in the compact index's form
 * when a query first looks it up.
 */
import type {CompactIndex, Postings} from './compact';
import {decodeNumbers, encodeNumbers} from './numbers';

export type StoredPostings = {
  /** The postings of every field, as described above. */
  postings: string;
  /** The length of each field in each document, one text of numbers per field. */
  lengths: string[];
};

/** The documents whose field is not empty, in order. */
const holdersOf = (lengths: ArrayLike<number>): number[] =>
  Array.from(lengths).flatMap((length, doc) => (length > 0 ? [doc] : []));

export function packPostings({fields, terms, postings: lazy, lengths}: CompactIndex): StoredPostings {
  const postings = lazy.map((stored) => (typeof stored === 'function' ? stored() : stored));
  // Per term, per field: where the field's entries start in the term's postings.
  const starts = postings.map((encoded) => {
    const at: number[] = [];
    let cursor = 0;
    for (let f = 0; f < fields.length; f++) {
      at.push(cursor);
      const count = encoded[cursor++];
      for (let i = 0; i < count; i++) if (encoded[cursor++] < 0) cursor++;
    }
    return at;
  });
  const numbers: number[] = [];
  fields.forEach((_, f) => {
    const rank = new Map(holdersOf(lengths[f]).map((doc, i) => [doc, i]));
    terms.forEach((term, t) => {
      const encoded = postings[t];
      let cursor = starts[t][f];
      const count = encoded[cursor++];
      numbers.push(count);
      for (let i = 0, doc = -1, previous = -1; i < count; i++) {
        const value = encoded[cursor++];
        doc += Math.abs(value);
        const at = rank.get(doc);
        if (at === undefined) throw new Error(`search index: ${term} is in an empty ${fields[f]} field`);
        const distance = at - previous - 1;
        previous = at;
        if (value > 0) numbers.push(2 * distance);
        else numbers.push(2 * distance + 1, encoded[cursor++] - 2);
      }
    });
  });
  return {postings: encodeNumbers(numbers), lengths: lengths.map(encodeNumbers)};
}

/**
 * The compact index's postings and lengths from what packPostings wrote:
 * per term, a function that gives its postings in the compact form.
 */
export function unpackPostings(
  stored: StoredPostings,
  fieldCount: number,
  termCount: number,
): {postings: (() => Postings)[]; lengths: number[][]} {
  const lengths = stored.lengths.map((text) => Array.from(decodeNumbers(text)));
  const holders = lengths.map(holdersOf);
  const numbers = decodeNumbers(stored.postings);
  // Where each term's entries start, field by field: one pass over the text.
  const starts = new Int32Array(fieldCount * termCount);
  let cursor = 0;
  for (let f = 0; f < fieldCount; f++) {
    for (let t = 0; t < termCount; t++) {
      starts[t * fieldCount + f] = cursor;
      const count = numbers[cursor++];
      for (let i = 0; i < count; i++) if (numbers[cursor++] & 1) cursor++;
    }
  }
  if (cursor !== numbers.length) throw new Error('search index: the postings do not match the vocabulary');

  const postingsOf = (t: number): Postings => {
    const encoded: number[] = [];
    for (let f = 0; f < fieldCount; f++) {
      let at = starts[t * fieldCount + f];
      const count = numbers[at++];
      encoded.push(count);
      for (let i = 0, previous = -1, doc = -1; i < count; i++) {
        const value = numbers[at++];
        previous += (value >> 1) + 1;
        const next = holders[f][previous];
        if (value & 1) encoded.push(-(next - doc), numbers[at++] + 2);
        else encoded.push(next - doc);
        doc = next;
      }
    }
    return encoded;
  };
  return {postings: Array.from({length: termCount}, (_, t) => () => postingsOf(t)), lengths};
}
