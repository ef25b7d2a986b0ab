import {test, expect, open} from './fixtures';
import {searchFor, searchInput} from './search-box';
import type {Page} from '@playwright/test';

const items = (page: Page) => page.locator('.search-panel [role=option]');

test('the search box sits inline in the navbar with the specification texts', async ({page}) => {
  await open(page, '/docs/intro');
  const input = searchInput(page);
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('placeholder', 'Search...');
  await expect(input).toHaveAttribute('maxlength', '512');
  // Inline, not the detached (modal) layout.
  await input.fill('strapi');
  await expect(page.locator('.search-panel')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const panel = await page.locator('.search-panel').boundingBox();
  const box = await page.locator('nav.navbar .search-box').boundingBox();
  expect(panel!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
  await input.fill('');
  // The submit button has a name of its own, not only a tooltip.
  const submit = page.locator('nav.navbar .search-box__submit');
  await expect(submit).toHaveAttribute('aria-label', 'Submit');
  await expect(submit).toHaveAttribute('title', 'Submit');
  await expect(page.locator('nav.navbar').getByRole('button', {name: 'Submit', exact: true})).toBeVisible();
  await input.fill('x'.repeat(600));
  await expect(input).toHaveValue('x'.repeat(512));
  await expect(page.locator('nav.navbar .search-box__clear')).toHaveAttribute('title', 'Clear');
});

test('the dropdown lists 8 different pages, each leading to its best section with that section’s excerpt', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('relations');
  await expect(items(page)).toHaveCount(8);
  const links = items(page).locator('a');
  const pages = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('#')[0]));
  expect(new Set(pages).size).toBe(8);
  // Each result names its page; one that leads into a section names the section too.
  for (const item of await items(page).all()) await expect(item.locator('.search-result__page')).toBeVisible();
  const intoSection = items(page)
    .filter({has: page.locator('a[href*="#"]')})
    .first();
  await expect(intoSection.locator('.search-result__section')).toBeVisible();
  await expect(intoSection.locator('.search-result__excerpt')).toBeVisible();
});

test('results are at most 8, the first is active, and Enter opens its section with the words highlighted', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) requests.push(new URL(request.url()).pathname);
  });
  await open(page, '/');
  const input = searchInput(page);
  await input.fill('strapi');
  await expect(items(page)).toHaveCount(8);
  await expect(items(page).first()).toHaveAttribute('aria-selected', 'true');

  await input.fill('bootstrap');
  // The list shows the new word's results (not the last word's) before Enter.
  await expect(items(page).first()).toContainText(/bootstrap/i);
  await expect(items(page).first()).toHaveAttribute('aria-selected', 'true');
  const href = await items(page).first().locator('a').getAttribute('href');
  expect(href).toMatch(/^\/[^#]+#.+$/);
  await input.press('Enter');
  await expect(page).toHaveURL(href!);
  // The address changes at once; the page follows when its chunks are loaded
  // and rendered. Its section is then in view, with the words marked.
  const section = page.locator(`article [id="${decodeURIComponent(href!.split('#')[1])}"]`);
  await expect(section).toBeInViewport();
  await expect(page.locator('article mark.search-highlight').first()).toHaveText(/bootstrap/i);

  // The index was downloaded once, and only the docs index exists to ask for.
  expect(requests).toEqual(['/search-index-docs-default-current.json']);
});

test('a search with no hits says so', async ({page}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('zzqqxxnothing');
  await expect(page.locator('.search-panel')).toContainText('No results found.');
  await expect(items(page)).toHaveCount(0);
});

test('with nothing found, it suggests the closest words of the index, which lead to the results page', async ({
  page,
}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('crn');
  const panel = page.locator('.search-panel');
  await expect(panel).toContainText('No results found.');
  await expect(panel).toContainText('Did you mean');
  const suggestion = panel.getByRole('link', {name: 'cron', exact: true});
  await expect(suggestion).toHaveAttribute('href', '/search?q=cron');
  await suggestion.click();
  await expect(page).toHaveURL('/search?q=cron');
  await expect(page.locator('main ol > li').first()).toContainText(/cron/i);
});

test('a flag finds the page that documents it, and a pasted error message is searched, not refused', async ({page}) => {
  await open(page, '/docs/intro');
  const firstPage = async (query: string) => {
    await searchFor(page, query);
    return (await items(page).first().locator('a').getAttribute('href'))!.split('#')[0];
  };
  expect(await firstPage('--watch-admin')).toBe('/docs/core/admin/commands/develop');
  expect(await firstPage('plugin:watch:link')).toBe('/docs/core/strapi/commands/plugin/link-watch');
  await searchFor(page, 'Unexpected server response: 400');
  await expect(page.locator('.search-panel')).not.toContainText('Invalid query');
  await expect(items(page).first()).toBeVisible();
});

test('a malformed query explains itself', async ({page}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('title:');
  await expect(page.locator('.search-panel')).toContainText('expecting term');
  await searchInput(page).fill('titel:here');
  await expect(page.locator('.search-panel')).toContainText('unrecognised field');
});

test.describe('when the search index cannot be downloaded', () => {
  test.use({
    allowedConsoleErrors: [/Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/],
  });

  test('search shows no results and the page keeps working', async ({page}) => {
    await page.route('**/search-index-*.json', (route) => route.fulfill({status: 500, body: 'broken'}));
    await open(page, '/docs/intro');
    await searchInput(page).fill('strapi');
    await expect(page.locator('.search-panel')).toContainText('No results found.');
    await expect(items(page)).toHaveCount(0);
    // The page still works: navigation and the colour switch respond.
    await page.keyboard.press('Escape');
    await page.locator('nav.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL('/guides/contributing');
  });

  test('a network failure gives the same empty result', async ({page}) => {
    await page.route('**/search-index-*.json', (route) => route.abort('failed'));
    await open(page, '/docs/intro');
    await searchInput(page).fill('strapi');
    await expect(page.locator('.search-panel')).toContainText('No results found.');
  });
});

test.describe('when the search worker cannot be downloaded', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('the panel says search is slow to answer, and the next keystroke searches again', async ({page}) => {
    let failing = true;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      // The worker's script is the one that holds lunr's seam (plugins/search/src/lunrInternals.ts).
      if (failing && (await response.text()).includes('lunr seam')) return route.abort('failed');
      return route.fulfill({response});
    });
    await open(page, '/docs/intro');
    await searchInput(page).fill('transactions');
    await expect(page.locator('.search-panel')).toHaveAttribute('data-status', 'stalled');
    await expect(items(page)).toHaveCount(0);
    failing = false;
    await searchInput(page).fill('transaction');
    await expect(items(page).first()).toBeVisible();
    await expect(page.locator('.search-panel')).toHaveAttribute('data-status', 'idle');
  });
});

test.describe('finding the right page', () => {
  const firstPages = async (page: Page, query: string) => {
    await searchFor(page, query);
    return items(page)
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('#')[0]));
  };

  test('part of an identifier finds the identifier', async ({page}) => {
    await open(page, '/docs/intro');
    expect(await firstPages(page, 'useFetch')).toContain('/docs/core/helper-plugin/hooks/use-fetch-client');
    expect((await firstPages(page, 'LicenseLimits'))[0]).toBe('/docs/core/admin/ee/hooks/use-license-limits');
  });

  test('a one-letter typo still finds the page', async ({page}) => {
    await open(page, '/docs/intro');
    expect((await firstPages(page, 'transactoins'))[0]).toBe('/docs/core/database/transactions');
  });

  test('hyphen, space and run-together spellings find the same page', async ({page}) => {
    await open(page, '/docs/intro');
    for (const query of ['content-type builder', 'content type builder', 'contenttype builder']) {
      expect((await firstPages(page, query))[0], query).toBe('/docs/core/content-type-builder/intro');
    }
  });

  test('a result shows its page, its section and an excerpt with the words marked', async ({page}) => {
    await open(page, '/docs/intro');
    await searchInput(page).fill('transaction');
    const first = items(page).first();
    await expect(first.locator('.search-result__page')).toBeVisible();
    await expect(first.locator('.search-result__excerpt mark').first()).toHaveText(/transaction/i);
  });
});

test.describe('the results page', () => {
  test('"See all results" opens every match, page by page', async ({page}) => {
    await open(page, '/docs/intro');
    await searchInput(page).fill('strapi');
    await page.locator('.search-panel').getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL('/search?q=strapi');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “strapi”');
    await expect(page.getByRole('status')).toContainText('pages found');
    await expect(page.locator('main ol > li')).toHaveCount(10);
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page).toHaveURL('/search?q=strapi&page=2');
    await expect(page.getByRole('status')).toContainText('showing 11–');
  });

  test('Enter with no active result opens the results page', async ({page}) => {
    await open(page, '/docs/intro');
    const input = searchInput(page);
    // The first result is always active while there are results; with none,
    // Enter asks the results page.
    await input.fill('zzqqxxnothing');
    await expect(page.locator('.search-panel')).toContainText('No results found.');
    await input.press('Enter');
    await expect(page).toHaveURL('/search?q=zzqqxxnothing');
    await expect(page.getByRole('status')).toHaveText('No results found.');
  });

  test('a result link opens its section with the words highlighted', async ({page}) => {
    await open(page, '/search?q=onCommit');
    const link = page.locator('main ol > li').first().locator('h2 a');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator('article mark.search-highlight').first()).toHaveText(/oncommit/i);
  });

  test('for one identifier, the pages that hold it whole come first, counted apart from partial matches', async ({
    page,
  }) => {
    await open(page, '/search?q=useFetchClient');
    const status = page.getByRole('status');
    await expect(status).toContainText(/^\d+ pages? holds? “useFetchClient” whole; \d+ other pages? match/);
    const whole = Number(/^(\d+)/.exec((await status.textContent()) ?? '')![1]);
    expect(whole).toBeGreaterThan(0);
    const wholeList = page.getByRole('list', {name: 'Pages that hold “useFetchClient” whole'});
    await expect(wholeList.locator(':scope > li')).toHaveCount(Math.min(whole, 10));
    await expect(wholeList.locator(':scope > li').first()).toContainText('useFetchClient');
    // The partial matches follow, under a heading of their own, on the screen where they start.
    await open(page, `/search?q=useFetchClient&page=${Math.floor(whole / 10) + 1}`);
    await expect(page.getByRole('heading', {name: 'Pages that match part of “useFetchClient”'})).toBeVisible();
    await expect(
      page.getByRole('list', {name: 'Pages that hold “useFetchClient” whole'}).locator(':scope > li'),
    ).toHaveCount(whole % 10);
  });

  test('with nothing found, it suggests the closest words', async ({page}) => {
    await open(page, '/search?q=trnsction');
    await expect(page.getByRole('status')).toHaveText('No results found.');
    await expect(page.locator('main')).toContainText('Did you mean');
    await page.locator('main').getByRole('link', {name: 'transaction', exact: true}).click();
    await expect(page).toHaveURL('/search?q=transaction');
    await expect(page.getByRole('status')).toContainText('found');
  });

  test("any query's address names /search as its canonical address, which search engines may index", async ({page}) => {
    await open(page, '/search?q=relations&page=2');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/search$/);
    await expect(page.locator('meta[name=robots]')).toHaveCount(0);
  });

  test('a malformed query explains itself there too', async ({page}) => {
    await open(page, '/search?q=title%3A');
    await expect(page.getByRole('status')).toContainText('expecting term');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 800}});

    test('works with its own search field', async ({page}) => {
      await open(page, '/search');
      const field = page.getByRole('searchbox', {name: 'Search the docs'});
      await expect(field).toBeVisible();
      await field.fill('cron');
      await field.press('Enter');
      await expect(page).toHaveURL('/search?q=cron');
      await expect(page.locator('main ol > li').first()).toContainText(/cron/i);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('keyboard', () => {
  test('Ctrl+K focuses the search box from anywhere, and the box shows the shortcut', async ({page}) => {
    await open(page, '/api/Strapi');
    await expect(page.locator('nav.navbar .search-box__shortcut')).toHaveText('Ctrl K');
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await expect(page.locator('nav.navbar .search-box__shortcut')).toBeHidden();
    // A single letter is never a shortcut.
    await page.locator('article').click();
    await page.keyboard.press('k');
    await expect(searchInput(page)).not.toBeFocused();
  });

  test('arrows move through results and Escape closes the panel', async ({page}) => {
    await open(page, '/docs/intro');
    const input = searchInput(page);
    await input.fill('relations');
    await expect(items(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(items(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(page.locator('.search-panel')).toHaveCount(0);
  });
});

test('a slow index shows the stalled state, then the results', async ({page}) => {
  await page.route('**/search-index-*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await open(page, '/docs/intro');
  await searchInput(page).fill('transactions');
  await expect(page.locator('.search-panel')).toHaveAttribute('data-status', 'stalled');
  await expect(page.locator('.search-panel')).toContainText('Loading the search index…');
  await expect(items(page).first()).toBeVisible({timeout: 10_000});
  await expect(page.locator('.search-panel')).toHaveAttribute('data-status', 'idle');
});

test('the search engine and its index are downloaded only when the box is used', async ({page}) => {
  const downloads: string[] = [];
  page.on('request', (request) => downloads.push(new URL(request.url()).pathname));
  await open(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(downloads.filter((path) => path.includes('search-index'))).toEqual([]);
  const before = downloads.length;
  await searchInput(page).focus();
  await expect.poll(() => downloads.slice(before).some((path) => path.includes('search-index'))).toBe(true);
  expect(downloads.slice(before).some((path) => path.endsWith('.js'))).toBe(true);
});

test('the engine and the index are loaded in a worker, so that searching never holds up the page', async ({page}) => {
  await open(page, '/search?q=transactions');
  await expect(page.getByRole('status')).toContainText('found');
  const workers = page.workers();
  expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/js\/.+\.js$/),
  ]);
  // lunr's seam (plugins/search/src/lunrInternals.ts) names itself in its errors: where it is, the engine is.
  const ENGINE = 'lunr seam';
  expect(await (await page.request.get(workers[0].url())).text()).toContain(ENGINE);
  // The page requests the worker's script; every other script it runs itself.
  const pageScripts = (
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    )
  ).filter((url) => url !== workers[0].url());
  expect(pageScripts.length).toBeGreaterThan(2);
  const holdingTheEngine: string[] = [];
  for (const url of pageScripts) {
    if ((await (await page.request.get(url)).text()).includes(ENGINE)) holdingTheEngine.push(url);
  }
  expect(holdingTheEngine).toEqual([]);
  // The page downloads the index itself (the results page preloads it) and hands it over.
  const pageFetches = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(pageFetches.filter((url) => url.includes('/search-index-'))).toHaveLength(1);
});
