/**
 * A member chain through the namespaces a package exports (`Core.Strapi`,
 * `Modules.EventHub.EventHub`, `Modules.Server.Server` of `@strapi/types`):
 * the root is a namespace that the package's entry exports
 * (`export type * as Core from './core'` in `src/index.ts`), each middle
 * segment a namespace that the module reached exports the same way, and the
 * last a name that module declares at the top level of its `.d.ts`, or one
 * module it re-exports whole does (`export * from './strapi'` in `core/index`);
 * a last segment that is itself such a namespace, the module it names (`Schema.Attribute` →
 * `schema/attribute/index.ts`).
 * Every step must find exactly one module, or the chain gets no link. The rule
 * is in README.md ("Source links", rule 2).
 */
import {posix} from 'node:path';
import {declarationTextOf} from './declaration-files';
import {definitionsOf} from './indexes';
import type {Lookup} from './lookup';
import {oneOf} from './release-groups';
import type {SourceTarget} from './targets';
import type {Claim} from './types';

/** Where a namespace chain's last segment is declared: a `.d.ts` type, so its source file, without a line. */
export type NamespaceTarget = {lookup: Lookup; file: string};

const NAME = '[A-Za-z_$][\\w$]*';
const EXPORT = new RegExp(`^export\\s+(?:type\\s+)?\\*\\s+as\\s+(${NAME})\\s+from\\s+['"](\\.[^'"]*)['"]`);
const IMPORT_NAMESPACE = new RegExp(`^import\\s+(?:type\\s+)?\\*\\s+as\\s+(${NAME})\\s+from\\s+['"](\\.[^'"]*)['"]`);
const EXPORT_LIST = /^export\s+(?:type\s+)?\{([^}]*)\}\s*;?\s*$/;
const EXPORT_ALL = /^export\s+(?:type\s+)?\*\s+from\s+['"](\.[^'"]*)['"]/;
/** A package's entry: `src/index.ts`, `server/src/index.ts`. */
const ENTRY = /^(?:[\w-]+\/)?src\/index\.[cm]?tsx?$/;
const escape = (name: string) => name.replace(/[$]/g, '\\$');

/**
 * The namespaces a module's `.d.ts` exports, each with the module path it names (`Core` → `src/core`):
 * `export type * as Core from './core'`, or `import type * as Attribute from './attribute'` then
 * `export { Attribute }`.
 */
function namespacesOf(text: string, file: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const imported = new Map<string, string>();
  const add = (name: string, from: string) =>
    found.set(name, [...(found.get(name) ?? []), posix.join(posix.dirname(file), from)]);
  for (const line of text.split('\n')) {
    const match = EXPORT.exec(line);
    if (match) add(match[1] as string, match[2] as string);
    const namespace = IMPORT_NAMESPACE.exec(line);
    if (namespace) imported.set(namespace[1] as string, namespace[2] as string);
    for (const item of EXPORT_LIST.exec(line)?.[1]?.split(',') ?? []) {
      const [local, as] = item.trim().split(/\s+as\s+/);
      const from = imported.get(local as string);
      if (from) add(as ?? (local as string), from);
    }
  }
  return found;
}

/** The one source among `stem.ts` and `stem/index.ts` (or `.tsx`) that has declarations. */
function moduleFile(lookup: Lookup, stem: string): string | null {
  const files = [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`].filter(
    (file) => declarationTextOf(lookup.index, file) !== null,
  );
  return files.length === 1 ? (files[0] as string) : null;
}

const exported = new WeakMap<object, Map<string, Set<string>>>();

/**
 * Each namespace name → the module files any `.d.ts` of the package exports under it (`Attribute` →
 * `src/schema/attribute/index.ts`): for the proof, that a file link for a namespace is its module.
 */
export function namespaceModulesOf(lookup: Lookup): Map<string, Set<string>> {
  let found = exported.get(lookup.index);
  if (found) return found;
  found = new Map();
  for (const file of new Set(Object.values(lookup.index.declarationSources ?? {})))
    for (const [name, stems] of namespacesOf(declarationTextOf(lookup.index, file) ?? '', file))
      for (const stem of stems) {
        const module = moduleFile(lookup, stem);
        if (module) found.set(name, (found.get(name) ?? new Set()).add(module));
      }
  exported.set(lookup.index, found);
  return found;
}

/** The module a chain's namespaces lead to from one entry, or null at the first unclear step. */
function walk(lookup: Lookup, entry: string, namespaces: readonly string[]): string | null {
  let file: string | null = entry;
  for (const namespace of namespaces) {
    const stems: string[] = namespacesOf(declarationTextOf(lookup.index, file) ?? '', file).get(namespace) ?? [];
    if (new Set(stems).size !== 1) return null;
    file = moduleFile(lookup, stems[0] as string);
    if (!file) return null;
  }
  return file;
}

/**
 * The declaration of a chain's last segment through the namespaces its other segments name, in one
 * release's lookups: exactly one module, reached from a package's entry, that declares it at the
 * top level; else null.
 */
export function namespaceTarget(parts: readonly string[], lookups: Lookup[]): NamespaceTarget | null {
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1] as string;
  const declares = new RegExp(
    `^(?:export\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:interface|type|class|enum|const|function|namespace)\\s+${escape(last)}(?![\\w$])`,
    'm',
  );
  const found: NamespaceTarget[] = [];
  for (const lookup of lookups) {
    const entries = new Set(Object.values(lookup.index.declarationSources ?? {}).filter((file) => ENTRY.test(file)));
    for (const entry of entries) {
      // A chain that ends on a namespace (`Schema.Attribute`, `Modules.EventHub`): that module.
      const module = walk(lookup, entry, parts);
      if (module) {
        found.push({lookup, file: module});
        continue;
      }
      const file = walk(lookup, entry, parts.slice(0, -1));
      if (!file) continue;
      const text = declarationTextOf(lookup.index, file) ?? '';
      // The module itself, else the one module it re-exports whole that declares it.
      const candidates = declares.test(text)
        ? [file]
        : text
            .split('\n')
            .flatMap((line) => EXPORT_ALL.exec(line)?.[1] ?? [])
            .map((target) => moduleFile(lookup, posix.join(posix.dirname(file), target)))
            .filter(
              (other): other is string => other !== null && declares.test(declarationTextOf(lookup.index, other) ?? ''),
            );
      if (candidates.length === 1) found.push({lookup, file: candidates[0] as string});
    }
  }
  return found.length === 1 ? (found[0] as NamespaceTarget) : null;
}

/** A chain through the namespaces a package exports, to the module that declares its last segment (namespaces.ts). */
export function namespacedTarget(claim: Claim, name: string, groups: Lookup[][]): SourceTarget | null {
  const spaced = oneOf(groups.map((group) => namespaceTarget(claim.parts ?? [], group)));
  if (!spaced || spaced === 'ambiguous') return null;
  // A module with recovered source (`@strapi/utils`' `async.ts`): its declaration's line.
  const line = definitionsOf(spaced.lookup)
    .top.get(name)
    ?.filter((definition) => definition.file === spaced.file)
    .sort((a, b) => a.line - b.line)[0]?.line;
  return {
    path: `${spaced.lookup.directory}/${spaced.file}`,
    line: line ?? null,
    version: spaced.lookup.spec.version,
    name,
  };
}
