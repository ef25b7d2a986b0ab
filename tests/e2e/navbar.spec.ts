import {test, expect, open} from './fixtures';
import {areas} from '../../config/areas';

const AREAS = areas.map((area) => [area.label, area.route] as const);

test('the navbar shows the logo, the title and the four areas in order', async ({page}) => {
  await open(page, '/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toContainText('Strapi Contributors');
  await expect(navbar.locator('.navbar__logo img').first()).toBeVisible();
  const links = navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
  await expect(links).toHaveText(AREAS.map(([label]) => label));
  for (const [index, [, href]] of AREAS.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
});

for (const [label, path] of AREAS) {
  test(`"${label}" opens ${path} with its own sidebar`, async ({page}) => {
    await open(page, '/');
    await page.locator('nav.navbar').getByRole('link', {name: label, exact: true}).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.navbar__link--active')).toHaveText(label);
    const activeSidebarLink = page.locator('.theme-doc-sidebar-menu .menu__link--active');
    await expect(activeSidebarLink).toHaveAttribute('href', path);
  });
}

test('the logo has a light and a dark variant', async ({page}) => {
  await open(page, '/');
  const logo = page.locator('.navbar__logo');
  await expect(logo.locator('img.themedComponent--light, img[class*="light"]').first()).toHaveAttribute(
    'src',
    /logo\.svg$/,
  );
  await page.getByRole('button', {name: /dark mode|light mode|system mode|Switch between/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(logo.locator('img:visible')).toHaveAttribute('src', /logo-dark\.svg$/);
});

test('the footer has link columns, a logo and the copyright', async ({page}) => {
  await open(page, '/docs/intro');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Learn', 'Reference', 'Community']);
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
});

test('the navbar hides on scroll down and comes back on scroll up, near the end and on navigation', async ({page}) => {
  await open(page, '/api/Strapi');
  const navbar = page.locator('nav.navbar');
  const isShown = async () => {
    const box = await navbar.boundingBox();
    return !!box && box.y + box.height > 1;
  };
  // A reader's scroll takes frames; two jumps in one frame make one scroll
  // event, which the navbar reads as one move. Each jump waits for the next
  // frame, after the scroll event has been handled.
  const scrollTo = (y: number) =>
    page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo({top, behavior: 'instant'});
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );

  await expect.poll(isShown).toBe(true);
  // Within its own height of the top, it always shows.
  await scrollTo(30);
  await expect.poll(isShown).toBe(true);

  await scrollTo(800);
  await expect.poll(isShown).toBe(false);

  await scrollTo(600);
  await expect.poll(isShown).toBe(true);

  await scrollTo(1200);
  await expect.poll(isShown).toBe(false);
  // Near the end of the page it shows again.
  await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
  await expect.poll(isShown).toBe(true);

  await scrollTo(800);
  await scrollTo(1400);
  await expect.poll(isShown).toBe(false);
  // A change of location shows it.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/api/Strapi?from=test');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(isShown).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
