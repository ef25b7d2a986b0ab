/**
 * The search engine, shared by the build (indexing) and the browser
 * (querying): lunr 2 with our tokenizer, the specification's query syntax,
 * and ranking that prefers pages matching more of the query.
 */
import lunr from 'lunr';
import {expandPiece, flagOf, isIndexedTerm, pieces, terms as textTerms} from './tokenize';
import {compactIndex, documentCountOf, expandIndex, SortedVocabulary, type CompactIndex} from './compact';
import {unpackIndexFile, type SearchIndexFile} from './indexFile';
import {invertedIndexOf, parseClauses, pipelineOf, tokenSetFrom, tokenSetOf, type Clause} from './lunrInternals';
import {withoutLoneOperators} from './client/blankQuery';

export const FIELDS = ['title', 'content', 'tags'] as const;
export type Field = (typeof FIELDS)[number];

export type Weights = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
};

/** A section of a page, as stored in search-index-{tag}.json. */
export type SearchDocument = {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'other';
  /** The start of the section's text, for the excerpt under a result. */
  excerpt: string;
};

export type IndexedSection = SearchDocument & {content: string; tags: string[]};

export type LoadedIndex = {documents: SearchDocument[]; index: lunr.Index};

export type SearchHit = {
  document: SearchDocument;
  score: number;
  /** The words to highlight. */
  terms: string[];
  /** Whether the section holds every word of the query whole (not only parts, prefixes or near spellings). */
  whole: boolean;
};

/** A page of the results: its sections that matched, best first. */
export type PageHit = {
  route: string;
  pageTitle: string;
  score: number;
  sections: SearchHit[];
  /** Whether one of its sections holds every word of the query whole. */
  whole: boolean;
};

/* ------------------------------------------------------------------ build */

function tokenizer(value: unknown): lunr.Token[] {
  if (value === null || value === undefined) return [];
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return textTerms(text)
    .filter(isIndexedTerm)
    .map((term, index) => new lunr.Token(term, {index}));
}

/**
 * Builds the lunr index of a set of sections. The field boosts are applied
 * here, at indexing: lunr divides each field's query vector by its own
 * length, so a boost that is the same on every term of a field at query time
 * cancels out and would leave title, content and tags weighing the same.
 */
export function createBuilder(sections: IndexedSection[], relevance: {k1: number; b: number} & Weights): lunr.Builder {
  const boosts: Record<Field, number> = {
    title: relevance.titleBoost,
    content: relevance.contentBoost,
    tags: relevance.tagsBoost,
  };
  const builder = new lunr.Builder();
  builder.tokenizer = tokenizer as unknown as typeof lunr.tokenizer;
  builder.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.metadataWhitelist = [];
  builder.k1(relevance.k1);
  builder.b(relevance.b);
  builder.ref('id');
  for (const field of FIELDS) builder.field(field, {boost: boosts[field]});
  for (const section of sections) {
    builder.add({id: String(section.id), title: section.sectionTitle, content: section.content, tags: section.tags});
  }
  return builder;
}

/** The index of a set of sections, in the compact form that is shipped. */
export function buildIndex(sections: IndexedSection[], relevance: {k1: number; b: number} & Weights): CompactIndex {
  return compactIndex(createBuilder(sections, relevance));
}

/* ------------------------------------------------------------------ query */

/**
 * Edit distance counting an insertion, a deletion, a substitution or a swap
 * of two neighbouring letters as one edit, as lunr's fuzzy matching does.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({length: b.length + 1}, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
      }
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * Whether a word matches a pattern in which `*` stands for any run of
 * characters. It retries from the last `*` only, so its time grows with the
 * product of the two lengths at worst; a regular expression of `.*` runs
 * backtracks exponentially on patterns such as `*e*e*e*e*x`.
 */
export function matchesWildcard(pattern: string, word: string): boolean {
  let p = 0;
  let w = 0;
  let star = -1;
  let resume = 0;
  while (w < word.length) {
    if (pattern[p] === '*') {
      star = p++;
      resume = w;
    } else if (p < pattern.length && pattern[p] === word[w]) {
      p++;
      w++;
    } else if (star >= 0) {
      p = star + 1;
      w = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Whether a word before a colon is a field name, or one edit away from one (a mistyped field). */
function isFieldLike(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.length >= 3 && FIELDS.some((field) => editDistance(lower, field) <= 1);
}

/**
 * Shapes common in Strapi text are taken literally rather than as syntax:
 * - command-line flags such as `--install-deps` are searched by their name
 *   (a leading `-` prohibits a term, so `--x` would be an error);
 * - a hyphenated word (`watch-admin`, `content-type`, `pack-up`) stays one
 *   word, as the index holds it joined (`watchadmin`) besides its parts, so
 *   a flag finds the page that writes it whole above pages that only use
 *   its words;
 * - the colons of UIDs (`plugin::upload.file`) and command names
 *   (`watch:link`, `plugin:watch:link`, `ts:generate-types`) are escaped. A
 *   colon stays field syntax when what comes before it is a field, or one
 *   edit away from one (`titel:`, `tag:`), which is then a mistyped field
 *   and gets lunr's 'unrecognised field';
 * - a colon that ends a word (`Unexpected server response: 400`, a pasted
 *   error message) is punctuation, unless the word is a field;
 * - operators that stand alone (`--`, `+ upload`) apply to no term and are
 *   dropped (./client/blankQuery.ts).
 */
export function normaliseInput(input: string): string {
  // Punctuation that is neither query syntax nor part of a name separates words.
  const words = withoutLoneOperators(input).replace(/[()[\]{}<>,;=!?"'`|&%]+/g, ' ');
  const colons = words.replace(/(^|\s)([+-]?)(\S+)/g, (match, space: string, presence: string, word: string) => {
    const first = word.indexOf(':');
    if (first <= 0) return match;
    const left = word.slice(0, first);
    const rest = word.slice(first);
    if (/^:[^:]/.test(rest) || rest === ':') {
      if (isFieldLike(left) || /[~^*]/.test(left)) return match;
    }
    // A colon at the end of the word is punctuation; the others belong to the name.
    const literal = word.replace(/:+$/, '');
    return `${space}${presence}${literal.replace(/:/g, '\\:')}`;
  });
  // A hyphen between two letters or digits joins one word: lunr would split
  // there. The dashes of a flag are literal: a leading `-` would prohibit.
  return colons
    .replace(/(?<=[\w.:])-(?=[\w])/g, '\\-')
    .replace(
      /(^|\s)(--?)(?=[A-Za-z])/g,
      (_match, space: string, dashes: string) => `${space}${dashes === '--' ? '\\-\\-' : dashes}`,
    );
}

/** Typo tolerance and word splitting stop at this length: no word is longer. */
const MAX_FUZZY_LENGTH = 32;
const MAX_EDIT_DISTANCE = 2;

const stem = (term: string) => lunr.stemmer(new lunr.Token(term, {})).toString();
const isStopWord = (term: string) => lunr.stopWordFilter(new lunr.Token(term, {})) === undefined;

type Matcher = (indexTerm: string) => boolean;

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
const MAX_QUERY_WORDS = 32;

type Group = {
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
function matchedShare(group: Group, matched: string[]): number {
  const has = (m: Matcher) => matched.some((term) => m(term));
  const whole = Math.max(0, ...group.matchers.filter((m) => has(m.match)).map((m) => m.worth));
  const parts = group.parts.length ? (0.7 * group.parts.filter(has).length) / group.parts.length : 0;
  return Math.max(whole, parts);
}

export type ParsedQuery = {groups: Group[]; terms: string[]};

/** The word of the input that a lowercased clause term came from, with its case. */
function originalCase(input: string, term: string): string {
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
function expansionsOf(word: string): string[] {
  if (!word.includes('-')) return expandPiece(word);
  const all = textTerms(word);
  const flag = flagOf(word);
  if (flag) return [...new Set([flag, ...all])];
  const pieces = word.split('-').filter(Boolean);
  const joined = pieces.join('').toLowerCase();
  const whole = pieces.length > 1 && pieces.every((piece) => /^[A-Za-z]+$/.test(piece)) ? joined : all[0];
  return whole === undefined ? [] : [...new Set([whole, ...all])];
}

/**
 * How rare a term is: lunr's own idf formula over the sections holding it.
 * Words on every page ("strapi") weigh little; rare identifiers weigh most.
 */
function inverseDocumentFrequency(index: lunr.Index, term: string): number {
  const total = documentCountOf(index);
  const holding = documentFrequency(index, term);
  if (holding === 0) return Math.log(1 + total);
  return Math.log(1 + Math.abs((total - holding + 0.5) / (holding + 0.5)));
}

/** Whether the index holds the term, exactly or as the start of a word. */
function inVocabulary(index: lunr.Index, term: string, prefix: boolean): boolean {
  const set = tokenSetFrom(prefix ? `${term}*` : term);
  return tokenSetOf(index).intersect(set).toArray().length > 0;
}

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
  return {groups, terms: [...new Set(meaningful.map((g) => g.word))].filter((w) => w.length > 0)};
}

/**
 * Wildcards, prefixes and fuzzy terms look up at most this many index words
 * in one query (a lone `*` stands for every word of the index): each lookup
 * costs time, and past this a query finds nothing in particular. Exact words
 * are always looked up.
 */
const MAX_LOOKUPS = 1000;

/** Every word of the index, sorted (the shipped index keeps them as a list). */
function vocabularyOf(index: lunr.Index): string[] {
  const set = tokenSetOf(index) as unknown;
  return set instanceof SortedVocabulary ? set.terms : (set as lunr.TokenSet).toArray();
}

/**
 * The index words a clause finds, as lunr's Index.query expands it. A `*`
 * before the end of a pattern is matched word by word: walking the
 * vocabulary with a pattern such as `*e*e*e*` takes hundreds of milliseconds.
 */
function lookUp(index: lunr.Index, clause: Clause): string[] {
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

const shortestFirst = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

const pageOf = (route: string) => route.split('#')[0];

/** The words of a route, as the plugin indexes them (sections.ts). */
export function routeWordsOf(route: string): string {
  return route.split(/[/#]/).filter(Boolean).join(' ');
}

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
const RANKING = {
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
};

/** A scored section, with what the page ranking needs to know about it. */
type Scored = SearchHit & {
  /** The section's score before the share of the query it matched is applied. */
  base: number;
  coverage: number;
  matched: string[];
  /** The terms matched in each field of the section. */
  byField: Partial<Record<Field, string[]>>;
};

type ScoredQuery = {
  sections: Scored[];
  /** The share of the query that terms cover, rare words counting more. */
  coverageOf: (terms: string[]) => number;
  /** The share of the query a page holds, each word counted by where the page holds it. */
  evidenceOf: (page: {name: string[]; description: string[]; headings: string[]; text: string[]}) => number;
  names: (document: SearchDocument) => PageName;
};

/** Every section that matches one index, scored; null for a query with no word to search. */
function scoreSections({index, documents}: LoadedIndex, query: ParsedQuery): ScoredQuery | null {
  const {PROHIBITED, REQUIRED} = lunr.Query.presence;
  const counted = query.groups.filter((g) => g.presence !== PROHIBITED);
  if (query.groups.length === 0) return null;
  const byId = new Map(documents.map((doc) => [String(doc.id), doc]));
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
    const base =
      result.score * (1 + RANKING.nameBoost * inName * inName) * (1 + RANKING.titleFitBoost * titleFit * titleFit);
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

const isPageStart = (hit: SearchHit) => !hit.document.sectionRoute.includes('#');

/**
 * Ranks the pages of one index: a page scores as its best section, with
 * the share of the query the whole page matches in place of half of that
 * section's own (a page may hold the words of a question in different
 * sections), weighed by where the page holds each word (its name, its
 * description, a heading, its text), plus a little for its other sections.
 */
function rankPages(scored: ScoredQuery): PageHit[] {
  const byPage = new Map<string, Scored[]>();
  for (const hit of [...scored.sections].sort((a, b) => b.score - a.score)) {
    const key = pageOf(hit.document.sectionRoute);
    const list = byPage.get(key);
    if (list) list.push(hit);
    else byPage.set(key, [hit]);
  }
  return [...byPage].map(([route, sections]) => {
    const pageCoverage = scored.coverageOf(sections.flatMap((hit) => hit.matched));
    const best = Math.max(...sections.map((hit) => hit.base * hit.coverage * pageCoverage));
    const evidence = scored.evidenceOf({
      name: scored.names(sections[0].document).all,
      description: sections.filter(isPageStart).flatMap((hit) => hit.byField.tags ?? []),
      headings: sections.filter((hit) => !isPageStart(hit)).flatMap((hit) => hit.byField.title ?? []),
      text: sections.flatMap((hit) => hit.matched),
    });
    const others = sections.slice(1, 3).reduce((sum, hit) => sum + hit.score, 0);
    return {
      route,
      pageTitle: sections[0].document.pageTitle,
      score: best * evidence + RANKING.otherSections * others,
      sections: sections.map(({document, score, terms, whole}) => ({document, score, terms, whole})),
      whole: sections.some((hit) => hit.whole),
    };
  });
}

/**
 * Runs a query over loaded indexes and ranks pages, each with its matching
 * sections, best first. `identifier` is the query's one word when that word
 * is an identifier, a UID, a command or a flag (it has parts): pages that
 * hold it whole are marked `whole`.
 */
export function searchPages(
  indexes: LoadedIndex[],
  input: string,
  limit: number,
): {pages: PageHit[]; identifier: string | null} {
  const pages: PageHit[] = [];
  let identifier: string | null = null;
  for (const loaded of indexes) {
    const query = parseQuery(loaded.index, input);
    const counted = query.groups.filter((g) => g.presence !== lunr.Query.presence.PROHIBITED);
    if (counted.length === 1 && counted[0].parts.length > 0 && counted[0].whole)
      identifier = originalCase(input, counted[0].word);
    const scored = scoreSections(loaded, query);
    if (scored) pages.push(...rankPages(scored));
  }
  if (identifier) {
    // A page that holds the identifier whole leads to, and shows first, the sections that do.
    for (const page of pages) page.sections.sort((a, b) => Number(b.whole) - Number(a.whole) || b.score - a.score);
  }
  return {pages: pages.sort((a, b) => b.score - a.score).slice(0, limit), identifier};
}

/**
 * Runs a query over loaded indexes. Results are sections, best first, with
 * the sections of one page kept together under that page's best section,
 * at most three of them.
 */
export function search(indexes: LoadedIndex[], input: string, limit: number): SearchHit[] {
  return searchPages(indexes, input, Number.POSITIVE_INFINITY)
    .pages.flatMap((page) => page.sections.slice(0, 3))
    .slice(0, limit);
}

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

/** How many sections hold a term, from lunr's inverted index. */
function documentFrequency(index: lunr.Index, term: string): number {
  const postings = invertedIndexOf(index)[term];
  if (!postings) return 0;
  const refs = new Set<string>();
  for (const field of FIELDS) for (const ref of Object.keys(postings[field] ?? {})) refs.add(ref);
  return refs.size;
}

export function isQueryParseError(error: unknown): error is Error {
  return error instanceof lunr.QueryParseError;
}

export type {SearchIndexFile} from './indexFile';

/** Loads the contents of search-index-{tag}.json (./indexFile.ts). */
export function loadIndex(json: SearchIndexFile): LoadedIndex {
  const {documents, index} = unpackIndexFile(json);
  return {documents, index: expandIndex(index)};
}
