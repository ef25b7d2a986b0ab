/**
 * The shared fixtures (tests/e2e/fixtures.ts) hold: a test whose page logs a
 * console error or throws fails, unless it declared that error. These tests
 * are marked as failing (test.fail): Playwright reports them broken if they
 * pass. The list reporter draws a ✘ beside an expected failure too, so their
 * titles say that the failure is the expected outcome.
 */
import {test, open} from './fixtures';

test('a console error of the page fails the test (expected to fail; counted as passed)', async ({page}) => {
  test.fail();
  await open(page, '/docs/intro');
  await page.evaluate(() => console.error('planted error'));
});

test('an uncaught error of the page fails the test (expected to fail; counted as passed)', async ({page}) => {
  test.fail();
  await open(page, '/docs/intro');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('planted throw');
    }),
  );
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 50)));
});

test.describe('an error the test declares', () => {
  test.use({allowedConsoleErrors: [/planted error/]});
  test('does not fail it', async ({page}) => {
    await open(page, '/docs/intro');
    await page.evaluate(() => console.error('planted error'));
  });
});
