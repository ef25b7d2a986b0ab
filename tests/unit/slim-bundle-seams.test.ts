/**
 * Contract tests for the private shapes plugins/slim-bundle relies on: the
 * docs version metadata its loader trims (src/version-metadata-loader.cjs)
 * and the one tslib helper its stand-in provides (src/tslib.ts). Each failure
 * names the seam and points to UPGRADING.md.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/** An installed package's folder (some packages do not export their package.json). */
const packageDir = (name: string) => join(__dirname, '../../node_modules', name);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;

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
