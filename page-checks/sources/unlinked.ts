/**
 * Why a name the check confirms has no source link: the kinds the proof
 * counts (`npm run check:source-links`), so that what is left unlinked is
 * read off the tool, not estimated. It reads the same indexes as the rules
 * (targets.ts) and says which of their refusals applies; it never links.
 * README.md, "Source links", has the rules.
 */
import {declarationFilesOf, definitionsOf, exportedNamesOf, mentionsOf} from './indexes';
import type {Lookup} from './lookup';
import type {Scope} from './release';
import {hostedElsewhere, releaseGroups, subjectHostedElsewhereHolds} from './release-groups';
import {linkedName} from './claims';
import type {Claim} from './types';

export const UNLINKED_REASONS = {
  placed: 'has a target, but sits in a link or is not the name its code is about',
  hosted: 'a name of a package hosted outside strapi/strapi',
  library: "another library's name, imported from outside @strapi/, handed back by its call or read off its import",
  chain: 'the last segment of a chain whose owner names no one type or file',
  several: 'declared in several files the page does not choose among',
  shapes: "declared only in a front end's shapes (props, a context's value), in a sentence naming none",
  keys: 'declared nowhere, written as a key in several files',
  named: 'declared nowhere, named in several files',
  release: "held only by the other release's packages",
  other: 'none of these',
} as const;

export type UnlinkedReason = keyof typeof UNLINKED_REASONS;

/** The reason a confirmed name claim (identifier or member chain) is not linked. `hasTarget`: the check found its place. */
export function unlinkedReason(claim: Claim, lookups: Lookup[], hasTarget: boolean): UnlinkedReason {
  if (hasTarget) return 'placed';
  const name = linkedName(claim) ?? claim.text;
  const root = claim.form === 'member' ? (claim.parts?.[0] ?? name) : name;
  const hosted = lookups.filter(hostedElsewhere);
  if (hosted.some((lookup) => exportedNamesOf(lookup).has(root))) return 'hosted';
  if (subjectHostedElsewhereHolds(lookups, root)) return 'hosted';
  const groups = releaseGroups(lookups, (claim.release ?? 'page') as Scope);
  const own = groups.flat();
  if (own.some((lookup) => mentionsOf(lookup).foreign.has(root))) return 'library';
  if (claim.form === 'member') return 'chain';
  const declaredIn = (among: Lookup[]) =>
    new Set(
      among.flatMap((lookup) => {
        const definitions = definitionsOf(lookup);
        return [
          ...[...(definitions.top.get(name) ?? []), ...(definitions.members.get(name) ?? [])].map(
            (definition) => definition.file,
          ),
          ...(declarationFilesOf(lookup).get(name) ?? []),
        ].map((file) => `${lookup.spec.key}/${file}`);
      }),
    );
  const declarations = own.flatMap((lookup) => [
    ...(definitionsOf(lookup).top.get(name) ?? []),
    ...(definitionsOf(lookup).members.get(name) ?? []),
  ]);
  if (declarations.length > 0 && declarations.every((definition) => definition.shapeOf)) return 'shapes';
  const files = declaredIn(own).size;
  if (files > 1) return 'several';
  // One declaration, refused because a library's call hands the name back (`formatMessage`).
  if (own.some((lookup) => mentionsOf(lookup).given.has(name))) return 'library';
  // Declared nowhere, and used as a member of a library's import (`zip.createGunzip()`).
  if (files === 0 && own.some((lookup) => mentionsOf(lookup).libraryMembers.has(name))) return 'library';
  const keyFiles = new Set(
    own.flatMap((lookup) =>
      (definitionsOf(lookup).properties.get(name) ?? []).map((definition) => `${lookup.spec.key}/${definition.file}`),
    ),
  );
  if (files === 0 && keyFiles.size > 1) return 'keys';
  const mentions = own.map((lookup) => mentionsOf(lookup).words.get(name)).filter(Boolean);
  if (files === 0 && (mentions.length > 1 || mentions[0] === 'several')) return 'named';
  if (files === 0 && !own.some((lookup) => mentionsOf(lookup).words.has(name))) {
    const holds = (lookup: Lookup) => mentionsOf(lookup).words.has(name) || declaredIn([lookup]).size > 0;
    if (hosted.some(holds)) return 'hosted';
    if (lookups.some((lookup) => !own.includes(lookup) && holds(lookup))) return 'release';
  }
  return 'other';
}
