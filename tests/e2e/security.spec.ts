/**
 * Hardened serving: the headers nginx sends, every page type working under
 * the Content-Security-Policy with zero violations (search and the colour
 * switch included), and search and URL input shown as text, never markup.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {searchInput} from './search-box';

/** Collects the page's CSP violations from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test.describe('response headers', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  for (const path of [
    '/',
    '/docs/intro',
    '/search-index-docs-default-current.json',
    '/img/favicon.svg',
    '/no-such-page',
  ]) {
    test(`${path} carries the security headers`, async ({request}) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
      expect(headers['permissions-policy']).toContain('camera=()');
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toContain('unsafe-eval');
      expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    });
  }

  test('a hashed asset carries them too', async ({page, request}) => {
    await open(page, '/');
    const script = await page.locator('script[src*="/assets/js/main-modules."]').getAttribute('src');
    const response = await request.get(script!);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('under the Content-Security-Policy', () => {
  const pages = [
    '/',
    '/docs/intro',
    '/docs/core/data-transfer/engine',
    '/api/Strapi',
    '/tags/api',
    '/tags',
    '/search?q=strapi',
  ];

  for (const path of pages) {
    test(`${path} runs with no violation`, async ({page}) => {
      const violations = await recordViolations(page);
      await open(page, path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test('search and the colour switch work with no violation', async ({page}) => {
    const violations = await recordViolations(page);
    await open(page, '/docs/intro');
    await searchInput(page).fill('lifecycles');
    await expect(page.locator('.search-panel [role=option]').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('mark.search-highlight').first()).toBeVisible();
    await page.getByRole('button', {name: /dark mode|light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations()).toEqual([]);
  });

  test.describe('the not-found page', () => {
    test.use({allowedConsoleErrors: [/status of 404/]});
    test('runs with no violation', async ({page}) => {
      const violations = await recordViolations(page);
      await page.goto('/no-such-page');
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  });
});

const PAYLOADS = [
  '<img src=x onerror="window.xss=1">',
  '"><script>window.xss=1</script>',
  "' onmouseover='window.xss=1' data-x='",
  'javascript:window.xss=1',
  '<svg onload=window.xss=1>',
  '{{constructor.constructor("window.xss=1")()}}',
];

test.describe('queries are data, never markup', () => {
  test.beforeEach(async ({page}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
  });

  for (const payload of PAYLOADS) {
    test(`the search box shows ${JSON.stringify(payload)} as text`, async ({page}) => {
      await open(page, '/docs/intro');
      const input = searchInput(page);
      // A word with results, so that there is always a page to follow; most
      // payloads leave a page of ordinary length first ("strapi" led to the
      // longest page every time).
      await input.fill(`lifecycles ${payload}`);
      const panel = page.locator('.search-panel');
      const first = panel.locator('[role=option]').first();
      await expect(first).toBeVisible();
      await expect(input).toHaveValue(`lifecycles ${payload}`);
      expect(await page.locator('img[src="x"], svg[onload], [onmouseover]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as {xss?: number}).xss)).toBeUndefined();

      // Following a result highlights the words on the target page as text.
      const target = await first.locator('a').first().getAttribute('href');
      await first.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
      await expect(page.locator('article mark.search-highlight').first()).toBeAttached();
      expect(await page.locator('article img[src="x"], article svg[onload], article [onmouseover]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as {xss?: number}).xss)).toBeUndefined();
    });

    test(`the results page shows ${JSON.stringify(payload)} as text`, async ({page}) => {
      await open(page, `/search?q=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('heading', {level: 1})).toContainText(payload);
      expect(await page.locator('main img[src="x"], main svg[onload], main [onmouseover], main script').count()).toBe(
        0,
      );
      expect(await page.evaluate(() => (window as unknown as {xss?: number}).xss)).toBeUndefined();
    });
  }
});
