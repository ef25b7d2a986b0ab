/**
 * The full results page, /search?q=…: every match, grouped by page, ten
 * pages of the site per screen. It has its own search field, so it also
 * works on phones, where the navbar hides the search box (the navbar's
 * phone search button opens this page with the field focused).
 *
 * For a query that is one identifier, UID, command or flag, the pages that
 * hold it whole come first, counted apart from those that match only part
 * of it. When nothing is found, it suggests the closest words of the index.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import type {PageHit} from '../../engine';
import {Marked} from '../../client/Marked';
import {indexUrl} from '../../client/indexUrl';
import {SEARCH_PAGE, searchPageUrl, type SearchPageState} from '../../client/searchPage';
import {useSearch, useSearchData} from '../../client/useSearch';
import {isBlankQuery} from '../../client/blankQuery';
import type {HighlightState} from '../../client/Highlight';
import {holdPrefetching} from '@site/plugins/prefetch/src/client';
import styles from './styles.module.css';

const PAGES_PER_SCREEN = 10;
/** Enough for "every match": the site has a few thousand sections. */
const ALL_RESULTS = 10_000;

/**
 * The first results are what a reader who opens this page waits for: the
 * prefetching of other pages (plugins/prefetch) waits until they are shown.
 * Held here, when the page's chunk runs, so that the hold comes before the
 * page has loaded; only when the page is the one opened (its chunk may also
 * be loaded early for another page, which would never release the hold),
 * and a later visit inside the app finds prefetching settled anyway.
 */
let firstResultsShown: () => void = () => undefined;
if (ExecutionEnvironment.canUseDOM && window.location.pathname === SEARCH_PAGE) {
  holdPrefetching(new Promise<void>((resolve) => (firstResultsShown = resolve)));
}

/** A link to a result that asks the target page to highlight the searched words. */
function ResultLink({
  to,
  terms,
  className,
  children,
}: {
  to: string;
  terms: string[];
  className?: string;
  children: React.ReactNode;
}) {
  const history = useHistory();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(to, {searchHighlight: terms} satisfies HighlightState);
      }}>
      {children}
    </a>
  );
}

/**
 * The query and the screen number from the URL. The page is rendered at
 * build time without a query, so the URL is only read once the page has
 * hydrated; reading it earlier would not match the server's HTML.
 */
function useQueryParams(): {query: string; screen: number} {
  const {search: params} = useLocation();
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    const parsed = new URLSearchParams(isBrowser ? params : '');
    return {query: parsed.get('q') ?? '', screen: Math.max(1, Number(parsed.get('page')) || 1)};
  }, [params, isBrowser]);
}

/** One page of the results, with up to four of its matching sections. */
function ResultItem({page}: {page: PageHit}): JSX.Element {
  return (
    <li className={styles.result}>
      <h2 className={styles.pageTitle}>
        <ResultLink to={page.route} terms={page.sections[0].terms}>
          {page.pageTitle}
        </ResultLink>
      </h2>
      <ul className={styles.sections}>
        {page.sections.slice(0, 4).map((hit) => (
          <li key={hit.document.sectionRoute}>
            <ResultLink className={styles.sectionTitle} to={hit.document.sectionRoute} terms={hit.terms}>
              {hit.document.sectionTitle || page.pageTitle}
            </ResultLink>
            {hit.document.excerpt && (
              <p className={styles.excerpt}>
                <Marked text={hit.document.excerpt} terms={hit.terms} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function SearchPageContent(): JSX.Element {
  const history = useHistory();
  const location = useLocation<SearchPageState | undefined>();
  const {query, screen} = useQueryParams();
  const data = useSearchData();
  const {siteConfig} = useDocusaurusContext();
  const {state, run, prefetch, tags} = useSearch(ALL_RESULTS);
  const [draft, setDraft] = useState(query);
  // A new query in the address (back, forward, a link) replaces the draft.
  const [draftFor, setDraftFor] = useState(query);
  if (draftFor !== query) {
    setDraftFor(query);
    setDraft(query);
  }
  const inputRef = useRef<HTMLInputElement>(null);

  // The page is here to search: the index downloads from the start (the
  // preload links below, in the server's HTML) and loads at once, with or
  // without a query, instead of after the page's scripts have run.
  useEffect(() => prefetch(), [prefetch]);
  useEffect(() => run(query), [run, query]);
  // Opened from the navbar's phone search button: the field takes the focus.
  useEffect(() => {
    if (location.state?.focusSearch) inputRef.current?.focus();
  }, [location.state]);

  const ready = state.query === query && state.status === 'idle';
  const result = useMemo(() => {
    if (!ready || isBlankQuery(query)) return null;
    // An identifier: the pages that hold it whole first, then the others.
    const whole = state.identifier ? state.pages.filter((page) => page.whole) : [];
    const rest = whole.length > 0 ? state.pages.filter((page) => !page.whole) : state.pages;
    return {pages: [...whole, ...rest], whole: whole.length, error: state.error, suggestions: state.suggestions};
  }, [ready, query, state]);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser && (result || isBlankQuery(query))) firstResultsShown();
  }, [isBrowser, result, query]);
  // A reader who leaves before the results come releases the hold too.
  useEffect(() => () => firstResultsShown(), []);

  const go = (nextQuery: string, nextScreen = 1) => history.push(searchPageUrl(nextQuery, nextScreen));

  const total = result?.pages.length ?? 0;
  const screens = Math.max(1, Math.ceil(total / PAGES_PER_SCREEN));
  const first = (screen - 1) * PAGES_PER_SCREEN;
  const shown = result?.pages.slice(first, first + PAGES_PER_SCREEN) ?? [];
  const wholeShown = result ? Math.max(0, Math.min(result.whole - first, shown.length)) : 0;
  const title = query ? `Search results for “${query}”` : translate({id: 'theme.SearchPage.title', message: 'Search'});
  const showing = screens > 1 ? `, showing ${first + 1}–${first + shown.length}` : '';

  let status: React.ReactNode = null;
  if (isBlankQuery(query)) status = 'Type words, an identifier or a command to search every page.';
  else if (!result) status = 'Loading the search index…';
  else if (result.error) status = <span className="search-query-error">Invalid query: {result.error}</span>;
  else if (total === 0) status = 'No results found.';
  else if (result.whole > 0)
    status = `${plural(result.whole, 'page holds', 'pages hold')} “${state.identifier}” whole; ${plural(total - result.whole, 'other page matches', 'other pages match')} part of it${showing}`;
  else status = `${plural(total, 'page', 'pages')} found${showing}`;

  return (
    <>
      <Head>
        {/* Indexable (Lighthouse SEO): every ?q= address names /search as its canonical one, and the sitemap leaves it out. */}
        <title>{title}</title>
        {tags.map((tag) => (
          <link key={tag} rel="preload" as="fetch" crossOrigin="anonymous" href={indexUrl(siteConfig.baseUrl, tag)} />
        ))}
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            go(draft);
          }}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search the docs
          </label>
          <input
            ref={inputRef}
            id="search-page-input"
            className={styles.input}
            type="search"
            enterKeyHint="search"
            value={draft}
            maxLength={data.maxQueryLength}
            placeholder={translate({id: 'theme.SearchBar.label', message: 'Search...'})}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {translate({id: 'theme.SearchBar.submit', message: 'Submit'})}
          </button>
        </form>

        <div role="status" className={styles.status}>
          {status}
        </div>
        {result && total === 0 && result.suggestions.length > 0 && (
          <p className={styles.suggestions}>
            Did you mean{' '}
            {result.suggestions.map((suggestion, index) => (
              <React.Fragment key={suggestion}>
                {index > 0 && (index === result.suggestions.length - 1 ? ' or ' : ', ')}
                <Link to={searchPageUrl(suggestion)}>{suggestion}</Link>
              </React.Fragment>
            ))}
            ?
          </p>
        )}

        {wholeShown > 0 && (
          <ol className={styles.results} aria-label={`Pages that hold “${state.identifier}” whole`}>
            {shown.slice(0, wholeShown).map((page) => (
              <ResultItem key={page.route} page={page} />
            ))}
          </ol>
        )}
        {shown.length > wholeShown && (
          <>
            {result && result.whole > 0 && (
              <h2 className={styles.groupTitle}>Pages that match part of “{state.identifier}”</h2>
            )}
            <ol className={styles.results} start={first + wholeShown + 1}>
              {shown.slice(wholeShown).map((page) => (
                <ResultItem key={page.route} page={page} />
              ))}
            </ol>
          </>
        )}

        {screens > 1 && (
          <nav className={styles.pager} aria-label="Result pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={screen <= 1}
              onClick={() => go(query, screen - 1)}>
              Previous
            </button>
            <span>
              Page {screen} of {screens}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={screen >= screens}
              onClick={() => go(query, screen + 1)}>
              Next
            </button>
          </nav>
        )}
      </main>
    </>
  );
}

/** The docs-version context the index choice needs is provided by Layout. */
export default function SearchPage(): JSX.Element {
  return (
    <Layout description="Search the Strapi contributor documentation">
      <SearchPageContent />
    </Layout>
  );
}
