/**
 * The local plugins registered as `[path, options]` validate their options
 * the way Docusaurus's official plugins do (Joi, through the `validate`
 * callback Docusaurus hands to `validateOptions`): the site's own options
 * pass, and a mistake stops the build with a message naming the plugin and
 * the option.
 */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import * as prefetch from '../../plugins/prefetch/src';
import * as codeBlocks from '../../plugins/code-blocks/src';
import * as slimBundle from '../../plugins/slim-bundle/src';
import * as mermaidSvg from '../../plugins/mermaid-svg/src';
import * as strapiPackagesPlugin from '../../plugins/strapi-packages/src';
import * as buildCache from '../../plugins/build-cache/src';
import * as startScripts from '../../plugins/start-scripts/src';
import {strapiPackages} from '../../config/strapi-packages';

type Validator = (context: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;
const check = (plugin: {validateOptions: unknown}, options: unknown) =>
  (plugin.validateOptions as Validator)({validate: normalizePluginOptions, options});

describe.each([
  ['prefetch', prefetch],
  ['code-blocks', codeBlocks],
  ['slim-bundle', slimBundle],
  ['mermaid-svg', mermaidSvg],
  ['build-cache', buildCache],
  ['start-scripts', startScripts],
])('%s options', (name, plugin) => {
  it('accepts none, and gives the instance its id', () => {
    expect(check(plugin, {})).toEqual({id: 'default'});
  });

  it('rejects an unknown option by name', () => {
    expect(() => check(plugin, {idleTimeout: 5})).toThrow(`[${name}] Invalid options: "idleTimeout" is not allowed`);
  });
});

describe('strapi-packages options', () => {
  it("accepts the site's options", () => {
    expect(check(strapiPackagesPlugin, strapiPackages)).toEqual({...strapiPackages, id: 'default'});
  });

  it('asks for the manifest when it is missing, and says what it is', () => {
    expect(() => check(strapiPackagesPlugin, {})).toThrow(
      '[strapi-packages] Invalid options: "manifest" (the path of the pinned packages file, relative to the site) is required',
    );
  });

  it('rejects a manifest that is not a path', () => {
    expect(() => check(strapiPackagesPlugin, {manifest: 42})).toThrow(
      '[strapi-packages] Invalid options: "manifest" must be a string',
    );
    expect(() => check(strapiPackagesPlugin, {manifest: ''})).toThrow(
      '[strapi-packages] Invalid options: "manifest" is not allowed to be empty',
    );
  });
});

describe('build-cache options', () => {
  it('takes the files a build reads, and rejects a file that is not a path', () => {
    expect(check(buildCache, {files: ['content/strapi-packages.json']})).toEqual({
      files: ['content/strapi-packages.json'],
      id: 'default',
    });
    expect(() => check(buildCache, {files: [42]})).toThrow(
      '[build-cache] Invalid options: "files[0]" must be a string',
    );
  });
});
