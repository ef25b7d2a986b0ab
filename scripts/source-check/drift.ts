/**
 * The drift report: the claims that hold on the pinned packages and no longer
 * hold on another release.
 */
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
