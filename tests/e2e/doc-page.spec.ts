import manifest from '../../content/strapi-packages.json';
import {test, expect, open} from './fixtures';

test('the table of contents holds h2 and h3 headings only', async ({page}) => {
  await open(page, '/api/Strapi');
  const headings = await page
    .locator('article .markdown h2, article .markdown h3, article .markdown h4')
    .evaluateAll((els) => els.map((el) => ({level: el.tagName, id: el.id})));
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  const expected = headings.filter((h) => h.level !== 'H4').map((h) => `#${h.id}`);
  expect(expected.length).toBeGreaterThan(2);
  expect(headings.some((h) => h.level === 'H3')).toBe(true);
  expect(tocLinks).toEqual(expected);
});

test('h2 and h3 headings carry a direct link; the h1 does not', async ({page}) => {
  await open(page, '/api/Strapi');
  await expect(page.locator('article h1 a.hash-link')).toHaveCount(0);
  const h2 = page.locator('article .markdown h2').first();
  const id = await h2.getAttribute('id');
  await expect(h2.locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
  await expect(page.locator('article .markdown h3').first().locator('a.hash-link')).toHaveCount(1);
});

test('following a heading link scrolls to it and keeps the hash', async ({page}) => {
  await open(page, '/api/Strapi');
  const target = page.locator('article .markdown h2').nth(1);
  const id = await target.getAttribute('id');
  await page.locator(`.table-of-contents a[href="#${id}"]`).click();
  await expect(page).toHaveURL(`/api/Strapi#${id}`);
  await expect(target).toBeInViewport();
});

test('breadcrumbs lead back home', async ({page}) => {
  await open(page, '/api/Strapi');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText(/Strapi/);
});

test('a doc page has tags, an edit link and a last-updated date', async ({page}) => {
  await open(page, '/api/Strapi');
  const footer = page.locator('article footer');
  await expect(footer.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/.+\/edit\/main\/content\/api\/Strapi\.md$/,
  );
  await expect(footer.locator('.theme-last-updated')).toContainText('Last updated');
  await expect(footer.locator('a[href^="/tags/"]').first()).toBeVisible();
});

test('a doc page says which package versions it was checked against, from the manifest, linked to npm', async ({
  page,
}) => {
  const {version} = manifest.packages['@strapi/data-transfer'];
  await open(page, '/docs/core/data-transfer/engine');
  const line = page.locator('article').getByText(/^Checked against /);
  await expect(line.getByRole('link', {name: `@strapi/data-transfer ${version}`})).toHaveAttribute(
    'href',
    `https://www.npmjs.com/package/@strapi/data-transfer/v/${version}`,
  );
});

test('/tags lists the tags in use and a tag page lists its pages', async ({page}) => {
  await open(page, '/tags');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
  const apiTag = page.locator('a[href="/tags/api"]');
  await expect(apiTag).toBeVisible();
  await apiTag.click();
  await expect(page).toHaveURL('/tags/api');
  await expect(page.getByRole('heading', {level: 1})).toContainText('API');
  await expect(page.locator('article a[href="/api/Strapi"]')).toBeVisible();
});
