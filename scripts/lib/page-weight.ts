/**
 * What the first load of a page downloads: every request the page makes
 * until it is loaded and idle, without prefetches of other pages and without
 * the search index (which loads on use). Sizes come from the built files,
 * compressed here with gzip and brotli, so they do not depend on the server.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync, constants} from 'node:zlib';
import type {Browser} from '@playwright/test';

export type Weight = {js: Sizes; css: Sizes; total: Sizes; files: string[]};
export type Sizes = {raw: number; gzip: number; brotli: number};

const zero = (): Sizes => ({raw: 0, gzip: 0, brotli: 0});

export function sizesOf(file: string): Sizes {
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, {level: 9}).length,
    brotli: brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
  };
}

function add(into: Sizes, sizes: Sizes) {
  into.raw += sizes.raw;
  into.gzip += sizes.gzip;
  into.brotli += sizes.brotli;
}

export async function firstLoad(browser: Browser, baseUrl: string, buildDir: string, path: string): Promise<Weight> {
  // No service worker: it would cache, and warm the search index, in the
  // background (plugins/offline); a first load is what comes before it.
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isPrefetch =
      request.headers().purpose === 'prefetch' || request.headers()['sec-purpose']?.includes('prefetch');
    if (url.origin === baseUrl && !isPrefetch) files.add(url.pathname);
  });
  await page.goto(`${baseUrl}${path}`, {waitUntil: 'networkidle'});
  await context.close();

  const weight: Weight = {js: zero(), css: zero(), total: zero(), files: [...files]};
  for (const pathname of files) {
    // Files as nginx maps them: the path itself, else the clean URL's .html.
    const candidates = [
      join(buildDir, decodeURIComponent(pathname)),
      join(buildDir, `${pathname === '/' ? '/index' : pathname}.html`),
    ];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file) continue;
    const sizes = sizesOf(file);
    add(weight.total, sizes);
    if (pathname.endsWith('.js')) add(weight.js, sizes);
    if (pathname.endsWith('.css')) add(weight.css, sizes);
  }
  return weight;
}

/** One page of each type. */
export const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'doc page': '/docs/core/helper-plugin/hooks/use-collator',
  'doc page with diagrams': '/docs/core/data-transfer/engine',
  'API page': '/api/Strapi',
  guide: '/guides/contributing',
  'tag page': '/tags/api',
  'tags index': '/tags',
  'search page': '/search?q=strapi',
  'not found': '/no-such-page',
};
