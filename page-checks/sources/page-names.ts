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
  /** The name at hand is written as a call: among its declarations in one file, its function's line. */
  called?: boolean;
};

/**
 * A page's names at one sentence (a claim's or a piece's, release.ts `Piece`): the packages and
 * paths that sentence, or its column or row, names, and the identifiers of its and its row's code.
 */
export function atSentence(
  page: PageNames,
  sentence: {named?: readonly string[]; code?: readonly string[]},
): PageNames {
  return {
    ...page,
    ...(sentence.named?.length ? {sentence: sentence.named} : {}),
    ...(sentence.code?.length ? {code: sentence.code} : {}),
  };
}

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
 * property of a front end's own shape (`definitions.ts`, `shapeOf`: `strapi_stage?:` of
 * `StageColumnProps`, `nodeVersion?:` of the admin's `AppInfoContextValue`) counts only where the
 * code of the sentence or its table row names that shape: the type, the component it is the props
 * of (`StageColumn`), or a declaration whose line names the type or one it extends (`HeaderLayout`,
 * declared with `HeaderLayoutProps`, which extends `BaseHeaderLayoutProps`; `useAppInfo`, made by
 * `createContext<AppInfoContextValue>`); or where the page or the sentence names its file.
 * Elsewhere the same word is an entry's relation, a server's key or a hook's result.
 */
export function shapeNamed(page: PageNames, lookup: Lookup, definition: Definition): boolean {
  const shape = definition.shapeOf;
  if (shape === undefined) return true;
  const path = `${lookup.directory}/${definition.file}`;
  if (page.files?.has(path) || sentenceNames(page, null, path)) return true;
  const definitions = definitionsOf(lookup);
  // The types and components a declaration's line names (`const HeaderLayout = (props: HeaderLayoutProps)`).
  const typesOn = (name: string) =>
    (definitions.top.get(name) ?? []).flatMap((top) =>
      identifiersIn(definitions.lines.get(top.file)?.[top.line - 1] ?? '').filter((type) => /^[A-Z]/.test(type)),
    );
  const named = new Set<string>();
  const add = (type: string) => {
    if (named.has(type)) return;
    named.add(type);
    typesOn(type).forEach(add);
  };
  for (const name of page.code ?? []) [name, `${name}Props`, ...typesOn(name)].forEach(add);
  return named.has(shape);
}
