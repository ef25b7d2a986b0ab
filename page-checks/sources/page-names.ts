/**
 * What a page says that picks among several declarations of a name (targets.ts, `PageNames`): the
 * monorepo files it names, as paths or as paths inside a package, and the types it names, whose
 * members decide among a member's declarations. The check (run.ts) and the build
 * (plugins/source-links) both read a page's names here, so that they link alike.
 */
import type {Lookup} from './lookup';
import {packagePathTarget} from './path-targets';
import type {PageNames} from './targets';
import type {Claim} from './types';

/** The monorepo files a page names: the paths among its confirmed claims (prose, inline code, code-block titles). */
export function namedFiles(confirmed: readonly Claim[]): Set<string> {
  return new Set(confirmed.filter((claim) => claim.kind === 'path').map((claim) => claim.text.replace(/\/+$/, '')));
}

/** The monorepo files a page names as paths inside a package (its inline code), in either release. */
export function packagePathsNamed(inlineCode: Iterable<string>, lookups: Lookup[]): string[] {
  const found: string[] = [];
  for (const value of inlineCode)
    for (const scope of ['v5', 'v4'] as const) {
      const target = packagePathTarget(value.trim(), lookups, scope);
      if (target) found.push(target.path);
    }
  return found;
}

/** A page's names, from its claims (`confirmed`: those the check confirmed) and its inline code. */
export function pageNames(
  claims: readonly Claim[],
  confirmed: (claim: Claim, index: number) => boolean,
  inlineCode: Iterable<string>,
  lookups: Lookup[],
): PageNames {
  const own = claims.filter(confirmed);
  return {
    files: new Set([...namedFiles(own), ...packagePathsNamed(inlineCode, lookups)]),
    owners: new Set(
      own.filter((claim) => claim.kind === 'name' && claim.form === 'identifier').map((claim) => claim.text),
    ),
  };
}

/**
 * Whether the sentence at hand names a declaration's package (`@strapi/strapi`) or its file, or a
 * folder holding it (`packages/core/strapi/src/node/`), or its file inside its package
 * (`server/src/controllers/admin.ts`).
 */
export function sentenceNames(page: PageNames, packageName: string | null, path: string): boolean {
  return (page.sentence ?? []).some((named) =>
    named.startsWith('packages/')
      ? named === path || path.startsWith(`${named}/`)
      : named === packageName || (!named.startsWith('@') && path.endsWith(`/${named}`)),
  );
}
