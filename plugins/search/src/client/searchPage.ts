/** The route of the full results page, and the address of one of its screens. */
export const SEARCH_PAGE = '/search';

/** Navigation state the results page reads: `focusSearch` puts the focus in its field (the phone search button). */
export type SearchPageState = {focusSearch?: boolean};

export function searchPageUrl(query: string, screen = 1): string {
  const params = new URLSearchParams({q: query});
  if (screen > 1) params.set('page', String(screen));
  return `${SEARCH_PAGE}?${params.toString()}`;
}
