/**
 * How findings are printed: one line per failing claim,
 *   content/…/page.md:LINE  <kind>  <claim>  (searched @strapi/x@5.54.0, …)  [reason]
 * then a summary; or the same as JSON.
 */
import type {ClaimKind, ClaimResult, PageReport} from './types';

export function findingLine(file: string, claim: ClaimResult, searched: string[]): string {
  const where = searched.length ? searched.join(', ') : 'no packages declared';
  return `${file}:${claim.line}  ${claim.kind}  ${claim.text}  (searched ${where})${claim.reason ? `  ${claim.reason}` : ''}`;
}

export function findingLines(reports: PageReport[]): string[] {
  return reports.flatMap((report) =>
    report.claims.filter((claim) => !claim.ok).map((claim) => findingLine(report.file, claim, report.searched)),
  );
}

export type Summary = {
  pages: number;
  claims: number;
  failed: number;
  notStrapi: number;
  byKind: Record<ClaimKind, {checked: number; failed: number}>;
};

export function summarise(reports: PageReport[]): Summary {
  const byKind: Summary['byKind'] = {
    path: {checked: 0, failed: 0},
    name: {checked: 0, failed: 0},
    message: {checked: 0, failed: 0},
    flag: {checked: 0, failed: 0},
  };
  let claims = 0;
  let failed = 0;
  let notStrapi = 0;
  for (const report of reports) {
    for (const claim of report.claims) {
      if (claim.notStrapi) {
        notStrapi++;
        continue;
      }
      claims++;
      byKind[claim.kind].checked++;
      if (!claim.ok) {
        failed++;
        byKind[claim.kind].failed++;
      }
    }
  }
  return {pages: reports.length, claims, failed, notStrapi, byKind};
}

export function summaryLine(summary: Summary, undeclared: number): string {
  const kinds = (Object.keys(summary.byKind) as ClaimKind[])
    .map((kind) => `${kind} ${summary.byKind[kind].failed}/${summary.byKind[kind].checked}`)
    .join(', ');
  const skipped = undeclared ? `; ${undeclared} page(s) declare no strapi_packages and were not checked` : '';
  const foreign = summary.notStrapi
    ? `; ${summary.notStrapi} quoted from other software (not_strapi), not checked`
    : '';
  return `source check: ${summary.pages} pages, ${summary.claims} claims checked, ${summary.failed} failed (${kinds})${foreign}${skipped}`;
}

export function findingsJson(reports: PageReport[]) {
  return reports.flatMap((report) =>
    report.claims
      .filter((claim) => !claim.ok)
      .map((claim) => ({
        file: report.file,
        line: claim.line,
        kind: claim.kind,
        claim: claim.text,
        searched: report.searched,
        reason: claim.reason ?? null,
      })),
  );
}
