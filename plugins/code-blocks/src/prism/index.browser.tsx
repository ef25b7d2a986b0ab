/**
 * Stands in for `prism-react-renderer` in the browser bundle. Prism (with the
 * site's grammars) is not part of the first load: a page
 * opened from the server keeps its server-highlighted code as it is
 * (../theme/CodeBlock/Content), so nothing tokenises while the page starts.
 * Prism is prefetched once the first page has settled, and loaded when the
 * reader moves to another page (both ./preload.ts) or when a code block is
 * rendered in the browser; until then a block shows its lines uncoloured.
 * If Prism cannot be downloaded the lines stay uncoloured, and the next
 * block rendered tries again.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Highlight as Base, type HighlightProps, type PrismLike} from './Highlight';

export type {HighlightProps, PrismTheme, RenderProps, Token} from './Highlight';

/**
 * The theme's client module hands `Prism` to `prism-include-languages`,
 * which is a no-op here (../theme/prism-include-languages.ts): Prism is not
 * in the first load, so there is none to hand over. Exported so that the
 * import links, instead of warning in every build.
 */
export const Prism: PrismLike | undefined = undefined;

let loaded: PrismLike | undefined;
let loading: Promise<PrismLike> | undefined;

/** Loads Prism once; later calls get the same promise, or try again after a failure. */
export function loadPrism(): Promise<PrismLike> {
  loading ??= import('./prism').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function Highlight(props: HighlightProps): ReactNode {
  const [prism, setPrism] = useState(() => loaded);
  // No code, nothing to tokenise: a block that keeps the server's lines
  // while the page is hydrated passes none.
  const needed = props.code !== '';
  useEffect(() => {
    if (prism || !needed) return undefined;
    let mounted = true;
    loadPrism().then(
      (value) => mounted && setPrism(value),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [prism, needed]);
  return <Base prism={prism} {...props} />;
}
