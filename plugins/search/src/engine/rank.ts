/** Ranking pages from their scored sections, and the two search entry points. */
import lunr from 'lunr';
import {originalCase, pageOf} from './words';
import {parseQuery} from './parse';
import {scoreSections, RANKING, type Scored, type ScoredQuery} from './score';
import type {LoadedIndex, PageHit, SearchHit} from './types';

const isPageStart = (hit: SearchHit) => !hit.document.sectionRoute.includes('#');

/**
 * Ranks the pages of one index: a page scores as its best section, with
 * the share of the query the whole page matches in place of half of that
 * section's own (a page may hold the words of a question in different
 * sections), weighed by where the page holds each word (its name, its
 * description, a heading, its text), plus a little for its other sections.
 */
function rankPages(scored: ScoredQuery): PageHit[] {
  const byPage = new Map<string, Scored[]>();
  for (const hit of [...scored.sections].sort((a, b) => b.score - a.score)) {
    const key = pageOf(hit.document.sectionRoute);
    const list = byPage.get(key);
    if (list) list.push(hit);
    else byPage.set(key, [hit]);
  }
  return [...byPage].map(([route, sections]) => {
    const pageCoverage = scored.coverageOf(sections.flatMap((hit) => hit.matched));
    const best = Math.max(...sections.map((hit) => hit.base * hit.coverage * pageCoverage));
    const evidence = scored.evidenceOf({
      name: scored.names(sections[0].document).all,
      description: sections.filter(isPageStart).flatMap((hit) => hit.byField.tags ?? []),
      headings: sections.filter((hit) => !isPageStart(hit)).flatMap((hit) => hit.byField.title ?? []),
      text: sections.flatMap((hit) => hit.matched),
    });
    const others = sections.slice(1, 3).reduce((sum, hit) => sum + hit.score, 0);
    return {
      route,
      pageTitle: sections[0].document.pageTitle,
      score: best * evidence + RANKING.otherSections * others,
      sections: sections.map(({document, score, terms, whole}) => ({document, score, terms, whole})),
      whole: sections.some((hit) => hit.whole),
    };
  });
}

/**
 * Runs a query over loaded indexes and ranks pages, each with its matching
 * sections, best first. `identifier` is the query's one word when that word
 * is an identifier, a UID, a command or a flag (it has parts): pages that
 * hold it whole are marked `whole`.
 */
export function searchPages(
  indexes: LoadedIndex[],
  input: string,
  limit: number,
): {pages: PageHit[]; identifier: string | null} {
  const pages: PageHit[] = [];
  let identifier: string | null = null;
  for (const loaded of indexes) {
    const query = parseQuery(loaded.index, input);
    const counted = query.groups.filter((g) => g.presence !== lunr.Query.presence.PROHIBITED);
    if (counted.length === 1 && counted[0].parts.length > 0 && counted[0].whole)
      identifier = originalCase(input, counted[0].word);
    const scored = scoreSections(loaded, query);
    if (scored) pages.push(...rankPages(scored));
  }
  if (identifier) {
    // A page that holds the identifier whole leads to, and shows first, the sections that do.
    for (const page of pages) page.sections.sort((a, b) => Number(b.whole) - Number(a.whole) || b.score - a.score);
  }
  return {pages: pages.sort((a, b) => b.score - a.score).slice(0, limit), identifier};
}

/**
 * Runs a query over loaded indexes. Results are sections, best first, with
 * the sections of one page kept together under that page's best section,
 * at most three of them.
 */
export function search(indexes: LoadedIndex[], input: string, limit: number): SearchHit[] {
  return searchPages(indexes, input, Number.POSITIVE_INFINITY)
    .pages.flatMap((page) => page.sections.slice(0, 3))
    .slice(0, limit);
}
