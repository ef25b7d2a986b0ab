/**
 * `@mermaid-svg/diagrams`: where MermaidStatic gets a diagram's SVG. The
 * plugin (src/index.ts) points it at diagrams.server.ts in the server build
 * and at diagrams.browser.ts in the browser build.
 */
declare module '@mermaid-svg/diagrams' {
  /** The SVG at once: in the server build only (the static HTML has it). */
  export function preloaded(key: string): string | undefined;
  /** The SVG from the entry's URL (/diagrams/<key>.json), for a page the browser renders itself. */
  export function load(url: string): Promise<string>;
}
