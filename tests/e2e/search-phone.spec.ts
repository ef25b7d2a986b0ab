/**
 * Search on a phone (390 px): the specification hides the navbar's search
 * box below 996 px; a search button in the navbar takes its place and opens
 * the results page with its field focused.
 */
import {test, expect, open} from './fixtures';
import {axeViolations} from './axe';

test.use({viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});

const phoneButton = (page: import('@playwright/test').Page) =>
  page.locator('nav.navbar').getByRole('link', {name: 'Search the docs'});

test('a doc page offers a search button that leads to results', async ({page}) => {
  await open(page, '/docs/core/database/transactions');
  await expect(page.locator('nav.navbar .search-box')).toBeHidden();
  const button = phoneButton(page);
  await expect(button).toBeVisible();
  // Large enough for a thumb, inside the screen.
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await button.tap();
  await expect(page).toHaveURL('/search');
  const field = page.getByRole('searchbox', {name: 'Search the docs'});
  await expect(field).toBeFocused();
  await page.keyboard.type('transaction');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=transaction');
  await expect(page.locator('main ol > li').first()).toContainText(/transaction/i);
});

test('the search button shows a focus ring from the keyboard', async ({page}) => {
  await open(page, '/docs/intro');
  const button = phoneButton(page);
  await button.focus();
  await expect(button).toBeFocused();
  // :focus-visible after keyboard focus: an outline of the primary colour.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const outline = await button.evaluate(
    (el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth,
  );
  expect(outline).toBe('solid 2px');
});

/** Opens a doc page in the given colour mode. */
async function openIn(page: import('@playwright/test').Page, mode: 'light' | 'dark') {
  await open(page, '/docs/intro');
  if (mode === 'dark') {
    // The colour switch is in the phone menu.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await page.locator('.navbar-sidebar button[class*=toggleButton]').tap();
    await page.getByRole('button', {name: 'Close navigation bar'}).tap();
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the site title shows whole beside the search button in ${mode} mode`, async ({page}) => {
    await openIn(page, mode);
    const title = page.locator('nav.navbar .navbar__inner .navbar__title');
    await expect(title).toBeVisible();
    await expect(phoneButton(page)).toBeVisible();
    // Not cut to "Strapi Contribut…": the text fits its box, and the box the navbar.
    const fit = await title.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      right: element.getBoundingClientRect().right,
      button: document.querySelector('nav.navbar .search-phone-button')!.getBoundingClientRect().left,
    }));
    expect(fit.scroll, `title needs ${fit.scroll} px, has ${fit.client}`).toBeLessThanOrEqual(fit.client);
    expect(fit.right).toBeLessThanOrEqual(fit.button);
  });

  test(`the navbar with its search button has no WCAG 2.2 AA violation in ${mode} mode`, async ({page}) => {
    await openIn(page, mode);
    await expect(phoneButton(page)).toBeVisible();
    expect(await axeViolations(page, ['nav.navbar'])).toEqual([]);
  });
}

test('the search box in the page (home) has no phone button of its own', async ({page}) => {
  await open(page, '/');
  await expect(page.locator('main .search-phone-button')).toBeHidden();
  await expect(phoneButton(page)).toBeVisible();
});
