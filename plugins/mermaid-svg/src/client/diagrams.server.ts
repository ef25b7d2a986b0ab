/**
 * `@mermaid-svg/diagrams` in the server build (see diagrams.d.ts): every
 * entry of static/diagrams/ is bundled, so the static HTML has the SVGs.
 */
import type {DiagramSvgs} from '../ids';

export function preloaded(key: string): DiagramSvgs {
  // A require with a template: the bundler includes every file the pattern can match.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`@site/static/diagrams/${key}.json`) as DiagramSvgs;
}

export function load(): Promise<DiagramSvgs> {
  return Promise.reject(new Error('not used in the server build'));
}
