/**
 * content/strapi-packages.json: the pinned packages, and the same set moved
 * to another release for `npm run drift`.
 */
import {join} from 'node:path';
import {keyKind, readManifest as readManifestFile} from '../../plugins/strapi-packages/src/manifest';
import type {PackageSpec, PinnedPackage} from './types';

export const MANIFEST_PATH = join(__dirname, '..', '..', 'content', 'strapi-packages.json');

export type Manifest = Record<string, PinnedPackage>;

/** The manifest's packages, validated as the site reads them (plugins/strapi-packages). */
export function readManifest(path = MANIFEST_PATH): Manifest {
  return readManifestFile(path).packages;
}

export function specOf(manifest: Manifest, key: string): PackageSpec {
  const pinned = manifest[key];
  if (!pinned) throw new Error(`${key} is not in content/strapi-packages.json`);
  return {key, ...pinned};
}

/** The package whose version defines the release train. */
export const TRAIN_ANCHOR = '@strapi/strapi';

/**
 * The keys released in lockstep with @strapi/strapi: pinned at its version.
 * Keys ending in @<major> (the v4 line), keys ending in @<major>.<minor> (an
 * older release, pinned for the names it had) and packages with their own
 * version line (@strapi/pack-up, @strapi/sdk-plugin, @strapi/design-system)
 * are not.
 */
export function lockstepKeys(manifest: Manifest): string[] {
  const anchor = manifest[TRAIN_ANCHOR];
  if (!anchor) throw new Error(`${TRAIN_ANCHOR} is not in content/strapi-packages.json`);
  return Object.keys(manifest).filter((key) => keyKind(key) === 'current' && manifest[key]?.version === anchor.version);
}

/**
 * The manifest with every lockstep package at `version` and the integrity the
 * registry gives; the names in `unpublished` (no release at `version`) keep
 * their pinned version.
 */
export function movedManifest(
  manifest: Manifest,
  version: string,
  integrity: Record<string, string>,
  unpublished: ReadonlySet<string> = new Set(),
): Manifest {
  const moved: Manifest = {...manifest};
  for (const key of lockstepKeys(manifest)) {
    const pinned = manifest[key] as PinnedPackage;
    if (unpublished.has(pinned.name)) continue;
    const hash = integrity[pinned.name];
    if (!hash) throw new Error(`no integrity for ${pinned.name}@${version}`);
    moved[key] = {name: pinned.name, version, integrity: hash};
  }
  return moved;
}
