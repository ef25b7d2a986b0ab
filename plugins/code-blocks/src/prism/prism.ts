/**
 * Prism with the languages of the pages' code blocks, and nothing else.
 * `npx vitest run tests/corpus/code-blocks-prism.test.tsx` fails when a page uses a
 * language that is neither here nor in PLAIN_LANGUAGES.
 */
import './setup';
import Prism from 'prismjs/components/prism-core';
import './global';
// In the order prism-react-renderer loads them: each one extends those before it.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-diff';

/**
 * Left out on purpose, measured against the bundle of every page: `css` and
 * `js-templates` (CSS inside styled-components template strings, one block on
 * the site, shows as a string) and `regex` (the inside of regex literals,
 * which keep their colour as a whole); their cost is in the README.
 */

/** Languages shown as plain text, on purpose (rare on the site, costly to ship). */
export const PLAIN_LANGUAGES = ['text', 'markdown', 'http', 'mermaid'];

export default Prism;
