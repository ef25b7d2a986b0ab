/**
 * `@mermaid-svg/diagrams` in the browser build (see diagrams.d.ts). Nothing
 * is preloaded: a page served as HTML has its SVGs already, and only a page
 * the browser renders itself (after a client-side navigation) fetches them,
 * from the cache entry the build serves as a static file. A fetch, not an
 * import(): a chunk per diagram would add its name and hash to the runtime
 * every page loads.
 */
export function preloaded(): undefined {
  return undefined;
}

export async function load(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const {svg} = (await response.json()) as {svg?: unknown};
  if (typeof svg !== 'string') throw new Error(`${url}: no SVG`);
  return svg;
}
