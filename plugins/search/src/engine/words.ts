/** Query words as the index holds them: stems, stop words, identifier parts, routes. */
import lunr from 'lunr';
import {expandPiece, flagOf, pieces, terms as textTerms} from '../tokenize';

export const stem = (term: string) => lunr.stemmer(new lunr.Token(term, {})).toString();
export const isStopWord = (term: string) => lunr.stopWordFilter(new lunr.Token(term, {})) === undefined;

/** The word of the input that a lowercased clause term came from, with its case. */
export function originalCase(input: string, term: string): string {
  const bare = term.replace(/\*/g, '');
  const text = input.replace(/\\/g, '');
  for (const piece of [...text.split(/\s+/).map((word) => word.replace(/^[+-]+|:+$/g, '')), ...pieces(text)]) {
    const clean = piece.replace(/^[+-]/, '').replace(/[~^]\d*$/, '');
    if (clean.toLowerCase() === bare) return clean;
  }
  return bare;
}

/**
 * The index terms a query word stands for, the whole word first: as
 * tokenize.ts indexes it, so a hyphenated word (`watch-admin`) is whole
 * when joined (`watchadmin`) and its pieces are its parts.
 */
export function expansionsOf(word: string): string[] {
  if (!word.includes('-')) return expandPiece(word);
  const all = textTerms(word);
  const flag = flagOf(word);
  if (flag) return [...new Set([flag, ...all])];
  const pieces = word.split('-').filter(Boolean);
  const joined = pieces.join('').toLowerCase();
  const whole = pieces.length > 1 && pieces.every((piece) => /^[A-Za-z]+$/.test(piece)) ? joined : all[0];
  return whole === undefined ? [] : [...new Set([whole, ...all])];
}

export const pageOf = (route: string) => route.split('#')[0];

/** The words of a route, as the plugin indexes them (sections.ts). */
export function routeWordsOf(route: string): string {
  return route.split(/[/#]/).filter(Boolean).join(' ');
}

/** The words of a text as a reader reads them, lowercased and in order: what an exact phrase is made of. */
export const phraseWordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether the words of `inner` appear in `outer` one after another. */
export function holdsRun(outer: string[], inner: string[]): boolean {
  for (let start = 0; start + inner.length <= outer.length; start++) {
    if (inner.every((word, i) => outer[start + i] === word)) return true;
  }
  return false;
}
