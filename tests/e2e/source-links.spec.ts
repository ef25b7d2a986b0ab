/**
 * Source links (plugins/source-links) as a reader meets them: a name in code
 * opens its declaration line in strapi/strapi at the pinned tag, in the same
 * tab, says where it goes (title, the accessible description), looks like a
 * link in both colour modes, shows a focus ring, and axe finds nothing on the
 * pages that have the most of them. The API page's members say where they are
 * defined.
 */
import {test, expect, open, switchColourMode} from './fixtures';
import {axeViolations} from './axe';

const ENGINE = '/docs/core/data-transfer/engine';
const STRAPI_API = '/api/Strapi';
const BLOB = 'https://github.com/strapi/strapi/blob/';
const ENGINE_FILE = `${BLOB}v5.54.0/packages/core/data-transfer/src/engine/index.ts`;

// axe over two long pages: heavy work on a busy machine.
test.describe.configure({timeout: 240_000});

test('the engine page links createTransferEngine to its declaration line, in the same tab', async ({page}) => {
  await open(page, ENGINE);
  const link = page.locator('article a', {has: page.locator('code', {hasText: /^createTransferEngine$/})}).first();
  await expect(link).toHaveAttribute('href', new RegExp(`^${ENGINE_FILE.replace(/[./]/g, '\\$&')}#L\\d+$`));
  await expect(link).toHaveAttribute('target', '_self');
  const line = Number((await link.getAttribute('href'))?.split('#L')[1]);
  await expect(link).toHaveAccessibleDescription(
    `Defined in packages/core/data-transfer/src/engine/index.ts, line ${line} — Strapi 5.54.0`,
  );
  await expect(link).toHaveAttribute(
    'title',
    `Defined in packages/core/data-transfer/src/engine/index.ts, line ${line} — Strapi 5.54.0`,
  );
});

test('every source link of the engine page stays under the pinned tag', async ({page}) => {
  await open(page, ENGINE);
  const hrefs = await page
    .locator(`article a[href^="${BLOB}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs)
    expect(href).toMatch(
      /^https:\/\/github\.com\/strapi\/strapi\/blob\/v(5\.54\.0|4\.26\.2)\/packages\/[\w@.+\-/]+(#L\d+)?$/,
    );
});

test('each member of the Strapi API page says where it is defined', async ({page}) => {
  await open(page, STRAPI_API);
  const missing = await page.locator('article h3').evaluateAll((headings) =>
    headings
      .filter((heading) => heading.querySelector('code'))
      // A heading about the global variable, not a member of the class.
      .filter((heading) => !/^The global/.test(heading.textContent ?? ''))
      .filter((heading) => {
        const next = heading.nextElementSibling;
        return !(next?.tagName === 'P' && next.textContent?.startsWith('Defined in '));
      })
      .map((heading) => heading.textContent),
  );
  expect(missing).toEqual([]);
  const load = page.locator('article h3#load + p a');
  await expect(load).toHaveAttribute('href', /\/packages\/core\/core\/src\/Strapi\.ts#L\d+$/);
  await expect(load).toHaveText(/^packages\/core\/core\/src\/Strapi\.ts:\d+$/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`source links look like links and axe finds nothing (${mode})`, async ({page}) => {
    for (const path of [ENGINE, STRAPI_API]) {
      await open(page, path);
      // The mode chosen on the first page is stored and kept on the second.
      if ((await page.locator('html').getAttribute('data-theme')) !== mode) await switchColourMode(page, mode);
      const code = page.locator(`article a[href^="${BLOB}"] > code`).first();
      const look = await code.evaluate((element) => {
        const style = getComputedStyle(element);
        const prose = getComputedStyle(document.querySelector('article p') as Element);
        return {colour: style.color, prose: prose.color, underline: style.textDecorationLine};
      });
      expect(look.underline, `${path}: underlined`).toContain('underline');
      expect(look.colour, `${path}: not the colour of the prose`).not.toBe(look.prose);
      // Reached with the keyboard, as :focus-visible wants.
      const link = code.locator('..');
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const outline = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(outline, `${path}: focus ring`).toBe('solid 2px');
      expect(await axeViolations(page, ['article']), path).toEqual([]);
    }
  });
}
