/**
 * The MermaidStatic theme component (plugins/mermaid-svg): what the server
 * renders into the static HTML. (Hydration and client-side navigation are
 * covered in the browser by tests/e2e/diagrams.spec.ts.)
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const svgs: Record<string, {light: string; dark: string}> = {
  k1: {
    light:
      '<svg id="mermaid-k1-light" viewBox="0 0 10 10"><style>#mermaid-k1-light .a{font-family:"trebuchet ms"}</style></svg>',
    dark: '<svg id="mermaid-k1-dark" viewBox="0 0 10 10"><style>#mermaid-k1-dark .a{font-family:"trebuchet ms"}</style></svg>',
  },
};

vi.mock('@mermaid-svg/diagrams', () => ({
  preloaded: (key: string) => svgs[key],
  load: () => Promise.reject(new Error('not in the server build')),
}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => url}));

const {default: MermaidStatic} = await import('../../plugins/mermaid-svg/src/theme/MermaidStatic');

describe('MermaidStatic on the server', () => {
  it('renders both SVGs inline, byte for byte, the light one first', () => {
    const html = renderToStaticMarkup(<MermaidStatic diagram="k1" width="10" height="10" />);
    expect(html).toBe(
      `<div class="mermaid-static mermaid-static--sized" style="max-width:10px;aspect-ratio:10 / 10">` +
        `<div class="mermaid-static__light">${svgs.k1.light}</div>` +
        `<div class="mermaid-static__dark">${svgs.k1.dark}</div></div>`,
    );
  });

  it("keeps the drawing's size on its box, which CSS lets the browser skip rendering off screen", () => {
    const html = renderToStaticMarkup(<MermaidStatic diagram="k1" width="1088.07" height="2462" />);
    expect(html).toMatch(
      /^<div class="mermaid-static mermaid-static--sized" style="max-width:1088.07px;aspect-ratio:1088.07 \/ 2462">/,
    );
    // Without a size there is nothing to keep: no box of its own, rendered as it comes.
    expect(renderToStaticMarkup(<MermaidStatic diagram="k1" />)).toMatch(/^<div class="mermaid-static">/);
    expect(renderToStaticMarkup(<MermaidStatic diagram="k1" width="x" height="10" />)).toMatch(
      /^<div class="mermaid-static">/,
    );
  });

  it('gives a repeat of the diagram its own ids', () => {
    const html = renderToStaticMarkup(<MermaidStatic diagram="k1" copy="1" />);
    expect(html).toContain('<svg id="mermaid-k1-light-1"');
    expect(html).toContain('#mermaid-k1-dark-1 .a');
    expect(html).not.toContain('"mermaid-k1-light"');
  });
});
