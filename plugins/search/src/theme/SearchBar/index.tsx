/**
 * The search box: inline in the navbar (the modal layout is disabled), with
 * lunr's query syntax, results grouped by page with an excerpt, a link to all
 * results, Ctrl+K / ⌘K to focus it, and the searched words highlighted on the
 * page a result opens.
 */
import React, {createElement, Fragment, useEffect, useRef, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {autocomplete, type AutocompleteApi} from '@algolia/autocomplete-js';
import '@algolia/autocomplete-theme-classic';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isQueryParseError, search, type SearchHit} from '../../engine';
import {HighlightSearchResults, type HighlightState} from '../../client/Highlight';
import {Marked} from '../../client/Marked';
import {useSearchIndexes} from '../../client/useSearchIndexes';
import type {SearchGlobalData} from '../../options';
import './styles.css';

type ResultItem = SearchHit & {firstOfPage: boolean};

export const SEARCH_PAGE = '/search';

const pageOf = (route: string) => route.split('#')[0];

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE}?q=${encodeURIComponent(query)}`;
}

/** The shortcut as this platform writes it. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setLabel('⌘K');
  }, []);
  return label;
}

export default function SearchBar(): JSX.Element {
  // The autocomplete theme reads data-theme on <body> for its dark variables.
  useEffect(() => {
    const sync = () =>
      document.body.setAttribute('data-theme', document.documentElement.getAttribute('data-theme') ?? '');
    const observer = new MutationObserver(sync);
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    sync();
    return () => observer.disconnect();
  }, []);

  const data = usePluginData('strapi-docs-search') as SearchGlobalData;
  const history = useHistory();
  const {tags, load} = useSearchIndexes();
  const shortcut = useShortcutLabel();

  const errorRef = useRef<string | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const api = useRef<AutocompleteApi<ResultItem> | null>(null);

  useEffect(() => {
    if (!containerRef.current) {
      return undefined;
    }
    const open = (hit: SearchHit) =>
      history.push(hit.document.sectionRoute, {searchHighlight: hit.terms} satisfies HighlightState);
    const noResultsText = translate({
      id: 'theme.SearchBar.noResults',
      message: 'No results found.',
      description: 'The text shown when a search finds nothing',
    });

    api.current = autocomplete<ResultItem>({
      container: containerRef.current,
      placeholder: translate({id: 'theme.SearchBar.label', message: 'Search...'}),
      renderer: {
        createElement,
        Fragment,
        render: (component, root) => createRoot(root as HTMLElement).render(component as React.ReactElement),
      },
      navigator: {
        navigate: ({item}) => open(item),
      },
      // Enter with no active result opens the full results page.
      onSubmit: ({state}) => {
        if (state.query.trim()) history.push(searchPageUrl(state.query));
      },
      // The modal layout is disabled: the box stays inline at every width.
      detachedMediaQuery: 'not all',
      // Right-aligned under the box, with the width set in styles.css.
      panelPlacement: 'end',
      defaultActiveItemId: 0,
      stallThreshold: data.stallThresholdMs,
      translations: {
        clearButtonTitle: translate({id: 'theme.SearchBar.clear', message: 'Clear'}),
        detachedCancelButtonText: translate({id: 'theme.SearchBar.cancel', message: 'Cancel'}),
        submitButtonTitle: translate({id: 'theme.SearchBar.submit', message: 'Submit'}),
      },
      getSources({query: input}) {
        return [
          {
            sourceId: 'search-results',
            getItemUrl: ({item}) => item.document.sectionRoute,
            async getItems() {
              errorRef.current = null;
              const indexes = await load();
              let hits: SearchHit[];
              try {
                hits = search(indexes, input, data.maxSearchResults);
              } catch (error) {
                if (isQueryParseError(error)) {
                  errorRef.current = error.message;
                  return [];
                }
                throw error;
              }
              return hits.map((hit, index) => ({
                ...hit,
                firstOfPage: index === 0 || pageOf(hits[index - 1].document.sectionRoute) !== pageOf(hit.document.sectionRoute),
              }));
            },
            templates: {
              item({item}) {
                const {document} = item;
                const isPageStart = document.sectionTitle === document.pageTitle || !document.sectionTitle;
                return (
                  <a
                    href={document.sectionRoute}
                    className={`aa-ItemLink search-result${item.firstOfPage ? '' : ' search-result--same-page'}`}
                    onClick={(event) => {
                      event.preventDefault();
                      open(item);
                    }}>
                    <div className="aa-ItemContent">
                      <div className="aa-ItemContentBody">
                        {item.firstOfPage && <div className="search-result__page">{document.pageTitle}</div>}
                        {!isPageStart && <div className="search-result__section">{document.sectionTitle}</div>}
                        {document.excerpt && (
                          <div className="search-result__excerpt">
                            <Marked text={document.excerpt} terms={item.terms} />
                          </div>
                        )}
                      </div>
                    </div>
                  </a>
                );
              },
              footer({items}) {
                if (items.length === 0) return '';
                return (
                  <a
                    className="search-all-results"
                    href={searchPageUrl(input)}
                    onClick={(event) => {
                      event.preventDefault();
                      history.push(searchPageUrl(input));
                    }}>
                    {translate({id: 'theme.SearchBar.seeAll', message: 'See all results'})}
                  </a>
                );
              },
              noResults() {
                const error = errorRef.current;
                return (
                  <div className="aa-ItemContent" role="status">
                    <div className="aa-ItemContentBody">
                      {error ? <span className="search-query-error">Invalid query: {error}</span> : noResultsText}
                    </div>
                  </div>
                );
              },
            },
          },
        ];
      },
    });
    containerRef.current.querySelector('input')?.setAttribute('maxlength', String(data.maxQueryLength));
    return () => api.current?.destroy();
  }, [data, history, load]);

  // Ctrl+K / ⌘K focuses the first visible search box on the page.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      const input = containerRef.current?.querySelector('input');
      if (!input || input.offsetParent === null) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Start loading the index as soon as the reader shows interest, so the
  // first keystroke does not wait for it.
  const prefetch = () => void load();

  return (
    <>
      <HighlightSearchResults />
      <div className="search-box" ref={wrapperRef} data-tags={tags.join(',')} onFocus={prefetch} onPointerEnter={prefetch}>
        <div ref={containerRef} />
        <kbd className="search-shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      </div>
    </>
  );
}
