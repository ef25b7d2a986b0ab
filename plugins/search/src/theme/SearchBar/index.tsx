/**
 * The search box, an ARIA combobox: inline in the navbar (no modal), up to
 * eight pages, each leading to its best-matching section with an excerpt,
 * "See all results", Ctrl+K / ⌘K to focus it, arrows, Enter and Escape. The
 * search engine and the index are loaded only when the reader shows
 * interest, so no page carries them up front.
 *
 * Below 996 px the specification hides the box; in the navbar a search
 * button takes its place there and opens the results page with its field
 * focused (styles.css shows one or the other).
 */
import React, {Suspense, lazy, useCallback, useEffect, useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {PageHit} from '../../engine';
import {HighlightSearchResults, type HighlightState} from '../../client/Highlight';
import {SEARCH_PAGE, searchPageUrl, type SearchPageState} from '../../client/searchPage';
import {useSearch, useSearchData} from '../../client/useSearch';
import {isBlankQuery} from '../../client/blankQuery';
import './styles.css';

// The results panel is code for readers who search: it loads with the
// engine (see `prefetch` below), not with every page.
const loadPanel = () => import(/* webpackChunkName: "search-panel" */ './Panel');
const SearchPanel = lazy(loadPanel);

/** The shortcut as this platform writes it. */
function useShortcutLabel(): string {
  // The server's HTML (and hydration) says Ctrl K; the browser then re-renders with its platform's label.
  const isBrowser = useIsBrowser();
  return isBrowser && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
}

function SearchIcon(): JSX.Element {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.4 12.9h-.8l-.3-.3a6.3 6.3 0 1 0-.7.7l.3.3v.8l4.8 4.8 1.4-1.4-4.7-4.9Zm-5.8 0a4.4 4.4 0 1 1 0-8.7 4.4 4.4 0 0 1 0 8.7Z"
        fill="currentColor"
      />
    </svg>
  );
}

export default function SearchBar(): JSX.Element {
  const history = useHistory();
  const data = useSearchData();
  const {state, run, prefetch: prefetchEngine} = useSearch(data.maxSearchResults);
  const prefetch = useCallback(() => {
    loadPanel().catch(() => undefined);
    prefetchEngine();
  }, [prefetchEngine]);
  const shortcut = useShortcutLabel();
  const id = useId();
  const listboxId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(state.pages.length > 0 ? 0 : null);
  // The first result is active by default: reset when new results arrive, during render
  // (React's pattern for state that follows a value) rather than in an effect.
  const [activeFor, setActiveFor] = useState(state.pages);
  if (activeFor !== state.pages) {
    setActiveFor(state.pages);
    setActive(state.pages.length > 0 ? 0 : null);
  }

  const {pages} = state;
  const showPanel = open && !isBlankQuery(value) && (state.query === value || state.status !== 'idle');

  // Ctrl+K / ⌘K focuses the first visible search box on the page.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      const input = inputRef.current;
      if (!input || input.offsetParent === null) return;
      event.preventDefault();
      prefetch();
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [prefetch]);

  // With the site kept for offline reading (a service worker controls the
  // page), load the engine and the index once the page is idle, so that
  // search works offline too. Without one, they wait for the box to be used.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let idle: number | undefined;
    const warm = () => {
      if (!navigator.serviceWorker.controller) return;
      idle = window.setTimeout(prefetch, 2000);
    };
    warm();
    navigator.serviceWorker.addEventListener('controllerchange', warm);
    return () => {
      window.clearTimeout(idle);
      navigator.serviceWorker.removeEventListener('controllerchange', warm);
    };
  }, [prefetch]);

  // A click outside closes the panel.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const openPage = (page: PageHit) => {
    const [best] = page.sections;
    setOpen(false);
    inputRef.current?.blur();
    history.push(best.document.sectionRoute, {searchHighlight: best.terms} satisfies HighlightState);
  };
  const openUrl = (url: string) => {
    setOpen(false);
    history.push(url);
  };
  const openAll = () => {
    if (isBlankQuery(value)) return;
    openUrl(searchPageUrl(value));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (pages.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current ?? (step > 0 ? -1 : 0)) + step + pages.length) % pages.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showPanel && active !== null && pages[active]) openPage(pages[active]);
      else openAll();
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else {
        setValue('');
        run('');
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const placeholder = translate({id: 'theme.SearchBar.label', message: 'Search...'});
  const submitLabel = translate({id: 'theme.SearchBar.submit', message: 'Submit'});
  const phoneLabel = translate({id: 'theme.SearchBar.ariaLabel', message: 'Search the docs'});

  return (
    <>
      <HighlightSearchResults />
      {/* Shown instead of the box below 996 px, in the navbar only (styles.css). */}
      <a
        className="search-phone-button"
        href={SEARCH_PAGE}
        aria-label={phoneLabel}
        onPointerEnter={prefetch}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          prefetch();
          history.push(SEARCH_PAGE, {focusSearch: true} satisfies SearchPageState);
        }}>
        <SearchIcon />
      </a>
      <div className="search-box" ref={rootRef} onPointerEnter={prefetch}>
        <form
          role="search"
          className="search-box__form"
          onSubmit={(event) => {
            event.preventDefault();
            openAll();
          }}>
          <button type="submit" className="search-box__submit" title={submitLabel} aria-label={submitLabel}>
            <SearchIcon />
          </button>
          <input
            ref={inputRef}
            className="search-box__input"
            type="text"
            role="combobox"
            aria-label={translate({id: 'theme.SearchBar.ariaLabel', message: 'Search the docs'})}
            aria-autocomplete="list"
            aria-expanded={showPanel}
            aria-controls={listboxId}
            aria-activedescendant={showPanel && active !== null ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={data.maxQueryLength}
            placeholder={placeholder}
            value={value}
            onFocus={() => {
              prefetch();
              setOpen(true);
            }}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              run(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {value && (
            <button
              type="button"
              className="search-box__clear"
              title={translate({id: 'theme.SearchBar.clear', message: 'Clear'})}
              aria-label={translate({id: 'theme.SearchBar.clear', message: 'Clear'})}
              onClick={() => {
                setValue('');
                run('');
                inputRef.current?.focus();
              }}>
              ×
            </button>
          )}
          {!value && (
            <kbd className="search-box__shortcut" aria-hidden="true">
              {shortcut}
            </kbd>
          )}
        </form>

        {showPanel && (
          <Suspense fallback={null}>
            <SearchPanel
              state={state}
              active={active}
              onActivate={setActive}
              listboxId={listboxId}
              optionId={optionId}
              label={placeholder}
              allResultsUrl={searchPageUrl(value)}
              onOpenPage={openPage}
              onOpenUrl={openUrl}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
