import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';

const theme = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('nav.navbar button[class*="toggleButton"]').first();

test.describe('with no stored choice', () => {
  test('the site is light when the system states no preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await open(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the site is light on a light system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/docs/intro');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the site stays light on a dark system (the system preference is not followed)', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/docs/intro');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });
});

test('the switch toggles light and dark, and the choice survives a reload', async ({page}) => {
  await open(page, '/docs/intro');
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  // The stored choice stays whatever the system says.
  await page.emulateMedia({colorScheme: 'light'});
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
});

test('a choice made in one tab reaches the other tabs', async ({page, context}) => {
  await open(page, '/docs/intro');
  const other = await context.newPage();
  await open(other, '/');
  await expect(theme(other)).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(theme(other)).toHaveAttribute('data-theme', 'dark');
  await toggle(other).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
});
