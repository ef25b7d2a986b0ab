/**
 * Runs searches for a component, loading the search client (and through it
 * the search worker) on demand. Reports the specification's panel states:
 * idle, loading, and stalled once loading has taken longer than the stall
 * threshold.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {PageHit} from '../engine';
import type {SearchGlobalData} from '../options';
import type {IndexState} from './indexDownload';
import type {Search} from './searchClient';
import {isBlankQuery} from './blankQuery';
import {loadOnce} from './loadOnce';

const loadClient = loadOnce(() => import('./searchClient'));

/** Only docs are indexed, so only the docs indexes exist. */
export function searchableTags(tags: string[]): string[] {
  return tags.filter((tag) => tag.startsWith('docs-'));
}

export type SearchStatus = 'idle' | 'loading' | 'stalled';
export type SearchState = {
  query: string;
  pages: PageHit[];
  identifier: string | null;
  suggestions: string[];
  error: string | null;
  status: SearchStatus;
  /** `missing` when the index could not be had: the development server without one. */
  index: IndexState;
};

const EMPTY: Omit<SearchState, 'query' | 'status'> = {
  pages: [],
  identifier: null,
  suggestions: [],
  error: null,
  index: 'ok',
};

export function useSearchData(): SearchGlobalData {
  return usePluginData('strapi-docs-search') as SearchGlobalData;
}

/** Searches for up to `limit` pages. */
export function useSearch(limit: number) {
  const {siteConfig} = useDocusaurusContext();
  const data = useSearchData();
  const tags = searchableTags(useContextualSearchFilters().tags);
  const tagsKey = tags.join(',');
  const [state, setState] = useState<SearchState>({...EMPTY, query: '', status: 'idle'});
  const latest = useRef(0);
  const search = useRef<Search>();

  const prefetch = useCallback(() => {
    // A warm-up: if it fails, the search itself loads the client again and says so.
    loadClient()
      .then((c) => c.prefetch(siteConfig.baseUrl, tagsKey.split(',')))
      .catch(() => undefined);
  }, [siteConfig.baseUrl, tagsKey]);

  const run = useCallback(
    (query: string) => {
      const ticket = ++latest.current;
      if (isBlankQuery(query)) {
        setState({...EMPTY, query, status: 'idle'});
        return;
      }
      setState((previous) => ({...previous, query, status: 'loading'}));
      const stall = setTimeout(() => {
        if (latest.current === ticket) setState((previous) => ({...previous, status: 'stalled'}));
      }, data.stallThresholdMs);
      void (async () => {
        try {
          const c = await loadClient();
          search.current ??= c.searchClient();
          const answer = await search.current({
            baseUrl: siteConfig.baseUrl,
            tags: tagsKey.split(','),
            query,
            limit,
            maxLength: data.maxQueryLength,
          });
          // Keystrokes made while the index loaded are not searched one by
          // one: only the latest query's outcome is shown.
          if (latest.current !== ticket || 'superseded' in answer) return;
          setState({query, ...answer.outcome, index: answer.index, status: 'idle'});
        } catch {
          // The search client or its worker could not be downloaded: the
          // panel says search is slow to answer, and the next keystroke
          // tries again.
          if (latest.current === ticket) setState((previous) => ({...previous, status: 'stalled'}));
        } finally {
          clearTimeout(stall);
        }
      })();
    },
    [siteConfig.baseUrl, tagsKey, limit, data.stallThresholdMs, data.maxQueryLength],
  );

  useEffect(() => () => void (latest.current = -1), []);

  return {state, run, prefetch, tags};
}
