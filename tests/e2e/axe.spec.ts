/**
 * The way the specs run axe (tests/e2e/axe.ts) still finds what it is there
 * to find: violations planted in a real page, in the whole page and in a part
 * of it, and a frame, which that way would not look into.
 */
import {test, expect, open} from './fixtures';
import {axeViolations} from './axe';

test.beforeEach(async ({page}) => {
  await open(page, '/docs/intro');
  await page
    .locator('article p')
    .first()
    .evaluate((paragraph) => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      // Light grey on white, an image with no text alternative, a link with no
      // name; and a heading six levels down, which only axe's best practices
      // (not WCAG rules) object to.
      planted.innerHTML =
        '<span style="color:#ddd;background:#fff">pale words</span><img src="/img/logo.svg"><a href="/docs/intro"></a><h6>Deep</h6>';
      paragraph.after(planted);
    });
});

test('finds the WCAG violations planted in the page, in the whole page and in a part of it', async ({page}) => {
  for (const include of [[], ['article']]) {
    const rules = (await axeViolations(page, include)).map((violation) => violation.split(' ')[0]);
    expect(rules.sort(), `include ${JSON.stringify(include)}`).toEqual(['color-contrast', 'image-alt', 'link-name']);
  }
  // Outside what it was asked to look at, it finds nothing.
  expect(await axeViolations(page, ['nav.navbar'])).toEqual([]);
});

test('refuses a page with a frame rather than skip what the frame holds', async ({page}) => {
  await page.locator('#planted').evaluate((planted) => planted.append(document.createElement('iframe')));
  await expect(axeViolations(page)).rejects.toThrow(/frames on the page/);
});
