import {test, expect, open} from './fixtures';
import {areas} from '../../config/areas';

test('/docs/intro.html shows the intro page at its clean path', async ({page}) => {
  const response = await page.goto('/docs/intro.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/intro');
  await expect(page.locator('article h1')).toBeVisible();
});

test('a trailing slash is normalised away', async ({request}) => {
  const response = await request.get('/docs/intro/', {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/docs\/intro$/);
});

test.describe('an unknown path', () => {
  test.use({allowedConsoleErrors: [/status of 404/]});

  test('answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('nav.navbar')).toBeVisible();
    // Ways on: the four areas and a search box.
    const waysOn = page.getByRole('navigation', {name: 'Ways on'});
    for (const {label, route} of areas) {
      await expect(waysOn.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', route);
    }
    await expect(waysOn.locator('input[role=combobox]')).toBeVisible();
  });

  test('reached inside the app shows the not-found page too', async ({page}) => {
    await open(page, '/docs/intro');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test('HTML is revalidated, hashed assets are immutable, text is gzipped', async ({request, page}) => {
  const html = await request.get('/docs/intro', {headers: {'Accept-Encoding': 'gzip'}});
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['content-type']).toMatch(/^text\/html; charset=utf-8/);

  await open(page, '/docs/intro');
  const script = await page.locator('script[src^="/assets/js/main-modules."]').getAttribute('src');
  const asset = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

test("browsers that accept brotli get the build's brotli copies, which decode to the files; others get gzip", async ({
  page,
  request,
}) => {
  // What the browser itself is sent.
  const response = await page.goto('/docs/intro');
  expect(await response!.headerValue('content-encoding')).toBe('br');
  const script = await page.locator('script[src^="/assets/js/main-modules."]').getAttribute('src');
  for (const path of ['/docs/intro', script!, '/search-index-docs-default-current.json', '/llms.txt']) {
    const plain = await request.get(path, {headers: {'Accept-Encoding': 'identity'}});
    const brotli = await request.get(path, {headers: {'Accept-Encoding': 'gzip, deflate, br, zstd'}});
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(brotli.headers().vary, path).toMatch(/Accept-Encoding/);
    // The request API decodes the body: the same bytes as the uncompressed file.
    expect((await brotli.body()).equals(await plain.body()), path).toBe(true);
    const gzip = await request.get(path, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('the main pages load without console errors', async ({page}) => {
  // Six full page loads, each hydrated: slow on a loaded machine.
  test.setTimeout(60_000);
  for (const path of ['/', '/docs/intro', '/api/Strapi', '/guides/contributing', '/rfcs/intro', '/tags']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('only a file served whole or still fresh may be cached for long; an error never is', async ({request, page}) => {
  await open(page, '/docs/intro');
  const script = (await page.locator('script[src^="/assets/js/main-modules."]').getAttribute('src'))!;
  for (const [path, lasting] of [
    [script, 'public, max-age=31536000, immutable'],
    ['/img/favicon.svg', 'public, max-age=86400'],
    ['/favicon.ico', 'public, max-age=86400'],
  ]) {
    const whole = await request.get(path);
    expect(whole.status(), path).toBe(200);
    expect(whole.headers()['cache-control'], path).toBe(lasting);
    const fresh = await request.get(path, {headers: {'If-None-Match': whole.headers().etag}});
    expect(fresh.status(), path).toBe(304);
    expect(fresh.headers()['cache-control'], path).toBe(lasting);

    const failedPrecondition = await request.get(path, {headers: {'If-Match': '"x"'}});
    expect(failedPrecondition.status(), path).toBe(412);
    expect(failedPrecondition.headers()['cache-control'], path).toBe('no-cache');
    const post = await request.post(path);
    expect(post.status(), path).toBe(405);
    expect(post.headers()['cache-control'], path).toBe('no-cache');
  }
  const missing = await request.get('/assets/js/no-such-file.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
});
