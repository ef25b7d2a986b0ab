/**
 * Code blocks: coloured for the reader's mode from the first paint, in
 * both modes, and kept as the server sent them when the page comes alive
 * (plugins/code-blocks: colours in CSS, no remount after hydration).
 */
import type {Page} from '@playwright/test';
import {test, expect, open, switchColourMode, waitForIdle} from './fixtures';
import {prismDark, prismLight} from '../../config/prism';
import {typeStyles} from '../../plugins/code-blocks/src/prism/theme-css';

const PAGE = '/docs/core/helper-plugin/hooks/use-collator';
const KEYWORD = '.prism-code .token.keyword';

/** A CSS colour as the browser computes it. */
function rgb(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color.replace(/\s*,\s*/g, ', ');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const expected = {
  light: {
    keyword: rgb(String(typeStyles(prismLight).keyword.color)),
    background: rgb(String(prismLight.plain.backgroundColor)),
  },
  dark: {
    keyword: rgb(String(typeStyles(prismDark).keyword.color)),
    background: rgb(String(prismDark.plain.backgroundColor)),
  },
};

/** Keeps the first keyword token and its colour as soon as the HTML is parsed, before any script runs. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((selector) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const token = document.querySelector(selector);
      Object.assign(window, {firstToken: token, firstColour: token && getComputedStyle(token).color});
    });
  }, KEYWORD);
}

const codeColours = (page: Page) =>
  page.evaluate((selector) => {
    const token = document.querySelector(selector)!;
    return {
      keyword: getComputedStyle(token).color,
      background: getComputedStyle(token.closest('pre')!).backgroundColor,
    };
  }, KEYWORD);

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode, code has the ${mode} colours from the first paint and keeps its markup once live`, async ({
    page,
  }) => {
    if (mode === 'dark') {
      await open(page, PAGE);
      await switchColourMode(page, 'dark');
    }
    await watchFirstPaint(page);
    await open(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await page.evaluate(() => (window as unknown as {firstColour: string}).firstColour)).toBe(
      expected[mode].keyword,
    );
    // Let React do anything it would do after hydrating.
    await waitForIdle(page);
    expect(await codeColours(page)).toEqual(expected[mode]);
    const kept = await page.evaluate(
      (selector) => document.querySelector(selector) === (window as unknown as {firstToken: Element}).firstToken,
      KEYWORD,
    );
    expect(kept, 'the server-rendered code block is the one on the page').toBe(true);
  });
}

test('switching the colour mode recolours the code', async ({page}) => {
  await open(page, PAGE);
  expect(await codeColours(page)).toEqual(expected.light);
  await switchColourMode(page, 'dark');
  expect(await codeColours(page)).toEqual(expected.dark);
  await switchColourMode(page, 'light');
  expect(await codeColours(page)).toEqual(expected.light);
});

const prismLoaded = (page: Page) => page.evaluate(() => 'Prism' in window);

test('a page opened from the server never loads Prism; one reached inside the site is highlighted with it', async ({
  page,
}) => {
  await open(page, '/docs/core/helper-plugin/hooks/use-clipboard');
  await expect(page.locator(KEYWORD).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await prismLoaded(page), 'Prism on the first page').toBe(false);
  await switchColourMode(page, 'dark');
  await page.locator(`nav.menu a[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator(KEYWORD).first()).toBeVisible();
  await expect.poll(() => codeColours(page)).toEqual(expected.dark);
  expect(await prismLoaded(page)).toBe(true);
});

test('a code block that is empty when React takes over renders its lines itself', async ({page}) => {
  // As if React had to render that part of the page again (a hydration error).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('pre.prism-code > code')?.replaceChildren();
    });
  });
  await open(page, PAGE);
  const first = page.locator('pre.prism-code > code').first();
  await expect(first.locator('.token-line').first()).toBeVisible();
  await expect(first).toContainText('useCollator');
  await expect.poll(() => first.locator('.token.keyword').count()).toBeGreaterThan(0);
});

test.describe('when Prism cannot be downloaded', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource/]});
  test('a page reached by a link shows its code uncoloured, and nothing breaks', async ({page}) => {
    // Prism's chunk is the one that sets up Prism's worker-free mode.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('disableWorkerMessageHandler')) await route.abort();
      else await route.fulfill({response});
    });
    await open(page, '/docs/core/helper-plugin/hooks/use-clipboard');
    await page.locator(`nav.menu a[href="${PAGE}"]`).click();
    await expect(page).toHaveURL(PAGE);
    const code = page.locator('pre.prism-code > code').first();
    await expect(code).toContainText('useCollator');
    await expect(code.locator('.token-line').first()).toBeVisible();
    await waitForIdle(page);
    expect(await code.locator('.token.keyword').count()).toBe(0);
    expect(await prismLoaded(page)).toBe(false);
    // The page still works: the colour switch and the next navigation.
    await switchColourMode(page, 'dark');
    await page.locator('nav.menu a[href="/docs/core/helper-plugin/hooks/use-filter"]').click();
    await expect(page.getByRole('heading', {level: 1})).toContainText('useFilter');
    // A request still in the handler when the test ends would fail it with "Response has been disposed".
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test.describe('a long page on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});
  const LONG = '/api/Strapi';
  const blocks = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block pre')).map((pre) => ({
        height: Math.round(pre.getBoundingClientRect().height * 2) / 2,
        // false while the browser skips rendering the block's lines
        rendered: pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true}),
      })),
    );

  test('code blocks the reader has not reached wait to be rendered, at the height they have once rendered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, LONG);
    const before = await blocks(page);
    expect(before.length).toBeGreaterThan(40);
    expect(before.filter((block) => !block.rendered).length).toBeGreaterThan(before.length / 2);
    // Scroll through the page as a reader does: every block is rendered on the way.
    const seen = new Set<number>();
    for (let y = 0; y < 200_000 && seen.size < before.length; y += 500) {
      await page.mouse.wheel(0, 500);
      const now = await blocks(page);
      now.forEach((block, i) => block.rendered && seen.add(i));
      if (await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)) break;
    }
    // The blocks the last scroll brought on screen are rendered at one of the next frames.
    await expect
      .poll(async () => {
        (await blocks(page)).forEach((block, i) => block.rendered && seen.add(i));
        return seen.size;
      })
      .toBe(before.length);
    expect((await blocks(page)).map((block) => block.height)).toEqual(before.map((block) => block.height));
  });

  test('a code block far down the page offers word wrap once the reader reaches it, after the window narrowed', async ({
    page,
  }) => {
    // Loaded wide, where the block fits; narrowed while the block is still
    // off screen (not laid out, so not measurably wider); then reached. The
    // theme measured only on mount and on resize, and never offered it.
    await page.setViewportSize({width: 1280, height: 800});
    await open(page, LONG);
    const target = await page.evaluate(() => {
      const longest = (block: Element) =>
        Math.max(...Array.from(block.querySelectorAll('.token-line')).map((line) => (line.textContent ?? '').length));
      const all = Array.from(document.querySelectorAll('.theme-code-block'));
      return all
        .map((block, i) => (longest(block) >= 50 && longest(block) <= 70 ? i : -1))
        .reduce((a, b) => Math.max(a, b));
    });
    expect(target).toBeGreaterThan(20);
    const container = page.locator('.theme-code-block').nth(target);
    const pre = container.locator('pre');
    await expect
      .poll(() => pre.locator('code').evaluate((code) => code.checkVisibility({contentVisibilityAuto: true})))
      .toBe(false);
    await page.setViewportSize({width: 412, height: 823});
    await container.scrollIntoViewIfNeeded();
    // The browser renders the block's lines at its next frame, once it finds
    // the block on screen; until then the block has its placeholder width.
    await expect
      .poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth), {
        message: 'the block, rendered, is wider than the narrowed window',
      })
      .toBe(true);
    await container.hover();
    await expect(container.getByRole('button', {name: /word wrap/i})).toBeVisible();
  });
});

test('every code block of a long page has its copy button, and it copies the code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/api/Strapi');
  const blocks = await page.locator('.theme-code-block').count();
  expect(blocks).toBeGreaterThan(50);
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(blocks);

  const block = page.locator('.theme-code-block').nth(1);
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  // The code as the page holds it: each line's text (a line ends in a <br>, not a newline).
  const lines = await block.locator('pre code .token-line').allTextContents();
  expect(lines.length).toBeGreaterThan(3);
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(lines);
});
