/**
 * Prefetching waits its turn (plugins/prefetch): the files of the pages the
 * links in view point to, and Prism for the next page's code, are fetched
 * once the page has loaded, each file once, never one the page already has;
 * on the results page, only once the first results are shown.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

type Event = {kind: 'load' | 'prefetch' | 'result'; href?: string};

/** Records, in order, the load event, each prefetch hint added and the first results shown. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Event[] = [];
    Object.assign(window, {prefetchEvents: events});
    window.addEventListener('load', () => events.push({kind: 'load'}));
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
            events.push({kind: 'prefetch', href: node.href});
        }
      }
      if (!events.some((event) => event.kind === 'result') && document.querySelector('main ol li h2 a'))
        events.push({kind: 'result'});
    }).observe(document, {childList: true, subtree: true});
  });
}

const events = (page: Page) => page.evaluate(() => (window as unknown as {prefetchEvents: Event[]}).prefetchEvents);

/** The prefetch hints, once they have stopped coming. */
async function settledPrefetches(page: Page): Promise<string[]> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = (await events(page)).filter((event) => event.kind === 'prefetch').length;
        const stable = count > 0 && count === previous;
        previous = count;
        return stable;
      },
      {intervals: [500]},
    )
    .toBe(true);
  return (await events(page)).filter((event) => event.kind === 'prefetch').map((event) => event.href!);
}

test('a long page prefetches after its load event, each file once, none it has already', async ({page}) => {
  await recordEvents(page);
  await open(page, '/api/Strapi');
  const hrefs = await settledPrefetches(page);
  const order = await events(page);
  expect(
    order.findIndex((event) => event.kind === 'load'),
    'the load event comes first',
  ).toBe(0);
  expect(new Set(hrefs).size, 'each file once').toBe(hrefs.length);
  // Each file fetched once in all: never one the page loaded itself.
  const fetches = await page.evaluate((list) => list.map((href) => performance.getEntriesByName(href).length), hrefs);
  expect(fetches).toEqual(hrefs.map(() => 1));
  // What is prefetched: the navbar's pages, and Prism for the next page's code.
  const prism = await page.evaluate(
    (list) =>
      Promise.all(list.map((href) => fetch(href).then((response) => response.text()))).then(
        (texts) => texts.filter((text) => text.includes('BASH_ALIASES')).length,
      ),
    hrefs,
  );
  expect(prism, 'the Prism chunk').toBe(1);
});

test('the results page prefetches only once its first results are shown', async ({page}) => {
  await recordEvents(page);
  await open(page, '/search?q=strapi');
  await expect(page.locator('main ol li h2 a').first()).toBeVisible();
  await settledPrefetches(page);
  const kinds = (await events(page)).map((event) => event.kind).filter((kind) => kind !== 'load');
  expect(kinds[0]).toBe('result');
});

test('a link in view is still prefetched: following it needs no new request for its page', async ({page}) => {
  await recordEvents(page);
  await open(page, '/api/Strapi');
  await settledPrefetches(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) requested.push(request.url());
  });
  // The navbar's Docs link was in view from the start; no hover before the click.
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).dispatchEvent('click');
  await expect(page).toHaveURL('/docs/intro');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const prefetched = new Set((await events(page)).flatMap((event) => (event.href ? [event.href] : [])));
  expect(requested.filter((url) => !prefetched.has(url))).toEqual([]);
});

test('leaving the results page before its results come lets the next page prefetch', async ({page}) => {
  // The index, and so the results, come only once the reader has left and
  // the next page has prefetched.
  let release = () => {};
  const left = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index-*.json', async (route) => {
    await left;
    await route.continue();
  });
  await recordEvents(page);
  await open(page, '/search?q=strapi');
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL('/docs/intro');
  expect((await settledPrefetches(page)).length).toBeGreaterThan(0);
  expect((await events(page)).some((event) => event.kind === 'result')).toBe(false);
  release();
});
