/**
 * Renders Mermaid diagrams to SVG in headless Chromium, with the browser
 * build of the installed Mermaid and the config theme-mermaid uses on the
 * site, once per colour mode.
 */
import type {Browser, Page} from '@playwright/test';
import type {ColourMode, MermaidThemeConfig} from './cache';
import {mermaidConfig, svgId, THEMES} from './cache';

/** Mermaid's browser build (an IIFE that sets `globalThis.mermaid`). */
export const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

/**
 * The page diagrams are rendered in. Mermaid sizes each label box from the
 * text as the browser lays it out, with the font stack of its theme
 * ("trebuchet ms", verdana, arial, sans-serif). Readers get the first of
 * those they have; here the boxes are measured with DejaVu Sans for all of
 * them, the widest of the fonts a reader may end up with (Verdana-like), so
 * that no reader's text is wider than its box. It also makes the output the
 * same on every machine that has DejaVu Sans (Debian's Chromium depends on it).
 *
 * The body has no margin and the browser's default styles: the site resets
 * the few inherited properties that matter under .mermaid-static (custom.css).
 */
export const MEASURE_FONT = 'DejaVu Sans';
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
${['trebuchet ms', 'verdana', 'arial']
  .map((family) => `@font-face { font-family: "${family}"; src: local("${MEASURE_FONT}"); }`)
  .join('\n')}
body { margin: 0; font-family: "${MEASURE_FONT}"; }
</style></head><body></body></html>`;

type MermaidGlobal = {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{svg: string}>;
};

type RenderInput = {id: string; text: string; settings: Record<string, unknown>};

/**
 * Runs in the page: renders one diagram and gives the ids Mermaid did not
 * derive from `id` names of their own.
 *
 * Most ids in Mermaid's SVG start with the id it was given, but not all:
 * sequence diagrams number their actors (`actor0`…) and state diagrams their
 * roots with counters that run on from one render to the next. Those would
 * clash between the light and the dark copy and between diagrams on a page,
 * and would make an entry depend on what was rendered before it in the same
 * page. They become `<id>-i0`, `<id>-i1`… in document order, and the
 * references to them (`url(#…)`, `href="#…"`, ARIA id lists, the <style>)
 * follow.
 *
 * No named functions in here: tsx would wrap them in a helper the page lacks.
 */
async function renderInPage({id, text, settings}: RenderInput): Promise<string> {
  const mermaid = (globalThis as unknown as {mermaid: MermaidGlobal}).mermaid;
  mermaid.initialize(settings);
  let svg: string;
  try {
    ({svg} = await mermaid.render(id, text));
  } finally {
    // What Mermaid leaves in the page after a syntax error.
    document.querySelector(`#d${id}`)?.remove();
  }
  const box = document.createElement('div');
  box.innerHTML = svg;
  const renamed = new Map<string, string>();
  for (const element of Array.from(box.querySelectorAll('[id]'))) {
    const own = element.id === id || element.id.startsWith(`${id}-`) || element.id.startsWith(`${id}_`);
    if (own) continue;
    const scoped = renamed.get(element.id) ?? `${id}-i${renamed.size}`;
    renamed.set(element.id, scoped);
    element.id = scoped;
  }
  if (renamed.size === 0) return svg;
  const names = [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const refs = new RegExp(`#(${names.join('|')})(?![\\w-])`, 'g');
  const idLists = ['aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-controls', 'aria-flowto'];
  for (const element of Array.from(box.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      let value = attribute.value;
      if (idLists.includes(attribute.name)) {
        value = value
          .split(/\s+/)
          .map((token: string) => renamed.get(token) ?? token)
          .join(' ');
      } else if (value.includes('#')) {
        value = value.replace(refs, (_: string, name: string) => `#${renamed.get(name)}`);
      }
      if (value !== attribute.value) attribute.value = value;
    }
    if (element.localName === 'style' && element.textContent) {
      element.textContent = element.textContent.replace(refs, (_: string, name: string) => `#${renamed.get(name)}`);
    }
  }
  return box.innerHTML;
}

export type Renderer = {
  render(key: string, source: string, config: MermaidThemeConfig): Promise<Record<ColourMode, string>>;
  close(): Promise<void>;
};

/** A page with Mermaid loaded, to render diagrams one after the other. */
export async function createRenderer(browser: Browser): Promise<Renderer> {
  const page: Page = await browser.newPage();
  // Nothing may come from the network: the result would depend on it.
  await page.route('**/*', (route) => route.abort());
  await page.setContent(PAGE);
  await page.addScriptTag({path: MERMAID_SCRIPT});
  await page.evaluate(() => document.fonts.ready);
  return {
    async render(key, source, config) {
      const svgs = {} as Record<ColourMode, string>;
      for (const mode of THEMES) {
        svgs[mode] = await page.evaluate(renderInPage, {
          id: svgId(key, mode),
          text: source,
          settings: mermaidConfig(config, mode),
        });
      }
      return svgs;
    },
    close: () => page.close(),
  };
}
