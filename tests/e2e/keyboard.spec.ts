/**
 * Keyboard use: a skip link, every part of the page reachable with Tab and
 * showing where the focus is, the mobile menu keeping and giving back the
 * focus, and no animation for readers who ask for reduced motion.
 */
import {test, expect, open} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/** Whether the focused element draws a visible focus indicator. */
async function hasFocusRing(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const within = el.closest('.search-box__form');
    const formShadow = within ? getComputedStyle(within).boxShadow !== 'none' : false;
    return outline || shadow || formShadow;
  });
}

async function tabUntil(page: Page, matches: (el: Element) => boolean, limit = 80): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((source) => {
      const test = new Function('el', `return (${source})(el)`) as (el: Element) => boolean;
      return !!document.activeElement && test(document.activeElement);
    }, matches.toString());
    if (found) return true;
  }
  return false;
}

test('the first Tab reaches a skip link that moves the focus to the content', async ({page}) => {
  await open(page, '/api/Strapi');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next Tab starts from the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const focusedInContent = await page.evaluate(
    () => !!document.activeElement?.closest('main article, main .theme-doc-toc-mobile, main .table-of-contents'),
  );
  expect(focusedInContent).toBe(true);
});

test('Tab reaches the navbar, the search box, the colour switch, the sidebar and the TOC, each with a visible focus ring', async ({
  page,
}) => {
  // Up to a hundred or so key presses, each read back: slow on a busy machine.
  test.setTimeout(120_000);
  await open(page, '/docs/core/database/transactions');
  const stops: [string, (el: Element) => boolean][] = [
    ['navbar area link', (el) => el.matches('nav.navbar a.navbar__link')],
    ['search box', (el) => el.matches('nav.navbar input[role=combobox]')],
    ['colour switch', (el) => el.matches('nav.navbar button[class*=toggleButton]')],
    ['sidebar link', (el) => el.matches('.theme-doc-sidebar-menu a.menu__link')],
    ['table of contents link', (el) => el.matches('.table-of-contents a')],
  ];
  for (const [name, matches] of stops) {
    if (name === 'table of contents link') {
      // The table of contents follows the page's content in tab order, and the
      // content's links (a source link per code name) are many: start from the last.
      await page.locator('main article a[href], main article button').last().focus();
    }
    expect(await tabUntil(page, matches), `${name} is reachable with Tab`).toBe(true);
    expect(await hasFocusRing(page.locator(':focus')), `${name} shows its focus`).toBe(true);
  }
});

test.describe('the mobile menu', () => {
  test.use({viewport: {width: 390, height: 800}});

  /** The focused element's place in the document, or null when it is outside the menu. */
  const focusInMenu = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('.navbar-sidebar')
        ? Array.prototype.indexOf.call(document.getElementsByTagName('*'), el)
        : null;
    });

  test('keeps the focus inside while open, around and around, and gives it back to its button when closed', async ({
    page,
  }) => {
    await open(page, '/docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    // focus-trap loads when the menu first opens; the next test shows the
    // menu without it. Here it holds the focus, past the menu's last link.
    await expect(page.locator('.navbar-sidebar[data-focus-trapped]')).toHaveCount(1);
    const stops = await page.locator('.navbar-sidebar').evaluate(
      // The panel slid out of view (the main menu, while the doc sidebar shows) is inert: no stop.
      (menu) =>
        Array.from(menu.querySelectorAll('a[href], button:not([disabled])')).filter((el) => !el.closest('[inert]'))
          .length,
    );
    const seen = new Set<number>();
    let again = 0;
    for (let i = 0; i < stops + 5; i++) {
      await page.keyboard.press('Tab');
      const focused = await focusInMenu(page);
      expect(focused, `focus stays in the menu after ${i + 1} Tab presses`).not.toBeNull();
      if (seen.has(focused!)) again++;
      seen.add(focused!);
    }
    expect(again, "Tab came back round to the menu's first stops").toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('takes the focus and closes on Escape before focus-trap has loaded', async ({page}) => {
    await open(page, '/docs/intro');
    // Every script asked for from now on waits, as on a slow phone network:
    // focus-trap's among them.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/assets/js/**', async (route) => {
      held++;
      await released;
      await route.continue().catch(() => {});
    });
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await focusInMenu(page), 'the focus is in the menu as soon as it opens').not.toBeNull();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(page), `focus stays in the menu after ${i + 1} Tab presses`).not.toBeNull();
    }
    await expect(page.locator('.navbar-sidebar[data-focus-trapped]'), 'focus-trap is still on its way').toHaveCount(0);
    expect(held).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    release();
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('with reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('sidebar categories open and close without animation', async ({page}) => {
    await open(page, '/docs/intro');
    const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible').first();
    const list = category.locator('xpath=following-sibling::ul[1]');
    await category.locator('a, button').first().click();
    await expect(list).toBeVisible();
    const transition = await list.evaluate(
      (el) => (el as HTMLElement).style.transition || getComputedStyle(el).transitionDuration,
    );
    expect(transition).toMatch(/(^|\s)(0s|1ms|0\.001s)/);
  });
});
