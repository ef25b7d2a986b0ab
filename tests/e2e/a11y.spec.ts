/**
 * Accessibility: axe (WCAG 2.2 AA rules) finds no violation on any page of
 * the site, in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, open, switchColourMode} from './fixtures';
import type {Page} from '@playwright/test';
import {parseSpecRoutes} from '../support/spec-routes';
import {readPages, routeOf} from '../support/content';

const spec = parseSpecRoutes();
// The specification's pages, and every page the content adds beyond them.
const PAGES = [...new Set([...spec.pages, ...readPages().map(routeOf)])];
const ROUTES = ['/', ...PAGES, ...spec.tagPages, '/search?q=relations'];
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({page}).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** Region landmark names that occur more than once (a landmark's name must be unique). */
async function repeatedRegionNames(page: Page): Promise<string[]> {
  const names = await page
    .locator('[role=region][aria-label]')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label') ?? ''));
  return names.filter((name, index) => names.indexOf(name) !== index);
}

// axe on the longest pages, twice, takes several seconds each on a busy machine.
test.describe.configure({timeout: 90_000});

for (const route of ROUTES) {
  test(`${route} has no WCAG 2.2 AA violation in light or dark mode`, async ({page}) => {
    await open(page, route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await violations(page), 'light mode').toEqual([]);
    expect(await repeatedRegionNames(page), 'region names').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await violations(page), 'dark mode').toEqual([]);
  });
}
