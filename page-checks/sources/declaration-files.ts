/**
 * Names a package declares only in its published declarations (`.d.ts`), by
 * the monorepo source file each declaration was emitted from: the one source
 * its `.d.ts.map` names (extract.ts, `declarationSources`). All of
 * `@strapi/types` is like this: its maps carry no source text, so a line
 * cannot be proven, but the file can. Read line by line like definitions.ts
 * (tsc's output is regular); the rules are in README.md ("Source links").
 */
import {SEPARATOR, type PackageIndex} from './types';

const NAME = '[A-Za-z_$][\\w$]*';
const IDENTIFIER = new RegExp(`^${NAME}$`);
/** `export declare const x`, `interface X`, `type X =`, `declare class X`, `export { a as b }` is not one. */
const TOP = new RegExp(
  `^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?` +
    `(?:function|class|interface|type|enum|const\\s+enum|const|let|var|namespace)\\s+(${NAME})`,
);
/**
 * `export type * as Struct from './struct'` in a package's entry (`src/index.ts`): a namespace the
 * package exports. Deeper re-exports (`Shared` of `src/core/config/index.ts`) are nested namespaces
 * whose bare name a page may use for another (Strapi 4's top-level `Shared`).
 */
const NAMESPACE = new RegExp(`^\\s*export\\s+(?:type\\s+)?\\*\\s+as\\s+(${NAME})\\s+from\\b`);
const ENTRY = /^(?:[\w-]+\/)?src\/index\.[cm]?tsx?$/;
/** A member of an interface, object type, class or namespace: `name: T`, `name?(…)`, `readonly name: T`, `'name': T`. */
const MEMBER = new RegExp(
  `^\\s+(?:(?:readonly|static|public|protected|abstract|get|set)\\s+)*(['"]?)(${NAME})\\1\\s*\\??\\s*[:(<]`,
);
/** Tests, mocks and stories are never definitions (as in definitions.ts). */
const NOT_SOURCE = /(^|\/)(__tests__|__mocks__|tests?|e2e)\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** The declarations whose bodies a source's author wrote: a value's (`const`, `function`) body may be tsc's inference. */
const AUTHORED = new Set(['class', 'interface', 'type', 'enum', 'namespace']);
const KIND = /\b(function|class|interface|type|enum|const|let|var|namespace)\s+[\w$]/;
/** `declare module 'koa' {`, `declare global {`: the author's too. */
const MODULE = /^\s*(?:export\s+)?declare\s+(?:module|global)\b/;

/**
 * Each name → the source files (relative to the package) whose declarations declare it: at the top
 * level or as a member (`members`: 'all'), only as a member of a body its source's author wrote
 * (`'authored'`: an interface, a type, a class, not the type tsc wrote out for a value, such as a
 * controller's inferred response), or at the top level only (`'none'`).
 */
export function buildDeclarationFiles(
  index: PackageIndex,
  members: 'all' | 'authored' | 'none' = 'all',
): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  // The declarations enclosing the current line, by indentation (tsc's output is regular).
  let open: {indent: number; kind: string}[] = [];
  let last = '';
  forEachDeclarationLine(index, (source, line) => {
    if (source !== last) [open, last] = [[], source];
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    // `}) => {` continues the declaration it is indented like; any other line ends it.
    const continues = /^\s*[})\]|&>]/.test(line);
    open = open.filter((outer) => outer.indent < indent || (continues && outer.indent === indent));
    const top = TOP.exec(line);
    const opens = top ? KIND.exec(line)?.[1] : MODULE.test(line) ? 'namespace' : undefined;
    if (opens) open.push({indent, kind: opens});
    const authored = open.every((outer) => outer.indent === indent || AUTHORED.has(outer.kind));
    const name =
      top?.[1] ??
      (ENTRY.test(source) ? NAMESPACE.exec(line)?.[1] : undefined) ??
      (members === 'all' || (members === 'authored' && authored) ? MEMBER.exec(line)?.[2] : undefined);
    if (!name) return;
    const files = result.get(name);
    if (files) files.add(source);
    else result.set(name, new Set([source]));
  });
  return result;
}

/** Calls `visit` with each line of each declaration and the source file it was emitted from (tests and such left out). */
function forEachDeclarationLine(index: PackageIndex, visit: (source: string, line: string) => void): void {
  const sources = index.declarationSources ?? {};
  const texts = index.text.split(SEPARATOR);
  const offset = (index.sourcePaths ?? []).length;
  index.declarations.forEach((declaration, i) => {
    const source = sources[declaration];
    if (!source || NOT_SOURCE.test(source)) return;
    for (const line of (texts[offset + i] ?? '').split('\n')) visit(source, line);
  });
}

const bySource = new WeakMap<PackageIndex, Map<string, string>>();

/** The text of the declarations emitted from one source file (for the proof: does the file declare the name?). */
export function declarationTextOf(index: PackageIndex, source: string): string | null {
  let texts = bySource.get(index);
  if (!texts) {
    texts = new Map();
    const sources = index.declarationSources ?? {};
    const all = index.text.split(SEPARATOR);
    const offset = (index.sourcePaths ?? []).length;
    index.declarations.forEach((declaration, i) => {
      const from = sources[declaration];
      if (from) texts?.set(from, `${texts.get(from) ?? ''}${all[offset + i] ?? ''}\n`);
    });
    bySource.set(index, texts);
  }
  return texts.get(source) ?? null;
}

/**
 * A type alias that is a closed set of names, each a string literal (`export type Action =
 * 'beforeCreate' | 'afterCreate' | …;`, as tsc writes it, on one line): its alias name and members.
 */
const CLOSED_SET = new RegExp(
  `^\\s*(?:export\\s+)?(?:declare\\s+)?type\\s+(${NAME})\\s*=\\s*((?:'[^']*'\\s*\\|\\s*)+'[^']*')\\s*;?\\s*$`,
);

/** A closed set of names: the source file whose declaration lists it, and its members. */
export type ClosedSet = {file: string; members: ReadonlySet<string>};

/** Each name → the closed sets (`CLOSED_SET`) whose members it is, by the source file declaring each. */
export function buildClosedSets(index: PackageIndex): Map<string, ClosedSet[]> {
  const result = new Map<string, ClosedSet[]>();
  forEachDeclarationLine(index, (file, line) => {
    const literals = CLOSED_SET.exec(line)?.[2]?.match(/'[^']*'/g) ?? [];
    const members = new Set(literals.map((literal) => literal.slice(1, -1)).filter((name) => IDENTIFIER.test(name)));
    for (const name of members) result.set(name, [...(result.get(name) ?? []), {file, members}]);
  });
  return result;
}
