/**
 * Contract test for the prefetch seam (plugins/prefetch/src/seam.ts): the
 * private module of @docusaurus/core that the plugin replaces must still be
 * imported, called and shaped as it was in 3.10.2. Each failure names the
 * seam and points to UPGRADING.md.
 */
import {createRequire} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {CORE_CLIENT_DIR, PREFETCH_REQUEST} from '../../plugins/prefetch/src/seam';

const require = createRequire(import.meta.url);
const coreDir = dirname(require.resolve('@docusaurus/core/package.json'));
const clientDir = join(coreDir, 'lib', 'client');
const version = (JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as {version: string}).version;
const read = (file: string) => (existsSync(join(clientDir, file)) ? readFileSync(join(clientDir, file), 'utf8') : '');
const seam = (what: string) =>
  `prefetch seam: @docusaurus/core ${version} ${what} — see UPGRADING.md (plugins/prefetch)`;

describe('prefetch seam (@docusaurus/core/lib/client/prefetch, written against 3.10.2)', () => {
  it('the client code still sits where the replacement looks for it', () => {
    expect(CORE_CLIENT_DIR.test(clientDir), seam(`keeps its client code elsewhere than ${clientDir}`)).toBe(true);
    expect(existsSync(join(clientDir, 'prefetch.js')), seam('no longer has lib/client/prefetch.js')).toBe(true);
  });

  it('docusaurus.js imports the helper as ./prefetch and hands it one chunk URL at a time', () => {
    const source = read('docusaurus.js');
    const imported = /import (\w+) from '(\.\/prefetch)';/.exec(source);
    expect(imported, seam("lib/client/docusaurus.js no longer imports its helper from './prefetch'")).not.toBeNull();
    expect(
      PREFETCH_REQUEST.test(imported![2]),
      seam('imports the helper under a request the replacement does not match'),
    ).toBe(true);
    expect(
      new RegExp(`\\b${imported![1]}\\(chunkAsset\\)`).test(source),
      seam('lib/client/docusaurus.js no longer calls its helper with one chunk URL'),
    ).toBe(true);
  });

  it('the helper is a default export taking one URL and returning a promise', () => {
    const source = read('prefetch.js');
    expect(
      /export default function \w+\(url\) \{\s*return [^;]*\.catch\(/.test(source),
      seam('lib/client/prefetch.js no longer exports `default function (url)` returning a promise'),
    ).toBe(true);
  });

  it('<Link> still prefetches through window.docusaurus, which clientEntry fills from docusaurus.js', () => {
    expect(read('exports/Link.js'), seam('<Link> no longer calls window.docusaurus.prefetch')).toContain(
      'window.docusaurus.prefetch(',
    );
    expect(read('clientEntry.js'), seam('lib/client/clientEntry.js no longer sets window.docusaurus')).toMatch(
      /window\.docusaurus = docusaurus;/,
    );
  });
});
