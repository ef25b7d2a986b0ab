/**
 * The built config holds the specification's constants (§2, §4, §9).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config, LoadContext} from '@docusaurus/types';
import config from '../../docusaurus.config';
import {search} from '../../config/search';
import searchPlugin from '../../plugins/search/src';
import {areas} from '../../config/areas';
import {parseSpecRoutes} from '../support/spec-routes';

// The config's plugin options and theme config are read as loose records: the test checks their values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = any;
type PluginEntry = [string, Record<string, Loose>];

function plugin(name: string): Record<string, Loose> {
  const entry = (config.plugins ?? []).find((p) => (Array.isArray(p) ? p[0] : p) === name);
  expect(entry, `plugin ${name}`).toBeDefined();
  return Array.isArray(entry) ? (entry as PluginEntry)[1] : {};
}

const theme = config.themeConfig as Record<string, Loose>;

describe('site', () => {
  it('is served at / without trailing slashes, in English only', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.i18n?.localeConfigs?.en).toMatchObject({htmlLang: 'en', direction: 'ltr'});
  });

  it('has no blog', () => {
    const names = (config.plugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p));
    expect(names.some((name) => String(name).includes('blog'))).toBe(false);
  });
});

describe('docs plugin', () => {
  const docs = plugin('@docusaurus/plugin-content-docs');

  it('holds the four areas at the site root, version current labelled Next', () => {
    expect(docs.routeBasePath).toBe('/');
    expect(docs.path).toBe('content');
    expect(docs.versions).toEqual({current: {label: 'Next'}});
    expect(docs.breadcrumbs).toBe(true);
  });

  it('only accepts declared tags', () => {
    expect(docs.tags).toBe('tags.yml');
    expect(docs.onInlineTags).toBe('throw');
  });

  it('links to the repository and shows last-update dates', () => {
    expect(docs.editUrl).toMatch(/^https:\/\/github\.com\/.+\/edit\/main\/$/);
    expect(docs.showLastUpdateTime).toBe(true);
  });
});

describe('theme', () => {
  it('shows TOC headings of levels 2 to 3', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('has a sidebar that cannot be hidden and categories that do not auto-collapse', () => {
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
  });

  it('is light by default and switchable, with a two-way switch that ignores the system preference', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('has a closeable announcement bar with an id', () => {
    expect(theme.announcementBar.id).toMatch(/\S/);
    expect(theme.announcementBar.isCloseable).toBe(true);
  });

  it('has the four areas in order, then the search box, in a navbar that hides on scroll', () => {
    expect(theme.navbar.hideOnScroll).toBe(true);
    const items = theme.navbar.items.filter((item: Loose) => item.type === 'docSidebar');
    expect(items.map((item: Loose) => [item.label, item.sidebarId])).toEqual(
      areas.map((area) => [area.label, area.sidebarId]),
    );
    expect(theme.navbar.items.some((item: Loose) => item.type === 'search')).toBe(true);
    expect(theme.navbar.logo.src).not.toBe(theme.navbar.logo.srcDark);
  });

  it("has the areas of the specification: §1's four sections, each opening where §2 says", () => {
    expect(areas.map((area) => area.label)).toEqual(['Guides', 'Docs', 'API Reference', 'RFCs']);
    expect(areas.map((area) => area.route).sort()).toEqual([...parseSpecRoutes().sidebarStarts].sort());
    for (const area of areas) expect(area.route.startsWith(`/${area.sidebarId}/`)).toBe(true);
    for (const area of areas) expect(area.description).toMatch(/^[A-Z].*\.$/);
  });

  it('has a footer with link columns, a logo and a copyright', () => {
    expect(theme.footer.links.length).toBeGreaterThanOrEqual(3);
    expect(theme.footer.logo.src).toBeTruthy();
    expect(theme.footer.copyright).toMatch(/Copyright ©/);
  });
});

describe('search plugin', () => {
  it('is the local search plugin, given the specification constants', () => {
    const entry = (config.themes ?? []).find(
      (p): p is PluginEntry => Array.isArray(p) && p[0] === './plugins/search/src/index.ts',
    );
    expect(entry, 'the search plugin, registered as a theme').toBeDefined();
    expect(entry![1]).toBe(search);
    expect(searchPlugin({siteConfig: config} as unknown as LoadContext, search).name).toBe('strapi-docs-search');
    expect(search).toMatchObject({
      maxSearchResults: 8,
      k1: 1.2,
      b: 0.75,
      titleBoost: 5,
      contentBoost: 1,
      tagsBoost: 3,
      parentCategoriesBoost: 2,
      maxQueryLength: 512,
      stallThresholdMs: 300,
    });
  });
});

describe('link checking', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function load(strict: string | undefined): Promise<Config> {
    vi.resetModules();
    if (strict === undefined) {
      vi.stubEnv('DOCS_STRICT', '');
    } else {
      vi.stubEnv('DOCS_STRICT', strict);
    }
    return (await import('../../docusaurus.config')).default;
  }

  it('only warns in the shipped config, as the specification says', async () => {
    const shipped = await load(undefined);
    expect(shipped.onBrokenLinks).toBe('warn');
    expect(shipped.onBrokenAnchors).toBe('warn');
    expect(shipped.onDuplicateRoutes).toBe('warn');
    expect(shipped.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('fails the test build on any broken link, markdown link, anchor or duplicate route', async () => {
    const strict = await load('1');
    expect(strict.onBrokenLinks).toBe('throw');
    expect(strict.onBrokenAnchors).toBe('throw');
    expect(strict.onDuplicateRoutes).toBe('throw');
    expect(strict.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});
