/**
 * A Mermaid diagram pre-rendered to SVG (plugins/mermaid-svg): the light and
 * the dark SVG, inline; CSS (../../client/diagrams.css) shows the one of the
 * current colour mode and hides the other with display:none.
 *
 * - Static HTML: the server build has the SVGs (`preloaded`).
 * - Hydration: the SVGs are in the DOM already. React leaves the content of
 *   an element set with dangerouslySetInnerHTML as it finds it, so the
 *   browser does not need the SVGs in its JavaScript and never downloads them.
 * - A page the browser renders itself (client-side navigation, dev server):
 *   the SVGs are fetched from the cache entry, served at /diagrams/<key>.json
 *   (`load`).
 * - The box has the drawing's size (max-width and aspect-ratio from its
 *   viewBox, the same as the SVG's own), so CSS can let the browser skip
 *   rendering a diagram off screen (`content-visibility: auto`) and nothing
 *   moves when the reader reaches it.
 */
import React, {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {load, preloaded} from '@mermaid-svg/diagrams';
import {svgCopy, THEMES, type DiagramSvgs} from '../../ids';

type Props = {
  /** The cache key (static/diagrams/<key>.json). */
  diagram: string;
  /** The drawing's size in px (its viewBox): the box keeps it, loaded or not. */
  width?: string;
  height?: string;
  /** n > 0 for the n-th repeat of the same diagram on the page. */
  copy?: string;
};

type State = {status: 'ready' | 'loading' | 'failed'; svgs?: DiagramSvgs};

export default function MermaidStatic({diagram, width, height, copy}: Props): JSX.Element {
  const [state, setState] = useState<State>(() => ({status: 'ready', svgs: preloaded(diagram)}));
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useRef<string | undefined>(undefined);
  const url = useBaseUrl(`/diagrams/${diagram}.json`);

  useEffect(() => {
    if (state.svgs) return undefined;
    // Hydrated from the static HTML: the SVGs are there.
    if (hydrated.current === undefined && ref.current?.querySelector('svg')) {
      hydrated.current = diagram;
    }
    if (hydrated.current === diagram) return undefined;
    let current = true;
    setState({status: 'loading'});
    load(url).then(
      (svgs) => current && setState({status: 'ready', svgs}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [diagram, url, state.svgs]);

  const n = Number(copy ?? 0);
  const w = Number(width);
  const h = Number(height);
  // The drawing's box, loaded or not: the browser can then skip rendering a
  // diagram the reader has not reached without anything moving when it does.
  const sized = w > 0 && h > 0;
  return (
    <div
      ref={ref}
      className={sized ? 'mermaid-static mermaid-static--sized' : 'mermaid-static'}
      style={sized ? {maxWidth: `${w}px`, aspectRatio: `${w} / ${h}`} : undefined}>
      {state.status === 'failed' ? (
        <p className="mermaid-static__error">The diagram could not be loaded.</p>
      ) : (
        THEMES.map((mode) => (
          <div
            key={mode}
            className={`mermaid-static__${mode}`}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{__html: state.svgs ? svgCopy(state.svgs[mode], diagram, mode, n) : ''}}
          />
        ))
      )}
    </div>
  );
}
