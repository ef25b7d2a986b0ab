/**
 * What the source links read from a package's index, built once per index and
 * kept while the index lives: its declarations (definitions.ts), the names its
 * `.d.ts` files declare by source file (declaration-files.ts), and the words
 * its sources name (mentions.ts).
 */
import {buildClosedSets, buildDeclarationFiles, type ClosedSet} from './declaration-files';
import {buildDefinitions, type DefinitionIndex} from './definitions';
import type {Lookup} from './lookup';
import {buildMentions, type Mentions} from './mentions';

function cached<T>(build: (lookup: Lookup) => T): (lookup: Lookup) => T {
  const cache = new WeakMap<object, T>();
  return (lookup) => {
    if (cache.has(lookup.index)) return cache.get(lookup.index) as T;
    const built = build(lookup);
    cache.set(lookup.index, built);
    return built;
  };
}

export const definitionsOf: (lookup: Lookup) => DefinitionIndex = cached((lookup) => buildDefinitions(lookup.index));

/** The names a lookup's `.d.ts` files declare at the top level, by the source files their maps name. */
export const declarationTopsOf: (lookup: Lookup) => Map<string, Set<string>> = cached((lookup) =>
  buildDeclarationFiles(lookup.index, 'none'),
);

/** The names a lookup's `.d.ts` files declare, by the source files their maps name. */
export const declarationFilesOf: (lookup: Lookup) => Map<string, Set<string>> = cached((lookup) =>
  buildDeclarationFiles(lookup.index),
);

/** The same, counting a member only in a body its source's author wrote (not a value's inferred type). */
export const authoredDeclarationFilesOf: (lookup: Lookup) => Map<string, Set<string>> = cached((lookup) =>
  buildDeclarationFiles(lookup.index, 'authored'),
);

/** The closed sets of string literals a lookup's `.d.ts` files declare (`type Action = 'beforeCreate' | …`), by member. */
export const closedSetsOf: (lookup: Lookup) => Map<string, ClosedSet[]> = cached((lookup) =>
  buildClosedSets(lookup.index),
);

/** The words of a lookup's recovered sources, by the one file that names each, and the names it imports. */
export const mentionsOf: (lookup: Lookup) => Mentions = cached((lookup) => buildMentions(definitionsOf(lookup)));

const DECLARE_LINE =
  /^\s*(?:export\s+)?declare\s+(?:abstract\s+)?(?:const|let|var|function|class|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * The names a lookup's text declares with `declare` (`declare const useGetContentTypesQuery`): its
 * `.d.ts` files, mapped to a source or not (the admin's own ship without maps), and any ambient
 * declaration of its sources; not what it re-exports.
 */
export const declaredNamesOf: (lookup: Lookup) => Set<string> = cached(
  (lookup) => new Set([...lookup.index.text.matchAll(DECLARE_LINE)].map((match) => match[1] as string)),
);

const EXPORT_LINE = /^\s*export\s+(?:declare\s+)?(?:default\s+)?(?:type\s+)?(.*)$/gm;
const NAME = /[A-Za-z_$][\w$]*/g;

/**
 * Every name a lookup's text exports, however: a declaration, `export * as Field from`, `export {
 * useField } from` (for a package hosted elsewhere, whose names are never linked: targets.ts).
 */
export const exportedNamesOf: (lookup: Lookup) => Set<string> = cached((lookup) => {
  const names = new Set<string>();
  for (const match of lookup.index.text.matchAll(EXPORT_LINE)) {
    const rest = (match[1] as string).replace(/\s+from\s+['"][^'"]*['"].*$/, '');
    const declared =
      /^(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/.exec(
        rest,
      );
    if (declared) names.add(declared[1] as string);
    else if (/^\*\s+as\s+/.test(rest) || rest.startsWith('{'))
      for (const name of rest.match(NAME) ?? []) names.add(name);
  }
  return names;
});

/** Whether the package declares `name` at the top level and exports it: a source's export, or a `.d.ts`'s. */
export const exportsAtTop = (lookup: Lookup, name: string): boolean =>
  declarationTopsOf(lookup).has(name) ||
  (definitionsOf(lookup).top.get(name) ?? []).some((definition) => definition.exported);
