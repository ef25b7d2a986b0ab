/**
 * Shared Playwright fixtures: every test that opens a page fails on a console
 * error or an uncaught page error of that page unless it declares the errors
 * it expects. A test that only sends requests gets no browser page at all.
 */
import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Console error texts (regular expressions) that this test expects. */
  allowedConsoleErrors: RegExp[];
  /** The page's console errors so far, for a test that looks at them itself. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the names a fixture destructures; this one needs none.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  // The page watched from its creation, checked when the test is done.
  page: async ({page, allowedConsoleErrors, consoleErrors}, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      const text = `pageerror: ${error.message}`;
      if (!allowedConsoleErrors.some((re) => re.test(text))) consoleErrors.push(text);
    });
    await use(page);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export {expect};

/**
 * Waits until React has hydrated the server-rendered page: Docusaurus sets
 * `<html data-has-hydrated="true">` once it has (its public marker, since 3.0).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits until the page has nothing left to do: no request in flight (for
 * Playwright's half a second) and then an idle main thread, so that work
 * React or a late chunk would still do has been done.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // WebKit has no requestIdleCallback: there, the next task.
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
        else setTimeout(resolve, 0);
      }),
  );
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Clicks the navbar's colour switch and waits until the page has settled in
 * the new mode. Links fade their colour over Infima's 200 ms transition; a
 * check that reads colours (axe's contrast rule) before the fade ends sees a
 * mix of both modes, which no reader looks at for long.
 */
export async function switchColourMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  // The navbar hides when the reader scrolls down; like a reader, scroll up a
  // little to bring it back before reaching for the switch.
  const navbar = page.locator('nav.navbar');
  if (/navbarHidden/.test((await navbar.getAttribute('class')) ?? '')) {
    await page.mouse.wheel(0, -120);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  }
  await navbar.locator('button[class*=toggleButton]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  // getAnimations() brings styles up to date first, so it lists the
  // transitions the switch has just started.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}
