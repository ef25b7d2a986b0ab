/**
 * axe (WCAG 2.2 AA rules), run the one way every spec runs it.
 *
 * - In the page itself, with `axe.run` (AxeBuilder's legacy mode), not with
 *   `axe.runPartial` in each frame and then `axe.finishRun` in a second, blank
 *   page: on a long page most of the time went into carrying the partial
 *   results over to that page. Legacy mode does not look inside frames, so
 *   a page checked here must hold none; that is checked first.
 * - Only violations are read, so only violations carry their nodes
 *   (`resultTypes`); passes and incomplete results come back as counts.
 *
 * `tests/e2e/axe.spec.ts` shows that violations are still found this way.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations as `rule (impact): first three targets`, in `include` (selectors) or the whole page. */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  expect(await page.locator('iframe').count(), 'frames on the page (axe would not look inside them)').toBe(0);
  // options() replaces what withTags() set, so it comes first.
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_22_AA)
    .setLegacyMode();
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
