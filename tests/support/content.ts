/** Reads the site's Markdown pages and their front matter, for unit tests and scripts. */
import {readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import matter from 'gray-matter';
import {load as loadYaml} from 'js-yaml';
import {globSync} from 'tinyglobby';

export const ROOT = join(__dirname, '..', '..');
export const CONTENT_DIR = join(ROOT, 'content');

export type Page = {
  /** Doc id: the path under content/ without the extension. */
  id: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
};

export function readPages(): Page[] {
  return globSync('**/*.{md,mdx}', {cwd: CONTENT_DIR, absolute: true})
    .sort()
    .map((file) => {
      const {data, content} = matter(readFileSync(file, 'utf8'));
      const id = relative(CONTENT_DIR, file)
        .split(sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      return {id, file, data, body: content};
    });
}

export type TagDefinition = {label: string; description: string; permalink?: string};

export function readTags(): Record<string, TagDefinition> {
  return loadYaml(readFileSync(join(CONTENT_DIR, 'tags.yml'), 'utf8')) as Record<string, TagDefinition>;
}

/** The route a page is served at (its slug, or its id under routeBasePath '/'). */
export function routeOf(page: Page): string {
  return typeof page.data.slug === 'string' ? page.data.slug : `/${page.id}`;
}
