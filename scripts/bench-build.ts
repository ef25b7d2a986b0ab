/**
 * npm run bench:build — times a cold build (caches cleared with
 * `docusaurus clear`) and a warm one (Rspack's persistent cache in place),
 * into a scratch folder so the site's own build/ is left alone.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ROOT} from './lib/server';

function timed(args: string[]): number {
  const started = performance.now();
  execFileSync('npx', ['docusaurus', ...args], {cwd: ROOT, stdio: 'ignore'});
  return (performance.now() - started) / 1000;
}

const out = mkdtempSync(join(tmpdir(), 'docs-bench-build-'));
try {
  timed(['clear']);
  const cold = timed(['build', '--out-dir', out]);
  const warm = timed(['build', '--out-dir', out]);
  console.log('Build benchmark (Docusaurus Faster: Rspack, SWC, Lightning CSS)');
  console.log(`  cold build (caches cleared)   ${cold.toFixed(1)} s`);
  console.log(`  warm build (persistent cache) ${warm.toFixed(1)} s`);
} finally {
  rmSync(out, {recursive: true, force: true});
}
