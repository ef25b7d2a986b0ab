/**
 * The indexes a search on the current page uses: the docs index of the docs
 * version the reader is in. Loaded on demand, once per page load.
 */
import {useCallback, useEffect, useRef} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {LoadedIndex} from '../engine';
import {sharedIndexStore} from './indexStore';

/** Only docs are indexed, so only the docs indexes exist. */
export function searchableTags(tags: string[]): string[] {
  return tags.filter((tag) => tag.startsWith('docs-'));
}

export function useSearchIndexes(): {tags: string[]; load(): Promise<LoadedIndex[]>} {
  const {siteConfig} = useDocusaurusContext();
  const tags = searchableTags(useContextualSearchFilters().tags);
  const tagsRef = useRef(tags);
  useEffect(() => {
    tagsRef.current = tags;
  });
  const load = useCallback(() => {
    const store = sharedIndexStore(siteConfig.baseUrl);
    return Promise.all(tagsRef.current.map((tag) => store.get(tag)));
  }, [siteConfig.baseUrl]);
  return {tags, load};
}
