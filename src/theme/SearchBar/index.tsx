/**
 * Ejected from @cmfcmf/docusaurus-search-local 2.0.1 (client/theme/SearchBar).
 * Wrapping was not enough because the changes sit inside the component's
 * autocomplete() call. What changed, and why:
 *
 * - Inline search box instead of the detached (modal) one: the plugin forces
 *   `detachedMediaQuery: ""`; the specification disables the modal layout.
 * - Only the docs indexes are requested: the plugin also asks for
 *   search-index-default.json, which is never written on this site (no blog,
 *   pages not indexed) and showed up as a 404 on every first search.
 * - lunr's query syntax (field:term, +, -, ~N, ^N, *) is parsed, and a syntax
 *   error is explained in the panel instead of an empty list (see
 *   src/search/query.ts).
 * - The stall threshold is set explicitly (300 ms) and typed.
 * Everything else (index loading and caching, the empty index on a failed
 * download, highlighting on the target page) works as in the plugin.
 */
import React, {createElement, Fragment, useEffect, useRef} from 'react';
import {createRoot} from 'react-dom/client';
import {autocomplete, type AutocompleteApi} from '@algolia/autocomplete-js';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {mylunr} from '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/d-s-l-a-generated';
import {HighlightSearchResults} from '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/HighlightSearchResults';
import {fieldBoosts, isQueryParseError, parseQuery, type SearchWeights} from '@site/src/search/query';
import {createIndexStore} from '@site/src/search/indexStore';
import type {SearchHit} from '@site/src/search/types';

const SEARCH_INDEX_AVAILABLE = process.env.NODE_ENV === 'production';
const STALL_THRESHOLD_MS = 300;

type PluginData = SearchWeights & {maxSearchResults: number};

/** Only docs are indexed here, so only the docs indexes exist. */
function searchableTags(tags: string[]): string[] {
  return tags.filter((tag) => tag.startsWith('docs-'));
}

function navigateTo(history: ReturnType<typeof useHistory>, hit: SearchHit) {
  history.push(hit.document.sectionRoute, {
    cmfcmfhighlight: {terms: hit.terms, isDocsOrBlog: hit.document.type === 'docs'},
  });
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
  const data = usePluginData('@cmfcmf/docusaurus-search-local') as PluginData;
  const history = useHistory();
  const {tags} = useContextualSearchFilters();
  const tagsRef = useRef(tags);
  useEffect(() => {
    tagsRef.current = tags;
  }, [tags]);

  const store = useRef(createIndexStore(siteConfig.baseUrl, SEARCH_INDEX_AVAILABLE));
  const errorRef = useRef<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const api = useRef<AutocompleteApi<SearchHit> | null>(null);

  useEffect(() => {
    if (!containerRef.current) {
      return undefined;
    }
    const boosts = fieldBoosts(data);
    const noResultsText = translate({
      id: 'cmfcmf/d-s-l.searchBar.noResults',
      message: 'No results found.',
      description: 'message shown if no results are found',
    });
    api.current = autocomplete<SearchHit>({
      container: containerRef.current,
      placeholder: translate({
        id: 'cmfcmf/d-s-l.searchBar.placeholder',
        message: 'Search...',
        description: 'Placeholder shown in the searchbar',
      }),
      renderer: {
        createElement,
        Fragment,
        render: (component, root) => createRoot(root as HTMLElement).render(component as React.ReactElement),
      },
      navigator: {
        navigate({item}) {
          navigateTo(history, item);
        },
      },
      detachedMediaQuery: 'not all',
      // Right-aligned under the box, with the width set in custom.css.
      panelPlacement: 'end',
      defaultActiveItemId: 0,
      stallThreshold: STALL_THRESHOLD_MS,
      translations: {
        clearButtonTitle: translate({id: 'cmfcmf/d-s-l.searchBar.clearButtonTitle', message: 'Clear'}),
        detachedCancelButtonText: translate({id: 'cmfcmf/d-s-l.searchBar.detachedCancelButtonText', message: 'Cancel'}),
        submitButtonTitle: translate({id: 'cmfcmf/d-s-l.searchBar.submitButtonTitle', message: 'Submit'}),
      },
      getSources({query: input}) {
        return [
          {
            sourceId: 'search-results',
            getItemUrl: ({item}) => item.document.sectionRoute,
            async getItems() {
              errorRef.current = null;
              let parsed;
              try {
                parsed = parseQuery(mylunr, input, boosts);
              } catch (error) {
                if (isQueryParseError(mylunr, error)) {
                  errorRef.current = error.message;
                  return [];
                }
                throw error;
              }
              const indexes = await Promise.all(searchableTags(tagsRef.current).map((tag) => store.current.get(tag)));
              return indexes
                .flatMap(({index, documents}) =>
                  index
                    .query((query) => parsed.apply(query))
                    .slice(0, data.maxSearchResults)
                    .flatMap((result) => {
                      const document = documents.find((doc) => doc.id.toString() === result.ref);
                      return document ? [{document, score: result.score, terms: parsed.terms}] : [];
                    }),
                )
                .sort((a, b) => b.score - a.score)
                .slice(0, data.maxSearchResults);
            },
            templates: {
              item({item}) {
                const {document} = item;
                return (
                  <a
                    href={document.sectionRoute}
                    className="aa-ItemLink"
                    onClick={(event) => {
                      event.preventDefault();
                      navigateTo(history, item);
                    }}>
                    <div className="aa-ItemContent">
                      <div className="aa-ItemContentBody">
                        <div className="aa-ItemContentTitle">{document.sectionTitle || document.pageTitle}</div>
                        {document.sectionTitle && document.pageTitle !== document.sectionTitle && (
                          <div className="aa-ItemContentDescription">{document.pageTitle}</div>
                        )}
                      </div>
                    </div>
                  </a>
                );
              },
              noResults() {
                const error = errorRef.current;
                return (
                  <div className="aa-ItemContent">
                    <div className="aa-ItemContentBody" role="status">
                      {error ? (
                        <span className="search-query-error">Invalid query: {error}</span>
                      ) : SEARCH_INDEX_AVAILABLE ? (
                        noResultsText
                      ) : (
                        'The search index is only built by `npm run build`.'
                      )}
                    </div>
                  </div>
                );
              },
            },
          },
        ];
      },
    });
    return () => api.current?.destroy();
  }, [data, history]);

  return (
    <>
      <HighlightSearchResults />
      <div className="dsla-search-wrapper">
        <div className="dsla-search-field" ref={containerRef} data-tags={searchableTags(tags).join(',')} />
      </div>
    </>
  );
}
