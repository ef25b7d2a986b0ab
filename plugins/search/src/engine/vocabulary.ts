/** What the index holds: its words, how many sections hold each, and the words a clause finds. */
import lunr from 'lunr';
import {documentCountOf, SortedVocabulary} from '../compact';
import {invertedIndexOf, pipelineOf, tokenSetFrom, tokenSetOf, type Clause} from '../lunrInternals';
import {matchesWildcard} from './wildcard';
import {FIELDS} from './types';

/**
 * How rare a term is: lunr's own idf formula over the sections holding it.
 * Words on every page ("strapi") weigh little; rare identifiers weigh most.
 */
export function inverseDocumentFrequency(index: lunr.Index, term: string): number {
  const total = documentCountOf(index);
  const holding = documentFrequency(index, term);
  if (holding === 0) return Math.log(1 + total);
  return Math.log(1 + Math.abs((total - holding + 0.5) / (holding + 0.5)));
}

/** Whether the index holds the term, exactly or as the start of a word. */
export function inVocabulary(index: lunr.Index, term: string, prefix: boolean): boolean {
  const set = tokenSetFrom(prefix ? `${term}*` : term);
  return tokenSetOf(index).intersect(set).toArray().length > 0;
}

/**
 * Wildcards, prefixes and fuzzy terms look up at most this many index words
 * in one query (a lone `*` stands for every word of the index): each lookup
 * costs time, and past this a query finds nothing in particular. Exact words
 * are always looked up.
 */
export const MAX_LOOKUPS = 1000;

/** Every word of the index, sorted (the shipped index keeps them as a list). */
export function vocabularyOf(index: lunr.Index): string[] {
  const set = tokenSetOf(index) as unknown;
  return set instanceof SortedVocabulary ? set.terms : (set as lunr.TokenSet).toArray();
}

/**
 * The index words a clause finds, as lunr's Index.query expands it. A `*`
 * before the end of a pattern is matched word by word: walking the
 * vocabulary with a pattern such as `*e*e*e*` takes hundreds of milliseconds.
 */
export function lookUp(index: lunr.Index, clause: Clause): string[] {
  const trailing = ((clause.wildcard ?? 0) & lunr.Query.wildcard.TRAILING) !== 0;
  const term = trailing && !clause.term.endsWith('*') ? `${clause.term}*` : clause.term;
  const terms = clause.usePipeline ? pipelineOf(index).runString(term) : [term];
  return terms.flatMap((pattern) => {
    if (clause.editDistance !== undefined) {
      return tokenSetOf(index).intersect(tokenSetFrom(pattern, clause.editDistance)).toArray();
    }
    if (/\*./.test(pattern)) return vocabularyOf(index).filter((word) => matchesWildcard(pattern, word));
    return tokenSetOf(index).intersect(tokenSetFrom(pattern)).toArray();
  });
}

export const shortestFirst = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** How many sections hold a term, from lunr's inverted index. */
export function documentFrequency(index: lunr.Index, term: string): number {
  const postings = invertedIndexOf(index)[term];
  if (!postings) return 0;
  const refs = new Set<string>();
  for (const field of FIELDS) for (const ref of Object.keys(postings[field] ?? {})) refs.add(ref);
  return refs.size;
}
