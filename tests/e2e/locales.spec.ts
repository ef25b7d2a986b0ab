/**
 * The server HTML must not depend on the reader's locale: React compares it
 * with what it renders in the browser, and a difference (a list sorted by the
 * browser's collation, a date in its format) makes React throw the server HTML
 * away (errors #418, #423, #425) and render the page again. Each locale here
 * collates or cases letters differently from English: Lithuanian puts Y
 * between I and J, Czech sorts CH after H, Turkish has a dotted and a dotless
 * i, Japanese sorts kana and Latin differently.
 */
import {test, expect, waitForIdle} from './fixtures';

const LOCALES = ['lt-LT', 'cs-CZ', 'tr-TR', 'ja-JP'];
// The tags index sorts; a doc page shows its last-updated date; the results
// page counts and lists what it found.
const PAGES = ['/tags', '/docs/intro', '/search?q=transfer'];

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test.use({locale});

    for (const path of PAGES) {
      test(`${path} hydrates without a mismatch and keeps the server's order`, async ({page, consoleErrors}) => {
        const response = await page.request.get(path);
        const serverHtml = await response.text();
        await page.goto(path);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await waitForIdle(page);
        expect(await page.evaluate(() => navigator.language)).toBe(locale);
        if (path === '/tags') {
          // The letters and tags in the order the server wrote them.
          const serverOrder = [...serverHtml.matchAll(/<a[^>]*href="\/tags\/([^"]+)"/g)].map((m) => m[1]);
          const hrefs = await page
            .locator('main a[href^="/tags/"]')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('/tags/'.length)));
          expect(hrefs.length).toBeGreaterThan(10);
          expect(hrefs).toEqual(serverOrder.filter((tag) => hrefs.includes(tag)));
        }
        // The fixture fails the test on any console error; React's hydration
        // errors are console errors. Said again here for the reader.
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
