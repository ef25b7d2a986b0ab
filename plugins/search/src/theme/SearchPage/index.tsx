/**
 * The full results page, /search?q=…: every match, grouped by page, ten
 * pages of the site per screen. It has its own search field, so it also
 * works on phones, where the navbar hides the search box.
 */
import React, {useEffect, useMemo, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import type {SearchHit} from '../../engine';
import {Marked} from '../../client/Marked';
import {indexUrl} from '../../client/indexUrl';
import {SEARCH_PAGE, searchPageUrl} from '../../client/searchPage';
import {useSearch, useSearchData} from '../../client/useSearch';
import type {HighlightState} from '../../client/Highlight';
import {holdPrefetching} from '../../../../prefetch/src/client/settled';
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

type PageGroup = {route: string; title: string; sections: SearchHit[]};

function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const hit of hits) {
    const route = hit.document.sectionRoute.split('#')[0];
    const last = groups[groups.length - 1];
    if (last && last.route === route) last.sections.push(hit);
    else groups.push({route, title: hit.document.pageTitle, sections: [hit]});
  }
  return groups;
}

/** A link to a result that asks the target page to highlight the searched words. */
function ResultLink({to, terms, className, children}: {to: string; terms: string[]; className?: string; children: React.ReactNode}) {
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

function SearchPageContent(): JSX.Element {
  const history = useHistory();
  const {query, screen} = useQueryParams();
  const data = useSearchData();
  const {siteConfig} = useDocusaurusContext();
  const {state, run, prefetch, tags} = useSearch(ALL_RESULTS);
  const [draft, setDraft] = useState(query);

  // The page is here to search: the index downloads from the start (the
  // preload links below, in the server's HTML) and loads at once, with or
  // without a query, instead of after the page's scripts have run.
  useEffect(() => prefetch(), [prefetch]);
  useEffect(() => setDraft(query), [query]);
  useEffect(() => run(query), [run, query]);

  const ready = state.query === query && state.status === 'idle';
  const result = useMemo(
    () => (ready && query.trim() ? {groups: groupByPage(state.hits), error: state.error} : null),
    [ready, query, state.hits, state.error],
  );
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser && (result || !query.trim())) firstResultsShown();
  }, [isBrowser, result, query]);
  // A reader who leaves before the results come releases the hold too.
  useEffect(() => () => firstResultsShown(), []);

  const go = (nextQuery: string, nextScreen = 1) => history.push(searchPageUrl(nextQuery, nextScreen));

  const screens = result ? Math.max(1, Math.ceil(result.groups.length / PAGES_PER_SCREEN)) : 1;
  const shown = result?.groups.slice((screen - 1) * PAGES_PER_SCREEN, screen * PAGES_PER_SCREEN) ?? [];
  const title = query ? `Search results for “${query}”` : translate({id: 'theme.SearchPage.title', message: 'Search'});

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
            id="search-page-input"
            className={styles.input}
            type="search"
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
          {!query.trim() && 'Type words, an identifier or a command to search every page.'}
          {query.trim() && !result && 'Loading the search index…'}
          {result?.error && <span className="search-query-error">Invalid query: {result.error}</span>}
          {result && !result.error && result.groups.length === 0 && 'No results found.'}
          {result && result.groups.length > 0 &&
            `${result.groups.length} ${result.groups.length === 1 ? 'page' : 'pages'} found` +
              (screens > 1 ? `, showing ${(screen - 1) * PAGES_PER_SCREEN + 1}–${(screen - 1) * PAGES_PER_SCREEN + shown.length}` : '')}
        </div>

        <ol className={styles.results}>
          {shown.map((group) => (
            <li key={group.route} className={styles.result}>
              <h2 className={styles.pageTitle}>
                <ResultLink to={group.route} terms={group.sections[0].terms}>
                  {group.title}
                </ResultLink>
              </h2>
              <ul className={styles.sections}>
                {group.sections.slice(0, 4).map((hit) => (
                  <li key={hit.document.sectionRoute}>
                    <ResultLink className={styles.sectionTitle} to={hit.document.sectionRoute} terms={hit.terms}>
                      {hit.document.sectionTitle || group.title}
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
          ))}
        </ol>

        {screens > 1 && (
          <nav className={styles.pager} aria-label="Result pages">
            <button type="button" className="button button--secondary" disabled={screen <= 1} onClick={() => go(query, screen - 1)}>
              Previous
            </button>
            <span>
              Page {screen} of {screens}
            </span>
            <button type="button" className="button button--secondary" disabled={screen >= screens} onClick={() => go(query, screen + 1)}>
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
