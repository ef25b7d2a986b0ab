/**
 * The front-matter contract and the content rules, on every page.
 */
import {describe, expect, it} from 'vitest';
import {readPages, readTags} from '../support/content';
import manifest from '../../content/strapi-packages.json';

const pages = readPages();

// Each pinned version (5.54.0, or 5.54 on its own) as it would be written in prose.
const PINNED_VERSIONS = [...new Set(Object.values(manifest.packages).map((entry) => entry.version))].map((version) => {
  const [major, minor, patch] = version.split('.');
  return new RegExp(`(?<![\\d.])${major}\\.${minor}(?:\\.${patch})?(?![\\d.]*\\d)`, 'g');
});
const tags = readTags();

// Words that mark unfinished writing. Matched as whole words, case-insensitive.
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon|to be documented|placeholder)\b/i;

describe('content', () => {
  it('has pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  describe.each(pages.map((page) => [page.id, page] as const))('%s', (_id, page) => {
    it('has a title, a one-sentence description and declared tags', () => {
      expect(typeof page.data.title, 'title').toBe('string');
      expect(String(page.data.title).trim().length).toBeGreaterThan(2);
      expect(typeof page.data.description, 'description').toBe('string');
      expect(String(page.data.description).trim()).toMatch(/^\S.{19,}[.!?]$/s);
      expect(Array.isArray(page.data.tags), 'tags').toBe(true);
      const pageTags = page.data.tags as unknown[];
      expect(pageTags.length).toBeGreaterThan(0);
      for (const tag of pageTags) {
        expect(Object.keys(tags), `tag ${String(tag)} is declared in tags.yml`).toContain(tag);
      }
    });

    it('uses no front-matter keys outside the contract', () => {
      const allowed = [
        'title',
        'description',
        'tags',
        'slug',
        'sidebar_label',
        'strapi_packages',
        'example_names',
        'not_strapi',
        'keywords',
      ];
      expect(Object.keys(page.data).filter((key) => !allowed.includes(key))).toEqual([]);
    });

    it('gives keywords, if any, as a short list of short phrases (they go to the keywords meta tag and the search index)', () => {
      const keywords = page.data.keywords;
      if (keywords === undefined) return;
      expect(Array.isArray(keywords), 'keywords is a list').toBe(true);
      const list = keywords as unknown[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(12);
      for (const keyword of list) {
        expect(typeof keyword, 'each keyword is a string').toBe('string');
        expect(String(keyword)).toMatch(/^[^,]{2,60}$/);
      }
    });

    it('declares the Strapi packages it documents (strapi_packages), from content/strapi-packages.json', () => {
      const area = page.id.split('/')[0];
      const declared = page.data.strapi_packages;
      if (area === 'rfcs' && declared === undefined) {
        return;
      }
      expect(Array.isArray(declared), 'strapi_packages is a list').toBe(true);
      const packages = declared as unknown[];
      // Only a guide may say it documents no package (an empty list), e.g. the code of conduct.
      if (area !== 'guides') {
        expect(packages.length, 'a docs or API page documents at least one package').toBeGreaterThan(0);
      }
      for (const name of packages) {
        expect(Object.keys(manifest.packages), `${String(name)} is pinned in content/strapi-packages.json`).toContain(
          name,
        );
      }
      for (const key of ['example_names', 'not_strapi']) {
        const list = page.data[key] ?? [];
        expect(
          Array.isArray(list) && list.every((item) => typeof item === 'string'),
          `${key} is a list of strings`,
        ).toBe(true);
      }
    });

    it('states no pinned package version by hand (prose uses <PackageVersion>)', () => {
      const prose = page.body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
      const found = PINNED_VERSIONS.flatMap((version) => prose.match(version) ?? []);
      expect(found, 'versions written by hand; write <PackageVersion name="@strapi/…" /> instead').toEqual([]);
    });

    it('has no placeholder text', () => {
      const text = `${String(page.data.title)}\n${String(page.data.description)}\n${page.body}`;
      expect(text.match(PLACEHOLDER)?.[0]).toBeUndefined();
    });

    it('has no top-level heading in the body (the title is the h1)', () => {
      const withoutCode = page.body.replace(/```[\s\S]*?```/g, '');
      expect(withoutCode).not.toMatch(/^# /m);
    });

    it('has an opening paragraph and at least one section', () => {
      const firstBlock = page.body.trim().split(/\n\s*\n/)[0];
      expect(firstBlock).not.toMatch(/^(#|```|\||-|\*|import )/);
      expect(page.body).toMatch(/^## /m);
    });
  });
});
