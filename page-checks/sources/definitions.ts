/**
 * Where a name is declared in one package's recovered sources: the file (a
 * path relative to the package) and the 1-based line of its declaration.
 * Read line by line from the sources the maps carry (Prettier-formatted
 * TypeScript and JavaScript), without a parser; the rules are in README.md
 * ("Definitions") and pinned by tests/unit/source-definitions.test.ts.
 */
import {posix} from 'node:path';
import {SEPARATOR, type PackageIndex} from './types';

export type Definition = {
  file: string;
  line: number;
  exported?: boolean;
  /**
   * A data property (not a method) of a front end's own shape: an interface or object type of a
   * `.tsx` file (props, a context's value, a form's values) or one named `…Props`. The type's name.
   */
  shapeOf?: string;
};

export type DefinitionIndex = {
  /** Top-level declarations (`function`, `class`, `const`, `type`, …; any `export` declaration). */
  top: Map<string, Definition[]>;
  /** Members of a class body, by class name, then member name. */
  classes: Map<string, {definition: Definition; base: string | null; members: Map<string, Definition[]>}>;
  /** Methods and function-valued properties of object literals and class bodies. */
  members: Map<string, Definition[]>;
  /** Any other indented `key:` (an object literal's key, a nested type's member, a config key). */
  properties: Map<string, Definition[]>;
  /** Each source file's lines, for `holdsName`. */
  lines: Map<string, string[]>;
  /** A re-exported name → the names its declaration line holds (`compileStrapi` → `compile`, `default`). */
  aliases: Map<string, Set<string>>;
};

/** Tests, mocks and stories declare helpers of their own: never definitions. */
const NOT_SOURCE = /(^|\/)(__tests__|__mocks__|tests?|e2e)\/|\.(test|spec|stories)\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

const NAME = '[A-Za-z_$][\\w$]*';
const TOP = new RegExp(
  `^(export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?` +
    `(?:function\\s*\\*?|class|interface|type|enum|const\\s+enum|const|let|var|namespace)\\s+(${NAME})`,
);
/**
 * `const [Provider, useThing] = createContext(…)`: each name is declared there. An object pattern
 * (`const { createTransferEngine } = engine`) only takes a name declared elsewhere: not a
 * declaration, unless its value is declared in the same file (`objectPatterns`).
 */
const DESTRUCTURING = /^(?:export\s+)?(?:const|let|var)\s+(\[)([^=]*)\]\s*(?::[^=]*)?=/;
/** A top-level object pattern on one line, `const { a, b } = thingsApi;`, or the first line of one, `const {`. */
const OBJECT_PATTERN_LINE = new RegExp(
  `^(?:export\\s+)?(?:const|let|var)\\s+\\{([^{}]*)\\}\\s*(?::[^=]*)?=\\s*(${NAME})\\s*;?\\s*$`,
);
const OBJECT_PATTERN_OPEN = /^(?:export\s+)?(?:const|let|var)\s+\{\s*$/;
const OBJECT_PATTERN_CLOSE = new RegExp(`^\\}\\s*(?::[^=]*)?=\\s*(${NAME})\\s*;?\\s*$`);
/** A class, an interface or an object type: its body's members are declarations of it. */
const CLASS = new RegExp(
  `^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:class|interface|type)\\s+(${NAME})(?:\\s*<[^{=]*?>)?` +
    `(?:\\s+extends\\s+(${NAME}))?[^=]*?(?:=\\s*)?\\{\\s*$`,
);
/**
 * A class or interface whose header Prettier broke over two lines: `export interface X` alone, then
 * `  extends Y<…> {` (or `implements`). Its body is read as CLASS's.
 */
const HEADER_START = new RegExp(
  `^(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:class|interface)\\s+(${NAME})(?:\\s*<[^{=]*?>)?\\s*$`,
);
const HEADER_END = new RegExp(`^\\s+(?:extends|implements)\\s+(${NAME})[^=]*\\{\\s*$`);

/**
 * A class or interface whose type parameters Prettier put on lines of their own: `class X<`, then
 * one per line, then `> implements Y` and `{` (the engine's `TransferEngine`). Its body opens on the
 * line of that `{`.
 */
const GENERIC_START = new RegExp(
  `^(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:class|interface)\\s+(${NAME})<\\s*$`,
);
const GENERIC_END = new RegExp(`^>\\s*(?:(extends|implements)\\s+(${NAME})[^{=]*?)?\\s*(\\{)?\\s*$`);

/**
 * CLASS's match for a header over several lines (`HEADER_START` and `HEADER_END`, or
 * `GENERIC_START` to `GENERIC_END`): the name, what it extends, and the line its body opens on.
 */
function brokenHeader(lines: string[], i: number): [string, string, string | undefined, number] | null {
  const name = HEADER_START.exec(lines[i] as string)?.[1];
  const base = name === undefined ? undefined : HEADER_END.exec(lines[i + 1] ?? '');
  if (name && base)
    return [lines[i] as string, name, /^\s+extends/.test(lines[i + 1] as string) ? base[1] : undefined, i];
  const generic = GENERIC_START.exec(lines[i] as string)?.[1];
  for (let j = i + 1; generic && j < Math.min(lines.length, i + 12); j++) {
    const end = GENERIC_END.exec(lines[j] as string);
    if (!end) continue;
    const opens = end[3] ? j : lines[j + 1]?.trim() === '{' ? j + 1 : -1;
    return opens < 0 ? null : [lines[i] as string, generic, end[1] === 'extends' ? end[2] : undefined, opens];
  }
  return null;
}

/** A CLASS line that opens an interface or object type, and one named `…Props` (a component's props). */
const SHAPE = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s/;
const PROPS = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+[A-Za-z_$][\w$]*Props\b/;
/** A member that holds data: `name: T`, `name?: T`, `readonly name: T`, but not `name(…)` or `name: (…) => T`. */
const DATA_MEMBER = new RegExp(`^(?:readonly\\s+)?${NAME}\\s*[?!]?\\s*:(?!\\s*(?:<[^>]*>\\s*)?\\()`);
/** `export { default as createX } from './x'`, `export { a as b } from './x'`: a name declared in another file. */
const RE_EXPORT = /^export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]*)['"]/;
/** `export { getEnabledPlugins, getMapOfPluginsWithAdmin };`, over one line or several: names of this file, exported. */
const EXPORT_LIST = /^export\s+(?:type\s+)?\{([^}]*)\}\s*;?[ \t]*$/gm;
/** `import createStrapiFs from './services/fs'`: a local name for another file's default export. */
const DEFAULT_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"](\.[^'"]*)['"]/;
const MODIFIERS =
  '(?:(?:public|private|protected|static|readonly|async|override|abstract|declare|get|set|accessor)\\s+)*';
/** A class member at the body's indentation: a method, accessor, property or overload. */
const CLASS_MEMBER = new RegExp(`^${MODIFIERS}\\*?(#?${NAME})\\s*(?:[?!]\\s*)?(?:<.*>\\s*)?[(:=;]`);
/** `name(…) {` or `async name(` / `get name(`: a method of an object literal or class. */
const METHOD_OPEN = new RegExp(
  `^\\s+(?:(?:async|get|set|static|public|private|protected)\\s+)+\\*?(${NAME})\\s*(?:<.*>)?\\(`,
);
/** `name(…) {`, or with an empty body on the same line, `name() {},` (`bootstrap() {},` of the telemetry service). */
const METHOD_LINE = new RegExp(
  `^\\s+\\*?(${NAME})\\s*(?:<[^()]*>)?\\((?:[^()]|\\([^()]*\\))*\\)\\s*(?::\\s*[^=;{}]+)?\\{(?:\\s*\\}\\s*[,;]?)?\\s*$`,
);
/** `name: (…) =>`, `name: async (`, `name: function`, `name = (…) =>`: a function-valued property. */
const ARROW_PROPERTY = new RegExp(
  `^\\s+(?:${MODIFIERS})(${NAME})\\s*[?!]?\\s*(?::|(?::[^=]+)?=)\\s*(?:async\\s+)?(?:function\\b|\\(|${NAME}\\s*=>|<[^>]*>\\s*\\()`,
);
/** `getReleases: build.query<…>({`, `saveThing: builder.mutation(`: an RTK Query endpoint is defined where its key is. */
const ENDPOINT = new RegExp(`^\\s+(${NAME})\\s*:\\s*(?:build|builder)\\.(?:query|mutation|infiniteQuery)\\s*[<(]`);
/** `async function findMany(` inside a factory: a function the factory's object hands out. */
const NESTED_FUNCTION = new RegExp(`^\\s+(?:async\\s+)?function\\s*\\*?\\s*(${NAME})\\s*(?:<[^()]*>)?\\(`);
/** `key: …`, `'key': …`, `key?: …` at the start of an indented line (a property, not `case x:` or `a ? b : c`). */
const PROPERTY = new RegExp(`^\\s+(?:readonly\\s+)?(['"]?)(${NAME})\\1\\s*\\??\\s*:(?!:)`);
const KEYWORDS = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'function',
  'return',
  'await',
  'new',
  'typeof',
  'else',
  'do',
  'try',
  'with',
  'super',
  'constructor',
]);

function push(map: Map<string, Definition[]>, name: string, definition: Definition) {
  const list = map.get(name);
  if (list) list.push(definition);
  else map.set(name, [definition]);
}

/** A file's top-level declarations that its export lists name (`export { a, b as c };`) are exported. */
function markListedExports(text: string, file: string, top: Map<string, Definition[]>) {
  for (const list of text.matchAll(EXPORT_LIST)) {
    for (const part of (list[1] as string).split(',')) {
      const local = part.trim().split(/\s+as\s+/)[0];
      const declared = local ? top.get(local) : undefined;
      declared?.forEach((item, index) => {
        if (item.file === file && !item.exported) declared[index] = {...item, exported: true};
      });
    }
  }
}

function indentOf(line: string): number {
  return /^ */.exec(line)?.[0].length ?? 0;
}

/** The recovered source files of a package, by path relative to it. */
export function sourceFiles(index: PackageIndex): Map<string, string> {
  const texts = index.text.split(SEPARATOR);
  return new Map((index.sourcePaths ?? []).map((path, i) => [path, texts[i] ?? '']));
}

function scanClass(
  lines: string[],
  start: number,
  file: string,
  members: Map<string, Definition[]>,
  shape: string | null,
): void {
  const indent = indentOf(lines[start] as string);
  let memberIndent: number | null = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.trim()) continue;
    const current = indentOf(line);
    if (current <= indent) break;
    memberIndent ??= current;
    if (current !== memberIndent) continue;
    const match = CLASS_MEMBER.exec(line.slice(current));
    const name = match?.[1];
    const data = shape !== null && DATA_MEMBER.test(line.slice(current));
    if (name && !KEYWORDS.has(name)) push(members, name, {file, line: i + 1, ...(data ? {shapeOf: shape} : {})});
    else if (line.slice(current).startsWith('constructor')) push(members, 'constructor', {file, line: i + 1});
  }
}

/** The local name one element of an object pattern binds: `a`, `a = 1`, `key: a`, `...rest`; null for a nested pattern. */
function patternLocal(part: string): string | null {
  const element = part.trim().replace(/^\.\.\./, '');
  if (!element || /[{}[\]]/.test(element)) return null;
  const local = element.split(':').pop()?.split('=')[0]?.trim() ?? '';
  return new RegExp(`^${NAME}$`).test(local) ? local : null;
}

/**
 * The names a file's top-level object patterns take from a value declared in the same file,
 * each on the line that holds it: RTK Query's hooks are born where they are destructured from
 * the API object above them (`const { useGetThingsQuery } = thingsApi;`). A pattern over an
 * imported value, a member (`slice.actions`) or a call takes names declared elsewhere.
 */
function objectPatterns(lines: string[], declaredHere: (name: string) => boolean): {name: string; line: number}[] {
  const found: {name: string; line: number}[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const whole = OBJECT_PATTERN_LINE.exec(line);
    if (whole) {
      if (declaredHere(whole[2] as string))
        for (const part of (whole[1] as string).split(',')) {
          const name = patternLocal(part);
          if (name) found.push({name, line: i + 1});
        }
      continue;
    }
    if (!OBJECT_PATTERN_OPEN.test(line)) continue;
    const elements: {name: string; line: number}[] = [];
    for (let j = i + 1; j < lines.length && j < i + 200; j++) {
      const inner = lines[j] as string;
      const close = OBJECT_PATTERN_CLOSE.exec(inner);
      if (close) {
        if (declaredHere(close[1] as string)) found.push(...elements);
        i = j;
        break;
      }
      if (indentOf(inner) === 0 || /[{}]/.test(inner)) break;
      for (const part of inner.split(',')) {
        const name = patternLocal(part);
        if (name) elements.push({name, line: j + 1});
      }
    }
  }
  return found;
}

/** The source file a relative import names (`./compile` → `src/compile.ts` or `src/compile/index.ts`). */
function resolveImport(from: string, specifier: string, files: Map<string, string[]>): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.[cm]?js$/, '');
  for (const candidate of [
    base,
    ...['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'].map((e) => base + e),
  ])
    if (files.has(candidate)) return candidate;
  return null;
}

/** The line a file's default export is declared on: `export default function x`, or `x` of `export default x;`. */
function defaultExport(file: string, lines: string[], top: Map<string, Definition[]>): Definition | null {
  const index = lines.findIndex((line) => /^export\s+default\b/.test(line));
  if (index < 0) return null;
  const named = /^export\s+default\s+([A-Za-z_$][\w$]*)\s*;?\s*$/.exec(lines[index] as string)?.[1];
  const declared = named ? top.get(named)?.find((definition) => definition.file === file) : undefined;
  return declared ?? {file, line: index + 1};
}

export function buildDefinitions(index: PackageIndex): DefinitionIndex {
  const result: DefinitionIndex = {
    top: new Map(),
    classes: new Map(),
    members: new Map(),
    properties: new Map(),
    lines: new Map(),
    aliases: new Map(),
  };
  const aliases: {name: string; original: string; from: string; specifier: string}[] = [];
  for (const [file, text] of sourceFiles(index)) {
    if (!CODE_FILE.test(file) || NOT_SOURCE.test(file)) continue;
    const lines = text.split('\n');
    result.lines.set(file, lines);
    lines.forEach((line, i) => {
      const definition = {file, line: i + 1};
      const reExport = RE_EXPORT.exec(line);
      for (const part of reExport?.[1]?.split(',') ?? []) {
        const [original, alias] = part.trim().split(/\s+as\s+/);
        if (original && alias && original !== alias)
          aliases.push({name: alias, original, from: file, specifier: reExport?.[2] as string});
      }
      const imported = DEFAULT_IMPORT.exec(line);
      if (imported)
        aliases.push({name: imported[1] as string, original: 'default', from: file, specifier: imported[2] as string});
      const top = TOP.exec(line.trimStart());
      if (top && (indentOf(line) === 0 || top[1]))
        push(result.top, top[2] as string, top[1] ? {...definition, exported: true} : definition);
      const destructured = indentOf(line) === 0 ? DESTRUCTURING.exec(line) : null;
      for (const part of destructured?.[2]?.split(',') ?? []) {
        const local = /([A-Za-z_$][\w$]*)\s*(?:=.*)?$/.exec(part.trim().replace(/^\.\.\./, ''))?.[1];
        if (local) push(result.top, local, definition);
      }
      const broken = CLASS.test(line) ? null : brokenHeader(lines, i);
      const klass = CLASS.exec(line) ?? broken;
      if (klass) {
        const members = new Map<string, Definition[]>();
        const frontEnd = PROPS.test(line) || (file.endsWith('.tsx') && SHAPE.test(line));
        scanClass(lines, broken?.[3] ?? i, file, members, frontEnd ? (klass[1] as string) : null);
        if (!result.classes.has(klass[1] as string))
          result.classes.set(klass[1] as string, {definition, base: klass[2] ?? null, members});
        for (const [name, list] of members) for (const item of list) push(result.members, name, item);
        return;
      }
      if (indentOf(line) === 0) return;
      const method =
        METHOD_OPEN.exec(line) ??
        METHOD_LINE.exec(line) ??
        ARROW_PROPERTY.exec(line) ??
        ENDPOINT.exec(line) ??
        NESTED_FUNCTION.exec(line);
      const name = method?.[1];
      if (name && !KEYWORDS.has(name)) push(result.members, name, definition);
      const property = method ? undefined : PROPERTY.exec(line)?.[2];
      if (property && !KEYWORDS.has(property) && property !== 'default') push(result.properties, property, definition);
    });
    markListedExports(text, file, result.top);
    const declaredHere = (name: string) => (result.top.get(name) ?? []).some((item) => item.file === file);
    for (const {name, line} of objectPatterns(lines, declaredHere)) push(result.top, name, {file, line});
  }
  // A re-exported name without a declaration of its own is declared where its original is.
  const ownNames = new Set(result.top.keys());
  for (const alias of aliases) {
    if (ownNames.has(alias.name)) continue;
    const target = resolveImport(alias.from, alias.specifier, result.lines);
    if (!target) continue;
    const definition =
      alias.original === 'default'
        ? defaultExport(target, result.lines.get(target) as string[], result.top)
        : (result.top.get(alias.original)?.find((item) => item.file === target) ?? null);
    if (!definition) continue;
    const known = result.top.get(alias.name) ?? [];
    if (!known.some((item) => item.file === definition.file && item.line === definition.line))
      push(result.top, alias.name, definition);
    const held = new Set(result.aliases.get(alias.name));
    held.add(alias.original);
    const declared = TOP.exec((result.lines.get(definition.file)?.[definition.line - 1] ?? '').trimStart())?.[2];
    if (declared) held.add(declared);
    result.aliases.set(alias.name, held);
  }
  // A class member is both in its class and in `members`; keep one entry per line.
  for (const [name, list] of result.members) {
    const seen = new Set<string>();
    result.members.set(
      name,
      list.filter((item) => {
        const key = `${item.file}:${item.line}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  }
  return result;
}

/**
 * The one definition a list stands for, or null: all of them in one file
 * (overloads, a declaration merged with a namespace) give the first line;
 * several files give none (the name has no single definition).
 */
export function single(list: readonly Definition[] | undefined): Definition | null {
  if (!list || list.length === 0) return null;
  const first = list[0] as Definition;
  return list.every((item) => item.file === first.file) ? first : null;
}

/**
 * Whether line `line` (1-based) of `file` holds `name` as a whole word (or,
 * for a re-exported name, the name it is declared under).
 */
export function holdsName(definitions: DefinitionIndex, file: string, line: number, name: string): boolean {
  const text = definitions.lines.get(file)?.[line - 1];
  if (text === undefined) return false;
  return [name, ...(definitions.aliases.get(name) ?? [])].some((candidate) =>
    new RegExp(`(?<![\\w$])${candidate.replace(/[$]/g, '\\$')}(?![\\w$])`).test(text),
  );
}
