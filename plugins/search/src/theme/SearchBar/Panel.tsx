/**
 * The search box's results panel: the listbox of results grouped by page,
 * the stalled and empty states, the query error and "See all results".
 * Loaded lazily by the SearchBar, together with the search engine.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from '../../engine';
import {Marked} from '../../client/Marked';
import type {SearchStatus} from '../../client/useSearch';

const pageOf = (route: string) => route.split('#')[0];

export type SearchPanelProps = {
  status: SearchStatus;
  error: string | null;
  hits: SearchHit[];
  active: number | null;
  onActivate: (index: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  label: string;
  allResultsUrl: string;
  onOpenHit: (hit: SearchHit) => void;
  onOpenAll: () => void;
};

export default function SearchPanel({
  status,
  error,
  hits,
  active,
  onActivate,
  listboxId,
  optionId,
  label,
  allResultsUrl,
  onOpenHit,
  onOpenAll,
}: SearchPanelProps): JSX.Element {
  return (
    <div className={`search-panel search-panel--${status}`} data-status={status}>
      {status === 'stalled' && <div className="search-panel__stalled">Loading the search index…</div>}
      <ul id={listboxId} role="listbox" aria-label={label} className="search-panel__list">
        {hits.map((hit, index) => {
          const {document} = hit;
          const firstOfPage = index === 0 || pageOf(hits[index - 1].document.sectionRoute) !== pageOf(document.sectionRoute);
          const isPageStart = document.sectionTitle === document.pageTitle || !document.sectionTitle;
          return (
            <li
              key={document.id}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className={`search-result${firstOfPage ? '' : ' search-result--same-page'}`}
              onPointerMove={() => onActivate(index)}>
              <a
                href={document.sectionRoute}
                tabIndex={-1}
                onClick={(event) => {
                  event.preventDefault();
                  onOpenHit(hit);
                }}>
                {firstOfPage && <span className="search-result__page">{document.pageTitle}</span>}
                {!isPageStart && <span className="search-result__section">{document.sectionTitle}</span>}
                {document.excerpt && (
                  <span className="search-result__excerpt">
                    <Marked text={document.excerpt} terms={hit.terms} />
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {status === 'idle' && hits.length === 0 && (
        <div className="search-panel__empty" role="status">
          {error ? (
            <span className="search-query-error">Invalid query: {error}</span>
          ) : (
            translate({
              id: 'theme.SearchBar.noResults',
              message: 'No results found.',
              description: 'The text shown when a search finds nothing',
            })
          )}
        </div>
      )}
      {hits.length > 0 && (
        <a
          className="search-panel__all"
          href={allResultsUrl}
          onClick={(event) => {
            event.preventDefault();
            onOpenAll();
          }}>
          {translate({id: 'theme.SearchBar.seeAll', message: 'See all results'})}
        </a>
      )}
    </div>
  );
}
