/**
 * A member chain through the namespaces a package exports (`Core.Strapi`,
 * `Modules.EventHub.EventHub`, `Modules.Server.Server` of `@strapi/types`):
 * the root is a namespace that the package's entry exports
 * (`export type * as Core from './core'` in `src/index.ts`), each middle
 * segment a namespace that the module reached exports the same way, and the
 * last a name that module declares at the top level of its `.d.ts`, or one
 * module it re-exports whole does (`export * from './strapi'` in `core/index`).
 * Every step must find exactly one module, or the chain gets no link. The rule
 * is in README.md ("Source links", rule 2).
 */
import {posix} from 'node:path';
import {declarationTextOf} from './declaration-files';
import type {Lookup} from './lookup';

/** Where a namespace chain's last segment is declared: a `.d.ts` type, so its source file, without a line. */
export type NamespaceTarget = {lookup: Lookup; file: string};

const NAME = '[A-Za-z_$][\\w$]*';
const EXPORT = new RegExp(`^export\\s+(?:type\\s+)?\\*\\s+as\\s+(${NAME})\\s+from\\s+['"](\\.[^'"]*)['"]`);
const EXPORT_ALL = /^export\s+(?:type\s+)?\*\s+from\s+['"](\.[^'"]*)['"]/;
/** A package's entry: `src/index.ts`, `server/src/index.ts`. */
const ENTRY = /^(?:[\w-]+\/)?src\/index\.[cm]?tsx?$/;
const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** The namespaces a module's `.d.ts` exports, each with the module path it names (`Core` → `src/core`). */
function namespacesOf(text: string, file: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = EXPORT.exec(line);
    if (!match) continue;
    const stem = posix.join(posix.dirname(file), match[2] as string);
    found.set(match[1] as string, [...(found.get(match[1] as string) ?? []), stem]);
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

/** The module a chain's namespaces lead to from one entry, or null at the first unclear step. */
function walk(lookup: Lookup, entry: string, namespaces: string[]): string | null {
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
