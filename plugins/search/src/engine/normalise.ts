import {withoutLoneOperators} from '../client/blankQuery';
import {editDistance} from './editDistance';
import {FIELDS} from './types';

/** Whether a word before a colon is a field name, or one edit away from one (a mistyped field). */
function isFieldLike(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.length >= 3 && FIELDS.some((field) => editDistance(lower, field) <= 1);
}

/**
 * Shapes common in Strapi text are taken literally rather than as syntax:
 * - command-line flags such as `--install-deps` are searched by their name
 *   (a leading `-` prohibits a term, so `--x` would be an error);
 * - a hyphenated word (`watch-admin`, `content-type`, `pack-up`) stays one
 *   word, as the index holds it joined (`watchadmin`) besides its parts, so
 *   a flag finds the page that writes it whole above pages that only use
 *   its words;
 * - the colons of UIDs (`plugin::upload.file`) and command names
 *   (`watch:link`, `plugin:watch:link`, `ts:generate-types`) are escaped. A
 *   colon stays field syntax when what comes before it is a field, or one
 *   edit away from one (`titel:`, `tag:`), which is then a mistyped field
 *   and gets lunr's 'unrecognised field';
 * - a colon that ends a word (`Unexpected server response: 400`, a pasted
 *   error message) is punctuation, unless the word is a field;
 * - operators that stand alone (`--`, `+ upload`) apply to no term and are
 *   dropped (./client/blankQuery.ts).
 */
export function normaliseInput(input: string): string {
  // Punctuation that is neither query syntax nor part of a name separates words.
  const words = withoutLoneOperators(input).replace(/[()[\]{}<>,;=!?"'`|&%]+/g, ' ');
  const colons = words.replace(/(^|\s)([+-]?)(\S+)/g, (match, space: string, presence: string, word: string) => {
    const first = word.indexOf(':');
    if (first <= 0) return match;
    const left = word.slice(0, first);
    const rest = word.slice(first);
    if (/^:[^:]/.test(rest) || rest === ':') {
      if (isFieldLike(left) || /[~^*]/.test(left)) return match;
    }
    // A colon at the end of the word is punctuation; the others belong to the name.
    const literal = word.replace(/:+$/, '');
    return `${space}${presence}${literal.replace(/:/g, '\\:')}`;
  });
  // A hyphen between two letters or digits joins one word: lunr would split
  // there. The dashes of a flag are literal: a leading `-` would prohibit.
  return colons
    .replace(/(?<=[\w.:])-(?=[\w])/g, '\\-')
    .replace(
      /(^|\s)(--?)(?=[A-Za-z])/g,
      (_match, space: string, dashes: string) => `${space}${dashes === '--' ? '\\-\\-' : dashes}`,
    );
}
