/**
 * Where a confirmed path points in strapi/strapi (README.md, "Paths"): a monorepo path
 * (`packages/core/…`) to that file or folder of the package that holds it, and a path inside a
 * package (`admin/src/services/auth.ts`) when one package of the sentence's release holds it.
 */
import type {Lookup} from './lookup';
import {releaseGroups, releaseMajors} from './release-groups';
import type {Scope} from './release';
import type {SourceTarget} from './targets';

const WILDCARD = /[*<>{}[\]]|:[A-Za-z]/;

/**
 * A path links when a map names that file, or files under that folder: a file known only from a
 * declaration published without a map (`admin/src/ee` + `.ts` or `.tsx`) could be either, so it does not.
 */
export function pathTarget(path: string, lookups: Lookup[]): SourceTarget | null {
  if (WILDCARD.test(path) || /\.d\.[cm]?ts$/.test(path)) return null;
  const clean = path.replace(/\/+$/, '');
  for (const lookup of lookups) {
    const dir = lookup.directory as string;
    if (clean !== dir && !clean.startsWith(`${dir}/`)) continue;
    const rest = clean.slice(dir.length + 1);
    const folder = `${rest}/`;
    if (!rest || lookup.files.has(rest) || [...lookup.files].some((file) => file.startsWith(folder)))
      return {path: clean, line: null, version: lookup.spec.version};
  }
  return null;
}

/**
 * A path inside a package, as pages write it beside the package's name (`admin/src/services/documents.ts`
 * in a table headed `Path in packages/core/content-manager`): under `admin/`, `server/`, `src/`, `ee/`
 * or `shared/`, three segments or more, it links when exactly one package of the release its sentence
 * is about holds that file or folder. A shorter one (`src/index.ts`) is in many packages, and in the
 * reader's own app: no link.
 */
const IN_PACKAGE = /^(?:admin|server|src|ee|shared)(?:\/[\w@-][\w.@-]*){2,}\/?$/;

export function packagePathTarget(path: string, lookups: Lookup[], scope: Scope): SourceTarget | null {
  if (!IN_PACKAGE.test(path) || path.split('/').some((segment) => /^\.+$/.test(segment))) return null;
  const found = releaseGroups(lookups, scope)
    .flat()
    .flatMap((lookup) => {
      const target = pathTarget(`${lookup.directory}/${path}`, [lookup]);
      return target ? [target] : [];
    });
  return found.length === 1 ? (found[0] as SourceTarget) : null;
}

/**
 * A path that no current pin of the sentence's release holds, held by exactly one of the page's
 * older pins of that release (`@strapi/admin@4.17` for a folder Strapi 4.18 removed): that pin's
 * file or folder, at its tag. Names never link into an older pin (README.md, "Older releases").
 */
export function olderPathTarget(path: string, lookups: Lookup[], scope: Scope, older: Lookup[]): SourceTarget | null {
  const majors = releaseMajors(lookups, scope);
  const held = older
    .filter((lookup) => majors.includes(Number(lookup.spec.version.split('.')[0])))
    .flatMap((lookup) => pathTarget(path, [lookup]) ?? []);
  return held.length === 1 ? (held[0] as SourceTarget) : null;
}
