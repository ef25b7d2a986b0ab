/**
 * Offline reading: after a first visit, the pages read and search work with
 * the network cut; a new build's worker waits behind a notice and then
 * replaces the old cache.
 */
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open, waitForHydration} from './fixtures';
import {searchInput} from './search-box';

test.use({serviceWorkers: 'allow'});
// The update test changes the served worker file; nothing else may run meanwhile.
test.describe.configure({mode: 'serial'});

const BUILD = join(__dirname, '..', '..', 'build');

/** Waits until the page's worker controls it and has this URL in its cache. */
async function waitUntilCached(page: Page, path: string) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, {timeout: 15_000});
  await expect
    .poll(() => page.evaluate(async (url) => !!(await caches.match(url, {ignoreVary: true})), path), {timeout: 15_000})
    .toBe(true);
}

test.describe('offline after a first visit', () => {
  // The page never visited shows the cached not-found page; the app then
  // tries that route's own code, which is not there offline.
  test.use({
    allowedConsoleErrors: [
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 404|Loading chunk \d+ failed/,
    ],
  });

  test('a page read, a page reached inside the app, and search work with the network cut', async ({page, context}) => {
    await open(page, '/docs/intro');
    await waitUntilCached(page, '/docs/intro');
    await waitUntilCached(page, '/search-index-docs-default-current.json');

    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Future flags'}).click();
    await expect(page.locator('article h1')).toHaveText('Future flags');
    await waitUntilCached(page, '/docs/future-flags');

    await context.setOffline(true);

    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Introduction to the Docs area');

    await searchInput(page).fill('lifecycles');
    await expect(page.locator('.search-panel [role=option]').first()).toBeVisible();

    await page.goto('/docs/future-flags');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Future flags');

    // A page never visited: the cached not-found page, not the browser's error.
    const response = await page.goto('/api/Cron');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

/** The versions of the site's caches (their names end with the build's version). */
async function cacheVersions(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => caches.keys());
  const versions = names
    .filter((name) => name.startsWith('site-'))
    .map((name) => /-([0-9a-f]{16}(?:-next)?)$/.exec(name)?.[1]);
  return [...new Set(versions)].map(String);
}

test('a new version waits behind a notice, then replaces the old cache', async ({page}) => {
  await open(page, '/docs/intro');
  await waitUntilCached(page, '/docs/intro');
  const before = await cacheVersions(page);
  expect(before).toHaveLength(1);
  const [version] = before;

  // The next build: the same worker with another version, served in place
  // of this one (and without its brotli and gzip copies, which would be served first).
  const worker = join(BUILD, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  expect(original, 'the worker carries its version').toContain(`"${version}"`);
  const copies = [`${worker}.br`, `${worker}.gz`].filter((copy) => existsSync(copy));
  for (const copy of copies) renameSync(copy, `${copy}.off`);
  try {
    writeFileSync(worker, original.replaceAll(`"${version}"`, `"${version}-next"`));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('status').filter({hasText: 'A new version of this site is available.'});
    await expect(notice).toBeVisible({timeout: 15_000});
    // The old version still serves the page until the reader accepts.
    expect(await cacheVersions(page)).toContain(version);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', {name: 'Reload'}).click();
    await reloaded;
    await waitForHydration(page);

    await expect.poll(() => cacheVersions(page)).toEqual([`${version}-next`]);
    await waitUntilCached(page, '/docs/intro');
  } finally {
    writeFileSync(worker, original);
    for (const copy of copies) renameSync(`${copy}.off`, copy);
  }
});
