/**
 * Contract tests for the private shapes plugins/code-blocks relies on: the
 * alias that replaces `prism-react-renderer` (src/seams/prism-react-renderer.ts),
 * the chunk URL read from Docusaurus's runtime (src/seams/chunk-url.ts), and
 * the code-block seam (src/seams/code-block.ts): the private exports of
 * @docusaurus/theme-common/internal and the CSS modules of
 * @docusaurus/theme-classic that its code-block components (src/theme/CodeBlock)
 * use, and the theme components those were ejected from, as they were in
 * 3.10.2. Each failure names the seam and points to UPGRADING.md.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {glob} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {PACKAGE, STAND_IN_EXPORTS, standIn} from '../../plugins/code-blocks/src/seams/prism-react-renderer';
import {shortHash} from '../support/file-hash';

/** An installed package's folder (some packages do not export their package.json). */
const packageDir = (name: string) => join(__dirname, '../../node_modules', name);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;
const pluginDir = join(__dirname, '../../plugins/code-blocks/src');

/** The names a module imports from `prism-react-renderer` at run time (type imports left out). */
function importedNames(source: string): string[] {
  return [...source.matchAll(/^import (?!type )\{([^}]*)\} from ['"]prism-react-renderer['"]/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+.*/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean),
  );
}

describe('prism-react-renderer seam (written against @docusaurus/theme-classic 3.10.2, prism-react-renderer 2.4.1)', () => {
  const seam = (what: string) =>
    `prism-react-renderer seam: ${what} — see UPGRADING.md (plugins/code-blocks, prism-react-renderer alias)`;

  it('every name the theme and our code blocks import from the package is one the stand-ins export', async () => {
    const roots = ['@docusaurus/theme-classic', '@docusaurus/theme-common'].map((name) =>
      join(packageDir(name), 'lib'),
    );
    const files = [
      ...(await glob('**/*.js', {cwd: roots[0], absolute: true})),
      ...(await glob('**/*.js', {cwd: roots[1], absolute: true})),
      ...(await glob('theme/**/*.tsx', {cwd: pluginDir, absolute: true})),
    ];
    const used = new Map<string, string>();
    for (const file of files) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) used.set(name, file);
    }
    expect(used.size, seam(`nothing imports from ${PACKAGE} any more: the alias may be dead`)).toBeGreaterThan(0);
    for (const [name, file] of used) {
      expect(
        (STAND_IN_EXPORTS as readonly string[]).includes(name),
        seam(
          `${file} (theme-classic ${versionOf('@docusaurus/theme-classic')}) imports { ${name} }, which the stand-in does not export`,
        ),
      ).toBe(true);
    }
  });

  it.each([false, true])('the stand-in of the %s bundle exports what the theme imports', async (isServer) => {
    const module = (await import(standIn(isServer))) as Record<string, unknown>;
    for (const name of STAND_IN_EXPORTS) {
      expect(name in module, seam(`${standIn(isServer)} does not export ${name}`)).toBe(true);
    }
  });

  it('the package still exports the names the stand-in mirrors', async () => {
    const original = (await import(PACKAGE)) as Record<string, unknown>;
    for (const name of STAND_IN_EXPORTS) {
      expect(typeof original[name], seam(`${PACKAGE} ${versionOf(PACKAGE)} no longer exports ${name}`)).not.toBe(
        'undefined',
      );
    }
  });
});

describe('chunk URL seam (__webpack_require__.gca, written against @docusaurus/core 3.10.2)', () => {
  const core = join(packageDir('@docusaurus/core'), 'lib');
  const seam = (what: string) =>
    `chunk URL seam: @docusaurus/core ${versionOf('@docusaurus/core')} ${what} — see UPGRADING.md (plugins/code-blocks, __webpack_require__.gca)`;
  const read = (file: string) => readFileSync(join(core, file), 'utf8');

  it('ChunkAssetPlugin still adds gca, mapping chunk names to URLs', () => {
    const plugin = read('webpack/plugins/ChunkAssetPlugin.js');
    expect(plugin, seam('no longer defines __webpack_require__.gca')).toContain("'__webpack_require__.gca'");
    expect(plugin, seam("ChunkAssetPlugin's gca no longer maps chunk names to ids")).toMatch(
      /chunkId = \$\{JSON\.stringify\(chunkNameToId\)\}\[chunkId\]\|\|chunkId;/,
    );
  });

  it('the client bundle is still built with ChunkAssetPlugin', () => {
    expect(read('webpack/client.js'), seam('no longer adds ChunkAssetPlugin to the client bundle')).toMatch(
      /new ChunkAssetPlugin_1\.default\(\)/,
    );
  });
});

const classic = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme', 'CodeBlock');
const codeBlockSeam = (what: string) =>
  `code-block seam: ${what} — see UPGRADING.md (plugins/code-blocks, the theme's code-block internals)`;
const seamSource = readFileSync(join(pluginDir, 'seams/code-block.ts'), 'utf8');

/**
 * The theme files the plugin's src/theme/CodeBlock was ejected from, with the first 16 hex
 * digits of their SHA-256 in @docusaurus/theme-classic 3.10.2.
 */
const EJECTED: Record<string, string> = {
  'index.js': '639f8655d319e123',
  'Container/index.js': '55ebecf7d04da066',
  'Content/index.js': '0d361f5894590ea4',
  'Content/String.js': '81ab153e9e797be7',
  'Buttons/index.js': '8cc39d7b3812bfb9',
};

/**
 * The theme files the plugin's src/theme/CodeBlock/Line/Token wraps (not
 * declared safe to wrap: the token is a pass-through the theme made to be
 * swizzled), with their hashes in 3.10.2: the token itself, and the line that
 * hands it `token` and the props of prism-react-renderer's `getTokenProps`.
 */
const WRAPPED: Record<string, string> = {
  'Line/index.js': '5512298d8a194b78',
  'Line/Token/index.js': '4e10e6f7181cd3aa',
};

/**
 * The theme-common hook the plugin's src/theme/CodeBlock/Content/String.tsx replaces with
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
        codeBlockSeam(`@docusaurus/theme-common ${version} no longer exports ${name} from /internal`),
      ).toBe(true);
    }
  });

  it.each([
    ['Container/styles.module.css', ['codeBlockContainer']],
    ['Content/styles.module.css', ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering']],
    ['Buttons/styles.module.css', ['buttonGroup']],
  ])("theme-classic's %s still has the classes the overrides use", (file, classes) => {
    const path = join(classic, file);
    const version = versionOf('@docusaurus/theme-classic');
    expect(
      existsSync(path),
      codeBlockSeam(`@docusaurus/theme-classic ${version} no longer has theme/CodeBlock/${file}`),
    ).toBe(true);
    const css = readFileSync(path, 'utf8');
    for (const name of classes) {
      expect(
        new RegExp(`\\.${name}\\b`).test(css),
        codeBlockSeam(`theme/CodeBlock/${file} no longer has .${name}`),
      ).toBe(true);
    }
  });

  it.each(Object.entries(EJECTED))('the ejected %s is unchanged in the installed theme', (file, hash) => {
    const path = join(classic, file);
    const actual = shortHash(path);
    expect(
      actual,
      codeBlockSeam(
        `theme/CodeBlock/${file} of @docusaurus/theme-classic ${versionOf('@docusaurus/theme-classic')} changed since ` +
          `plugins/code-blocks/src/theme/CodeBlock was ejected from 3.10.2: port the change to our copy, then update its hash here`,
      ),
    ).toBe(hash);
  });

  it.each(Object.entries(WRAPPED))('the wrapped %s is unchanged in the installed theme', (file, hash) => {
    expect(
      shortHash(join(classic, file)),
      codeBlockSeam(
        `theme/CodeBlock/${file} of @docusaurus/theme-classic ${versionOf('@docusaurus/theme-classic')} changed since ` +
          `plugins/code-blocks/src/theme/CodeBlock/Line/Token wrapped it in 3.10.2: check that a plain token still ` +
          `arrives as className 'token plain' with its text as children, then update its hash here`,
      ),
    ).toBe(hash);
  });

  it("theme-common's useCodeWordWrap, which String.tsx mirrors, is unchanged", () => {
    const path = join(packageDir('@docusaurus/theme-common'), MIRRORED.file);
    const actual = shortHash(path);
    expect(
      actual,
      codeBlockSeam(
        `${MIRRORED.file} of @docusaurus/theme-common ${versionOf('@docusaurus/theme-common')} changed since ` +
          `plugins/code-blocks/src/theme/CodeBlock/Content/String.tsx mirrored it from 3.10.2: port the change to its useCodeWordWrap, then update the hash here`,
      ),
    ).toBe(MIRRORED.hash);
  });
});
