/**
 * What a page says that picks among several declarations of a name (targets.ts, `PageNames`): the
 * monorepo files it names, as paths or as paths inside a package, and the types it names, whose
 * members decide among a member's declarations. The check (run.ts) and the build
 * (plugins/source-links) both read a page's names here, so that they link alike.
 */
import type {Definition} from './definitions';
import {identifiersIn} from './release';
import {definitionsOf} from './indexes';
import type {Lookup} from './lookup';
import {packagePathTarget} from './path-targets';
import type {Claim} from './types';

/**
 * What a page says that picks among several declarations: the monorepo files and the types it
 * names, the packages and paths the sentence at hand names (`sentence`, release.ts `namedIn`), and
 * the identifiers in the inline code of that sentence and its table row (`code`).
 */
export type PageNames = {
  files?: ReadonlySet<string>;
  owners?: ReadonlySet<string>;
  sentence?: readonly string[];
  code?: readonly string[];
};

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

/**
 * Whether a declaration counts for the sentence at hand (README.md, "Source links", rule 1). A data
 * property of a component's props (`strapi_stage?:` of `StageColumnProps`) counts only where the
 * code of the sentence or its table row names the component or its props: `StageColumn`, or a
 * declaration whose line names the props type or one that extends it (`HeaderLayout`, declared
 * with `HeaderLayoutProps`, which extends `BaseHeaderLayoutProps`), or where the sentence names its
 * file. Elsewhere the word is an entry's field, a hook's result or another component's prop.
 */
export function shapeNamed(page: PageNames, lookup: Lookup, definition: Definition): boolean {
  const props = definition.propOf;
  if (props === undefined) return true;
  if (sentenceNames(page, null, `${lookup.directory}/${definition.file}`)) return true;
  const definitions = definitionsOf(lookup);
  const propsOn = (name: string) =>
    (definitions.top.get(name) ?? []).flatMap((top) =>
      identifiersIn(definitions.lines.get(top.file)?.[top.line - 1] ?? '').filter((type) => type.endsWith('Props')),
    );
  // The props types the code names, through each one's declaration line: the types it extends.
  const shapes = new Set<string>();
  const add = (type: string) => {
    if (shapes.has(type)) return;
    shapes.add(type);
    propsOn(type).forEach(add);
  };
  for (const name of page.code ?? []) [name, `${name}Props`, ...propsOn(name)].forEach(add);
  return shapes.has(props);
}
