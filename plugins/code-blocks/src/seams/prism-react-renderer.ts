/**
 * Seam: how the classic theme reaches Prism. Its code-block content
 * (theme/CodeBlock/Content, here ../theme/CodeBlock/Content) imports
 * `Highlight` from `prism-react-renderer`, and its client module
 * `prism-include-languages` imports `Prism` from it. Neither import is a
 * public extension point, but resolving the package name to our own module
 * is the only way to swap the Prism those modules get, so the alias below
 * replaces `prism-react-renderer` for the whole bundle with ../prism, which
 * exports the same two names.
 *
 * Written against @docusaurus/theme-classic 3.10.2 and prism-react-renderer
 * 2.4.1. `tests/unit/code-blocks-seams.test.ts` fails, naming this seam, when
 * the theme imports another name from the package or the stand-in stops
 * exporting one it imports; UPGRADING.md says what to do then.
 */
import path from 'node:path';

/** The package the alias replaces. */
export const PACKAGE = 'prism-react-renderer';

/** What the stand-in modules export for the theme. */
export const STAND_IN_EXPORTS = ['Highlight', 'Prism'] as const;

/** The stand-in for each bundle: the browser loads Prism on demand, the server highlights at once. */
export function standIn(isServer: boolean): string {
  return path.resolve(__dirname, '..', 'prism', isServer ? 'index.tsx' : 'index.browser.tsx');
}

/** The `resolve.alias` entry that points the package at the stand-in. */
export function prismReactRendererAlias(isServer: boolean): Record<string, string> {
  return {[`${PACKAGE}$`]: standIn(isServer)};
}
