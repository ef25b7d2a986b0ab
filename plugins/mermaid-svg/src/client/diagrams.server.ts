/**
 * `@mermaid-svg/diagrams` in the server build (see diagrams.d.ts): every
 * entry of static/diagrams/ is bundled, so the static HTML has the SVGs.
 */
import type {DiagramEntry} from '../cache';

export function preloaded(key: string): string {
  // A require with a template: the bundler includes every file the pattern can match.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`@site/static/diagrams/${key}.json`) as DiagramEntry).svg;
}

export function load(): Promise<string> {
  return Promise.reject(new Error('not used in the server build'));
}
