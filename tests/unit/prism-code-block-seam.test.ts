/**
 * Contract test for the code-block seam (src/seams/code-block.ts): the
 * private exports of @docusaurus/theme-common/internal and the CSS modules of
 * @docusaurus/theme-classic that the code-block overrides (src/theme/CodeBlock)
 * use, and the theme components those overrides were ejected from, as they
 * were in 3.10.2. Each failure names the seam and points to UPGRADING.md.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {shortHash} from '../support/file-hash';

/** An installed package's folder (some packages do not export their package.json). */
const packageDir = (name: string) => join(__dirname, '../../node_modules', name);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;
const classic = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme', 'CodeBlock');
const seam = (what: string) => `code-block seam: ${what} — see UPGRADING.md (src/theme/CodeBlock)`;
const seamSource = readFileSync(join(__dirname, '../../src/seams/code-block.ts'), 'utf8');

/**
 * The theme files src/theme/CodeBlock was ejected from, with the first 16 hex
 * digits of their SHA-256 in @docusaurus/theme-classic 3.10.2.
 */
const EJECTED: Record<string, string> = {
  'index.js': '639f8655d319e123',
  'Container/index.js': '55ebecf7d04da066',
  'Content/index.js': '0d361f5894590ea4',
  'Content/String.js': '81ab153e9e797be7',
};

/**
 * The theme-common hook src/theme/CodeBlock/Content/String.tsx replaces with
 * its own (same contract, no tab-panel observer), with its hash in 3.10.2.
 */
const MIRRORED = {file: 'lib/hooks/useCodeWordWrap.js', hash: '3483ac26c8c5cb90'};

describe('code-block seam (written against @docusaurus/theme-common and theme-classic 3.10.2)', () => {
  it('@docusaurus/theme-common/internal still exports what the seam re-exports', () => {
    const internal = readFileSync(join(packageDir('@docusaurus/theme-common'), 'lib', 'internal.js'), 'utf8');
    const names = /export \{([^}]*)\} from '@docusaurus\/theme-common\/internal'/
      .exec(seamSource)![1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    const version = versionOf('@docusaurus/theme-common');
    for (const name of names) {
      expect(
        new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\}`).test(internal),
        seam(`@docusaurus/theme-common ${version} no longer exports ${name} from /internal`),
      ).toBe(true);
    }
  });

  it.each([
    ['Container/styles.module.css', ['codeBlockContainer']],
    ['Content/styles.module.css', ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering']],
  ])("theme-classic's %s still has the classes the overrides use", (file, classes) => {
    const path = join(classic, file);
    const version = versionOf('@docusaurus/theme-classic');
    expect(existsSync(path), seam(`@docusaurus/theme-classic ${version} no longer has theme/CodeBlock/${file}`)).toBe(
      true,
    );
    const css = readFileSync(path, 'utf8');
    for (const name of classes) {
      expect(new RegExp(`\\.${name}\\b`).test(css), seam(`theme/CodeBlock/${file} no longer has .${name}`)).toBe(true);
    }
  });

  it.each(Object.entries(EJECTED))('the ejected %s is unchanged in the installed theme', (file, hash) => {
    const path = join(classic, file);
    const actual = shortHash(path);
    expect(
      actual,
      seam(
        `theme/CodeBlock/${file} of @docusaurus/theme-classic ${versionOf('@docusaurus/theme-classic')} changed since ` +
          `src/theme/CodeBlock was ejected from 3.10.2: port the change to our copy, then update its hash here`,
      ),
    ).toBe(hash);
  });

  it("theme-common's useCodeWordWrap, which String.tsx mirrors, is unchanged", () => {
    const path = join(packageDir('@docusaurus/theme-common'), MIRRORED.file);
    const actual = shortHash(path);
    expect(
      actual,
      seam(
        `${MIRRORED.file} of @docusaurus/theme-common ${versionOf('@docusaurus/theme-common')} changed since ` +
          `src/theme/CodeBlock/Content/String.tsx mirrored it from 3.10.2: port the change to its useCodeWordWrap, then update the hash here`,
      ),
    ).toBe(MIRRORED.hash);
  });
});
