/**
 * The pages to check: every content/**\/*.md(x), with the declarations of its
 * front matter (parsed with gray-matter, as tests/support/content.ts does).
 */
import {readFileSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';
import matter from 'gray-matter';
import {globSync} from 'tinyglobby';
import type {PageInput} from './types';

export const REPO_ROOT = join(__dirname, '..', '..');

/** The CLI command pages: each `--flag` they name must be a command option of the declared packages. */
export const COMMAND_PAGE = /^content\/docs\/(core\/strapi\/commands|core\/admin\/commands|utils\/pack-up\/commands)\//;

/** The Markdown and MDX files under `dir`, sorted. */
function markdownFiles(dir: string): string[] {
  return globSync('**/*.{md,mdx}', {cwd: dir, absolute: true}).sort();
}

function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((item): item is string => typeof item === 'string');
}

export function readPage(path: string, root = REPO_ROOT): PageInput {
  const source = readFileSync(path, 'utf8');
  const {data} = matter(source);
  const file = relative(root, path).split(sep).join('/');
  return {
    file,
    source,
    packages: stringList(data.strapi_packages),
    exampleNames: stringList(data.example_names) ?? [],
    notStrapi: stringList(data.not_strapi) ?? [],
    commandPage: COMMAND_PAGE.test(file),
  };
}

/** A `--page` argument as a test on repository-relative paths: a glob (`*`, `**`, `?`) or a path. */
export function pageMatcher(pattern: string, root = REPO_ROOT): (file: string) => boolean {
  let normalised = pattern.split(sep).join('/').replace(/^\.\//, '');
  if (normalised.startsWith('/')) normalised = relative(root, resolve(normalised)).split(sep).join('/');
  if (!/[*?]/.test(normalised)) {
    const plain = normalised.replace(/\/+$/, '');
    return (file) =>
      file === plain ||
      file === `content/${plain}` ||
      file.startsWith(`${plain}/`) ||
      file.startsWith(`content/${plain}/`) ||
      file.replace(/\.mdx?$/, '') === plain ||
      file.replace(/\.mdx?$/, '') === `content/${plain}`;
  }
  const source = normalised
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    // \u0001 and \u0002 stand in for ** while * and ? are rewritten; no path holds them.
    .replace(/\*\*\//g, '\u0001')
    .replace(/\*\*/g, '\u0002')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    // eslint-disable-next-line no-control-regex -- the stand-ins set above
    .replace(/\u0001/g, '(?:.*/)?')
    // eslint-disable-next-line no-control-regex -- the stand-ins set above
    .replace(/\u0002/g, '.*');
  const regex = new RegExp(`^(?:content/)?${source}$`);
  return (file) => regex.test(file);
}

/** The pages under `contentDir`, optionally only those matching one of `patterns`. */
export function readPages(contentDir: string, patterns: string[] = [], root = REPO_ROOT): PageInput[] {
  const matchers = patterns.map((pattern) => pageMatcher(pattern, root));
  return markdownFiles(contentDir)
    .map((path) => readPage(path, root))
    .filter((page) => matchers.length === 0 || matchers.some((match) => match(page.file)));
}
