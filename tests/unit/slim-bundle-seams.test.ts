/**
 * Contract tests for the private shapes plugins/slim-bundle relies on: the
 * alias that replaces `prism-react-renderer` (src/seams/prism-react-renderer.ts),
 * the chunk URL read from Docusaurus's runtime (src/seams/chunk-url.ts), the
 * docs version metadata its loader trims (src/version-metadata-loader.cjs)
 * and the one tslib helper its stand-in provides (src/tslib.ts). Each failure
 * names the seam and points to UPGRADING.md.
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

describe('version metadata loader (src/version-metadata-loader.cjs, written against @docusaurus/core and plugin-content-docs 3.10.2)', () => {
  const seam = (what: string) => `version-metadata seam (plugins/slim-bundle): ${what} — see UPGRADING.md`;

  it('Docusaurus still writes route props as <plugin>/<id>/p/<name>.json, the files the loader matches', () => {
    const codegen = readFileSync(join(packageDir('@docusaurus/core'), 'lib/server/codegen/codegenRoutes.js'), 'utf8');
    expect(codegen, seam(`@docusaurus/core ${versionOf('@docusaurus/core')} moved its route props`)).toMatch(
      /path_1\.default\.posix\.join\(plugin\.name, plugin\.id, 'p', generateRoutePropFilename\(route\)\)/,
    );
  });

  it('the docs version metadata still carries version.docs with descriptions, and docsSidebars', () => {
    const props = readFileSync(join(packageDir('@docusaurus/plugin-content-docs'), 'lib/props.js'), 'utf8');
    const version = versionOf('@docusaurus/plugin-content-docs');
    expect(props, seam(`plugin-content-docs ${version}: a doc of the version metadata has no description`)).toMatch(
      /function toVersionDocsProp[\s\S]*?description: doc\.description/,
    );
    expect(props, seam(`plugin-content-docs ${version}: the version metadata changed shape`)).toMatch(
      /function toVersionMetadataProp[\s\S]*?docsSidebars: toSidebarsProp\(loadedVersion\),\s*docs: toVersionDocsProp\(loadedVersion\)/,
    );
  });
});

describe('tslib stand-in (src/tslib.ts, written against @docusaurus/utils-common 3.10.2)', () => {
  it("@docusaurus/utils-common's index still calls no tslib helper but __importDefault", () => {
    const index = readFileSync(join(packageDir('@docusaurus/utils-common'), 'lib/index.js'), 'utf8');
    const helpers = [...new Set([...index.matchAll(/tslib_1\.(__\w+)/g)].map((match) => match[1]))];
    expect(
      helpers,
      `tslib seam (plugins/slim-bundle): @docusaurus/utils-common ${versionOf('@docusaurus/utils-common')} calls other tslib helpers: add them to src/tslib.ts — see UPGRADING.md`,
    ).toEqual(['__importDefault']);
  });
});
