/**
 * Finds the TypeScript code blocks of a Markdown page: their language, meta string, the
 * page line their code starts on, and whether the meta marks them as deliberately partial.
 */

/** The meta word that marks a block as a deliberate fragment, which the check skips. */
export const PARTIAL_FLAG = 'partial';

export type CodeBlock = {
  /** 1-based position among the page's ts and tsx blocks. */
  index: number;
  lang: 'ts' | 'tsx';
  meta: string;
  /** The block's title="…", if any. */
  title?: string;
  /** 1-based line of the file on which the block's first line of code stands. */
  line: number;
  code: string;
  partial: boolean;
};

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;

/** The words of a meta string outside quoted attribute values: `title="a b" partial` gives ['title=…', 'partial']. */
export function metaWords(meta: string): string[] {
  return meta
    .replace(/=\s*("[^"]*"|'[^']*'|\{[^}]*\})/g, '=…')
    .split(/\s+/)
    .filter(Boolean);
}

export function metaTitle(meta: string): string | undefined {
  const match = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The ts and tsx fenced blocks of `source` (a whole file, front matter included, so that
 * line numbers are the file's). Blocks of other languages are passed over, and so is
 * anything inside them.
 */
export function extractBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let i = 0;
  // Skip the front matter so that a fence-like line in it is not read as a block.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      i = end + 1;
    }
  }
  for (; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open) {
      continue;
    }
    const indent = (open[1] ?? '').length;
    const fence = open[2];
    const lang = open[3].toLowerCase();
    const meta = open[4].trim();
    if (fence[0] === '`' && meta.includes('`')) {
      continue; // inline code that only looks like a fence
    }
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).exec(lines[j]);
      if (close) {
        break;
      }
      body.push(stripIndent(lines[j], indent));
    }
    if (lang === 'ts' || lang === 'tsx' || lang === 'typescript') {
      blocks.push({
        index: blocks.length + 1,
        lang: lang === 'tsx' ? 'tsx' : 'ts',
        meta,
        title: metaTitle(meta),
        line: i + 2,
        code: body.join('\n'),
        partial: metaWords(meta).includes(PARTIAL_FLAG),
      });
    }
    i = j;
  }
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  let k = 0;
  while (k < indent && k < line.length && (line[k] === ' ' || line[k] === '\t')) {
    k++;
  }
  return line.slice(k);
}
