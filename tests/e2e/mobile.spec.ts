import {test, expect, open} from './fixtures';
import {areas} from '../../config/areas';

test.use({viewport: {width: 390, height: 800}});

test('below 996 px the menu slides out, shows the doc sidebar with a way back, and locks the page', async ({page}) => {
  await open(page, '/docs/intro');
  // The search box is hidden on mobile; the area links move into the menu.
  await expect(page.locator('nav.navbar .search-box')).toBeHidden();
  await expect(page.locator('nav.navbar .navbar__items a.navbar__link', {hasText: 'Guides'})).toBeHidden();

  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  // On a doc page the menu opens on the doc sidebar, with a way back to the main menu.
  const back = sidebar.getByRole('button', {name: 'Back to main menu'});
  await expect(back).toBeVisible();
  await expect(sidebar.locator('.theme-doc-sidebar-menu .menu__link--active')).toHaveAttribute('href', '/docs/intro');
  await back.click();
  for (const {label} of areas) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }

  // The menu closes when the viewport becomes desktop.
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  await expect(page.locator('nav.navbar .search-box')).toBeVisible();
});

// The menu's contents mount at the first idle moment after the page is live
// (src/theme/Navbar/MobileSidebar); a reader who opens it before then gets
// them at once. Here the page never has an idle moment.
test('the menu opens with its contents before the page has had an idle moment', async ({page}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await open(page, '/docs/intro');
  await expect(page.locator('.navbar-sidebar'), 'nothing mounted while the menu is closed').toHaveCount(0);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('.theme-doc-sidebar-menu .menu__link--active')).toHaveAttribute('href', '/docs/intro');
  await sidebar.getByRole('button', {name: 'Back to main menu'}).click();
  for (const {label} of areas) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
});

// The doc sidebar in the menu comes from src/theme/DocSidebar/Mobile (ejected).
test('in the menu, a doc sidebar page opens and closes the menu; a category without a page only unfolds', async ({
  page,
}) => {
  await open(page, '/docs/core/admin/intro');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const docSidebar = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
  const features = docSidebar.getByRole('button', {name: 'Features', exact: true});
  await features.click();
  await expect(features).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await docSidebar.locator('a.menu__link[href="/docs/core/admin/features/authentication"]').click();
  await expect(page).toHaveURL('/docs/core/admin/features/authentication');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('the menu closes on back navigation', async ({page}) => {
  await open(page, '/');
  await open(page, '/docs/intro');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('the home page works at phone width, with its own search box', async ({page}) => {
  await open(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('main .search-box input[role=combobox]')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
