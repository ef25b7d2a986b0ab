/**
 * The runtime rows of the spec's error catalogue (§8), caused in the browser:
 * a chunk that fails to load, a route that fails to load, a page that
 * crashes, the site served under the wrong base URL, and browser storage
 * that throws. The build-time rows are in tests/integration/build-errors.test.ts;
 * the unknown path, the search index failure and the colour switch have
 * their own specs (serving, search, colour-mode).
 *
 * The /__test__/ pages exist only in the test build (tests/site-pages).
 */
import {test, expect, open, waitForHydration} from './fixtures';

test.describe('a chunk that fails to load', () => {
  test.use({allowedConsoleErrors: [/ERR_FAILED|Loading chunk|ChunkLoadError/]});

  test('shows the error text with Retry, and Retry recovers once the chunk loads', async ({page}) => {
    await open(page, '/__test__/lazy');
    // The page has loaded all it needs: the next script it asks for is the
    // lazy part's chunk (chunk files are named by id and hash only).
    let blocked = true;
    await page.route('**/assets/js/*.js', (route) => (blocked ? route.abort('failed') : route.continue()));

    await page.getByRole('button', {name: 'Show the lazy part'}).click();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(retry.locator('xpath=../..')).toContainText(/Loading chunk .+ failed|ChunkLoadError/);
    await expect(page.getByTestId('lazy-part')).toHaveCount(0);

    blocked = false;
    await retry.click();
    await expect(page.getByTestId('lazy-part')).toHaveText('The lazy part has loaded.');
    await expect(retry).toHaveCount(0);
  });
});

test.describe('a route that fails to load', () => {
  test.use({allowedConsoleErrors: [/ERR_FAILED|Loading chunk|ChunkLoadError/]});

  test('reloads the page, which then works', async ({page}) => {
    await open(page, '/docs/intro');
    // Until the next document request, every script the page asks for fails:
    // the chunks of the route the reader goes to cannot load.
    let armed = false;
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') armed = false;
      if (armed && request.resourceType() === 'script') return route.abort('failed');
      return route.continue();
    });
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    armed = true;

    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Future flags'}).click();
    await reloaded;
    await expect(page).toHaveURL(/\/docs\/future-flags$/);
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Future flags');
  });
});

test.describe('a page that crashes while rendering', () => {
  test.use({
    allowedConsoleErrors: [/The item list failed to render|The above error occurred|React will try to recreate/],
  });

  test("shows 'This page crashed.' with the chain of causes, and 'Try again' recovers", async ({page}) => {
    await open(page, '/__test__/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();

    await expect(page.getByText('This page crashed.')).toBeVisible();
    const message = page.locator('main');
    await expect(message).toContainText('The item list failed to render');
    await expect(message).toContainText('Could not read the list of items');
    await expect(message).toContainText('The fixture data file is missing');
    const text = (await message.innerText()).replace(/\s+/g, ' ');
    expect(text.indexOf('The item list failed to render')).toBeLessThan(
      text.indexOf('Could not read the list of items'),
    );
    expect(text.indexOf('Could not read the list of items')).toBeLessThan(
      text.indexOf('The fixture data file is missing'),
    );
    // The site around the page still works.
    await expect(page.locator('.navbar')).toBeVisible();

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByTestId('crash-page-body')).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});

test.describe('the build served under the wrong base URL', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('shows the banner with the suggested base URL', async ({page, baseURL}) => {
    // The site deployed under /prefix/ though it was built for /: its pages
    // answer under /prefix/, and its absolute asset URLs find nothing.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== new URL(baseURL!).origin) return route.continue();
      if (!url.pathname.startsWith('/prefix/'))
        return route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'});
      const response = await route.fetch({url: `${url.origin}${url.pathname.slice('/prefix'.length)}${url.search}`});
      return route.fulfill({response});
    });
    await page.goto('/prefix/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/prefix/');
    // A request still in the handler when the test ends would fail it with "Response has been disposed".
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('browser storage that throws', () => {
  test('logs a warning, and the site and the colour switch still work for the session', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await open(page, '/docs/intro');
    expect(warnings.some((text) => text.includes('Docusaurus browser storage is not available'))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Moving to another page keeps the choice for the session, and the
    // announcement bar can still be closed.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Future flags'}).click();
    await expect(page.locator('article h1')).toHaveText('Future flags');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });
});
