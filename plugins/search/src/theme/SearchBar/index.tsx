/**
 * The search box: inline in the navbar (the modal layout is disabled), with
 * lunr's query syntax, results grouped by page with an excerpt, and the
 * searched words highlighted on the page a result opens.
 */
import React, {createElement, Fragment, useEffect, useRef} from 'react';
import {createRoot} from 'react-dom/client';
import {autocomplete, type AutocompleteApi} from '@algolia/autocomplete-js';
import '@algolia/autocomplete-theme-classic';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {isQueryParseError, search, type SearchHit} from '../../engine';
import {sharedIndexStore} from '../../client/indexStore';
import {HighlightSearchResults, type HighlightState} from '../../client/Highlight';
import type {SearchGlobalData} from '../../options';
import './styles.css';

type ResultItem = SearchHit & {firstOfPage: boolean};

/** Only docs are indexed here, so only the docs indexes exist. */
function searchableTags(tags: string[]): string[] {
  return tags.filter((tag) => tag.startsWith('docs-'));
}

/** Splits text around the searched words so they can be marked. */
function Marked({text, terms}: {text: string; terms: string[]}): JSX.Element {
  const words = terms.filter((term) => term.length > 1).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
    </>
  );
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

  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('strapi-docs-search') as SearchGlobalData;
  const history = useHistory();
  const {tags} = useContextualSearchFilters();
  const tagsRef = useRef(tags);
  useEffect(() => {
    tagsRef.current = tags;
  }, [tags]);

  const errorRef = useRef<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const api = useRef<AutocompleteApi<ResultItem> | null>(null);

  useEffect(() => {
    if (!containerRef.current) {
      return undefined;
    }
    const store = sharedIndexStore(siteConfig.baseUrl);
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
              const indexes = await Promise.all(searchableTags(tagsRef.current).map((tag) => store.get(tag)));
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
                firstOfPage:
                  index === 0 ||
                  hits[index - 1].document.sectionRoute.split('#')[0] !== hit.document.sectionRoute.split('#')[0],
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
  }, [data, history, siteConfig.baseUrl]);

  return (
    <>
      <HighlightSearchResults />
      <div className="search-box" ref={containerRef} data-tags={searchableTags(tags).join(',')} />
    </>
  );
}
