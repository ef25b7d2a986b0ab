/** The route of the full results page, and the address of one of its screens. */
export const SEARCH_PAGE = '/search';

export function searchPageUrl(query: string, screen = 1): string {
  const params = new URLSearchParams({q: query});
  if (screen > 1) params.set('page', String(screen));
  return `${SEARCH_PAGE}?${params.toString()}`;
}
