/**
 * Fast lookups over one package's index, built once per run: the identifiers
 * of its text, its dotted chains (`strapi.db.transaction`, `plugin::upload.file`,
 * object-key paths such as `build.minify`), the `--flags` it mentions and
 * those its commands define, and its message-like template literals.
 */
import {HOLE, normaliseMessage, templateLiterals} from './templates';
import {SEPARATOR, type PackageIndex, type PackageSpec} from './types';

export type Lookup = {
  spec: PackageSpec;
  index: PackageIndex;
  /** The monorepo folder (repository.directory, or the same package's in another version), or null. */
  directory: string | null;
  files: Set<string>;
  /** Sources known from declarations published without a map, without extension. */
  declarationStems: Set<string>;
  identifiers: Set<string>;
  /**
   * Every run of two or more segments of every dotted token, every `::`
   * token, and every path of nested object keys (`build: { minify }` gives
   * `build.minify`).
   */
  chains: Set<string>;
  /** Tokens with `::` (UIDs), for wildcard UIDs. */
  uids: string[];
  /** `::` names the sources build with a template literal (`transfer::${type}`), as patterns. */
  uidTemplates: RegExp[];
  /** `--flag` tokens anywhere in the text. */
  flags: Set<string>;
  /** `--flag`s defined by a command option: `.option('-x, --flag <v>')`, `new Option('--flag')`, `.requiredOption(…)`. */
  options: Set<string>;
  /** Message-like template literals (HOLE for each `${…}`), by each literal word of three letters or more. */
  templates: Map<string, string[]>;
};

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const SEGMENT = '[A-Za-z_$][\\w$]*(?:-[\\w$]+)*';
const DOTTED = new RegExp(`(?<![\\w$-])${SEGMENT}(?:(?:\\s*\\.|::)${SEGMENT})+`, 'g');
const FLAG = /--[a-z][\w-]*/g;
const OPTION = /(?:\.option|\.requiredOption|\bOption)\(\s*(['"`])([^'"`]*)\1/g;
// `key: …` or `key: {` (group 1, 2), a shorthand property `{ key, …}` (group 3), or a brace.
const KEY =
  /(?<![\w$])([A-Za-z_$][\w$]*|'[\w$.-]+'|"[\w$.-]+")\s*\??:\s*(\{)?|(?<=[{,]\s*)([A-Za-z_$][\w$]*)(?=\s*[,}])|[{}]/g;
const UID_TEMPLATE = /`([\w:.-]*\$\{[^`{}]*\}[\w:.${}-]*)`/g;
const UID_NAMESPACE_ONLY = /^(?:api|plugin|admin|global|strapi)::\.?$/;
const MAX_SEGMENTS = 8;

/** The flags an option definition string defines (commander `'-x, --flag <v>'`, or a yargs name `'flag'`). */
export function optionFlags(definition: string): string[] {
  const flags = definition.match(FLAG);
  if (flags) return flags;
  return /^[a-z][\w-]*$/.test(definition.trim()) ? [`--${definition.trim()}`] : [];
}

function addWindows(segments: string[], chains: Set<string>, onlyEndingAtLast = false) {
  for (let start = 0; start < segments.length; start++) {
    if (onlyEndingAtLast) {
      if (segments.length - start >= 2) chains.add(segments.slice(start).join('.'));
      continue;
    }
    for (let end = start + 2; end <= segments.length; end++) chains.add(segments.slice(start, end).join('.'));
  }
}

/** Paths of nested object keys in one file (`server: { hmr: { overlay } }` gives server.hmr.overlay). */
export function objectKeyPaths(file: string, chains: Set<string>) {
  const stack: (string | null)[] = [];
  for (const match of file.matchAll(KEY)) {
    if (match[0] === '{') {
      stack.push(null);
      continue;
    }
    if (match[0] === '}') {
      stack.pop();
      continue;
    }
    const key = (match[1] ?? (match[3] as string)).replace(/^['"]|['"]$/g, '');
    const names: string[] = [];
    for (let i = stack.length - 1; i >= 0 && stack[i] && names.length < MAX_SEGMENTS; i--)
      names.unshift(stack[i] as string);
    if (names.length) addWindows([...names, key], chains, true);
    if (match[2]) stack.push(key);
  }
}

export function buildLookup(spec: PackageSpec, index: PackageIndex, directory: string | null): Lookup {
  const text = index.text.replace(/\?\./g, '.');
  const identifiers = new Set(text.match(IDENTIFIER));
  // `publishRelease_${id}` gives the token `publishRelease_$`: the name is `publishRelease_`.
  for (const token of [...identifiers])
    if (token.length > 1 && token.endsWith('$')) identifiers.add(token.replace(/\$+$/, ''));
  const chains = new Set<string>();
  const uids = new Set<string>();
  for (const match of text.matchAll(DOTTED)) {
    const segments = match[0].replace(/\s+/g, '').split('.').slice(0, MAX_SEGMENTS);
    segments.forEach((segment, i) => {
      if (!segment.includes('::')) return;
      uids.add(segments.slice(i).join('.'));
      chains.add(segment);
    });
    addWindows(segments, chains);
  }
  for (const file of text.split(SEPARATOR)) objectKeyPaths(file, chains);

  const uidTemplates: RegExp[] = [];
  for (const match of text.matchAll(UID_TEMPLATE)) {
    const template = match[1] as string;
    const literal = template.replace(/\$\{[^}]*\}/g, '');
    if (!literal.includes('::') || UID_NAMESPACE_ONLY.test(literal) || (literal.match(/[a-z]/gi) ?? []).length < 4)
      continue;
    const source = template
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\w-]+');
    uidTemplates.push(new RegExp(`^${source}$`));
  }

  const options = new Set<string>();
  for (const match of text.matchAll(OPTION)) for (const flag of optionFlags(match[2] as string)) options.add(flag);
  // commander defines --help on every command, and --version where .version() is called.
  if (options.size > 0) options.add('--help');
  if (options.size > 0 && /\.version\(/.test(text)) options.add('--version');

  const templates = new Map<string, string[]>();
  for (const template of templateLiterals(index.text)) {
    const normalised = normaliseMessage(template);
    for (const word of new Set(
      normalised
        .split(HOLE)
        .join(' ')
        .match(/[A-Za-z]{3,}/g) ?? [],
    )) {
      const list = templates.get(word);
      if (list) list.push(normalised);
      else templates.set(word, [normalised]);
    }
  }

  return {
    spec,
    index,
    directory,
    files: new Set(index.files),
    declarationStems: new Set(index.declarationStems),
    identifiers,
    chains,
    uids: [...uids],
    uidTemplates,
    flags: new Set(text.match(FLAG)),
    options,
    templates,
  };
}
