/**
 * Runs searches for a component, loading the search runtime on demand.
 * Reports the specification's panel states: idle, loading, and stalled once
 * loading has taken longer than the stall threshold.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {PageHit} from '../engine';
import type {SearchGlobalData} from '../options';
import type {IndexState} from './indexStore';
import {isBlankQuery} from './blankQuery';

type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime = runtime ?? import('./runtime'));

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

  const prefetch = useCallback(() => {
    void loadRuntime().then((r) => r.prefetch(siteConfig.baseUrl, tagsKey.split(',')));
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
          const r = await loadRuntime();
          const {loaded, state: index} = await r.indexes(siteConfig.baseUrl, tagsKey.split(','));
          // Keystrokes made while the index loaded are not searched one by
          // one: only the latest query runs.
          if (latest.current !== ticket) return;
          const outcome = r.run(loaded, query, limit, data.maxQueryLength);
          setState({query, ...outcome, index, status: 'idle'});
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
