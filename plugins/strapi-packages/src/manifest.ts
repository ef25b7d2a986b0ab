/**
 * The pinned Strapi packages the pages are checked against
 * (content/strapi-packages.json): read and validated for the site, the
 * source check and the Markdown copies.
 */
import {readFileSync} from 'node:fs';

import {keyKind, versionPrefixOf} from './refs';

export {checkedAgainstText, keyKind, npmPageOf, type KeyKind, type PackageRef} from './refs';

export type PinnedPackage = {name: string; version: string; integrity: string};
export type Manifest = {packages: Record<string, PinnedPackage>};

export function readManifest(file: string): Manifest {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const [key, entry] of Object.entries(manifest.packages ?? {})) {
    if (
      keyKind(key) === null ||
      !entry.name ||
      !/^\d+\.\d+\.\d+$/.test(entry.version) ||
      !entry.integrity?.startsWith('sha512-')
    ) {
      throw new Error(
        `[strapi-packages] ${file}: the entry "${key}" needs a name, an exact version and a sha512 integrity.`,
      );
    }
    // `@strapi/admin@4` pins a 4.x.y release, `@strapi/admin@4.7` a 4.7.y one, of the package the key names.
    const prefix = versionPrefixOf(key);
    if ((prefix && !entry.version.startsWith(prefix)) || key.replace(/@[\d.]+$/, '') !== entry.name) {
      throw new Error(
        `[strapi-packages] ${file}: the entry "${key}" pins ${entry.name}@${entry.version}; its key promises ${key.replace(/@[\d.]+$/, '')}${prefix ? ` at ${prefix}x` : ''}.`,
      );
    }
  }
  return manifest;
}
