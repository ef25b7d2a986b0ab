/**
 * The search box's results panel: the listbox of up to eight pages, each
 * leading to its best-matching section with that section's excerpt; the
 * stalled and empty states ("did you mean …" when nothing is found), the
 * query error and "See all results". Loaded lazily by the SearchBar,
 * together with the search engine.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {PageHit} from '../../engine';
import {Marked} from '../../client/Marked';
import {searchPageUrl} from '../../client/searchPage';
import type {SearchState} from '../../client/useSearch';

export type SearchPanelProps = {
  state: SearchState;
  active: number | null;
  onActivate: (index: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  label: string;
  allResultsUrl: string;
  onOpenPage: (page: PageHit) => void;
  onOpenUrl: (url: string) => void;
};

/** A link that the router follows, so the page is not reloaded. */
function PanelLink({
  href,
  onOpen,
  className,
  children,
}: {
  href: string;
  onOpen: (url: string) => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen(href);
      }}>
      {children}
    </a>
  );
}

function NothingFound({state, onOpenUrl}: {state: SearchState; onOpenUrl: (url: string) => void}): JSX.Element {
  if (state.error) return <span className="search-query-error">Invalid query: {state.error}</span>;
  if (state.index === 'missing' && process.env.NODE_ENV === 'development') {
    return (
      <span className="search-panel__dev">
        The development server builds its search index from the docs when it starts: search again in a few seconds. If
        it never comes, see the terminal of <code>npm start</code>, or search a production build (
        <code>npm run build</code>, then <code>npm run serve</code>).
      </span>
    );
  }
  return (
    <>
      {translate({
        id: 'theme.SearchBar.noResults',
        message: 'No results found.',
        description: 'The text shown when a search finds nothing',
      })}
      {state.suggestions.length > 0 && (
        <span className="search-panel__suggestions">
          {' Did you mean '}
          {state.suggestions.map((suggestion, index) => (
            <React.Fragment key={suggestion}>
              {index > 0 && (index === state.suggestions.length - 1 ? ' or ' : ', ')}
              <PanelLink href={searchPageUrl(suggestion)} onOpen={onOpenUrl}>
                {suggestion}
              </PanelLink>
            </React.Fragment>
          ))}
          ?
        </span>
      )}
    </>
  );
}

export default function SearchPanel({
  state,
  active,
  onActivate,
  listboxId,
  optionId,
  label,
  allResultsUrl,
  onOpenPage,
  onOpenUrl,
}: SearchPanelProps): JSX.Element {
  const {status, pages} = state;
  // data-query: the query the panel answers (its results once status is idle).
  return (
    <div className={`search-panel search-panel--${status}`} data-status={status} data-query={state.query}>
      {status === 'stalled' && <div className="search-panel__stalled">Loading the search index…</div>}
      <ul id={listboxId} role="listbox" aria-label={label} className="search-panel__list">
        {pages.map((page, index) => {
          const {document, terms} = page.sections[0];
          const isPageStart =
            !document.sectionRoute.includes('#') || !document.sectionTitle || document.sectionTitle === page.pageTitle;
          return (
            <li
              key={page.route}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className="search-result"
              onPointerMove={() => onActivate(index)}>
              <a
                href={document.sectionRoute}
                tabIndex={-1}
                onClick={(event) => {
                  event.preventDefault();
                  onOpenPage(page);
                }}>
                <span className="search-result__page">{page.pageTitle}</span>
                {!isPageStart && <span className="search-result__section">{document.sectionTitle}</span>}
                {document.excerpt && (
                  <span className="search-result__excerpt">
                    <Marked text={document.excerpt} terms={terms} />
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {status === 'idle' && pages.length === 0 && (
        <div className="search-panel__empty" role="status">
          <NothingFound state={state} onOpenUrl={onOpenUrl} />
        </div>
      )}
      {pages.length > 0 && (
        <PanelLink className="search-panel__all" href={allResultsUrl} onOpen={onOpenUrl}>
          {translate({id: 'theme.SearchBar.seeAll', message: 'See all results'})}
        </PanelLink>
      )}
    </div>
  );
}
