/**
 * Renders Mermaid diagrams to SVG in headless Chromium, with the browser
 * build of the installed Mermaid and the config theme-mermaid uses on the
 * site, once per colour mode, and merges the two drawings into one SVG that
 * CSS colours for the page's mode.
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
 * clash between diagrams on a page, differ between the light and the dark
 * drawing, and would make an entry depend on what was rendered before it in
 * the same page. They become `<id>-i0`, `<id>-i1`… in document order, and the
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

/**
 * The CSS properties a drawing's colour mode may change, as attributes of
 * its elements (`fill="#eee"`) or in their `style`. Each one is a
 * presentation attribute, so a style rule can set it in place of the
 * attribute.
 */
const COLOUR_PROPERTIES = ['fill', 'stroke', 'color', 'flood-color', 'stop-color'];

/** What the merged SVG must draw as the original did, element by element, in each mode. */
const COMPARED_PROPERTIES = [
  ...COLOUR_PROPERTIES,
  'background-color',
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'font-family',
  'font-size',
  'font-weight',
  'display',
  'visibility',
  'filter',
];

type MergeInput = {id: string; light: string; dark: string; colours: string[]; compared: string[]};

/**
 * Runs in the page: one SVG that draws the diagram in both colour modes.
 *
 * Mermaid's light and dark drawings of a diagram (rendered with the same id)
 * have the same elements, text and geometry; their colours differ, in the
 * <style> (scoped by `#id`) and in a few colour attributes (a gradient's
 * `stop-color`, a state's `fill`, an actor's `style="stroke: …"`). The merged
 * SVG is the light drawing with:
 * - the light <style>'s selectors under `:root:not([data-theme='dark'])` and
 *   the dark one's under `[data-theme='dark']`, the site's colour mode
 *   attribute on <html>;
 * - each element whose colours differ given a class `<id>-darkN`, and a rule
 *   `:where([data-theme='dark'] .<id>-darkN)` with the dark values: of no
 *   weight, like the attribute it stands in for, and `!important` for what
 *   the element's `style` set, which it overrides.
 * Anything else that differs (a shape, a text, a selector that does not
 * start with `#id`) is an error, never a guess. The result is then drawn
 * next to each original, in that mode, and every element's computed
 * COMPARED_PROPERTIES must match.
 *
 * No named functions in here (see renderInPage).
 */
function mergeInPage({id, light, dark, colours, compared}: MergeInput): string {
  const boxes = [light, dark].map((svg) => {
    const box = document.createElement('div');
    box.innerHTML = svg;
    return box;
  });
  const styles = boxes.map((box) => box.querySelector(':scope > svg > style'));
  if (!styles[0] || !styles[1]) throw new Error('a drawing has no <style> of its own');
  const scopes = [":root:not([data-theme='dark']) ", "[data-theme='dark'] "];
  // The id as a selector; `url(#<id>-gradient)` in a declaration is a reference.
  const own = new RegExp(`(?<!url\\()#${id}`, 'g');
  const rules = styles.map((style, mode) => {
    const css = style!.textContent ?? '';
    let scoped = 0;
    const text = css.replace(new RegExp(`(^|[{},])(\\s*)#${id}`, 'g'), (_m, before: string, space: string) => {
      scoped += 1;
      return `${before}${space}${scopes[mode]}#${id}`;
    });
    if (scoped !== (css.match(own) ?? []).length) throw new Error('a selector of the <style> has the id inside it');
    // Emptied to compare the drawings; the light one's holds the result.
    style!.textContent = '';
    return text;
  });
  const [lightElements, darkElements] = boxes.map((box) => Array.from(box.querySelectorAll('*')));
  if (lightElements.length !== darkElements.length || boxes[0].textContent !== boxes[1].textContent) {
    throw new Error('the dark drawing has other elements or text than the light one');
  }
  lightElements.forEach((element, i) => {
    const other = darkElements[i];
    if (element.localName !== other.localName)
      throw new Error(`<${element.localName}> is <${other.localName}> in dark`);
    const declarations: string[] = [];
    for (const name of new Set([...element.getAttributeNames(), ...other.getAttributeNames()])) {
      const value = element.getAttribute(name);
      const darkValue = other.getAttribute(name);
      if (value === darkValue) continue;
      if (name === 'style' && value !== null && darkValue !== null) {
        const style = (element as HTMLElement).style;
        const darkStyle = (other as HTMLElement).style;
        for (const property of new Set([...Array.from(style), ...Array.from(darkStyle)])) {
          const wanted = darkStyle.getPropertyValue(property);
          if (wanted === style.getPropertyValue(property)) continue;
          if (!colours.includes(property) || !wanted)
            throw new Error(`the dark drawing's style differs in ${property}`);
          declarations.push(`${property}:${wanted} !important`);
        }
      } else if (colours.includes(name) && darkValue !== null) {
        declarations.push(`${name}:${darkValue}`);
      } else {
        throw new Error(`the dark drawing differs in the ${name} of a <${element.localName}>`);
      }
    }
    if (!declarations.length) return;
    // Colours only (`#FFFFFF`, `hsl(180, 0%, 18.35%)`, `lightgrey`): nothing that could end the rule or the <style>.
    if (declarations.some((declaration) => !/^[\w-]+:[\w#%(),. -]+?( !important)?$/.test(declaration)))
      throw new Error(`the dark drawing's colours are not plain colours: ${declarations.join(';')}`);
    const name = `${id}-dark${rules.length - 2}`;
    element.classList.add(name);
    rules.push(`:where([data-theme='dark'] .${name}){${declarations.join(';')}}`);
  });
  styles[0].textContent = rules.join('');
  const merged = boxes[0].innerHTML;

  // The proof: each mode's original and the merged SVG, drawn in turn.
  const host = document.createElement('div');
  document.body.append(host);
  const drawn: string[][] = [];
  for (const [mode, svgText] of [
    ['light', light],
    ['light', merged],
    ['dark', dark],
    ['dark', merged],
  ]) {
    if (mode === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
    host.innerHTML = svgText;
    drawn.push(
      Array.from(host.querySelectorAll('*')).map((element) => {
        const computed = getComputedStyle(element);
        return `<${element.localName}> ${compared.map((property) => computed.getPropertyValue(property)).join(' | ')}`;
      }),
    );
  }
  host.remove();
  document.documentElement.removeAttribute('data-theme');
  for (const [original, result, mode] of [
    [drawn[0], drawn[1], 'light'],
    [drawn[2], drawn[3], 'dark'],
  ] as const) {
    const at = original.findIndex((line, i) => line !== result[i]);
    if (at >= 0 || original.length !== result.length) {
      throw new Error(`the merged SVG draws element ${at} otherwise in ${mode}: ${original[at]} ≠ ${result[at]}`);
    }
  }
  return merged;
}

export type Renderer = {
  /** The diagram as one SVG for both colour modes (mergeInPage). */
  render(key: string, source: string, config: MermaidThemeConfig): Promise<string>;
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
      const id = svgId(key);
      const drawings = {} as Record<ColourMode, string>;
      for (const mode of THEMES) {
        drawings[mode] = await page.evaluate(renderInPage, {id, text: source, settings: mermaidConfig(config, mode)});
      }
      return page.evaluate(mergeInPage, {
        id,
        ...drawings,
        colours: COLOUR_PROPERTIES,
        compared: COMPARED_PROPERTIES,
      });
    },
    close: () => page.close(),
  };
}
