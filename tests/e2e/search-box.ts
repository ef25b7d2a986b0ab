/**
 * The navbar's search box, as the specs drive it.
 *
 * The panel keeps the last query's results on screen while the next one is
 * searched, so a test that reads results right after typing may read the
 * last query's. `searchFor` waits until the panel answers the query typed:
 * its `data-query` is that query and its `data-status` is idle.
 */
import {expect, type Page} from '@playwright/test';

export const searchInput = (page: Page) => page.locator('nav.navbar .search-box input[role=combobox]');

/** Types a query into the navbar's box and waits for the panel's answer to it. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  const panel = page.locator('nav.navbar .search-panel');
  await expect(panel).toHaveAttribute('data-query', query);
  await expect(panel).toHaveAttribute('data-status', 'idle');
}
