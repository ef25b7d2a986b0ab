import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {expandBraces, parseSpecRoutes, routesSection, SHARED_SPEC, SPEC_COPY} from '../support/spec-routes';

describe('expandBraces', () => {
  it('expands nested braces', () => {
    expect(expandBraces('/a/{b, c/{d, e}, f}')).toEqual(['/a/b', '/a/c/d', '/a/c/e', '/a/f']);
    expect(expandBraces('/plain')).toEqual(['/plain']);
  });
});

describe('the specification route list', () => {
  const routes = parseSpecRoutes();

  it('has every area of §2', () => {
    expect(routes.api).toHaveLength(9);
    expect(routes.api).toContain('/api/Strapi');
    expect(routes.docs).toContain('/docs/intro');
    expect(routes.docs).toContain('/docs/core/admin/features/hooks/use-enterprise');
    expect(routes.docs).toContain('/docs/core/data-transfer/providers/strapi-file/file-structure');
    expect(routes.docs).toContain('/docs/core/strapi/commands/plugin/link-watch');
    expect(routes.docs).toContain('/docs/core/utils/async');
    expect(routes.shortRoutes).toEqual([
      '/database',
      '/permissions',
      '/settings/intro',
      '/settings/review-workflows',
      '/upload',
      '/hooks/use-api-error-handler',
    ]);
    expect(routes.guides).toHaveLength(8);
    expect(routes.rfcs).toEqual(['/rfcs/intro', '/rfcs/example', '/rfcs/custom-fields']);
    expect(routes.tagPages).toContain('/tags/i-18-n');
    expect(routes.tagPages).toHaveLength(34);
  });

  it('lists each page once', () => {
    expect(new Set(routes.pages).size).toBe(routes.pages.length);
    expect(routes.pages.length).toBe(routes.docs.length + 9 + 6 + 8 + 3);
    for (const route of routes.pages) {
      expect(route).toMatch(/^\/[A-Za-z0-9/-]+$/);
    }
  });

  it('reads the same list from the copy kept in the repository', () => {
    const copy = readFileSync(SPEC_COPY, 'utf8');
    expect(parseSpecRoutes(copy)).toEqual(routes);
    if (existsSync(SHARED_SPEC)) {
      expect(copy).toBe(routesSection(readFileSync(SHARED_SPEC, 'utf8')));
    }
  });
});
