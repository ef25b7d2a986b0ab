/** Pinned packages as the pages show them; no Node APIs, so the browser bundle can import it. */

/** What the browser needs of a pinned package: no integrity hash. */
export type PackageRef = {name: string; version: string};

/** The npm page of a package at its pinned version. */
export function npmPageOf({name, version}: PackageRef): string {
  return `https://www.npmjs.com/package/${name}/v/${version}`;
}

/** "@strapi/data-transfer 5.54.0, @strapi/core 5.54.0", or null for no packages. */
export function checkedAgainstText(keys: readonly string[], packages: Record<string, PackageRef>): string | null {
  const refs = keys.map((key) => packages[key]).filter((ref): ref is PackageRef => ref !== undefined);
  return refs.length > 0 ? refs.map((ref) => `${ref.name} ${ref.version}`).join(', ') : null;
}
