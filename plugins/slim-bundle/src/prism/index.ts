/**
 * Stands in for `prism-react-renderer` in the site's bundles (see the
 * plugin's README): the two names the theme imports from it.
 */
export {Highlight} from './Highlight';
export type {HighlightProps, PrismTheme, RenderProps, Token} from './Highlight';
export {default as Prism} from './prism';
