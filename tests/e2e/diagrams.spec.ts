/**
 * Pre-rendered Mermaid diagrams (plugins/mermaid-svg): inline SVG in the
 * served HTML, the one of the current colour mode shown, no Mermaid
 * JavaScript downloaded, and the labels inside their boxes.
 */
import type {Page} from '@playwright/test';
import {test, expect, open, switchColourMode} from './fixtures';

const DIAGRAM_PAGES = [
  '/docs/core/data-transfer/engine',
  '/api/Strapi',
  '/docs/core/data-transfer/providers/remote-strapi/websocket',
];

/** The display of each light and dark SVG box, and whether it holds an SVG. */
async function boxes(page: Page) {
  return page
    .locator('.mermaid-static > div')
    .evaluateAll((divs) =>
      divs.map(
        (div) =>
          `${div.className}:${getComputedStyle(div).display}:${div.querySelector(':scope > svg') ? 'svg' : 'empty'}`,
      ),
    );
}

/** Labels whose text is larger than their box, in the SVGs shown. */
async function overflowingLabels(page: Page) {
  return page.locator('.mermaid-static foreignObject').evaluateAll((objects) =>
    objects
      .filter((object) => object.getBoundingClientRect().width > 0)
      .flatMap((object) => {
        const box = object.getBoundingClientRect();
        const text = object.firstElementChild?.firstElementChild?.getBoundingClientRect();
        return text && (text.width > box.width + 1 || text.height > box.height + 1) ? [object.textContent ?? ''] : [];
      }),
  );
}

/** Collects the JavaScript the page downloads that holds Mermaid itself. */
function watchMermaidScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // A string of Mermaid's own config code, not of the theme's wrapper.
    if (body.includes('securityLevel')) found.push(response.url());
  });
  return found;
}

for (const path of DIAGRAM_PAGES) {
  test(`${path} shows its diagrams as inline SVG without Mermaid's JavaScript`, async ({page}) => {
    const mermaidScripts = watchMermaidScripts(page);
    await open(page, path);
    const count = await page.locator('.mermaid-static').count();
    expect(count).toBeGreaterThan(0);
    // No diagram is left to the client-side renderer.
    await expect(page.locator('.docusaurus-mermaid-container, .mermaid-placeholder')).toHaveCount(0);
    expect(await boxes(page)).toEqual(
      Array.from({length: count}).flatMap(() => ['mermaid-static__light:block:svg', 'mermaid-static__dark:none:svg']),
    );
    const svg = page.locator('.mermaid-static__light > svg').first();
    await expect(svg).toHaveAttribute('role', 'graphics-document document');
    await expect(svg).toHaveAttribute('aria-roledescription', /.+/);
    expect(await overflowingLabels(page)).toEqual([]);

    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState('networkidle');
    expect(mermaidScripts).toEqual([]);

    await switchColourMode(page, 'dark');
    expect(await boxes(page)).toEqual(
      Array.from({length: count}).flatMap(() => ['mermaid-static__light:none:svg', 'mermaid-static__dark:block:svg']),
    );
    expect(await overflowingLabels(page)).toEqual([]);
  });
}

test('a page reached by a client-side navigation fetches its diagrams', async ({page}) => {
  const mermaidScripts = watchMermaidScripts(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/diagrams/')) fetched.push(new URL(request.url()).pathname);
  });
  await open(page, '/docs/core/data-transfer/intro');
  expect(fetched, 'a page served as HTML has its SVGs').toEqual([]);
  await page.locator('article a[href="/docs/core/data-transfer/engine"]').first().click();
  await expect(page).toHaveURL(/\/docs\/core\/data-transfer\/engine$/);
  await expect(page.locator('.mermaid-static__light > svg')).toHaveCount(2);
  await expect(page.locator('.mermaid-static__dark > svg')).toHaveCount(2);
  expect(fetched).toHaveLength(2);
  expect(await overflowingLabels(page)).toEqual([]);
  expect(mermaidScripts).toEqual([]);
});

test.describe('a page with diagrams on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});
  /** Each diagram's box, to the half pixel, and whether the browser renders its drawing yet. */
  const diagrams = (page: Page) =>
    page.locator('.mermaid-static').evaluateAll((all) =>
      all.map((box) => {
        const {width, height} = box.getBoundingClientRect();
        return {
          size: `${Math.round(width * 2) / 2}x${Math.round(height * 2) / 2}`,
          // false while the browser skips rendering the drawing
          rendered: box.querySelector('svg')!.checkVisibility({contentVisibilityAuto: true}),
        };
      }),
    );

  test('diagrams the reader has not reached wait to be rendered, at the size they have once rendered', async ({
    page,
  }) => {
    // Both of this page's diagrams are more than a screen down on a phone.
    await open(page, DIAGRAM_PAGES[0]);
    const before = await diagrams(page);
    expect(before.map((diagram) => diagram.rendered)).toEqual([false, false]);
    const after: string[] = [];
    for (let i = 0; i < before.length; i++) {
      await page.locator('.mermaid-static').nth(i).scrollIntoViewIfNeeded();
      // The browser renders a box it finds on screen at one of its next frames.
      await expect.poll(async () => (await diagrams(page))[i].rendered).toBe(true);
      after.push((await diagrams(page))[i].size);
    }
    expect(after).toEqual(before.map((diagram) => diagram.size));
  });
});
