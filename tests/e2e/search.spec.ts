import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';

const searchInput = (page: Page) => page.locator('nav.navbar .search-box input.aa-Input');
const items = (page: Page) => page.locator('.aa-Panel .aa-Item');

test('the search box sits inline in the navbar with the specification texts', async ({page}) => {
  await open(page, '/docs/intro');
  const input = searchInput(page);
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('placeholder', 'Search...');
  await expect(input).toHaveAttribute('maxlength', '512');
  // Inline, not the detached (modal) layout.
  await expect(page.locator('.aa-DetachedSearchButton')).toHaveCount(0);
  await expect(page.locator('nav.navbar .aa-SubmitButton')).toHaveAttribute('title', 'Submit');
  await input.fill('x'.repeat(600));
  await expect(input).toHaveValue('x'.repeat(512));
  await expect(page.locator('nav.navbar .aa-ClearButton')).toHaveAttribute('title', 'Clear');
});

test('results are at most 8, the first is active, and Enter opens its section with the words highlighted', async ({page}) => {
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
  await expect(items(page).first()).toHaveAttribute('aria-selected', 'true');
  const href = await items(page).first().locator('a').getAttribute('href');
  expect(href).toMatch(/^\/[^#]+(#.+)?$/);
  await input.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(page.locator('article mark.search-highlight').first()).toHaveText(/bootstrap/i);

  // The index was downloaded once, and only the docs index exists to ask for.
  expect(requests).toEqual(['/search-index-docs-default-current.json']);
});

test('a search with no hits says so', async ({page}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('zzqqxxnothing');
  await expect(page.locator('.aa-Panel')).toContainText('No results found.');
  await expect(items(page)).toHaveCount(0);
});

test('a malformed query explains itself', async ({page}) => {
  await open(page, '/docs/intro');
  await searchInput(page).fill('title:');
  await expect(page.locator('.aa-Panel')).toContainText('expecting term');
  await searchInput(page).fill('titel:here');
  await expect(page.locator('.aa-Panel')).toContainText('unrecognised field');
});

test.describe('when the search index cannot be downloaded', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/]});

  test('search shows no results and the page keeps working', async ({page}) => {
    await page.route('**/search-index-*.json', (route) => route.fulfill({status: 500, body: 'broken'}));
    await open(page, '/docs/intro');
    await searchInput(page).fill('strapi');
    await expect(page.locator('.aa-Panel')).toContainText('No results found.');
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
    await expect(page.locator('.aa-Panel')).toContainText('No results found.');
  });
});
