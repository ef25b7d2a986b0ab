/**
 * How much each page type gives the browser to lay out and React to hydrate
 * (issue #29): deterministic stand-ins for the main-thread time a phone
 * spends making a page live, which `npm run bench:lighthouse -- --compare`
 * measures. Counted at a phone's width (Lighthouse's mobile viewport) once
 * the page is live and idle (tests/support/hydration-units.ts):
 *
 * - elements: the DOM's size, which the browser styles and lays out;
 * - managed: the elements React hydrated (code lines, diagrams and the
 *   last-updated date kept from the server's HTML do not count).
 *
 * And the scripts every page starts with (plugins/start-scripts): they, and
 * no other, carry V8's compile hint, and the one that starts the page is small.
 */
import {test, expect, open, waitForIdle} from './fixtures';
import {countHydrationUnits} from '../support/hydration-units';
import {recordReactCommits, type ReactCommit} from '../support/react-commits';
import {PAGE_TYPES} from '../../scripts/lib/page-weight';
import {COMPILE_HINT, MAIN_MODULES} from '../../plugins/start-scripts/src';

type Budget = {elements: number; managed: number};

// Just above what each measures, so that growth is a decision: the source links
// (an <a> per linked name, a "Defined in" line per API member) and the pages'
// new sections are counted in. Code lines write plain text without a span and
// adjacent tokens of one class as one (plugins/code-blocks): the API page went
// from 4,827 elements to 4,222, the doc page with diagrams from 3,695 to 3,244.
// A diagram is one SVG for both colour modes, not a light and a dark copy
// (plugins/mermaid-svg): 4,116 → 3,874, 3,233 → 2,723, the guide 1,295 → 1,116. A lone
// punctuation or operator token, which the themes colour as the text around it, is that text
// (plugins/code-blocks): 3,874 → 3,172, 2,726 → 2,273, 1,116 → 1,103.
const BUDGETS: Record<string, Budget> = {
  home: {elements: 230, managed: 185},
  'API page': {elements: 3250, managed: 2300},
  'doc page with diagrams': {elements: 2350, managed: 1320},
  guide: {elements: 1150, managed: 790},
  'tag page': {elements: 220, managed: 170},
  'search page': {elements: 400, managed: 360},
};

test.use({viewport: {width: 412, height: 823}});
test.describe.configure({timeout: 60_000});

for (const [type, budget] of Object.entries(BUDGETS)) {
  const path = PAGE_TYPES[type];
  test(`${type} (${path}) stays within its DOM and hydration budgets`, async ({page}) => {
    await open(page, path);
    await waitForIdle(page);
    const units = await page.evaluate(countHydrationUnits);
    test.info().annotations.push({type: 'hydration', description: JSON.stringify(units)});
    expect(units.managed, 'React manages some of the page').toBeGreaterThan(50);
    expect(units.elements, 'elements on the page').toBeLessThanOrEqual(budget.elements);
    expect(units.managed, 'elements React hydrated').toBeLessThanOrEqual(budget.managed);
  });
}

test('the last-updated date is hydrated as the server wrote it, and rendered after a navigation', async ({page}) => {
  await open(page, PAGE_TYPES['API page']);
  const date = page.locator('.theme-last-updated time');
  await expect(date).toHaveText(/\w+ \d{1,2}, \d{4}/);
  const managed = () => date.evaluate((time) => Object.keys(time).some((key) => key.startsWith('__reactFiber$')));
  expect(await managed(), 'React did not render the server’s date again').toBe(false);

  // A page reached by a link is rendered in the browser, date included.
  const heading = await page.locator('h1').textContent();
  await page.locator('nav.pagination-nav a').first().click();
  await expect(page.locator('h1')).not.toHaveText(heading!);
  await expect(date).toHaveText(/\w+ \d{1,2}, \d{4}/);
  expect(await managed(), 'rendered by React in the browser').toBe(true);
});

// The updates that follow hydration are not split by React: each is one task
// on a phone. Counted per update: components rendered again plus components
// mounted. Two causes made the first one large on the API page:
// - code blocks read useIsBrowser() and rendered again, five components each,
//   when Docusaurus turned it to true (plugins/code-blocks/src/first-page.ts);
// - `BrowserOnly` mounted the buttons of all 80 code blocks in that update
//   (plugins/code-blocks/src/near-or-idle.ts mounts them near the viewport
//   or a few at a time when idle).
// 659 before both, 259 after; the updates that follow it (80 components, then
// four blocks' buttons per idle moment, 24) could join it if the browser
// renders a frame first: at most about 360.
const LARGEST_UPDATE_AFTER_HYDRATION = 400;
// The update that makes the page live mounted 478 components (buttons and the
// phone menu), then 78 (the menu), now 2.
const MOUNTED_WHEN_LIVE = 20;

test('once the API page is live, no update renders or mounts many components at once', async ({page}) => {
  await page.addInitScript(recordReactCommits);
  // A code block wider than the page renders again to show its word-wrap
  // button, once measured; whether it is measured in the same update depends
  // on timing. Here no block is wider than the page, so the count does not.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const style = document.createElement('style');
      style.textContent = 'pre code { white-space: pre-wrap !important; overflow-wrap: anywhere !important; }';
      document.head.append(style);
    }),
  );
  await open(page, PAGE_TYPES['API page']);
  // Every block's copy button is there once the page has settled.
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(
    await page.locator('.theme-code-block').count(),
  );
  await waitForIdle(page);
  const commits = await page.evaluate(() => (window as unknown as {__reactCommits: ReactCommit[]}).__reactCommits);
  test.info().annotations.push({type: 'commits', description: JSON.stringify(commits)});
  const [hydration, ...after] = commits;
  expect(hydration.mounted, 'components hydrated').toBeGreaterThan(1000);
  expect(after.length, 'updates after hydration').toBeGreaterThan(0);
  // Mounting waits for the reader or an idle moment: the code blocks' buttons,
  // the phone menu's contents (src/theme/Navbar/MobileSidebar).
  expect(after[0].mounted, 'components mounted by the update that makes the page live').toBeLessThanOrEqual(
    MOUNTED_WHEN_LIVE,
  );
  const sizes = after.map((commit) => commit.rendered + commit.mounted);
  expect(
    Math.max(...sizes),
    `components rendered or mounted per update after hydration: ${sizes.join(', ')}`,
  ).toBeLessThanOrEqual(LARGEST_UPDATE_AFTER_HYDRATION);
});

// A page's first comparison of strings by locale (`localeCompare`,
// `Intl.Collator`) loads the browser's collation data, about 100 ms of a
// phone's time: the largest single cost of the update that made a doc page
// live below 996 px, where the theme's doc sidebar handed itself to the phone
// menu (src/theme/DocSidebar/Mobile says why, and why no longer). What comes
// at idle moments (the menu's contents, code-block buttons) is left out: none
// comes here.
test('the API page becomes live on a phone without comparing strings by locale', async ({page}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    const calls: string[] = [];
    (window as unknown as {__localeCalls: string[]}).__localeCalls = calls;
    const record = () => calls.push(new Error().stack ?? '');
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
      record();
      return localeCompare.apply(this, args);
    };
    Intl.Collator = new Proxy(Intl.Collator, {
      construct: (target, args) => (record(), Reflect.construct(target, args)),
      apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
    });
  });
  await page.addInitScript(recordReactCommits);
  await open(page, PAGE_TYPES['API page']);
  // Hydration, then the update that makes the page live (waitForIdle would
  // wait for the idle moment that never comes).
  await page.waitForFunction(() => (window as unknown as {__reactCommits: ReactCommit[]}).__reactCommits.length >= 2);
  await page.waitForLoadState('networkidle');
  const calls = await page.evaluate(() => (window as unknown as {__localeCalls: string[]}).__localeCalls);
  expect(calls.length, `the first call came from:\n${calls[0] ?? ''}`).toBe(0);
});

// Chromium compiles a script whose first line is the hint while it streams in,
// off the main thread; without it, each function is compiled on the main thread
// when first called, inside the long task that starts the page. A lazy chunk
// (the page's content, a component few pages use) keeps lazy compiling: it may
// hold code the page never calls.
//
// Rspack's runtime starts the page from the top level of the last of these
// scripts, `main`. A stack trace taken during the start (a profiler's, a
// trace's, a network request's initiator) makes V8 parse again each script
// whose top level is on the stack, so that script holds only the start: the
// modules are in `main-modules`, loaded before it.
test('the scripts a page starts with carry the compile hint, the chunks it loads later do not, and the start is small', async ({
  page,
  request,
}) => {
  const path = PAGE_TYPES['API page'];
  const html = await (await request.get(path)).text();
  const starting = [...html.matchAll(/<script src="([^"]+)" defer(?:="defer")?>/g)].map((match) => match[1]);
  expect(starting.map((src) => src.replace(/\.[0-9a-f]{8}\.js$/, '.js'))).toEqual([
    `/assets/js/${MAIN_MODULES}.js`,
    '/assets/js/runtime~main.js',
    '/assets/js/main.js',
  ]);
  const start = await (await request.get(starting[2])).text();
  expect(start.length, `${starting[2]} holds the start only, not the modules`).toBeLessThan(1024);
  await open(page, path);
  await waitForIdle(page);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  const later = loaded.filter((src) => !starting.includes(src));
  expect(later.length, 'chunks the page loaded after its first scripts').toBeGreaterThan(2);
  for (const src of [...starting, ...later]) {
    const firstLine = (await (await request.get(src)).text()).split('\n', 1)[0];
    expect(firstLine === COMPILE_HINT, `${src} begins with the compile hint`).toBe(starting.includes(src));
  }
});
