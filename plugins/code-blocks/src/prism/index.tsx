/**
 * Stands in for `prism-react-renderer` in the server bundle and in the tests
 * (see the plugin's README): `Highlight` with Prism at hand, and `Prism`.
 * The browser bundle gets ./index.browser.tsx instead.
 */
import React, {type ReactNode} from 'react';
import {Highlight as Base, type HighlightProps} from './Highlight';
import Prism from './prism';

export type {HighlightProps, PrismTheme, RenderProps, Token} from './Highlight';
export {Prism};

export function Highlight(props: HighlightProps): ReactNode {
  return <Base prism={Prism} {...props} />;
}
