/**
 * Where a confirmed claim points in strapi/strapi: the monorepo path of a
 * file or folder, and for a name the line of its one declaration. The rules
 * are in README.md ("Source links"); the same function serves the check's
 * link counts, the build's links (plugins/source-links), the proof check and
 * the drift report.
 */
import {buildDefinitions, single, type Definition, type DefinitionIndex} from './definitions';
import type {Lookup} from './lookup';
import type {Release} from './release';
import type {Claim} from './types';

export type SourceTarget = {
  /** The monorepo path (`packages/core/…`), a file or a folder. */
  path: string;
  /** The declaration's 1-based line, or null for a file or folder. */
  line: number | null;
  /** The package version the link is pinned to (the tag is `v<version>`). */
  version: string;
  /** The name declared on that line, for a name. */
  name?: string;
};

const STRAPI_REPOSITORY = /github\.com[/:]strapi\/strapi(?:\.git)?\/?$/;

/** A package whose sources live in strapi/strapi, at a known folder (others get no links). */
export function linkable(lookup: Lookup): boolean {
  return lookup.directory !== null && STRAPI_REPOSITORY.test(lookup.index.repository ?? '');
}

const definitionCache = new WeakMap<object, DefinitionIndex>();

export function definitionsOf(lookup: Lookup): DefinitionIndex {
  let definitions = definitionCache.get(lookup.index);
  if (!definitions) {
    definitions = buildDefinitions(lookup.index);
    definitionCache.set(lookup.index, definitions);
  }
  return definitions;
}

const majorOf = (lookup: Lookup) => Number(lookup.spec.version.split('.')[0]);

/**
 * The linkable lookups, those of the release the sentence is about first:
 * v4 when it says so, v5 (the newest) otherwise.
 */
export function ordered(lookups: Lookup[], release: Release): Lookup[] {
  const wanted = release === 'v4' ? 4 : Math.max(...lookups.map(majorOf));
  const usable = lookups.filter(linkable);
  return [...usable.filter((l) => majorOf(l) === wanted), ...usable.filter((l) => majorOf(l) !== wanted)];
}

const WILDCARD = /[*<>{}[\]]|:[A-Za-z]/;

/**
 * A path links when a map names that file, or files under that folder: a file known only from a
 * declaration published without a map (`admin/src/ee` + `.ts` or `.tsx`) could be either, so it does not.
 */
function pathTarget(path: string, lookups: Lookup[]): SourceTarget | null {
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

function at(lookup: Lookup, definition: Definition, name: string): SourceTarget {
  return {
    path: `${lookup.directory}/${definition.file}`,
    line: definition.line,
    version: lookup.spec.version,
    name,
  };
}

/**
 * The one declaration of `name` among the lookups of one release: a single
 * top-level declaration, else a single class member, else a single method or
 * function-valued property. Several in different files: none.
 */
function nameIn(name: string, lookups: Lookup[]): SourceTarget | null | 'ambiguous' {
  for (const pick of [(d: DefinitionIndex) => d.top.get(name), (d: DefinitionIndex) => d.members.get(name)]) {
    const found = lookups.flatMap((lookup) =>
      (pick(definitionsOf(lookup)) ?? []).map((definition) => ({lookup, definition})),
    );
    if (found.length === 0) continue;
    // Several files: the exported declaration wins over file-local ones (a private `const Container = styled…`).
    const exported = found.filter((entry) => entry.definition.exported);
    for (const candidates of [found, exported]) {
      const first = candidates[0];
      if (
        first &&
        candidates.every((entry) => entry.lookup === first.lookup && entry.definition.file === first.definition.file)
      )
        return at(first.lookup, first.definition, name);
    }
    return 'ambiguous';
  }
  return null;
}

/** The declaration of a name, looked for in the preferred release's packages, then the other's. */
export function nameTarget(name: string, lookups: Lookup[]): SourceTarget | null {
  const byMajor = new Map<number, Lookup[]>();
  for (const lookup of lookups) byMajor.set(majorOf(lookup), [...(byMajor.get(majorOf(lookup)) ?? []), lookup]);
  for (const group of byMajor.values()) {
    const found = nameIn(name, group);
    if (found === 'ambiguous') return null;
    if (found) return found;
  }
  return null;
}

/**
 * A member of the class `subject` (or of the class it extends, and so on): the
 * member headings of an API page about that class.
 */
export function memberTarget(subject: string, member: string, lookups: Lookup[]): SourceTarget | null {
  let current: string | null = subject;
  for (let depth = 0; current && depth < 5; depth++) {
    const owner = lookups.find((lookup) => definitionsOf(lookup).classes.has(current as string));
    if (!owner) return null;
    const klass = definitionsOf(owner).classes.get(current);
    const definition = single(klass?.members.get(member));
    if (definition) return at(owner, definition, member);
    current = klass?.base ?? null;
  }
  return null;
}

/** The name a claim links to: an identifier itself, a member chain's last code-like segment. */
export function linkedName(claim: Claim): string | null {
  if (claim.kind !== 'name') return null;
  if (claim.form === 'identifier') return claim.parts?.[0] ?? claim.text;
  if (claim.form === 'member') {
    const last = claim.parts?.[claim.parts.length - 1];
    return last && last !== '*' ? last : null;
  }
  return null;
}

/**
 * A member chain's last segment when it has no single declaration of its own:
 * a member of the Strapi class (`strapi.destroy()`), or a declaration in the
 * file that declares the segment before it (`Page.Loading`).
 */
function chainTarget(parts: string[], lookups: Lookup[]): SourceTarget | null {
  const last = parts[parts.length - 1] as string;
  if (parts.length === 2 && parts[0] === 'strapi') return memberTarget('Strapi', last, lookups);
  const owner = parts.length >= 2 ? nameTarget(parts[parts.length - 2] as string, lookups) : null;
  if (!owner) return null;
  for (const lookup of lookups) {
    if (!owner.path.startsWith(`${lookup.directory}/`) || owner.version !== lookup.spec.version) continue;
    const file = owner.path.slice((lookup.directory as string).length + 1);
    const definitions = definitionsOf(lookup);
    const inFile = [...(definitions.top.get(last) ?? []), ...(definitions.members.get(last) ?? [])].filter(
      (definition) => definition.file === file,
    );
    const definition = inFile.sort((a, b) => a.line - b.line)[0];
    if (definition) return at(lookup, definition, last);
  }
  return null;
}

/** Where a confirmed claim points, or null (see README.md for what gets none). */
export function claimTarget(claim: Claim, lookups: Lookup[], release: Release = 'v5'): SourceTarget | null {
  const usable = ordered(lookups, release);
  if (claim.kind === 'path') return pathTarget(claim.text, usable);
  const name = linkedName(claim);
  if (!name) return null;
  const direct = nameTarget(name, usable);
  if (direct || claim.form !== 'member') return direct;
  return chainTarget(claim.parts ?? [], usable);
}
