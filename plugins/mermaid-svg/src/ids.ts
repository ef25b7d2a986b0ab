/**
 * Ids of the pre-rendered SVGs. Pure functions: used at build time and by
 * the MermaidStatic component in the browser.
 */
export type ColourMode = 'light' | 'dark';
export const THEMES: readonly ColourMode[] = ['light', 'dark'];

/** The SVGs of one diagram, as the cache entry holds them. */
export type DiagramSvgs = Record<ColourMode, string>;

/**
 * The id of the rendered <svg>. Mermaid scopes the diagram's <style> with
 * `#id`, and the renderer makes every other id in the SVG start with it
 * (render.ts), so it is unique per diagram and colour mode: both SVGs of a
 * diagram are in the page.
 */
export function svgId(key: string, mode: ColourMode): string {
  return `mermaid-${key}-${mode}`;
}

/**
 * The SVG of the `copy`-th repeat of the same diagram on one page (0: the
 * first, unchanged), with ids of its own: every id and reference in it
 * starts with svgId(), so replacing that prefix keeps the diagram whole.
 */
export function svgCopy(svg: string, key: string, mode: ColourMode, copy: number): string {
  if (!copy) return svg;
  const id = svgId(key, mode);
  return svg.split(id).join(`${id}-${copy}`);
}
