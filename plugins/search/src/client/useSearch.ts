/**
 * Runs searches for a component, loading the search runtime on demand.
 * Reports the specification's panel states: idle, loading, and stalled once
 * loading has taken longer than the stall threshold.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {SearchHit} from '../engine';
import type {SearchGlobalData} from '../options';

type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime = runtime ?? import('./runtime'));

/** Only docs are indexed, so only the docs indexes exist. */
export function searchableTags(tags: string[]): string[] {
  return tags.filter((tag) => tag.startsWith('docs-'));
}

export type SearchStatus = 'idle' | 'loading' | 'stalled';
export type SearchState = {query: string; hits: SearchHit[]; error: string | null; status: SearchStatus};

export function useSearchData(): SearchGlobalData {
  return usePluginData('strapi-docs-search') as SearchGlobalData;
}

export function useSearch(limit: number) {
  const {siteConfig} = useDocusaurusContext();
  const data = useSearchData();
  const tags = searchableTags(useContextualSearchFilters().tags);
  const tagsKey = tags.join(',');
  const [state, setState] = useState<SearchState>({query: '', hits: [], error: null, status: 'idle'});
  const latest = useRef(0);

  const prefetch = useCallback(() => {
    void loadRuntime().then((r) => r.prefetch(siteConfig.baseUrl, tagsKey.split(',')));
  }, [siteConfig.baseUrl, tagsKey]);

  const run = useCallback(
    (query: string) => {
      const ticket = ++latest.current;
      if (!query.trim()) {
        setState({query, hits: [], error: null, status: 'idle'});
        return;
      }
      setState((previous) => ({...previous, query, status: 'loading'}));
      const stall = setTimeout(() => {
        if (latest.current === ticket) setState((previous) => ({...previous, status: 'stalled'}));
      }, data.stallThresholdMs);
      void (async () => {
        try {
          const r = await loadRuntime();
          const loaded = await r.indexes(siteConfig.baseUrl, tagsKey.split(','));
          // Keystrokes made while the index loaded are not searched one by
          // one: only the latest query runs.
          if (latest.current !== ticket) return;
          const outcome = r.run(loaded, query, limit, data.maxQueryLength);
          setState({query, hits: outcome.hits, error: outcome.error, status: 'idle'});
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
