import {test, expect, open} from './fixtures';

test('the announcement bar can be closed, stays closed, and returns when its id changes', async ({page}) => {
  await open(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'These pages describe Strapi 5'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'Help us fix it'})).toHaveAttribute('href', '/guides/contributing');

  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

  // The theme compares the stored id with the configured one: an announcement
  // with a new id (simulated by changing the stored one) shows again.
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('announcement')));
  const idKey = keys.find((key) => /announcement\.id/.test(key));
  expect(idKey, `stored keys: ${keys.join(', ')}`).toBeDefined();
  expect(await page.evaluate((key) => localStorage.getItem(key), idKey!)).toBe('strapi-5-internals');
  await page.evaluate((key) => localStorage.setItem(key, 'an-earlier-announcement'), idKey!);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
