/**
 * plugins/build-cache: the site's own build-time modules are build
 * dependencies of Rspack's persistent cache, so that a change to a remark
 * plugin, or to what it reads, recompiles the pages instead of serving them
 * from the cache as the old code compiled them.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import buildCachePlugin, {buildDependencies, type BuildCacheOptions} from '../../plugins/build-cache/src';
import {localModules} from '../../plugins/build-cache/src/local-modules';

const ROOT = path.join(__dirname, '..', '..');

describe('localModules', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };
  write('site.config.ts', "import {docs} from './config/docs';\nexport default {docs};");
  write('config/docs.ts', "import remark from '../plugins/links/src/remark';\nexport const docs = {remark};");
  write(
    'plugins/links/src/remark.ts',
    [
      "import {format} from 'node:util';",
      "import lodash from 'lodash';",
      "export {rules} from './rules.js';",
      "const later = () => import('../../../checks/targets');",
      'export default {format, lodash, later};',
    ].join('\n'),
  );
  write('plugins/links/src/rules.ts', "const data = require('./data.json');\nexport const rules = data;");
  write('plugins/links/src/data.json', '{}');
  write('checks/targets/index.ts', 'export const targets = 1;');
  write('node_modules/lodash/index.js', "require('./other');");
  write('unreached.ts', 'export {};');

  it('follows relative imports, re-exports, dynamic imports and requires, to .ts sources and index files', () => {
    expect(localModules([path.join(dir, 'site.config.ts')]).map((file) => path.relative(dir, file))).toEqual([
      'checks/targets/index.ts',
      'config/docs.ts',
      'plugins/links/src/data.json',
      'plugins/links/src/remark.ts',
      'plugins/links/src/rules.ts',
      'site.config.ts',
    ]);
  });
});

describe("the site's build dependencies", () => {
  const entry = (config.plugins ?? []).find((p) => Array.isArray(p) && p[0] === './plugins/build-cache/src/index.ts');
  const options = (entry as [string, BuildCacheOptions] | undefined)?.[1] ?? {};
  const context = {
    siteDir: ROOT,
    siteConfig: config,
    siteConfigPath: path.join(ROOT, 'docusaurus.config.ts'),
  } as unknown as LoadContext;

  it('are named by a plugin of the config', () => {
    expect(entry, 'plugins/build-cache in docusaurus.config.ts').toBeDefined();
  });

  it("hold the source links' code and what it reads, the diagrams' remark plugin and the config", () => {
    const files = buildDependencies(context, options).map((file) => path.relative(ROOT, file));
    for (const file of [
      'docusaurus.config.ts',
      'config/docs.ts',
      'plugins/source-links/src/linker.ts',
      'page-checks/sources/targets.ts',
      'page-checks/sources/definitions.ts',
      'plugins/mermaid-svg/src/remark.ts',
      'content/strapi-packages.json',
    ])
      expect(files, file).toContain(file);
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('are added where Docusaurus turned the persistent cache on, and stop the build if it moved', () => {
    const configure = buildCachePlugin(context, options).configureWebpack as (config: object) => {
      experiments?: {cache?: {buildDependencies?: string[]}};
    };
    const saved = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    try {
      delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      expect(configure({experiments: {cache: {type: 'persistent'}}}).experiments?.cache?.buildDependencies).toContain(
        path.join(ROOT, 'page-checks/sources/targets.ts'),
      );
      expect(() => configure({experiments: {}})).toThrow(/no experiments\.cache object.*UPGRADING\.md/);
      process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
      expect(configure({experiments: {}})).toEqual({});
    } finally {
      if (saved === undefined) delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      else process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = saved;
    }
  });
});
