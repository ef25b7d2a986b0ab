/** Where a docs version's search index is served (written by the plugin's postBuild). */
export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${tag}.json`;
}
