/**
 * The pinned Strapi packages the pages are checked against
 * (content/strapi-packages.json): read and validated for the site, the
 * source check and the Markdown copies.
 */
import {readFileSync} from 'node:fs';

export {checkedAgainstText, npmPageOf, type PackageRef} from './refs';

export type PinnedPackage = {name: string; version: string; integrity: string};
export type Manifest = {packages: Record<string, PinnedPackage>};

export function readManifest(file: string): Manifest {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const [key, entry] of Object.entries(manifest.packages ?? {})) {
    if (
      !/^@strapi\/[a-z0-9-]+(@\d+)?$/.test(key) ||
      !entry.name ||
      !/^\d+\.\d+\.\d+$/.test(entry.version) ||
      !entry.integrity?.startsWith('sha512-')
    ) {
      throw new Error(
        `[strapi-packages] ${file}: the entry "${key}" needs a name, an exact version and a sha512 integrity.`,
      );
    }
  }
  return manifest;
}
