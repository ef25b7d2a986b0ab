/**
 * Pre-rendered Mermaid diagrams (plugins/mermaid-svg): one inline SVG per
 * diagram in the served HTML, in the colours of the current colour mode, no
 * Mermaid JavaScript downloaded, and the labels inside their boxes.
 */
import type {Page} from '@playwright/test';
import {test, expect, open, switchColourMode} from './fixtures';

const DIAGRAM_PAGES = [
  '/docs/core/data-transfer/engine',
  '/api/Strapi',
  '/docs/core/data-transfer/providers/remote-strapi/websocket',
];

/**
 * Each diagram as the reader sees it: how many SVGs its box holds, whether
 * it is shown, and the relative luminance (0 black … 1 white) of its first
 * shape's fill and of its first label's text.
 */
async function drawings(page: Page) {
  return page.locator('.mermaid-static').evaluateAll((boxes) =>
    boxes.map((box) => {
      const luminance = (colour: string | undefined) => {
        const [r, g, b] = (colour?.match(/[\d.]+/g) ?? []).map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return r === undefined ? 'none' : Math.round((0.2126 * r + 0.7152 * g + 0.0722 * b) * 100) / 100;
      };
      const svgs = box.querySelectorAll(':scope > svg');
      const shape = box.querySelector('.node rect, .node polygon, .node path, rect.actor');
      const label = box.querySelector('foreignObject div, text.actor > tspan');
      return {
        svgs: svgs.length,
        shown: svgs[0] ? getComputedStyle(svgs[0]).display : 'none',
        shape: luminance(shape ? getComputedStyle(shape).fill : undefined),
        label: luminance(label ? getComputedStyle(label)[label.localName === 'tspan' ? 'fill' : 'color'] : undefined),
      };
    }),
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
    // One SVG each, light shapes and dark text in the light mode.
    const light = await drawings(page);
    expect(light.map(({svgs, shown}) => `${svgs}:${shown}`)).toEqual(Array(count).fill('1:block'));
    for (const {shape, label} of light) {
      expect(shape).toBeGreaterThan(0.5);
      expect(label).toBeLessThan(0.05);
    }
    const svg = page.locator('.mermaid-static > svg').first();
    await expect(svg).toHaveAttribute('role', 'graphics-document document');
    await expect(svg).toHaveAttribute('aria-roledescription', /.+/);
    expect(await overflowingLabels(page)).toEqual([]);

    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState('networkidle');
    expect(mermaidScripts).toEqual([]);

    await switchColourMode(page, 'dark');
    // The same SVG, dark shapes and light text.
    const dark = await drawings(page);
    expect(dark.map(({svgs, shown}) => `${svgs}:${shown}`)).toEqual(Array(count).fill('1:block'));
    for (const {shape, label} of dark) {
      expect(shape).toBeLessThan(0.2);
      expect(label).toBeGreaterThan(0.6);
    }
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
  await expect(page.locator('.mermaid-static > svg')).toHaveCount(2);
  expect(fetched).toHaveLength(2);
  expect(await overflowingLabels(page)).toEqual([]);
  expect(mermaidScripts).toEqual([]);
});

// What a client-side navigation fetches may be missing or broken: the reader is told, and nothing else breaks.
test.describe('a broken diagram cache entry', () => {
  // The browser itself reports the 404 in the console.
  test.use({allowedConsoleErrors: [/status of 404/]});
  for (const [label, reply] of [
    ['missing', {status: 404, body: 'Not Found'}],
    ['without an SVG', {status: 200, contentType: 'application/json', body: '{"svg": 5}'}],
  ] as const) {
    test(`a diagram whose cache entry is ${label} says it could not be loaded`, async ({page}) => {
      await page.route('**/diagrams/*.json', (route) => route.fulfill(reply));
      await open(page, '/docs/core/data-transfer/intro');
      await page.locator('article a[href="/docs/core/data-transfer/engine"]').first().click();
      await expect(page).toHaveURL(/\/docs\/core\/data-transfer\/engine$/);
      await expect(page.locator('.mermaid-static .mermaid-static__error')).toHaveText(
        Array(2).fill('The diagram could not be loaded.'),
      );
      await expect(page.locator('.mermaid-static svg')).toHaveCount(0);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
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
