/**
 * Turns what the reader typed into a lunr query.
 *
 * The input uses lunr's query syntax (field:term, +required, -prohibited,
 * term~N, term^N and the * wildcard). Each parsed term is then searched in
 * every field with that field's boost, both exactly and with a trailing
 * wildcard, so that a word being typed already finds its pages.
 *
 * A syntax error is thrown as lunr.QueryParseError, whose message is one of
 * the specification's texts ('unrecognised field', 'expecting term',
 * 'edit distance must be numeric', 'boost must be numeric').
 */
import type {Lunr, LunrClause, LunrQuery} from './lunr';

export type FieldBoosts = Record<string, number>;

export type SearchWeights = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
};

/** The indexed fields and their boosts; parent categories only when indexed. */
export function fieldBoosts(weights: SearchWeights): FieldBoosts {
  const boosts: FieldBoosts = {
    title: weights.titleBoost,
    content: weights.contentBoost,
    tags: weights.tagsBoost,
  };
  if (weights.indexDocSidebarParentCategories > 0) {
    boosts.sidebarParentCategories = weights.parentCategoriesBoost;
  }
  return boosts;
}

export type ParsedQuery = {
  /** Fills a lunr query builder with the expanded clauses. */
  apply(query: LunrQuery): void;
  /** The words to highlight on the target page (prohibited terms excluded). */
  terms: string[];
};

function hasExplicitMatching(lunr: Lunr, clause: LunrClause): boolean {
  return (
    clause.term.includes('*') ||
    (clause.editDistance ?? 0) > 0 ||
    (clause.wildcard ?? lunr.Query.wildcard.NONE) !== lunr.Query.wildcard.NONE
  );
}

/**
 * The prefix form of a clause: its term stemmed the way the index stores
 * words, then a trailing wildcard. Stemming first lets "transactions*" find
 * the indexed stem "transact", which the unstemmed prefix would miss.
 */
function prefixClause(lunr: Lunr, clause: LunrClause): LunrClause {
  const stem = lunr.stemmer(new lunr.Token(clause.term)).toString();
  return {...clause, term: stem, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING};
}

export function parseQuery(lunr: Lunr, input: string, boosts: FieldBoosts): ParsedQuery {
  const fields = Object.keys(boosts);
  const parsed = new lunr.QueryParser(input, new lunr.Query(fields)).parse();
  const {OPTIONAL, REQUIRED, PROHIBITED} = lunr.Query.presence;

  const clauses: LunrClause[] = [];
  for (const clause of parsed.clauses) {
    const presence = clause.presence ?? OPTIONAL;
    if (presence === PROHIBITED) {
      clauses.push({...clause});
      continue;
    }
    const explicit = hasExplicitMatching(lunr, clause);
    if (presence === REQUIRED) {
      // The gate: the term must occur, as a whole word or as a word's start.
      clauses.push(explicit ? {...clause} : prefixClause(lunr, clause));
    }
    for (const field of clause.fields) {
      const boost = (clause.boost ?? 1) * (boosts[field] ?? 1);
      const base: LunrClause = {...clause, fields: [field], boost, presence: OPTIONAL};
      clauses.push(base);
      if (!explicit) {
        clauses.push(prefixClause(lunr, base));
      }
    }
  }

  const terms = parsed.clauses
    .filter((clause) => clause.presence !== PROHIBITED)
    .map((clause) => clause.term.replace(/\*/g, ''))
    .filter((term, i, all) => term.length > 0 && all.indexOf(term) === i);

  return {
    apply(query) {
      for (const clause of clauses) {
        // Query#clause mutates its argument (it adds the wildcard characters),
        // so every run gets fresh copies.
        query.clause({...clause, fields: [...clause.fields]});
      }
    },
    terms,
  };
}

/** True when the error is lunr's query syntax error. */
export function isQueryParseError(lunr: Lunr, error: unknown): error is Error {
  return error instanceof lunr.QueryParseError;
}
