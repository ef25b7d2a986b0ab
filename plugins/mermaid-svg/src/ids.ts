/**
 * Ids of the pre-rendered SVGs. Pure functions: used at build time and by
 * the MermaidStatic component in the browser.
 */
export type ColourMode = 'light' | 'dark';
export const THEMES: readonly ColourMode[] = ['light', 'dark'];

/**
 * The id of the rendered <svg>. Mermaid scopes the diagram's <style> with
 * `#id`, and the renderer makes every other id in the SVG, and the classes
 * it adds, start with it (render.ts), so it is unique per diagram.
 */
export function svgId(key: string): string {
  return `mermaid-${key}`;
}

/**
 * The SVG of the `copy`-th repeat of the same diagram on one page (0: the
 * first, unchanged), with ids of its own: every id, class and reference the
 * renderer made starts with svgId(), so replacing that prefix keeps the
 * diagram whole.
 */
export function svgCopy(svg: string, key: string, copy: number): string {
  if (!copy) return svg;
  const id = svgId(key);
  return svg.split(id).join(`${id}-${copy}`);
}
