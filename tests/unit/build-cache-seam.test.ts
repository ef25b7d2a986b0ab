/**
 * Contract test for the build-cache seam (plugins/build-cache/src/index.ts): the plugin adds its
 * build dependencies to the persistent cache where @docusaurus/core puts it, `experiments.cache`
 * of the Rspack config. Each failure names the seam and points to UPGRADING.md.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe('build-cache seam (@docusaurus/core lib/webpack/base.js, written against 3.10.2)', () => {
  const require = createRequire(import.meta.url);
  const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const source = readFileSync(path.join(coreDir, 'lib', 'webpack', 'base.js'), 'utf8');
  const seam = (what: string) => `build-cache seam: @docusaurus/core ${what} — see UPGRADING.md (plugins/build-cache)`;

  it('still turns the persistent cache on as experiments.cache, with buildDependencies, unless told not to', () => {
    expect(source, seam('no longer reads future.faster.rspackPersistentCache')).toMatch(/rspackPersistentCache/);
    expect(source, seam('no longer honours DOCUSAURUS_NO_PERSISTENT_CACHE')).toMatch(/DOCUSAURUS_NO_PERSISTENT_CACHE/);
    expect(source, seam('no longer sets experiments.cache of type persistent')).toMatch(
      /experiments\.cache\s*=\s*\{\s*type:\s*'persistent'/,
    );
    expect(source, seam('no longer gives the persistent cache buildDependencies')).toMatch(
      /buildDependencies:\s*getCacheBuildDependencies\(\)/,
    );
  });
});
