/**
 * The smoke checks, the same in every engine: each page type hydrates with
 * no console error, every code block of a long page gets its copy button,
 * the navbar's search box finds pages, the colour mode
 * survives a reload and colours the diagrams, the mobile menu opens and goes back to the main menu,
 * the navbar hides on scroll down. Each check polls for what a reader would
 * see; every test also fails on any console error its pages logged.
 *
 * ENGINES_SCREENSHOTS=DIR also saves two pages at desktop and narrow width,
 * in light and dark mode, into DIR/<engine>/.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {areas} from '../../config/areas';
import type {Engine} from './engine';
import {serveBuild, type Site} from './sites';

const DESKTOP = {width: 1280, height: 800};
/** Below the site's 996 px breakpoint, and a window MiniBrowser can make (447 px and up). */
const NARROW = {width: 600, height: 800};

/** Each page type, and something its reader sees once it has loaded. */
const PAGES = [
  ['the home page', '/', 'main h1'],
  ['a long doc page', '/docs/core/data-transfer/engine', 'article h1'],
  ['an API page', '/api/Strapi', 'article h1'],
  ['a tag page', '/tags/data-transfer', 'main h1'],
  ['the search page', '/search?q=transfer', 'main a[href*="transfer"]'],
  ['a missing page', '/this-page-does-not-exist', 'nav[aria-label="Ways on"] a[href="/docs/intro"]'],
] as const;

/** Generous: a busy 2-core machine runs the browser, nginx and the suite. */
const POLL = {timeout: 20_000, interval: 100};

/** The element's box when it is rendered and on screen, else null. */
function shownBox(selector: string): {top: number; bottom: number; left: number; right: number} | null {
  const element = document.querySelector(selector);
  if (!element || !element.checkVisibility({visibilityProperty: true, opacityProperty: true})) return null;
  const {top, bottom, left, right, width, height} = element.getBoundingClientRect();
  if (width === 0 || height === 0 || bottom <= 0 || right <= 0 || left >= innerWidth || top >= innerHeight) return null;
  return {top, bottom, left, right};
}

/** The checks in one engine, launched against the site that `serveBuild` serves with these options. */
export function smokeSuite(launch: (siteUrl: string) => Promise<Engine>, site: {recorded: boolean}): void {
  let served: Site | undefined;
  let engine: Engine;
  const shown = async (selector: string) => (await engine.evaluate(shownBox, selector)) !== null;
  const hydrated = () =>
    expect
      .poll(() => engine.evaluate(() => document.documentElement.dataset.hasHydrated), {
        ...POLL,
        message: 'the page hydrates',
      })
      .toBe('true');
  const theme = () => engine.evaluate(() => document.documentElement.dataset.theme);

  beforeAll(async () => {
    served = await serveBuild(site);
    engine = await launch(served.url);
    console.log(`${engine.name}: ${engine.version}`);
    await engine.setViewport(DESKTOP.width, DESKTOP.height);
  });
  afterAll(async () => {
    try {
      await engine?.close();
    } finally {
      await served?.stop();
    }
  });
  afterEach(async () => {
    expect(await engine.takeErrors(), `console errors in ${engine.name}`).toEqual([]);
  });

  describe.each(PAGES)('%s (%s)', (_label, path, content) => {
    it('hydrates with no console error, and shows its content', async () => {
      await engine.goto(path);
      await hydrated();
      await expect.poll(() => shown(content), {...POLL, message: `${content} is shown`}).toBe(true);
    });
  });

  it('every code block of a long page gets its copy button', async () => {
    // Mounted near the viewport or a few blocks per idle moment
    // (plugins/code-blocks/src/near-or-idle.ts; a timer where the engine has
    // no requestIdleCallback).
    await engine.goto('/api/Strapi');
    await hydrated();
    const counts = () =>
      engine.evaluate(() => [
        document.querySelectorAll('.theme-code-block').length,
        document.querySelectorAll('.theme-code-block button[aria-label="Copy code to clipboard"]').length,
      ]);
    const [blocks] = await counts();
    expect(blocks, 'code blocks on the page').toBeGreaterThan(50);
    await expect.poll(counts, {...POLL, message: 'a copy button in every code block'}).toEqual([blocks, blocks]);
  });

  it('the navbar search box lists pages for a query, as links', async () => {
    await engine.goto('/docs/intro');
    await hydrated();
    const input = 'nav.navbar .search-box input[role=combobox]';
    await engine.click(input);
    await engine.type(input, 'transfer');
    await expect
      .poll(
        () =>
          engine.evaluate(() =>
            Array.from(document.querySelectorAll('.search-panel [role=option] a[href]')).map(
              (a) => a.textContent ?? '',
            ),
          ),
        {...POLL, message: 'the results list shows links'},
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/transfer/i)]));
    expect(await shown('.search-panel')).toBe(true);
  });

  it('the colour mode chosen persists across a reload', async () => {
    await engine.goto('/docs/intro');
    await hydrated();
    expect(await theme()).toBe('light');
    await engine.click('nav.navbar button[class*=toggleButton]');
    await expect.poll(theme, POLL).toBe('dark');
    await engine.reload();
    await hydrated();
    expect(await theme()).toBe('dark');
    await engine.click('nav.navbar button[class*=toggleButton]');
    await expect.poll(theme, POLL).toBe('light');
    await engine.reload();
    await hydrated();
    expect(await theme()).toBe('light');
  });

  it('a diagram takes the colours of the colour mode', async () => {
    // One SVG per diagram, coloured by its own <style> for the mode (plugins/mermaid-svg).
    const fill = () =>
      engine.evaluate(() => {
        const shape = document.querySelector('.mermaid-static .node rect');
        return shape ? getComputedStyle(shape).fill : null;
      });
    await engine.goto('/docs/core/data-transfer/engine');
    await hydrated();
    expect(await theme()).toBe('light');
    await expect.poll(fill, POLL).toBe('rgb(238, 238, 238)');
    await engine.click('nav.navbar button[class*=toggleButton]');
    await expect.poll(theme, POLL).toBe('dark');
    await expect.poll(fill, POLL).toBe('rgb(31, 32, 32)');
    await engine.click('nav.navbar button[class*=toggleButton]');
    await expect.poll(theme, POLL).toBe('light');
    await expect.poll(fill, POLL).toBe('rgb(238, 238, 238)');
  });

  it('below 996 px the menu opens on the doc sidebar, takes the focus, and its back button leads to the main menu', async () => {
    await engine.setViewport(NARROW.width, NARROW.height);
    try {
      await engine.goto('/docs/intro');
      await hydrated();
      expect(await shown('nav.navbar .search-box')).toBe(false);
      await engine.click('button[aria-label="Toggle navigation bar"]');
      await expect.poll(() => shown('.navbar-sidebar'), POLL).toBe(true);
      await expect
        .poll(() => engine.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar')), {
          ...POLL,
          message: 'the focus moves into the menu',
        })
        .toBe(true);
      await expect
        .poll(() => shown('.navbar-sidebar .theme-doc-sidebar-menu .menu__link--active[href="/docs/intro"]'), POLL)
        .toBe(true);
      const back = '.navbar-sidebar button.navbar-sidebar__back';
      expect(await engine.evaluate((selector) => document.querySelector(selector)?.textContent, back)).toMatch(
        /Back to main menu/,
      );
      await engine.click(back);
      for (const {label, route} of areas) {
        await expect
          .poll(
            () =>
              engine.evaluate(
                (href, text) =>
                  Array.from(document.querySelectorAll<HTMLAnchorElement>('.navbar-sidebar .menu__link')).some(
                    (link) =>
                      link.getAttribute('href') === href &&
                      link.textContent === text &&
                      link.getClientRects().length > 0,
                  ),
                route,
                label,
              ),
            {...POLL, message: `the main menu shows "${label}"`},
          )
          .toBe(true);
      }
    } finally {
      await engine.setViewport(DESKTOP.width, DESKTOP.height);
    }
  });

  it('the navbar hides on scroll down and comes back on scroll up', async () => {
    await engine.goto('/api/Strapi');
    await hydrated();
    const navbarShown = () => shown('nav.navbar');
    // Scrolls, and returns once the page's scroll event has been dispatched:
    // Docusaurus compares each scroll event's position with the previous
    // event's, and two scrolls whose events a busy browser merges into one
    // look like one scroll from the top (Firefox in CI, 2026-11).
    const scrollTo = (top: number) =>
      engine.evaluate(
        (y) =>
          new Promise<void>((resolve) => {
            if (window.scrollY === y) return resolve();
            window.addEventListener('scroll', () => resolve(), {once: true, passive: true});
            window.scrollTo({top: y, behavior: 'instant'});
          }),
        top,
      );
    // Docusaurus hides it when a scroll goes further down than the last one
    // did, away from the top: like a reader, scroll a little first.
    await scrollTo(30);
    await expect.poll(navbarShown, POLL).toBe(true);
    await scrollTo(800);
    await expect.poll(navbarShown, {...POLL, message: 'the navbar hides'}).toBe(false);
    await scrollTo(600);
    await expect.poll(navbarShown, {...POLL, message: 'the navbar comes back'}).toBe(true);
  });

  const screenshots = process.env.ENGINES_SCREENSHOTS;
  it.runIf(screenshots)('screenshots: two pages, desktop and narrow, light and dark', async () => {
    const folder = join(screenshots!, engine.name);
    mkdirSync(folder, {recursive: true});
    const settle = () =>
      // The switch fades colours over 200 ms: let them settle.
      engine.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
    for (const mode of ['light', 'dark']) {
      for (const [name, path] of [
        ['home', '/'],
        ['doc', '/docs/core/data-transfer/engine'],
      ]) {
        await engine.setViewport(DESKTOP.width, DESKTOP.height);
        await engine.goto(path);
        await hydrated();
        // The switch is in the navbar at desktop width only; the choice is kept for the narrow shot.
        if ((await theme()) !== mode) {
          await engine.click('nav.navbar button[class*=toggleButton]');
          await expect.poll(theme, POLL).toBe(mode);
        }
        await settle();
        await engine.screenshot(join(folder, `${name}-desktop-${mode}.png`));
        await engine.setViewport(NARROW.width, NARROW.height);
        await engine.goto(path);
        await hydrated();
        expect(await theme()).toBe(mode);
        await settle();
        await engine.screenshot(join(folder, `${name}-narrow-${mode}.png`));
      }
    }
    await engine.setViewport(DESKTOP.width, DESKTOP.height);
  });
}
