/**
 * Where the pages and the diagram cache are, from the site root. The cache
 * is in static/ so that the build serves each entry at /diagrams/<key>.json,
 * for pages the browser renders itself (see theme/MermaidStatic).
 */
import {join} from 'node:path';

export const SITE_DIR = join(__dirname, '..', '..', '..');
export const CONTENT_DIR = join(SITE_DIR, 'content');
export const CACHE_DIR = join(SITE_DIR, 'static', 'diagrams');
/** The cache's URL path under the site's baseUrl. */
export const CACHE_URL = '/diagrams';
