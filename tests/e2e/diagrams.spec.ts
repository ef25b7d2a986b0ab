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
