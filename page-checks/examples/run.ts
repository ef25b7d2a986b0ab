/**
 * The example check over a set of pages: which blocks are type-checked, which are
 * declaration quotes, which are skipped, and what fails. The command line
 * (page-checks/check-examples.ts) gives it the site's pages and the installed environments; the
 * unit test gives it fixture pages and a fixture declarations folder.
 */
import {join} from 'node:path';
import matter from 'gray-matter';
import {PARTIAL_FLAG, extractBlocks, type CodeBlock} from './extract';
import {checkQuote, quotedFile} from './quotes';
import {importsOf, packageOf, typeCheck, type Finding, type Unit} from './typecheck';

export type Major = 'v5' | 'v4';

export type {Manifest} from '../../plugins/strapi-packages/src/manifest';
import {keyKind, type Manifest} from '../../plugins/strapi-packages/src/manifest';

/** What the check needs of an environment: its folder and how blocks are compiled in it. */
export type Environment = {
  dir: string;
  /** Type packages every block sees, e.g. ['node', '@strapi/types'] for the global `strapi`. */
  types: string[];
  /** Packages without declarations, typed `any`. */
  untyped: string[];
};

/** The pages whose examples are checked: the API reference and the hook pages. */
export function isCheckedPage(path: string): boolean {
  return /\.mdx?$/.test(path) && (path.startsWith('content/api/') || path.includes('/hooks/'));
}

/**
 * The manifest keys of a major: v4 keys end in @4, v5 keys have no version. A key of an older
 * release (`@strapi/admin@4.7`) is in neither: it is pinned for the names a page says that
 * release had, and its package would clash with the same package at the major's version.
 */
export function keysOf(manifest: Manifest, major: Major): string[] {
  return Object.keys(manifest.packages)
    .filter((key) => keyKind(key) === (major === 'v4' ? 'line' : 'current') && (major === 'v5' || key.endsWith('@4')))
    .sort();
}

/** The packages a block imports (bare specifiers only). */
export function importedPackages(code: string): string[] {
  return [
    ...new Set(
      importsOf(code)
        .map(packageOf)
        .filter((name): name is string => Boolean(name)),
    ),
  ];
}

/**
 * The major a block is checked against: v4 when it imports a package that its page
 * declares only with a v4 key (e.g. @strapi/helper-plugin@4), v5 otherwise.
 */
export function majorOf(imports: string[], declared: string[]): Major {
  return imports.some((name) => declared.includes(`${name}@4`) && !declared.includes(name)) ? 'v4' : 'v5';
}

/** The package names a page's declared keys allow a block of that major to import (older releases: none). */
export function allowedFor(declared: string[], major: Major): Set<string> {
  const wanted = major === 'v4' ? 'line' : 'current';
  return new Set(
    declared
      .filter((key) => keyKind(key) === wanted && (major === 'v5' || key.endsWith('@4')))
      .map((key) => key.replace(/@4$/, '')),
  );
}

export function formatFinding(finding: Finding): string {
  return `${finding.page}:${finding.line}  block ${finding.block}  ${finding.code} ${finding.message}`;
}

type Quote = {page: string; block: CodeBlock; name: string; file: string};

export type Summary = {
  /** Pages with at least one ts or tsx block. */
  pages: number;
  /** Blocks type-checked, per major. */
  compiled: Record<Major, number>;
  /** Declaration quotes looked up in their files. */
  quotes: number;
  /** Blocks flagged `partial`. */
  skipped: number;
  /** Relative imports that no block of the page provides, typed `any`. */
  stubbed: number;
  /** Blocks with at least one finding. */
  failingBlocks: number;
  findings: Finding[];
};

export type Page = {path: string; source: string};

/**
 * Checks the blocks of `pages`. `environment(major)` is called only for a major some block
 * needs, and returns its folder (installing it if need be).
 */
export function checkPages(pages: Page[], manifest: Manifest, environment: (major: Major) => Environment): Summary {
  const units: Record<Major, Unit[]> = {v5: [], v4: []};
  const quotes: Record<Major, Quote[]> = {v5: [], v4: []};
  const packageNames = [...new Set(Object.values(manifest.packages).map((entry) => entry.name))];
  const summary: Summary = {
    pages: 0,
    compiled: {v5: 0, v4: 0},
    quotes: 0,
    skipped: 0,
    stubbed: 0,
    failingBlocks: 0,
    findings: [],
  };

  for (const {path: page, source} of pages) {
    const blocks = extractBlocks(source);
    if (blocks.length === 0) {
      continue;
    }
    summary.pages++;
    const declaredValue = (matter(source).data as {strapi_packages?: unknown}).strapi_packages;
    const declared = Array.isArray(declaredValue)
      ? declaredValue.filter((key): key is string => typeof key === 'string')
      : [];
    const unknown = declared.filter((key) => !manifest.packages[key]);
    if (declared.length === 0 || unknown.length > 0) {
      const message =
        declared.length === 0
          ? 'declares no strapi_packages: its examples cannot be checked'
          : `strapi_packages names ${unknown.join(', ')}, not in content/strapi-packages.json`;
      summary.findings.push({page, line: 1, block: 0, code: 'PAGE', message});
      continue;
    }
    for (const block of blocks) {
      if (block.partial) {
        summary.skipped++;
        continue;
      }
      const quoted = quotedFile(block, packageNames);
      if (quoted) {
        const major: Major | undefined = declared.includes(quoted.name)
          ? 'v5'
          : declared.includes(`${quoted.name}@4`)
            ? 'v4'
            : undefined;
        if (major) {
          quotes[major].push({page, block, ...quoted});
        } else {
          summary.findings.push({
            page,
            line: block.line - 1,
            block: block.index,
            code: 'QUOTE',
            message: `quotes ${quoted.name}, which is not in the page's strapi_packages`,
          });
        }
        continue;
      }
      const major = majorOf(importedPackages(block.code), declared);
      units[major].push({page, block, allowed: allowedFor(declared, major)});
    }
  }

  for (const major of ['v5', 'v4'] as const) {
    if (units[major].length === 0 && quotes[major].length === 0) {
      continue;
    }
    const env = environment(major);
    for (const quote of quotes[major]) {
      const key = major === 'v4' ? `${quote.name}@4` : quote.name;
      const label = `${quote.name}@${manifest.packages[key].version}`;
      summary.findings.push(
        ...checkQuote(quote.page, quote.block, join(env.dir, 'node_modules', quote.name), quote.file, label),
      );
      summary.quotes++;
    }
    if (units[major].length > 0) {
      const restricted = new Set(keysOf(manifest, major).map((key) => manifest.packages[key].name));
      const {findings, stubbed} = typeCheck(units[major], {
        dir: env.dir,
        restricted,
        types: env.types,
        untyped: env.untyped,
      });
      summary.compiled[major] = units[major].length;
      summary.stubbed += stubbed;
      summary.findings.push(...findings);
    }
  }

  summary.findings.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
  summary.failingBlocks = new Set(
    summary.findings.filter((finding) => finding.block > 0).map((finding) => `${finding.page}#${finding.block}`),
  ).size;
  return summary;
}

export function formatSummary(summary: Summary): string {
  const compiled = summary.compiled.v5 + summary.compiled.v4;
  const pageErrors = summary.findings.filter((finding) => finding.block === 0).length;
  return (
    `check:examples: ${compiled + summary.quotes} blocks checked on ${summary.pages} pages: ` +
    `${compiled} type-checked (${summary.compiled.v5} against Strapi 5, ${summary.compiled.v4} against Strapi 4), ` +
    `${summary.quotes} declaration quotes found in their files; ${summary.skipped} skipped as \`${PARTIAL_FLAG}\`` +
    (summary.stubbed ? `; ${summary.stubbed} relative imports of files no block shows typed any` : '') +
    `. ${summary.failingBlocks} failing blocks` +
    (pageErrors ? `, ${pageErrors} pages that cannot be checked` : '') +
    '.'
  );
}
