/**
 * The search plugin's options (plugins/search/src/index.ts, validateOptions),
 * validated as Docusaurus validates a plugin's options at startup.
 */
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../../plugins/search/src';
import {search} from '../../config/search';

type Options = Parameters<typeof validateOptions>[0];

// Docusaurus passes normalizePluginOptions as `validate` (it adds the plugin id).
const validate: Options['validate'] = (schema, options) =>
  normalizePluginOptions(schema as Parameters<typeof normalizePluginOptions>[0], options as object) as typeof search;

const validated = (options: unknown) => validateOptions({validate, options: options as typeof search});

describe('search plugin options', () => {
  it("accepts the site's options as they are, with Docusaurus' plugin id", () => {
    expect(validated(search)).toEqual({...search, id: 'default'});
  });

  it('names an option that is missing or out of range', () => {
    const {k1: _k1, ...withoutK1} = search;
    expect(() => validated(withoutK1)).toThrow(/"k1" is required/);
    expect(() => validated({...search, b: 2})).toThrow(/"b" must be less than or equal to 1/);
    expect(() => validated({...search, maxSearchResults: 0})).toThrow(
      /"maxSearchResults" must be greater than or equal to 1/,
    );
    expect(() => validated({...search, excerptLength: '110'})).toThrow(/"excerptLength" must be a number/);
  });
});
