/** Parsing a query into groups of clauses, one group per word, each with the matchers that score it. */
import lunr from 'lunr';
import {parseClauses, type Clause} from '../lunrInternals';
import {editDistance} from './editDistance';
import {matchesWildcard} from './wildcard';
import {normaliseInput} from './normalise';
import {expansionsOf, isStopWord, originalCase, phraseWordsOf, stem} from './words';
import {inVocabulary, inverseDocumentFrequency} from './vocabulary';
import {FIELDS, type Field} from './types';

/** Typo tolerance and word splitting stop at this length: no word is longer. */
const MAX_FUZZY_LENGTH = 32;
const MAX_EDIT_DISTANCE = 2;

export type Matcher = (indexTerm: string) => boolean;

/** A matcher that works each index term out once: sections share most terms. */
function remembered(match: Matcher): Matcher {
  const known = new Map<string, boolean>();
  return (term) => {
    let result = known.get(term);
    if (result === undefined) known.set(term, (result = match(term)));
    return result;
  };
}

/**
 * Words of a query past this many are not searched: no one types more, and
 * each word is matched against every section found.
 */
export const MAX_QUERY_WORDS = 32;

export type Group = {
  presence: lunr.Query.presence;
  /** How rare the word is in the index (inverse document frequency). */
  weight: number;
  /** The word as typed (lowercased), for highlighting. */
  word: string;
  /** Ways the word can match, each worth a share of the word (1 = the whole word). */
  matchers: {match: Matcher; worth: number}[];
  /** Matchers of the word's identifier parts; matching all of them is worth 0.7. */
  parts: Matcher[];
  /** Matches the whole word exactly (not a prefix, not a near spelling); none for a wildcard or fuzzy term. */
  whole?: Matcher;
  clauses: Clause[];
};

/** How much of a query word a section matched, from 0 to 1. */
export function matchedShare(group: Group, matched: string[]): number {
  const has = (m: Matcher) => matched.some((term) => m(term));
  const whole = Math.max(0, ...group.matchers.filter((m) => has(m.match)).map((m) => m.worth));
  const parts = group.parts.length ? (0.7 * group.parts.filter(has).length) / group.parts.length : 0;
  return Math.max(whole, parts);
}

export type ParsedQuery = {
  groups: Group[];
  terms: string[];
  /** The query's words in order, for exact-phrase evidence. */
  phrase: string[];
};

/**
 * Parses the input with lunr's query syntax and expands every term into the
 * clauses that find it: its identifier parts, exactly and as a prefix; a
 * split of a run-together word ("contenttype"); and, for a word of 5+
 * letters that the index does not hold, a fuzzy match (edit distance 1, or 2
 * from 9 letters) ranked below exact hits. Throws lunr.QueryParseError.
 */
export function parseQuery(index: lunr.Index, input: string): ParsedQuery {
  const clauses = parseClauses(normaliseInput(input), [...FIELDS]);
  const OPTIONAL = lunr.Query.presence.OPTIONAL;

  const groups: Group[] = [];
  for (const clause of clauses.slice(0, MAX_QUERY_WORDS)) {
    const presence = clause.presence ?? OPTIONAL;
    const fields = (clause.fields ?? [...FIELDS]) as Field[];
    const boost = clause.boost ?? 1;
    const word = clause.term.replace(/\*/g, '');
    const group: Group = {presence, word, weight: boost, matchers: [], parts: [], clauses: []};
    const add = (term: string, factor: number, options: Partial<Clause>, matcher: Matcher, worth: number | 'part') => {
      // One clause for all the fields: the field boosts are in the index, and
      // lunr then expands the term against the vocabulary only once.
      group.clauses.push({term, fields: [...fields], boost: boost * factor, ...options});
      if (worth === 'part') group.parts.push(matcher);
      else group.matchers.push({match: matcher, worth});
    };

    const explicitWildcard = clause.term.includes('*');
    // lunr's fuzzy matching grows fast with the distance: more than 2 is
    // treated as 2, and long words get no fuzzy matching at all.
    const distanceAsked = Math.min(clause.editDistance ?? 0, MAX_EDIT_DISTANCE);
    const explicitFuzzy = distanceAsked > 0 && clause.term.length <= MAX_FUZZY_LENGTH;
    if (explicitWildcard || (clause.editDistance ?? 0) > 0) {
      // The reader's own operators win: search exactly what was asked.
      // A run of stars means what one star means.
      const pattern = clause.term.toLowerCase().replace(/\*+/g, '*');
      const options: Partial<Clause> = explicitFuzzy
        ? {usePipeline: false, editDistance: distanceAsked}
        : {usePipeline: false, wildcard: lunr.Query.wildcard.NONE};
      add(
        pattern,
        1,
        options,
        remembered((t) => (explicitFuzzy ? editDistance(t, pattern) <= distanceAsked : matchesWildcard(pattern, t))),
        1,
      );
      groups.push(group);
      continue;
    }

    const expansions = expansionsOf(originalCase(input, clause.term)).filter((term) => !isStopWord(term));
    if (expansions.length === 0) {
      continue;
    }
    expansions.forEach((term, position) => {
      // The whole word counts fully, its parts a little less.
      const isWhole = position === 0;
      const factor = isWhole ? 1 : 0.6;
      const stemmed = stem(term);
      const exactly = (t: string) => t === stemmed;
      if (isWhole) group.whole = exactly;
      add(term, factor, {usePipeline: true}, exactly, isWhole ? 1 : 'part');
      if (stemmed.length >= 3) {
        const prefix = (t: string) => t.startsWith(stemmed);
        add(
          stemmed,
          factor * 0.5,
          {usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING},
          prefix,
          isWhole ? 0.9 : 'part',
        );
      }
    });

    const whole = expansions[0];
    const wholeStem = stem(whole);
    // A word's boost (`word^N`) counts in how much of the query a section matches, too.
    group.weight = boost * Math.max(...expansions.map((term) => inverseDocumentFrequency(index, stem(term))));
    const known = inVocabulary(index, wholeStem, true);
    if (/^[a-z]{8,}$/.test(whole) && whole.length <= MAX_FUZZY_LENGTH) {
      // A run-together word: "contenttype" → content + type.
      for (let cut = 4; cut <= whole.length - 4; cut++) {
        const [left, right] = [whole.slice(0, cut), whole.slice(cut)];
        const [leftStem, rightStem] = [stem(left), stem(right)];
        if (inVocabulary(index, leftStem, false) && inVocabulary(index, rightStem, false)) {
          add(left, 0.8, {usePipeline: true}, (t) => t === leftStem, 'part');
          add(right, 0.8, {usePipeline: true}, (t) => t === rightStem, 'part');
          break;
        }
      }
    }
    if (!known && whole.length >= 5 && whole.length <= MAX_FUZZY_LENGTH) {
      // A typo: fall back to an edit distance, ranked below exact hits.
      const distance = whole.length >= 9 ? 2 : 1;
      // The index holds stems, so the stem of the typed word is compared.
      add(
        wholeStem,
        0.3,
        {usePipeline: false, editDistance: distance},
        remembered((t) => editDistance(t, wholeStem) <= distance),
        0.6,
      );
    }
    groups.push(group);
  }

  const meaningful = groups.filter((g) => g.presence !== lunr.Query.presence.PROHIBITED);
  return {
    groups,
    terms: [...new Set(meaningful.map((g) => g.word))].filter((w) => w.length > 0),
    phrase: phraseWordsOf(input),
  };
}
