/**
 * Turns Prism's nested token stream into lines of flat tokens, each with the
 * list of its types from outermost to innermost, the shape the theme's
 * CodeBlock renders (one `.token-line` per line, one span per token; a plain
 * token is bare text: ../theme/CodeBlock/Line/Token).
 */
import type Prism from 'prismjs';

export type Token = {types: string[]; content: string; empty?: boolean};

type Frame = {types: string[]; items: Array<string | Prism.Token>; next: number};

function withType(types: string[], type: string | string[] | undefined): string[] {
  if (type === undefined) return types;
  let result = types;
  for (const each of Array.isArray(type) ? type : [type]) {
    // A token nested in one of the same type adds nothing.
    if (result[result.length - 1] !== each) result = [...result, each];
  }
  return result;
}

/** An empty line still needs a token so that it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/**
 * Token types the site's Prism themes colour as the code around them, in both modes: Prism's
 * `punctuation` and `operator` (GitHub gives them the plain colour, Dracula its plain colour or
 * none). A token of one of these types alone is written as plain text, so it merges with the text
 * next to it: on the API page they were 622 of 1,117 token spans. `plainColouredTypes` in
 * ./theme-css.ts reads this from the themes; tests/corpus/code-blocks-prism.test.tsx fails if a
 * theme gives one of them a colour, a style or a language of its own.
 */
export const PLAIN_COLOURED = new Set(['punctuation', 'operator']);

/** The same list of types: tokens that get the same classes, and so the same colours. */
const sameTypes = (a: string[], b: string[]) => a.length === b.length && a.every((type, i) => type === b[i]);

/**
 * Adjacent tokens of the same types become one (`?` and `:`, `(` and `{`):
 * the same classes, the same colours, one element instead of several.
 */
function mergeSameTypes(line: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of line) {
    const last = merged[merged.length - 1];
    if (last && !last.empty && !token.empty && sameTypes(last.types, token.types)) {
      merged[merged.length - 1] = {types: last.types, content: last.content + token.content};
    } else {
      merged.push(token);
    }
  }
  return merged;
}

export function toLines(stream: Array<string | Prism.Token>): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const stack: Frame[] = [{types: [], items: stream, next: 0}];

  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.items.length) {
      stack.pop();
      continue;
    }
    const item = frame.items[frame.next++];
    let types: string[];
    let content: Prism.TokenStream;
    if (typeof item === 'string') {
      types = stack.length > 1 ? frame.types : ['plain'];
      content = item;
    } else {
      types = withType(withType(frame.types, item.type), item.alias);
      content = item.content;
    }
    if (typeof content !== 'string') {
      stack.push({types, items: Array.isArray(content) ? content : [content], next: 0});
      continue;
    }
    if (types.length === 1 && PLAIN_COLOURED.has(types[0] as string)) types = ['plain'];
    const parts = content.split(/\r\n|\r|\n/);
    line.push({types, content: parts[0]});
    for (const part of parts.slice(1)) {
      closeLine(line);
      line = [{types, content: part}];
      lines.push(line);
    }
  }
  closeLine(line);
  return lines.map(mergeSameTypes);
}
