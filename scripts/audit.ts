/**
 * `npm audit --omit=dev`: fails on any high or critical advisory of a
 * production dependency, except those listed in audit-exceptions.json with
 * their reason. When the registry does not serve the audit endpoint (some
 * mirrors answer 405), it prints "skipped:" and the reason, and does not
 * fail: there is nothing to check against, which is not the same as a finding
 * (npm test reports it as skipped).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

type Exception = {advisory: string; reason: string};
type Vulnerability = {name: string; severity: string; via: Array<string | {url?: string; title?: string}>};
type Report = {
  vulnerabilities?: Record<string, Vulnerability>;
  statusCode?: number;
  message?: string;
  error?: {summary?: string};
};

const root = join(__dirname, '..');
const exceptions: Exception[] = JSON.parse(readFileSync(join(root, 'audit-exceptions.json'), 'utf8')).exceptions;

let output: string;
try {
  output = execFileSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  // npm audit exits non-zero both on findings and on errors; the JSON tells which.
  output = String((error as {stdout?: string}).stdout ?? '');
}

let report: Report;
try {
  report = JSON.parse(output) as Report;
} catch {
  console.log('skipped: npm audit gave no JSON answer; the audit could not run.');
  process.exit(0);
}

if (!report.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.log(`skipped: the registry's audit endpoint is not available here (${reason}).`);
  process.exit(0);
}

const blocking = Object.values(report.vulnerabilities).filter((vulnerability) => {
  if (!['high', 'critical'].includes(vulnerability.severity)) return false;
  const urls = vulnerability.via.flatMap((via) => (typeof via === 'object' && via.url ? [via.url] : []));
  return !urls.length || !urls.every((url) => exceptions.some((exception) => exception.advisory === url));
});

for (const vulnerability of blocking) {
  console.error(
    `npm audit: ${vulnerability.severity} in ${vulnerability.name}: ${vulnerability.via.map((via) => (typeof via === 'string' ? via : via.title)).join('; ')}`,
  );
}
console.log(
  `npm audit: ${Object.keys(report.vulnerabilities).length} advisories in production dependencies, ${blocking.length} high or critical without a documented exception.`,
);
process.exit(blocking.length > 0 ? 1 : 0);
