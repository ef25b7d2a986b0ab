/**
 * A chain under the admin panel's global object (`window.strapi.features.isEnabled`): the key its
 * one `window.strapi = {…}` object literal in the release's sources gives that path, or the one
 * line that assigns it. The rules are in README.md ("Source links", rule 2).
 */
import {definitionsOf} from './indexes';
import type {Lookup} from './lookup';
import {memberLines, type ChainTarget} from './member-chains';
import type {Claim} from './types';

const NAME = '[A-Za-z_$][\\w$]*';
const WINDOW_STRAPI = /^(\s*)window\.strapi\s*=\s*\{\s*$/;
const KEY = new RegExp(`^(['"]?)(${NAME})\\1\\s*:|^(?:async\\s+)?(${NAME})\\s*\\(`);

/** The line of key `key` of the object literal opened on line `start` (0-based), or null. */
function literalKey(lines: string[], start: number, key: string): number | null {
  const found: number[] = [];
  for (const [i, text] of memberLines(lines, start)) {
    const match = KEY.exec(text);
    if ((match?.[2] ?? match?.[3]) === key) found.push(i);
  }
  return found.length === 1 ? (found[0] as number) : null;
}

/**
 * `window.strapi.…` (the admin panel's global object): the key its one `window.strapi = {…}`
 * literal among the lookups' sources gives that chain (`window.strapi.features.isEnabled` → the
 * `isEnabled` of its `features: {`); null without exactly one such literal or key path.
 */
export function windowStrapiTarget(claim: Claim, lookups: Lookup[]): ChainTarget | null {
  const parts = claim.parts ?? [];
  if (claim.form !== 'member' || claim.root !== 'window' || parts[0] !== 'strapi' || parts.length < 2) return null;
  const literals = lookups.flatMap((lookup) =>
    [...definitionsOf(lookup).lines].flatMap(([file, lines]) =>
      lines.flatMap((line, i) => (WINDOW_STRAPI.test(line) ? [{lookup, file, lines, start: i}] : [])),
    ),
  );
  if (literals.length !== 1) return null;
  const {lookup, file, lines} = literals[0] as (typeof literals)[number];
  let at: number | null = (literals[0] as (typeof literals)[number]).start;
  for (let i = 1; at !== null && i < parts.length; i++) {
    at = literalKey(lines, at, parts[i] as string);
    if (at === null) return assignedOnce(parts, lookups);
    if (i === parts.length - 1) return {lookup, file, line: at + 1};
    if (!/\{\s*$/.test(lines[at] as string)) return null;
  }
  return null;
}

/**
 * A key the literal does not write, set later by one assignment in the sources
 * (`window.strapi.isTrialLicense = isTrial;`): that line; none or several: null.
 */
function assignedOnce(parts: string[], lookups: Lookup[]): ChainTarget | null {
  const path = parts.map((part) => part.replace(/[$]/g, '\\$')).join('\\.');
  const assignment = new RegExp(`^\\s*window\\.${path}\\s*=(?!=)`);
  const found = lookups.flatMap((lookup) =>
    [...definitionsOf(lookup).lines].flatMap(([file, lines]) =>
      lines.flatMap((line, i) => (assignment.test(line) ? [{lookup, file, line: i + 1}] : [])),
    ),
  );
  return found.length === 1 ? (found[0] as ChainTarget) : null;
}
