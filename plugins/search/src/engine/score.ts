/** Scoring every section a query matches, with what the page ranking needs. */
import lunr from 'lunr';
import type {Clause} from '../lunrInternals';
import {matchedShare, type Group, type ParsedQuery} from './parse';
import {expansionsOf, holdsRun, isStopWord, pageOf, phraseWordsOf, routeWordsOf, stem} from './words';
import {lookUp, MAX_LOOKUPS, shortestFirst} from './vocabulary';
import {terms as textTerms} from '../tokenize';
import type {Field, LoadedIndex, SearchDocument, SearchHit} from './types';

/** Pages' name terms, worked out once per page rather than once per query. */
const nameTermsCache = new Map<string, PageName>();

/** A page's title, word by word, and every term of its title and address. */
type PageName = {titleWords: {whole: string; parts: string[]}[]; all: string[]};

/**
 * The stemmed words that name a page: its title's (a hyphenated word as its
 * joined form and its parts: `Data-transfer` → datatransfer; data,
 * transfer), and with them its address's.
 */
function nameTermsOf(document: SearchDocument): PageName {
  const titleWords = document.pageTitle.split(/\s+/).flatMap((word) => {
    const terms = expansionsOf(word)
      .filter((term) => !isStopWord(term))
      .map(stem);
    // A hyphenated word is covered by its parts; an identifier's parts each count.
    const hyphenated = /^[A-Za-z]+(-[A-Za-z]+)+$/.test(word) && terms.length > 1;
    return hyphenated ? [{whole: terms[0], parts: terms.slice(1)}] : terms.map((term) => ({whole: term, parts: []}));
  });
  const title = titleWords.flatMap(({whole, parts}) => [whole, ...parts]);
  return {titleWords, all: [...new Set(title), ...textTerms(routeWordsOf(pageOf(document.sectionRoute))).map(stem)]};
}

/**
 * Ranking constants, measured on tests/search/eval.jsonl (npm run
 * bench:search prints the result of both of its sets).
 */
export const RANKING = {
  /** A section of a page whose name (title and address) holds the query words: × (1 + 4 × share²). */
  nameBoost: 4,
  /** A page whose title the query covers ("content releases" → the page titled so): × (1 + 2 × share²). */
  titleFitBoost: 2,
  /**
   * How much a query word counts towards a page by where the page holds it:
   * in its name, in its description (or tags, or address), in a heading,
   * or only in its text.
   */
  evidence: {name: 1, description: 0.8, heading: 0.9, text: 0.4},
  /** Each further matching section of a page (up to two) adds this share of its score. */
  otherSections: 0.3,
  /**
   * Exact-phrase evidence: a section whose heading of at least `phraseWords`
   * words the query holds word for word and in order (an error message or a
   * log line that a page names a section after), when no other page has that
   * heading: × (1 + this).
   */
  phraseBoost: 1,
  phraseWords: 3,
};

const uniqueHeadings = new WeakMap<SearchDocument[], Set<string>>();

/** The headings that one page only has, as words: a phrase that one page quotes is evidence for that page. */
function uniqueHeadingsOf(documents: SearchDocument[]): Set<string> {
  let unique = uniqueHeadings.get(documents);
  if (unique) return unique;
  const pages = new Map<string, Set<string>>();
  for (const doc of documents) {
    const key = phraseWordsOf(doc.sectionTitle).join(' ');
    const holders = pages.get(key) ?? new Set<string>();
    pages.set(key, holders.add(pageOf(doc.sectionRoute)));
  }
  unique = new Set([...pages].filter(([, holders]) => holders.size === 1).map(([key]) => key));
  uniqueHeadings.set(documents, unique);
  return unique;
}

/** A scored section, with what the page ranking needs to know about it. */
export type Scored = SearchHit & {
  /** The section's score before the share of the query it matched is applied. */
  base: number;
  coverage: number;
  matched: string[];
  /** The terms matched in each field of the section. */
  byField: Partial<Record<Field, string[]>>;
};

export type ScoredQuery = {
  sections: Scored[];
  /** The share of the query that terms cover, rare words counting more. */
  coverageOf: (terms: string[]) => number;
  /** The share of the query a page holds, each word counted by where the page holds it. */
  evidenceOf: (page: {name: string[]; description: string[]; headings: string[]; text: string[]}) => number;
  names: (document: SearchDocument) => PageName;
};

/** Every section that matches one index, scored; null for a query with no word to search. */
export function scoreSections({index, documents}: LoadedIndex, query: ParsedQuery): ScoredQuery | null {
  const {PROHIBITED, REQUIRED} = lunr.Query.presence;
  const counted = query.groups.filter((g) => g.presence !== PROHIBITED);
  if (query.groups.length === 0) return null;
  const byId = new Map(documents.map((doc) => [String(doc.id), doc]));
  const unique = uniqueHeadingsOf(documents);
  const names = (doc: SearchDocument) => {
    const key = `${doc.pageTitle}\u0000${pageOf(doc.sectionRoute)}`;
    let found = nameTermsCache.get(key);
    if (!found) nameTermsCache.set(key, (found = nameTermsOf(doc)));
    return found;
  };
  let lookups = MAX_LOOKUPS;
  const results = index.query((q) => {
    for (const group of query.groups) {
      for (const clause of group.clauses) {
        // Each clause is expanded here, so that broad ones can be cut short;
        // lunr then scores every word found exactly as it would have.
        const broad = clause.editDistance !== undefined || !!clause.wildcard || clause.term.includes('*');
        if (broad && lookups <= 0) continue;
        let found = lookUp(index, clause);
        if (broad) {
          if (found.length > lookups) found = found.sort(shortestFirst).slice(0, lookups);
          lookups -= found.length;
        }
        for (const term of found) {
          // Prohibited and required terms are enforced below, from what matched.
          const exact: Clause = {
            term,
            fields: [...clause.fields],
            boost: clause.boost ?? 1,
            usePipeline: false,
            wildcard: lunr.Query.wildcard.NONE,
            presence: lunr.Query.presence.OPTIONAL,
          };
          q.clause(exact as lunr.Query.Clause);
        }
      }
    }
  });

  const totalWeight = counted.reduce((sum, g) => sum + g.weight, 0) || 1;
  const shareOf = (score: (group: Group) => number) =>
    counted.reduce((sum, g) => sum + g.weight * score(g), 0) / totalWeight;
  const coverageOf = (terms: string[]) => shareOf((g) => matchedShare(g, terms));
  const {evidence} = RANKING;
  const evidenceOf = (page: {name: string[]; description: string[]; headings: string[]; text: string[]}) =>
    shareOf((g) =>
      Math.max(
        evidence.name * matchedShare(g, page.name),
        evidence.description * matchedShare(g, page.description),
        evidence.heading * matchedShare(g, page.headings),
        evidence.text * matchedShare(g, page.text),
      ),
    );
  const inTitle = (term: string) =>
    counted.some((g) => g.matchers.some((m) => m.worth === 1 && m.match(term)) || g.parts.some((m) => m(term)));

  const sections: Scored[] = [];
  for (const result of results) {
    const metadata = result.matchData.metadata as Record<string, Partial<Record<Field, object>>>;
    const matched = Object.keys(metadata);
    const share = (group: Group) => matchedShare(group, matched);
    if (query.groups.some((g) => g.presence === PROHIBITED && share(g) >= 0.9)) continue;
    if (query.groups.some((g) => g.presence === REQUIRED && share(g) === 0)) continue;
    const coverage = coverageOf(matched);
    if (coverage === 0) continue;
    const document = byId.get(result.ref);
    if (!document) continue;
    // A page whose name holds the query words is the page about them, all
    // the more when the query covers its title.
    const pageNames = names(document);
    const inName = coverageOf(pageNames.all);
    // How much of the title the query covers, word by word: a word whose
    // parts the query holds ("data transfer" for "Data-transfer") counts.
    const wordFit = ({whole, parts}: {whole: string; parts: string[]}) =>
      inTitle(whole) ? 1 : parts.length ? parts.filter(inTitle).length / parts.length : 0;
    const titleFit = pageNames.titleWords.length
      ? pageNames.titleWords.reduce((sum, word) => sum + wordFit(word), 0) / pageNames.titleWords.length
      : 0;
    const heading = phraseWordsOf(document.sectionTitle);
    const quoted = heading.length >= RANKING.phraseWords && unique.has(heading.join(' '));
    const phrase = quoted && holdsRun(query.phrase, heading) ? 1 : 0;
    const base =
      result.score *
      (1 + RANKING.nameBoost * inName * inName) *
      (1 + RANKING.titleFitBoost * titleFit * titleFit) *
      (1 + RANKING.phraseBoost * phrase);
    const byField: Partial<Record<Field, string[]>> = {};
    for (const [term, fields] of Object.entries(metadata)) {
      for (const field of Object.keys(fields) as Field[]) (byField[field] ??= []).push(term);
    }
    sections.push({
      document,
      // The share of the query matched, squared: a section with every word beats one with a few.
      score: base * coverage * coverage,
      terms: query.terms,
      whole: counted.length > 0 && counted.every((g) => g.whole !== undefined && matched.some(g.whole)),
      base,
      coverage,
      matched,
      byField,
    });
  }
  return {sections, coverageOf, evidenceOf, names};
}
