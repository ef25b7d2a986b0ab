/**
 * A Mermaid diagram pre-rendered to SVG (plugins/mermaid-svg), inline: one
 * SVG whose own <style> colours it for the page's colour mode (render.ts).
 *
 * - Static HTML: the server build has the SVG (`preloaded`).
 * - Hydration: the SVG is in the DOM already. React leaves the content of
 *   an element set with dangerouslySetInnerHTML as it finds it, so the
 *   browser does not need the SVG in its JavaScript and never downloads it.
 * - A page the browser renders itself (client-side navigation, dev server):
 *   the SVG is fetched from the cache entry, served at /diagrams/<key>.json
 *   (`load`).
 * - The box has the drawing's size (max-width and aspect-ratio from its
 *   viewBox, the same as the SVG's own), so CSS can let the browser skip
 *   rendering a diagram off screen (`content-visibility: auto`) and nothing
 *   moves when the reader reaches it.
 */
import React, {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {load, preloaded} from '@mermaid-svg/diagrams';
import {svgCopy} from '../../ids';

type Props = {
  /** The cache key (static/diagrams/<key>.json). */
  diagram: string;
  /** The drawing's size in px (its viewBox): the box keeps it, loaded or not. */
  width?: string;
  height?: string;
  /** n > 0 for the n-th repeat of the same diagram on the page. */
  copy?: string;
};

type State = {status: 'ready' | 'loading' | 'failed'; svg?: string};

export default function MermaidStatic({diagram, width, height, copy}: Props): JSX.Element {
  const [state, setState] = useState<State>(() => ({status: 'ready', svg: preloaded(diagram)}));
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useRef<string | undefined>(undefined);
  const url = useBaseUrl(`/diagrams/${diagram}.json`);

  useEffect(() => {
    if (state.svg) return undefined;
    // Hydrated from the static HTML: the SVG is there.
    if (hydrated.current === undefined && ref.current?.querySelector('svg')) {
      hydrated.current = diagram;
    }
    if (hydrated.current === diagram) return undefined;
    let current = true;
    setState({status: 'loading'});
    load(url).then(
      (svg) => current && setState({status: 'ready', svg}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [diagram, url, state.svg]);

  const n = Number(copy ?? 0);
  const w = Number(width);
  const h = Number(height);
  // The drawing's box, loaded or not: the browser can then skip rendering a
  // diagram the reader has not reached without anything moving when it does.
  const sized = w > 0 && h > 0;
  const box = {
    ref,
    className: sized ? 'mermaid-static mermaid-static--sized' : 'mermaid-static',
    style: sized ? {maxWidth: `${w}px`, aspectRatio: `${w} / ${h}`} : undefined,
  };
  if (state.status === 'failed') {
    return (
      <div {...box}>
        <p className="mermaid-static__error">The diagram could not be loaded.</p>
      </div>
    );
  }
  return (
    <div
      {...box}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: state.svg ? svgCopy(state.svg, diagram, n) : ''}}
    />
  );
}
