/**
 * Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by
 * puppeteer-core, which downloads nothing: it is given the system's browser.
 * FIREFOX_PATH names another one.
 *
 * Each page opens in a new tab, and the tab before it closes once the new
 * page has loaded: a page left by navigating cancels what it still loads (the
 * chunks its links prefetch, the search engine and index the search box
 * warms up once the service worker controls the page), and Firefox reports
 * every such cancelled request in the page being left as an error: "Failed
 * to load ‘…’. A ServiceWorker intercepted the request and encountered an
 * unexpected error", and the warm-up's "ChunkLoadError". A reader never sees
 * them (the console of a page left is gone); with them, a check would fail
 * whenever it left a page a moment too early. Everything a page logs while
 * it is open is kept.
 */
import {existsSync} from 'node:fs';
import puppeteer, {type Page} from 'puppeteer-core';
import type {Engine} from './engine';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.FIREFOX_PATH || CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path) throw new Error('Firefox is not installed: run scripts/ensure-tools.sh firefox (or set FIREFOX_PATH)');
  return path;
}

export async function launchFirefox(baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: findFirefox(),
    headless: true,
  });
  const errors: string[] = [];
  let viewport = {width: 1280, height: 800};

  const newTab = async (): Promise<Page> => {
    const tab = await browser.newPage();
    await tab.setViewport(viewport);
    tab.on('console', (message) => {
      if (message.type() !== 'error') return;
      const {url} = message.location();
      errors.push(url ? `${message.text()} (${url})` : message.text());
    });
    tab.on('pageerror', (error) => errors.push(`uncaught ${error instanceof Error ? error.message : String(error)}`));
    return tab;
  };
  let page = await newTab();
  /** Loads the URL in a new tab, then closes the current one. */
  const open = async (url: string) => {
    const next = await newTab();
    await next.goto(url, {waitUntil: 'load'});
    const previous = page;
    page = next;
    previous.removeAllListeners();
    await previous.close();
  };

  return {
    name: 'firefox',
    version: await browser.version(),
    goto: (path) => open(new URL(path, baseUrl).href),
    // The same page loaded again, in a tab of its own (see above).
    reload: () => open(page.url()),
    // The Engine type checks the function against its arguments; puppeteer's own types differ.
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[] as never[])) as never,
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async setViewport(width, height) {
      viewport = {width, height};
      await page.setViewport(viewport);
    },
    async screenshot(file) {
      await page.screenshot({path: file as `${string}.png`});
    },
    async takeErrors() {
      return errors.splice(0);
    },
    close: () => browser.close(),
  };
}
