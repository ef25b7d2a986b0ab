/**
 * The diagram cache: one JSON file per Mermaid block, `static/diagrams/<key>.json`,
 * holding the diagram pre-rendered to one SVG that draws it in the light and
 * the dark theme (render.ts).
 *
 * The key is a hash of everything the rendering depends on: the block's
 * source, the Mermaid version, the Mermaid config of each colour mode (as the
 * theme builds it in the browser) and FORMAT, the version of our own render
 * procedure. Any change to one of them gives a new key, so a cache entry is
 * either fresh or missing, never stale in place.
 *
 * Used at build time by the remark plugin and by scripts/render-diagrams.ts;
 * node built-ins only (the remark plugin is loaded by Docusaurus as CommonJS).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ColourMode} from './ids';

export {svgId, THEMES, type ColourMode} from './ids';

/**
 * Bump when the way diagrams are rendered or post-processed changes (fonts
 * used for measuring, ids, the shape of the entry): every key changes, and
 * `npm run diagrams` renders everything again.
 */
export const FORMAT = 2;

/** `themeConfig.mermaid` of the site (config/theme.ts). */
export type MermaidThemeConfig = {
  theme: Record<ColourMode, string>;
  options?: Record<string, unknown>;
};

/** A cache entry. `source` is kept for reviews and stale-entry messages. */
export type DiagramEntry = {
  key: string;
  mermaid: string;
  source: string;
  /** The drawing, in the colours of the page's mode (render.ts, mergeInPage). */
  svg: string;
};

/** The config theme-mermaid passes to mermaid.initialize() in that colour mode. */
export function mermaidConfig(config: MermaidThemeConfig, mode: ColourMode): Record<string, unknown> {
  return {startOnLoad: false, ...(config.options ?? {}), theme: config.theme[mode]};
}

/** The installed Mermaid's version: the one whose browser build the site loads. */
export function mermaidVersion(): string {
  const pkg = JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string};
  return pkg.version;
}

/** JSON with sorted object keys, so that the hash does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function diagramKey(source: string, config: MermaidThemeConfig, version: string): string {
  const input = canonical({
    format: FORMAT,
    mermaid: version,
    light: mermaidConfig(config, 'light'),
    dark: mermaidConfig(config, 'dark'),
    source,
  });
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

export function entryPath(cacheDir: string, key: string): string {
  return join(cacheDir, `${key}.json`);
}

export function readEntry(cacheDir: string, key: string): DiagramEntry | undefined {
  const file = entryPath(cacheDir, key);
  if (!existsSync(file)) return undefined;
  const entry = JSON.parse(readFileSync(file, 'utf8')) as DiagramEntry;
  return entry.key === key && typeof entry.svg === 'string' ? entry : undefined;
}

/** The entry as written to disk: stable key order, one trailing newline. */
export function serializeEntry(entry: DiagramEntry): string {
  const {key, mermaid, source, svg} = entry;
  return `${JSON.stringify({key, mermaid, source, svg}, null, 2)}\n`;
}
