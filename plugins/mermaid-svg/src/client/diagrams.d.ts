/**
 * `@mermaid-svg/diagrams`: where MermaidStatic gets a diagram's SVGs. The
 * plugin (src/index.ts) points it at diagrams.server.ts in the server build
 * and at diagrams.browser.ts in the browser build.
 */
declare module '@mermaid-svg/diagrams' {
  import type {DiagramSvgs} from '../ids';

  /** The SVGs at once: in the server build only (the static HTML has them). */
  export function preloaded(key: string): DiagramSvgs | undefined;
  /** The SVGs from the entry's URL (/diagrams/<key>.json), for a page the browser renders itself. */
  export function load(url: string): Promise<DiagramSvgs>;
}
