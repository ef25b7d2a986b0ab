/**
 * Declaration quotes: a block titled with a declaration file of a pinned package
 * (title="@strapi/core/dist/Strapi.d.ts") quotes that file, often a member or two of a
 * class, which cannot compile on its own. Instead of compiling it, each of its lines must
 * occur in that file of the pinned version, so that a signature the package has changed or
 * dropped fails the check. Whitespace, `// …` comments (the page's annotations) and the
 * trailing comma a signature wrapped over several lines gains are not compared.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {CodeBlock} from './extract';
import type {Finding} from './typecheck';

/** The package and file a block's title quotes, when it names a .d.ts file of one of `packages`. */
export function quotedFile(block: CodeBlock, packages: Iterable<string>): {name: string; file: string} | undefined {
  const title = block.title?.trim() ?? '';
  for (const name of packages) {
    if (title.startsWith(`${name}/`) && /^[\w./@-]+\.d\.[cm]?ts$/.test(title)) {
      return {name, file: title.slice(name.length + 1)};
    }
  }
  return undefined;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Lines that say nothing on their own: braces, brackets and punctuation. */
const TRIVIAL = /^[{}[\]();,]*$/;

/**
 * Checks a quote against the file in `packageDir` (the package's folder in an environment).
 * `label` names the package and version in messages.
 */
export function checkQuote(page: string, block: CodeBlock, packageDir: string, file: string, label: string): Finding[] {
  const path = join(packageDir, file);
  if (!existsSync(path)) {
    return [{page, line: block.line - 1, block: block.index, code: 'QUOTE', message: `${label} has no file ${file}`}];
  }
  const text = normalize(readFileSync(path, 'utf8'));
  const findings: Finding[] = [];
  block.code.split('\n').forEach((raw, n) => {
    // A `// …` comment is the page's annotation, not part of the quote.
    const line = normalize(raw.replace(/(^|\s)\/\/.*$/, ''));
    // A signature wrapped over several lines gains trailing commas the one-line declaration lacks.
    const found = text.includes(line) || (line.endsWith(',') && text.includes(line.slice(0, -1)));
    if (line && !TRIVIAL.test(line) && !found) {
      findings.push({
        page,
        line: block.line + n,
        block: block.index,
        code: 'QUOTE',
        message: `not in ${label} ${file}: ${line}`,
      });
    }
  });
  return findings;
}
