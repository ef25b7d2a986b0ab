/**
 * Accessibility: axe (WCAG 2.2 AA rules) finds no violation on any page of
 * the site.
 *
 * - Every page type (home, doc page, doc page with diagrams, API page, guide,
 *   RFC, tag page, tags index, search page, not-found page), whole page, in
 *   light mode (unless the every-page list holds it) and after switching to
 *   dark mode: the navbar, sidebars, table of contents and footer of every
 *   kind of page, in both modes.
 * - Every page, whole page, in light mode, and the names of its region
 *   landmarks; then, on a page with a diagram or a table, axe on its
 *   diagrams and tables after switching to dark mode: the parts that dark
 *   mode gives colours of their own (a diagram's dark style, a table's
 *   stripes). Dark mode's colours for everything else (prose, code,
 *   admonitions, navbar, sidebars, footer) are checked on the page types.
 *
 * Pages are checked several to a test, one after another in one browser
 * page; a failing page is named in the failure.
 */
import {test, expect, open, switchColourMode} from './fixtures';
import type {Page} from '@playwright/test';
import {parseSpecRoutes} from '../support/spec-routes';
import {readPages, routeOf} from '../support/content';
import {PAGE_TYPES} from '../../scripts/lib/page-weight';
import {axeViolations as violations} from './axe';

const spec = parseSpecRoutes();
const pages = readPages();
// The specification's pages, and every page the content adds beyond them.
const PAGES = [...new Set([...spec.pages, ...pages.map(routeOf)])];
const ROUTES = ['/', ...PAGES, ...spec.tagPages, '/search?q=relations'];

const TYPES: Record<string, string> = {...PAGE_TYPES, guide: spec.guides[0], RFC: spec.rfcs[0]};

/** A Mermaid diagram (a ```mermaid block) or a Markdown table (its delimiter row). */
const DIAGRAM_OR_TABLE = /^```mermaid|^\s*\|?\s*:?-{3,}:?\s*\|/m;
const DARK_ROUTES = pages.filter((page) => DIAGRAM_OR_TABLE.test(page.body)).map(routeOf);

const DIAGRAMS_AND_TABLES = ['main table', 'main .mermaid-static'];

function batches(routes: string[], size: number): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < routes.length; start += size) out.push(routes.slice(start, start + size));
  return out;
}

/** Region landmark names that occur more than once (a landmark's name must be unique). */
async function repeatedRegionNames(page: Page): Promise<string[]> {
  const names = await page
    .locator('[role=region][aria-label]')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label') ?? ''));
  return names.filter((name, index) => names.indexOf(name) !== index);
}

test.describe('every page type, whole page', () => {
  // axe on a whole long page, twice, takes several seconds on a busy machine.
  test.describe.configure({timeout: 180_000});

  for (const [type, route] of Object.entries(TYPES)) {
    test.describe(type, () => {
      // The not-found page answers 404, which the browser logs.
      test.use({allowedConsoleErrors: type === 'not found' ? [/status of 404/] : []});

      test(`${route} has no WCAG 2.2 AA violation in light or dark mode`, async ({page}) => {
        await open(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        // A route of the every-page list below is checked in light mode there.
        if (!ROUTES.includes(route)) {
          expect(await violations(page), 'light mode').toEqual([]);
          expect(await repeatedRegionNames(page), 'region names').toEqual([]);
        }
        await switchColourMode(page, 'dark');
        expect(await violations(page), 'dark mode').toEqual([]);
      });
    });
  }
});

// A few pages to a test, so that a busy machine still checks them in time.
test.describe('every page: light mode, then its diagrams and tables in dark mode', () => {
  test.describe.configure({timeout: 240_000});

  for (const routes of batches(ROUTES, 4)) {
    test(`${routes.join(', ')}: no WCAG 2.2 AA violation, no repeated region name`, async ({page}) => {
      for (const route of routes) {
        await open(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect.soft(await violations(page), `${route}, light mode`).toEqual([]);
        expect.soft(await repeatedRegionNames(page), `${route}, region names`).toEqual([]);
        const present: string[] = [];
        for (const selector of DIAGRAMS_AND_TABLES) {
          if ((await page.locator(selector).count()) > 0) present.push(selector);
        }
        // The pages with a diagram or a table come from their Markdown; what
        // the page shows must agree with it.
        expect
          .soft(present.length > 0, `${route} shows a diagram or a table: its Markdown has one`)
          .toBe(DARK_ROUTES.includes(route));
        if (present.length === 0) continue;
        // Dark mode gives diagrams and tables colours of their own. CSS picks
        // them from the mode (a diagram's dark style, a table's stripes), so the
        // reader's switch on this page shows what a page opened in dark mode
        // shows. The next page opens in light mode again, as a first visit
        // does: the site forgets the choice (switching back cost a quarter
        // of a second a page, waiting for the colours to fade).
        await switchColourMode(page, 'dark');
        expect.soft(await violations(page, present), `${route}, dark mode`).toEqual([]);
        await page.evaluate(() => localStorage.clear());
      }
    });
  }
});
