/**
 * The MermaidStatic theme component (plugins/mermaid-svg): what the server
 * renders into the static HTML. (Hydration and client-side navigation are
 * covered in the browser by tests/e2e/diagrams.spec.ts.)
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const svgs: Record<string, string> = {
  k1: `<svg id="mermaid-k1" viewBox="0 0 10 10"><style>:root:not([data-theme='dark']) #mermaid-k1 .a{fill:#000}[data-theme='dark'] #mermaid-k1 .a{fill:#fff}</style></svg>`,
};

vi.mock('@mermaid-svg/diagrams', () => ({
  preloaded: (key: string) => svgs[key],
  load: () => Promise.reject(new Error('not in the server build')),
}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (url: string) => url}));

const {default: MermaidStatic} = await import('../../plugins/mermaid-svg/src/theme/MermaidStatic');

describe('MermaidStatic on the server', () => {
  it('renders the SVG inline, byte for byte, in its box', () => {
    const html = renderToStaticMarkup(<MermaidStatic diagram="k1" width="10" height="10" />);
    expect(html).toBe(
      `<div class="mermaid-static mermaid-static--sized" style="max-width:10px;aspect-ratio:10 / 10">${svgs.k1}</div>`,
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
    expect(html).toContain('<svg id="mermaid-k1-1"');
    expect(html).toContain("[data-theme='dark'] #mermaid-k1-1 .a");
    expect(html).not.toContain('"mermaid-k1"');
  });
});
