/**
 * The search engine, shared by the build (indexing) and the browser
 * (querying): lunr 2 with our tokenizer, the specification's query syntax,
 * and ranking that prefers pages matching more of the query. One module per
 * job: build.ts (indexing), editDistance.ts, wildcard.ts, normalise.ts (the
 * input's literal shapes), words.ts and vocabulary.ts (query words against
 * the index), parse.ts (clauses and matchers), score.ts (sections), rank.ts
 * (pages), suggest.ts ("did you mean") and load.ts (the shipped file).
 */
export * from './types';
export {buildIndex, createBuilder} from './build';
export {editDistance} from './editDistance';
export {matchesWildcard} from './wildcard';
export {normaliseInput} from './normalise';
export {routeWordsOf} from './words';
export {parseQuery, type ParsedQuery} from './parse';
export {search, searchPages} from './rank';
export {suggest} from './suggest';
export {isQueryParseError, loadIndex, type SearchIndexFile} from './load';
