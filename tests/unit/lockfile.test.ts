/**
 * The lockfile installs the same way on every platform a contributor uses:
 * the native compilers of Docusaurus Faster (@swc/core, @swc/html) come with
 * every platform's binding, so `npm ci` accepts it on Linux, macOS and Windows.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string; optionalDependencies?: Record<string, string>}>;
};

const PLATFORMS = [
  'darwin-arm64',
  'darwin-x64',
  'linux-x64-gnu',
  'linux-arm64-gnu',
  'win32-x64-msvc',
  'win32-arm64-msvc',
];

describe('package-lock.json', () => {
  for (const name of ['@swc/core', '@swc/html']) {
    it(`lists every platform's build of ${name} that the installed version asks for`, () => {
      const entries = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
      expect(entries.length, `${name} is installed`).toBeGreaterThan(0);
      for (const [path, entry] of entries) {
        const folder = path.slice(0, -name.length);
        for (const platform of PLATFORMS) {
          const binding = `${name}-${platform}`;
          expect(entry.optionalDependencies?.[binding], `${path} asks for ${binding}`).toBe(entry.version);
          const locked = lock.packages[`${folder}${binding}`] ?? lock.packages[`node_modules/${binding}`];
          expect(locked?.version, `the lockfile lists ${binding}@${entry.version}`).toBe(entry.version);
        }
      }
    });
  }
});
