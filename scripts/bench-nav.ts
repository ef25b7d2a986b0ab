/**
 * npm run bench:nav — how long a click on a sidebar link takes to paint the
 * next page, measured inside the page: from a capture-phase click listener's
 * performance.now() to the new page's h1 being in the DOM plus one frame.
 *
 * Ten different sidebar targets of a doc page, each from a fresh load of
 * that page, in two ways:
 *  - hover first: the pointer rests on the link until the chunks Docusaurus
 *    preloads on hover have arrived, then clicks (a mouse user);
 *  - no prefetch: Docusaurus told the connection saves data, which turns off
 *    both its viewport prefetch and its hover preload, so the click fetches
 *    the target's chunks itself.
 *
 *   npm run bench:nav -- [--runs 10] [--start /docs/some/page]
 *
 * Serves build/ (or BUILD_DIR) with nginx; build first.
 */
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import {CHROME_FLAGS, chromePath} from './lib/chrome';
import {PAGE_TYPES} from './lib/page-weight';
import {median, onInterrupt, percentile, ROOT, serveBuild} from './lib/server';

type Variant = {name: string; hover: boolean; saveData: boolean};
type Sample = {target: string; ms: number; onHover: number; onClick: number};

declare global {
  interface Window {
    /** Set by the click listener: resolves with the click-to-paint time of the navigation it started. */
    __navTiming?: Promise<number>;
  }
}

/**
 * Runs in the page before its own scripts. The capture listener on window
 * runs before React's, at the start of the click's dispatch.
 */
function installProbe() {
  window.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link) return;
      const clickedAt = performance.now();
      const targetPath = new URL(link.href).pathname;
      const oldHeading = document.querySelector('main h1');
      const oldText = oldHeading?.textContent;
      window.__navTiming = new Promise<number>((done) => {
        const arrived = () => {
          const heading = document.querySelector('main h1');
          return (
            location.pathname === targetPath &&
            heading !== null &&
            (heading !== oldHeading || heading.textContent !== oldText)
          );
        };
        // One frame after the heading is there: the message after the
        // animation frame is handled once that frame has been produced.
        const afterPaint = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done(performance.now() - clickedAt);
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (!arrived()) return;
          observer.disconnect();
          afterPaint();
        });
        observer.observe(document, {childList: true, subtree: true, characterData: true});
      });
    },
    {capture: true},
  );
}

/** Docusaurus prefetches nothing when the connection asks to save data. */
function claimSaveData() {
  const connection = (navigator as Navigator & {connection?: object}).connection;
  if (connection) Object.defineProperty(connection, 'saveData', {get: () => true});
}

/** Requests in flight, to wait for the hover's preloads to finish. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    if (delta > 0) started++;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    started: () => started,
    /** Until nothing has been in flight for `quietMs`. */
    async settled(quietMs = 150, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`requests still in flight after ${timeoutMs} ms`);
    },
  };
}

async function openStart(page: Page, url: string, requests: ReturnType<typeof trackRequests>) {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await requests.settled(300); // the viewport prefetches of the visible links
}

/** Leaf links of the start page's sidebar, the current page excluded. */
async function sidebarTargets(browser: Browser, url: string, count: number): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(url, {waitUntil: 'load'});
  const hrefs = await page.$$eval('.theme-doc-sidebar-menu a.menu__link[href]', (links) =>
    links
      .filter(
        (link) => !link.classList.contains('menu__link--active') && !link.classList.contains('menu__link--sublist'),
      )
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/')),
  );
  await page.close();
  const targets = [...new Set(hrefs)].slice(0, count);
  if (targets.length < count) throw new Error(`only ${targets.length} sidebar links on ${url}; try another --start`);
  return targets;
}

async function measure(browser: Browser, url: string, targets: string[], variant: Variant): Promise<Sample[]> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  // tsx compiles with esbuild's keepNames, which wraps named functions in
  // __name(); the page needs it too to run functions serialized from here.
  await context.addInitScript({content: 'globalThis.__name = globalThis.__name || ((fn) => fn);'});
  await context.addInitScript(installProbe);
  if (variant.saveData) await context.addInitScript(claimSaveData);
  const page = await context.newPage();
  const requests = trackRequests(page);
  const samples: Sample[] = [];
  try {
    for (const target of targets) {
      await openStart(page, url, requests);
      const link = page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${target}"]`).first();
      await link.scrollIntoViewIfNeeded();
      const before = requests.started();
      if (variant.hover) {
        await link.hover();
        await requests.settled();
      }
      const clicked = requests.started();
      await link.click();
      const ms = await page.evaluate(() => window.__navTiming ?? Promise.reject(new Error('the click was not seen')));
      samples.push({target, ms, onHover: clicked - before, onClick: requests.started() - clicked});
    }
  } finally {
    await context.close();
  }
  return samples;
}

function report(variant: Variant, samples: Sample[]) {
  console.log(`\n${variant.name}`);
  for (const {target, ms, onHover, onClick} of samples) {
    console.log(
      `  ${ms.toFixed(1).padStart(7)} ms  ${target.padEnd(52)} requests: ${onHover} on hover, ${onClick} after the click`,
    );
  }
  const times = samples.map((sample) => sample.ms);
  console.log(
    `  median ${median(times).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
}

async function main() {
  const {values} = parseArgs({
    options: {runs: {type: 'string', default: '10'}, start: {type: 'string', default: PAGE_TYPES['doc page']}},
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a positive integer, not ${values.runs}`);
  const server = await serveBuild(process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(ROOT, 'build'));
  // Playwright's own SIGINT handling off: ours closes the browser and stops nginx.
  const browser = await chromium.launch({executablePath: chromePath(), args: CHROME_FLAGS, handleSIGINT: false});
  onInterrupt(async () => {
    await browser.close();
    await server.stop();
  });
  try {
    const url = `${server.url}${values.start}`;
    const targets = await sidebarTargets(browser, url, runs);
    console.log(
      `Click on a sidebar link of ${values.start} to the next page's h1 painted (in-page performance.now()), ${runs} targets`,
    );
    const variants: Variant[] = [
      {name: 'Hover first, click once the preloads are done', hover: true, saveData: false},
      {name: 'No prefetch (Save-Data: no viewport prefetch, no hover preload)', hover: false, saveData: true},
    ];
    for (const variant of variants) report(variant, await measure(browser, url, targets, variant));
  } finally {
    await browser.close();
    await server.stop();
  }
}

// exitCode, not exit(): an interrupted run's cleanup may still be under way.
main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
