/**
 * Which packages a sentence's links come from: those hosted in strapi/strapi,
 * of the release the sentence is about (README.md, "Which release"), and
 * which packages hosted elsewhere that release uses (the design system) or
 * the page is about (pack-up), whose names are theirs.
 */
import {definitionsOf, mentionsOf} from './indexes';
import type {Lookup} from './lookup';
import type {Scope} from './release';

const STRAPI_REPOSITORY = /github\.com[/:]strapi\/strapi(?:\.git)?\/?$/;

/** A package whose sources live in strapi/strapi, at a known folder (others get no links). */
export function linkable(lookup: Lookup): boolean {
  return lookup.directory !== null && STRAPI_REPOSITORY.test(lookup.index.repository ?? '');
}

/** A package whose repository is another than strapi/strapi (`@strapi/design-system`): none of its names are ours. */
export const hostedElsewhere = (lookup: Lookup) =>
  Boolean(lookup.index.repository) && !STRAPI_REPOSITORY.test(lookup.index.repository ?? '');

const dependencyMajors = new WeakMap<object, Map<string, number | null>>();

/**
 * The major version of `name` that a package's package.json depends on (`"@strapi/design-system":
 * "2.2.4"` in @strapi/admin 5, `"1.19.0"` in 4), or null.
 */
function dependencyMajor(lookup: Lookup, name: string): number | null {
  let known = dependencyMajors.get(lookup.index);
  if (!known) dependencyMajors.set(lookup.index, (known = new Map()));
  if (!known.has(name)) {
    const range = new RegExp(`"${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*:\\s*"[~^>=\\s]*(\\d+)\\.`);
    const match = range.exec(lookup.index.text);
    known.set(name, match ? Number(match[1]) : null);
  }
  return known.get(name) ?? null;
}

/** A package hosted elsewhere that the release's packages use at its pinned major (the design system 2 of Strapi 5). */
export const usedBy = (other: Lookup, groups: Lookup[][]) =>
  hostedElsewhere(other) &&
  groups.some((group) => group.some((lookup) => dependencyMajor(lookup, other.spec.name) === majorOf(other)));

const majorOf = (lookup: Lookup) => Number(lookup.spec.version.split('.')[0]);

/**
 * The linkable lookups a sentence's links come from, one group per release: the release it is
 * about only (never the other's when it holds nothing: README.md, "Which release"); for a
 * sentence about both, the v5 group and the v4 group, of which only one may hold a name.
 */
export function releaseGroups(lookups: Lookup[], scope: Scope): Lookup[][] {
  const usable = lookups.filter(linkable);
  const of = (major: number) => usable.filter((lookup) => majorOf(lookup) === major);
  if (scope === 'both') return [of(5), of(4)].filter((group) => group.length > 0);
  const major = scope === 'v4' ? 4 : scope === 'v5' ? 5 : Math.max(...usable.map(majorOf));
  const group = of(major);
  return group.length > 0 ? [group] : [];
}

/** The major versions a sentence about `scope` links to, on a page with these lookups (the proof's test). */
export function releaseMajors(lookups: Lookup[], scope: Scope): number[] {
  return releaseGroups(lookups, scope).map((group) => majorOf(group[0] as Lookup));
}

/** The one result among the groups' (the release that holds it), 'ambiguous' when several do. */
export function oneOf<T>(results: (T | null | 'ambiguous')[]): T | null | 'ambiguous' {
  const found = results.filter((result) => result !== null);
  return found.length === 1 ? (found[0] as T | 'ambiguous') : found.length > 1 ? 'ambiguous' : null;
}

/**
 * Whether the page is about a package hosted elsewhere (`@strapi/pack-up`, declared first) that
 * declares the name or names it anywhere in its code: then the name is that package's.
 */
export function subjectHostedElsewhereHolds(lookups: Lookup[], name: string): boolean {
  const subject = lookups[0];
  if (!subject || !hostedElsewhere(subject)) return false;
  const definitions = definitionsOf(subject);
  return definitions.top.has(name) || definitions.members.has(name) || mentionsOf(subject).words.has(name);
}
