/** "Did you mean": the closest index words for the words of a query that finds nothing. */
import {editDistance} from './editDistance';
import {MAX_QUERY_WORDS} from './parse';
import {searchPages} from './rank';
import {isStopWord, stem} from './words';
import {documentFrequency, inVocabulary, vocabularyOf} from './vocabulary';
import type {LoadedIndex} from './types';

/** The words readers see for each index word: surface forms from titles and excerpts, by stem. */
const surfaceForms = new WeakMap<LoadedIndex, Map<string, string>>();

function surfaceFormsOf(loaded: LoadedIndex): Map<string, string> {
  let forms = surfaceForms.get(loaded);
  if (forms) return forms;
  const counts = new Map<string, Map<string, number>>();
  for (const document of loaded.documents) {
    for (const word of `${document.pageTitle} ${document.sectionTitle} ${document.excerpt}`.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || !/^\p{L}/u.test(word)) continue;
      const term = stem(word.toLowerCase());
      const byWord = counts.get(term) ?? new Map<string, number>();
      byWord.set(word, (byWord.get(word) ?? 0) + 1);
      counts.set(term, byWord);
    }
  }
  // The most common spelling, a lowercase one first: "relation" rather than "Relation".
  const lowercaseFirst = (a: [string, number], b: [string, number]) =>
    Number(b[0] === b[0].toLowerCase()) - Number(a[0] === a[0].toLowerCase()) || b[1] - a[1];
  forms = new Map([...counts].map(([term, byWord]) => [term, [...byWord].sort(lowercaseFirst)[0][0]]));
  surfaceForms.set(loaded, forms);
  return forms;
}

/** At most this many suggestions are made. */
const MAX_SUGGESTIONS = 3;

/**
 * Queries to suggest when a query finds nothing ("did you mean …"): the
 * query with each word the index does not hold replaced by the closest
 * index words (fewest edits, a third of the word's letters at most, the
 * most common first), shown as the pages write them. Only suggestions that
 * find something are made.
 */
export function suggest(indexes: LoadedIndex[], input: string): string[] {
  const words = input
    .replace(/[()[\]{}<>,;=!?"'`|&%*~^+]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_QUERY_WORDS) return [];
  const found = new Set<string>();
  for (const loaded of indexes) {
    const vocabulary = vocabularyOf(loaded.index).filter((term) => /^\p{L}[\p{L}\p{N}]{2,}$/u.test(term));
    const forms = surfaceFormsOf(loaded);
    const alternatives = words.map((word) => {
      const lower = word.toLowerCase().replace(/^-+/, '');
      if (isStopWord(lower) || inVocabulary(loaded.index, stem(lower), true)) return [word];
      const budget = Math.max(1, Math.floor(lower.length / 3));
      const target = stem(lower);
      const scored: {term: string; distance: number; frequency: number}[] = [];
      for (const term of vocabulary) {
        // Compared as stems ("transact") and as the pages write the word
        // ("transaction"), which catches a slip in the ending ("relatoin").
        const surface = (forms.get(term) ?? term).toLowerCase();
        if (Math.abs(term.length - target.length) > budget && Math.abs(surface.length - lower.length) > budget)
          continue;
        const distance = Math.min(editDistance(target, term), editDistance(lower, surface));
        if (distance <= budget) scored.push({term, distance, frequency: documentFrequency(loaded.index, term)});
      }
      scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
      return scored.slice(0, MAX_SUGGESTIONS).map(({term}) => forms.get(term) ?? term);
    });
    if (alternatives.every((options, i) => options.length === 1 && options[0] === words[i])) continue;
    if (alternatives.some((options) => options.length === 0)) continue;
    for (let choice = 0; choice < MAX_SUGGESTIONS; choice++) {
      const query = alternatives.map((options) => options[Math.min(choice, options.length - 1)]).join(' ');
      if (!found.has(query) && searchPages([loaded], query, 1).pages.length > 0) found.add(query);
    }
  }
  return [...found].slice(0, MAX_SUGGESTIONS);
}
