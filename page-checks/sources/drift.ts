/**
 * The drift report: the claims that hold on the pinned packages and no longer
 * hold on another release.
 */
import type {SourceTarget} from './targets';
import type {ClaimResult, PageReport} from './types';

export type Drift = {file: string; searched: string[]; claims: ClaimResult[]};

const keyOf = (claim: ClaimResult) => `${claim.kind}\u0000${claim.text}`;

export function driftBetween(pinned: PageReport[], moved: PageReport[]): Drift[] {
  const before = new Map(
    pinned.map((report) => [report.file, new Map(report.claims.map((claim) => [keyOf(claim), claim]))]),
  );
  const drifts: Drift[] = [];
  for (const report of moved) {
    const old = before.get(report.file);
    if (!old) continue;
    const claims = report.claims.filter((claim) => !claim.ok && old.get(keyOf(claim))?.ok === true);
    if (claims.length) drifts.push({file: report.file, searched: report.searched, claims});
  }
  return drifts;
}

/** A source link that would point elsewhere (another file or line) or nowhere on the other release. */
export type LinkDrift = {file: string; claim: ClaimResult; from: SourceTarget; to: SourceTarget | null};

const where = (target: SourceTarget) => `${target.path}${target.line === null ? '' : `:${target.line}`}`;

export function linkDriftBetween(pinned: PageReport[], moved: PageReport[]): LinkDrift[] {
  const after = new Map(
    moved.map((report) => [report.file, new Map(report.claims.map((claim) => [keyOf(claim), claim]))]),
  );
  const drifts: LinkDrift[] = [];
  for (const report of pinned) {
    const other = after.get(report.file);
    if (!other) continue;
    for (const claim of report.claims) {
      if (!claim.target) continue;
      const to = other.get(keyOf(claim))?.target ?? null;
      if (!to || where(to) !== where(claim.target)) drifts.push({file: report.file, claim, from: claim.target, to});
    }
  }
  return drifts;
}

/** One line of the link drift report. */
export function linkDriftLine(drift: LinkDrift): string {
  const to = drift.to ? `${where(drift.to)} (${drift.to.version})` : 'no single definition or file';
  return `${drift.file}:${drift.claim.line}  link  ${drift.claim.text}  ${where(drift.from)} (${drift.from.version}) → ${to}`;
}
