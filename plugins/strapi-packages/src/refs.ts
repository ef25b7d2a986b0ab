/** Pinned packages as the pages show them; no Node APIs, so the browser bundle can import it. */

/** What the browser needs of a pinned package: no integrity hash. */
export type PackageRef = {name: string; version: string};

/**
 * What a manifest key pins:
 * - `current`: the release the pages describe (`@strapi/admin`, at 5.54.0; packages with their own line too);
 * - `line`: the newest release of an older major (`@strapi/admin@4`, at 4.26.2), for what a page says about Strapi 4;
 * - `older`: one older release (`@strapi/admin@4.7`, at 4.7.1), pinned only so that a page can name what
 *   that release had and later ones renamed or removed. It confirms names; it gets no source links.
 */
export type KeyKind = 'current' | 'line' | 'older';

const KEY = /^@strapi\/[a-z0-9-]+(?:@(\d+)(?:\.(\d+))?)?$/;

/** The kind of a manifest key, or null for a key the manifest may not hold. */
export function keyKind(key: string): KeyKind | null {
  const match = KEY.exec(key);
  if (!match) return null;
  if (match[2] !== undefined) return 'older';
  return match[1] !== undefined ? 'line' : 'current';
}

/** The version prefix a key promises (`@strapi/admin@4.7` → `4.7.`), or null for a current key. */
export function versionPrefixOf(key: string): string | null {
  const suffix = /@(\d+(?:\.\d+)?)$/.exec(key)?.[1];
  return suffix === undefined ? null : `${suffix}.`;
}

/** The npm page of a package at its pinned version. */
export function npmPageOf({name, version}: PackageRef): string {
  return `https://www.npmjs.com/package/${name}/v/${version}`;
}

/** A page's declared packages as its "Checked against" line names them: the older releases apart. */
export type CheckedAgainst = {checked: PackageRef[]; older: PackageRef[]};

export function checkedAgainst(keys: readonly string[], packages: Record<string, PackageRef>): CheckedAgainst {
  const result: CheckedAgainst = {checked: [], older: []};
  for (const key of keys) {
    const ref = packages[key];
    if (ref) (keyKind(key) === 'older' ? result.older : result.checked).push(ref);
  }
  return result;
}

/** Between the checked packages and the older releases on the "Checked against" line. */
export const OLDER_RELEASES_LABEL = 'names of earlier releases against';

const listed = (refs: PackageRef[]) => refs.map((ref) => `${ref.name} ${ref.version}`).join(', ');

/**
 * "@strapi/data-transfer 5.54.0, @strapi/core 5.54.0", then "; names of earlier releases against
 * @strapi/admin 4.7.1" when the page declares older releases; null for no packages.
 */
export function checkedAgainstText(keys: readonly string[], packages: Record<string, PackageRef>): string | null {
  const {checked, older} = checkedAgainst(keys, packages);
  if (checked.length === 0 && older.length === 0) return null;
  const parts = [
    checked.length ? listed(checked) : null,
    older.length ? `${OLDER_RELEASES_LABEL} ${listed(older)}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join('; ');
}
