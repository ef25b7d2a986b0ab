/**
 * Contract tests for the two seams of plugins/slim-bundle: the alias that
 * replaces `prism-react-renderer` (src/seams/prism-react-renderer.ts) and the
 * chunk URL read from Docusaurus's runtime (src/seams/chunk-url.ts). Each
 * failure names the seam and points to UPGRADING.md.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {glob} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {PACKAGE, STAND_IN_EXPORTS, standIn} from '../../plugins/slim-bundle/src/seams/prism-react-renderer';

/** An installed package's folder (some packages do not export their package.json). */
const packageDir = (name: string) => join(__dirname, '../../node_modules', name);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;

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
    `prism-react-renderer seam: ${what} — see UPGRADING.md (plugins/slim-bundle, prism-react-renderer alias)`;

  it('every name the theme and our code blocks import from the package is one the stand-ins export', async () => {
    const roots = ['@docusaurus/theme-classic', '@docusaurus/theme-common'].map((name) =>
      join(packageDir(name), 'lib'),
    );
    const files = [
      ...(await glob('**/*.js', {cwd: roots[0], absolute: true})),
      ...(await glob('**/*.js', {cwd: roots[1], absolute: true})),
      ...(await glob('src/theme/**/*.tsx', {cwd: join(__dirname, '../..'), absolute: true})),
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
    `chunk URL seam: @docusaurus/core ${versionOf('@docusaurus/core')} ${what} — see UPGRADING.md (plugins/slim-bundle, __webpack_require__.gca)`;
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
