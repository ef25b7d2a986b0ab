/**
 * The one place a source link's address and description are made. Whatever a
 * page, a name or front matter holds, the result is under
 * `https://github.com/strapi/strapi/blob/v<pinned version>/` or nothing: the
 * version must be a plain semver, each path segment plain ASCII file-name
 * characters (no `.`/`..` segment, no `%`, `?`, `#`, `\`, spaces or quotes),
 * the line a positive integer.
 */
export const REPOSITORY_BLOB = 'https://github.com/strapi/strapi/blob/';

const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
const SEGMENT = /^[A-Za-z0-9_@+-][A-Za-z0-9_@.+-]*$/;
const MAX_PATH = 400;

export type SourceLink = {
  /** The address, under REPOSITORY_BLOB + `v<version>/`. */
  href: string;
  /**
   * "Defined in <path>, line <n> — Strapi <version>" (a name's declaration; without ", line <n>" for
   * a declaration file), "Named in <path>…" (the one place the sources name it), or
   * "<path> — Strapi <version>" for a path the page writes.
   */
  title: string;
};

/** What a link stands for: a name's declaration, the one place that names it, or (no role) a path. */
export type LinkRole = 'definition' | 'mention';

/** The tag of a release (`5.54.0` → `v5.54.0`), or null for anything that is not a plain version. */
export function tagOf(version: string): string | null {
  return VERSION.test(version) ? `v${version}` : null;
}

/** Whether a monorepo path is safe to put in an address as it is. */
export function isPlainPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH || !path.startsWith('packages/')) return false;
  return path.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/** The link to a file or folder (no line) or to a line of a file of strapi/strapi at a release, or null. */
export function sourceLink(
  version: string,
  path: string,
  line: number | null,
  role: LinkRole | undefined = line === null ? undefined : 'definition',
): SourceLink | null {
  const tag = tagOf(version);
  if (!tag || !isPlainPath(path)) return null;
  if (line !== null && !(Number.isSafeInteger(line) && line > 0)) return null;
  const href = `${REPOSITORY_BLOB}${tag}/${path}${line === null ? '' : `#L${line}`}`;
  // Belt and braces: the URL parser must agree that nothing left the prefix.
  const parsed = new URL(href);
  if (parsed.href !== href || parsed.search || !parsed.href.startsWith(`${REPOSITORY_BLOB}${tag}/`)) return null;
  const where = `${path}${line === null ? '' : `, line ${line}`} — Strapi ${version}`;
  const title = role === 'mention' ? `Named in ${where}` : role === 'definition' ? `Defined in ${where}` : where;
  return {href, title};
}
