/** Loading a shipped index file, and telling a query's syntax errors apart. */
import lunr from 'lunr';
import {expandIndex} from '../compact';
import {unpackIndexFile, type SearchIndexFile} from '../indexFile';
import type {LoadedIndex} from './types';

export function isQueryParseError(error: unknown): error is Error {
  return error instanceof lunr.QueryParseError;
}

export type {SearchIndexFile} from '../indexFile';

/** Loads the contents of search-index-{tag}.json (./indexFile.ts). */
export function loadIndex(json: SearchIndexFile): LoadedIndex {
  const {documents, index} = unpackIndexFile(json);
  return {documents, index: expandIndex(index)};
}
