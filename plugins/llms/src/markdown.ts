/**
 * A doc's source turned into clean Markdown: no front matter, no
 * Docusaurus-only syntax, absolute links. Line-based: fenced code is found
 * first and copied as it is; only the text between fences is transformed.
 */
import {rewriteLinks, type ResolveHref} from './links';

/** The source without its front matter block (`---` … `---`) and the blank lines after it. */
export function stripFrontMatter(source: string): string {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---[ \t]*\n(?:[\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(text);
  return match ? text.slice(match[0].length).replace(/^(?:[ \t]*\n)+/, '') : text;
}

type TextBlock = {type: 'text'; lines: string[]};
type FenceBlock = {
  type: 'fence';
  /** What stands before the fence on its line: indentation, or `>` markers. */
  prefix: string;
  marker: string;
  info: string;
  /** The code, each line as written (with the prefix, if any). */
  lines: string[];
  /** The closing fence line as written; null when the file ends inside the block. */
  close: string | null;
};
type Block = TextBlock | FenceBlock;

const FENCE_OPEN = /^((?:[ \t]*>)*[ \t]*)(`{3,}|~{3,})(.*)$/;

/** Splits Markdown into runs of text and fenced code blocks (backticks or tildes, any indentation). */
export function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let text: TextBlock | null = null;
  let fence: FenceBlock | null = null;
  for (const line of markdown.split('\n')) {
    if (fence) {
      const close = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1][0] === fence.marker[0] && close[1].length >= fence.marker.length) {
        fence.close = line;
        fence = null;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    // A backtick fence's info string cannot hold a backtick (CommonMark).
    if (open && !(open[2][0] === '`' && open[3].includes('`'))) {
      text = null;
      fence = {type: 'fence', prefix: open[1], marker: open[2], info: open[3].trim(), lines: [], close: null};
      blocks.push(fence);
      continue;
    }
    if (!text) {
      text = {type: 'text', lines: []};
      blocks.push(text);
    }
    text.lines.push(line);
  }
  return blocks;
}

/** The language of a fence's info string (`ts title="x" {1,3}` → `ts`). */
function languageOf(info: string): string {
  return /^[^\s{]*/.exec(info)![0];
}

/** The `title="…"` of a fence's info string, if any. */
function titleOf(info: string): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/**
 * A fenced block as plain Markdown: the language stays, Docusaurus's meta
 * (title, line highlights, showLineNumbers) goes; a title becomes a line of
 * its own before the block. The code itself is copied unchanged.
 */
function fenceLines(block: FenceBlock): string[] {
  const lines: string[] = [];
  const title = titleOf(block.info);
  if (title) {
    const label = title.includes('`') ? title : `\`${title}\``;
    lines.push(`${block.prefix}${label}`, block.prefix.trimEnd());
  }
  const code = [...block.lines];
  // A block the source never closed is closed here, so that it cannot swallow
  // what follows it (the next page of llms-full.txt). The blank lines it
  // ran into at the end of the file are not code.
  if (block.close === null) while (code.length > 0 && code[code.length - 1].trim() === '') code.pop();
  lines.push(`${block.prefix}${block.marker}${languageOf(block.info)}`, ...code);
  lines.push(block.close ?? `${block.prefix}${block.marker}`);
  return lines;
}

const ADMONITION_OPEN = /^[ \t]*(:{3,})([A-Za-z][\w-]*)(?:\[([^\]]*)\])?(?:\{([^}]*)\})?[ \t]*(.*?)[ \t]*$/;
const ADMONITION_CLOSE = /^[ \t]*(:{3,})[ \t]*$/;
const HEADING_ID = /^([ \t]{0,3}#{1,6}[ \t].*?)[ \t]*\{#[^\s}]+\}[ \t]*$/;

/** The label of an admonition: its type, capitalised, and its title if it has one. */
function admonitionLabel(type: string, title: string): string {
  const name = type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
  return title ? `**${name}: ${title}**` : `**${name}:**`;
}

/** Whether a line is a plain paragraph line, so that an admonition's label can start it. */
function isParagraphLine(line: string): boolean {
  return !/^(?:[ \t]{4}|[ \t]*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|>|\||<|:{3}|`{3}|~{3}|$))/.test(line);
}

/**
 * Admonitions (`:::note Title` … `:::`, also `:::note[Title]` and nested
 * ones with longer fences) become blockquotes that start with their label
 * in bold (`> **Note:** …`); heading ids (`## Title {#id}`) are removed.
 * Fenced code inside an admonition is quoted with it, its code unchanged.
 */
function renderBlocks(blocks: Block[], resolve: ResolveHref, components: InlineComponents): string[] {
  const out: string[] = [];
  const open: {colons: number}[] = [];
  // The label of the admonition just opened, until its first content line.
  let pendingLabel: string | null = null;
  // After an admonition closes, the next line must not continue its quote.
  let blankBeforeNext = false;

  const quote = () => '> '.repeat(open.length);
  const lastIsText = () => out.length > 0 && out[out.length - 1].replace(/^[> ]*/, '') !== '';
  const emit = (line: string) => {
    if (blankBeforeNext && line.trim() !== '' && lastIsText()) out.push(quote().trimEnd());
    blankBeforeNext = false;
    out.push(line === '' ? quote().trimEnd() : `${quote()}${line}`);
  };
  /**
   * Writes the pending label before `next`, the admonition's first line.
   * An untitled label starts that line when it is a paragraph line
   * (`> **Note:** text`); otherwise it stands on its own line. Returns
   * whether `next` was written with it.
   */
  const emitLabel = (next: string | null, mayJoin: boolean): boolean => {
    const label = pendingLabel!;
    pendingLabel = null;
    if (next !== null && mayJoin && label.endsWith(':**') && isParagraphLine(next)) {
      emit(`${label} ${next.trimStart()}`);
      return true;
    }
    emit(label);
    if (next !== null) emit('');
    return false;
  };

  for (const block of blocks) {
    if (block.type === 'fence') {
      const lines = fenceLines(block);
      if (pendingLabel !== null) emitLabel(lines[0], false);
      lines.forEach(emit);
      continue;
    }
    const lines = rewriteLinks(replaceInlineComponents(block.lines.join('\n'), components), resolve).split('\n');
    for (const line of lines) {
      const opening = ADMONITION_OPEN.exec(line);
      if (opening) {
        if (pendingLabel !== null) emitLabel(null, false);
        if (lastIsText()) out.push(quote().trimEnd());
        blankBeforeNext = false;
        open.push({colons: opening[1].length});
        const attribute = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(opening[4] ?? '');
        const title = (opening[3] ?? attribute?.[1] ?? attribute?.[2] ?? opening[5] ?? '').trim();
        pendingLabel = admonitionLabel(opening[2], title);
        continue;
      }
      const closing = ADMONITION_CLOSE.exec(line);
      if (closing && open.length > 0 && closing[1].length >= open[open.length - 1].colons) {
        if (pendingLabel !== null) emitLabel(null, false);
        // Blank lines before the closing fence would only be empty quote lines.
        while (out.length > 0 && out[out.length - 1] === quote().trimEnd()) out.pop();
        open.pop();
        blankBeforeNext = true;
        continue;
      }
      const heading = HEADING_ID.exec(line);
      const cleaned = heading ? heading[1] : line;
      if (pendingLabel !== null) {
        // Blank lines between the opening fence and the content are dropped.
        if (cleaned.trim() === '' || emitLabel(cleaned, true)) continue;
      }
      emit(cleaned);
    }
  }
  if (pendingLabel !== null) emitLabel(null, false);
  return out;
}

export type PageInfo = {
  /** The doc's title, as Docusaurus computed it. */
  title: string;
  /** The front matter's description, shown under the title (none when absent). */
  description?: string;
  /** The page's absolute URL. */
  url: string;
  /** A line under the `Source:` line (the packages the page was checked against). */
  note?: string;
};

export type InlineComponents = Record<string, (attributes: Record<string, string>) => string>;

const INLINE_COMPONENT = /<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z][\w-]*=(?:"[^"]*"|'[^']*'))*)\s*\/>/g;

/** Self-closing components named in `components` (`<Name a="b" />`) replaced by their text; others kept. */
export function replaceInlineComponents(text: string, components: InlineComponents): string {
  return text.replace(INLINE_COMPONENT, (whole, name: string, attributeText: string) => {
    const render = Object.hasOwn(components, name) ? components[name] : undefined;
    if (!render) return whole;
    const attributes: Record<string, string> = {};
    for (const match of attributeText.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g)) {
      attributes[match[1]] = match[2] ?? match[3];
    }
    return render(attributes);
  });
}

/** The first line of a body when it is an ATX h1, which Docusaurus then shows as the title. */
function leadingHeading(body: string): string | null {
  const first = /^(?:[ \t]*\n)*([^\n]*)/.exec(body)![1];
  return /^ {0,3}#[ \t]+\S/.test(first) ? first.trim() : null;
}

/**
 * A doc's source as clean Markdown:
 *
 *     # Title
 *
 *     > Description
 *
 *     Source: https://…
 *     Checked against … (the page's note, if any)
 *
 *     body…
 */
export function toCleanMarkdown(
  source: string,
  page: PageInfo,
  resolve: ResolveHref,
  components: InlineComponents = {},
): string {
  let body = stripFrontMatter(source);
  let heading = `# ${page.title}`;
  const own = leadingHeading(body);
  if (own) {
    heading = own.replace(HEADING_ID, '$1');
    body = body.replace(/^(?:[ \t]*\n)*[^\n]*\n?(?:[ \t]*\n)*/, '');
  }
  const lines = renderBlocks(splitBlocks(body), resolve, components);
  const description = page.description?.replace(/\s+/g, ' ').trim();
  const header = [
    heading,
    '',
    ...(description ? [`> ${description}`, ''] : []),
    `Source: ${page.url}`,
    ...(page.note ? [page.note] : []),
    '',
  ];
  return `${[...header, ...lines].join('\n').replace(/\n+$/, '')}\n`;
}
