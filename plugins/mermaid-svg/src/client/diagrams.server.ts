/**
 * `@mermaid-svg/diagrams` in the server build (see diagrams.d.ts): every
 * entry of static/diagrams/ is bundled, so the static HTML has the SVGs.
 */
import type {DiagramSvgs} from '../ids';

export function preloaded(key: string): DiagramSvgs {
  return require(`@site/static/diagrams/${key}.json`) as DiagramSvgs;
}

export function load(): Promise<DiagramSvgs> {
  return Promise.reject(new Error('not used in the server build'));
}
