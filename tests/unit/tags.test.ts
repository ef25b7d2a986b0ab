/**
 * The declared tag set: about 60 tags with labels and descriptions, including
 * every tag the specification names, at the permalinks it shows.
 */
import {describe, expect, it} from 'vitest';
import {readTags} from '../support/content';

// §2 "Tag pages": the tags the specification names, as they appear in /tags/{tag}.
const SPEC_TAG_PERMALINKS = [
  'admin',
  'api',
  'audit-logs',
  'auth',
  'axios',
  'build',
  'cli',
  'commands',
  'components',
  'configuration',
  'content-manager',
  'content-releases',
  'content-type-builder',
  'data-transfer',
  'database',
  'ee',
  'hooks',
  'i-18-n',
  'nps',
  'permissions',
  'playwright',
  'plugins',
  'rbac',
  'relations',
  'review-workflows',
  'roles',
  'settings',
  'testing',
  'upload',
  'users',
  'utils',
  'validations',
  'visual-editing',
];

/** Docusaurus's default tag permalink: the key in kebab-case (lodash). */
function kebab(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .replace(/(\d)([a-zA-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

const tags = readTags();
const permalinks = Object.entries(tags).map(([key, tag]) => (tag.permalink ?? `/${kebab(key)}`).replace(/^\//, ''));

describe('tags.yml', () => {
  it('declares about sixty tags', () => {
    expect(Object.keys(tags).length).toBeGreaterThanOrEqual(55);
    expect(Object.keys(tags).length).toBeLessThanOrEqual(70);
  });

  it('gives every tag a label and a description', () => {
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.label, key).toMatch(/\S/);
      expect(tag.description, key).toMatch(/\S.{10,}/);
    }
  });

  it.each(SPEC_TAG_PERMALINKS)('serves the specification tag /tags/%s', (permalink) => {
    expect(permalinks).toContain(permalink);
  });

  it('has no two tags at the same permalink', () => {
    expect(new Set(permalinks).size).toBe(permalinks.length);
  });
});
