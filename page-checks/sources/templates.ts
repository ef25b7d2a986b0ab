/**
 * Template literals of the sources (`Cron job "${name}" failed`), read with a
 * small scanner (nested templates inside `${…}` included), so a page may quote
 * a message as it appears at run time, with the values filled in.
 */

/** Where a placeholder was, in a pattern: matches any text. */
export const HOLE = '\u0001';

const MAX_LENGTH = 600;

/** The template literal starting at `start` (a backtick): its text with `${…}` as HOLE, and where it ends. */
function scanTemplate(text: string, start: number): {value: string; end: number} | null {
  let value = '';
  let i = start + 1;
  while (i < text.length && i - start < MAX_LENGTH) {
    const char = text[i] as string;
    if (char === '\\') {
      const next = text[i + 1] ?? '';
      value += next === 'n' || next === 't' ? ' ' : next;
      i += 2;
    } else if (char === '`') {
      return {value, end: i + 1};
    } else if (char === '$' && text[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0 && i - start < MAX_LENGTH) {
        const c = text[i];
        if (c === '`') {
          const inner = scanTemplate(text, i);
          if (!inner) return null;
          i = inner.end;
          continue;
        }
        if (c === '{') depth++;
        else if (c === '}') depth--;
        i++;
      }
      value += HOLE;
    } else {
      value += char;
      i++;
    }
  }
  return null;
}

/** The template literals of a text that have a placeholder and at least two words (message-like). */
export function templateLiterals(text: string): string[] {
  const found: string[] = [];
  let i = text.indexOf('`');
  while (i !== -1) {
    const template = scanTemplate(text, i);
    if (template) {
      if (template.value.includes(HOLE) && (template.value.match(/[A-Za-z]{2,}/g) ?? []).length >= 2)
        found.push(template.value);
      i = text.indexOf('`', template.end);
    } else {
      i = text.indexOf('`', i + 1);
    }
  }
  return found;
}

/** The page's implicit holes at both ends of a quote (a quote may be part of a message). */
export const WRAP = '\u0002';

const LETTER = /[A-Za-z0-9]/;

/**
 * Whether a page's message (`a`) can be a run-time text of a source template
 * (`b`), each literal text with holes: the page's (HOLE for its `…` and
 * placeholders, WRAP at both ends) and the source's (HOLE for each `${…}`).
 *
 * A source hole is a value: it swallows page text, but only after a literal
 * match (or at the start). A page hole swallows template text after a literal
 * match too, or, for a hole the page wrote, right after a source hole that
 * swallowed no letters (`"<file>", …`); so a source hole cannot swallow the
 * page's words up to where a page hole swallows the rest of the template
 * (`Cron job "x" worked` is not `Cron job "${name}" failed`). A space does
 * not count as a literal match. And at least a third of the page's letters
 * and digits must match the template's literal text: a quote is not a value
 * with one word of the template next to it.
 */
export function patternsMeet(a: string, b: string): boolean {
  // Modes: 0 after a literal match (or at the start), 1 in a source hole that has swallowed no
  // letter, 3 in a source hole that has, 2 in a page hole. The result: the most letters and digits
  // matched literally on a way through, or -1 if there is none.
  const memo = new Map<number, number>();
  const width = b.length + 1;
  const best = (i: number, j: number, mode: number): number => {
    const key = (i * width + j) * 4 + mode;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = -1;
    const ai = a[i];
    if (i === a.length && j === b.length) result = 0;
    else if (ai === HOLE || ai === WRAP) {
      result = best(i + 1, j, mode);
      if (j < b.length && (mode === 0 || mode === 2 || (ai === HOLE && mode === 1)))
        result = Math.max(result, best(i, j + 1, 2));
    } else if (b[j] === HOLE) {
      result = best(i, j + 1, mode);
      if (i < a.length && mode !== 2)
        result = Math.max(result, best(i + 1, j, mode === 3 || LETTER.test(ai as string) ? 3 : 1));
    } else if (i < a.length && j < b.length && ai === b[j]) {
      const rest = best(i + 1, j + 1, ai === ' ' ? mode : 0);
      result = rest < 0 ? -1 : rest + (LETTER.test(ai as string) ? 1 : 0);
    }
    memo.set(key, result);
    return result;
  };
  const letters = (a.match(/[A-Za-z0-9]/g) ?? []).length;
  const matched = best(0, 0, 0);
  return matched >= 0 && matched * 3 >= letters;
}

/** Text as both sides are compared: one space for any run of white space. */
export function normaliseMessage(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
