/**
 * npm run bench:bundle — what the first load of each page type carries, from
 * the built files (run `npm run build` first): JavaScript, CSS and all bytes,
 * gzip and brotli. BUILD_DIR measures another build directory.
 */
import {join, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../tests/support/chromium';
import {ROOT, serveBuild} from './lib/server';
import {firstLoad, PAGE_TYPES} from './lib/page-weight';

const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);

async function main() {
  const build = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(ROOT, 'build');
  const server = await serveBuild(build);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    console.log('First load, KB         JS gzip  JS br  CSS gzip  CSS br  all gzip  all br  files');
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      const w = await firstLoad(browser, server.url, build, path);
      console.log(
        `${type.padEnd(24)}${kb(w.js.gzip)}${kb(w.js.brotli)}${kb(w.css.gzip)}  ${kb(w.css.brotli)}${kb(w.total.gzip)}${kb(w.total.brotli)}  ${w.files.length}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
