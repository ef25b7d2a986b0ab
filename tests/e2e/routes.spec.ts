/**
 * Every route of the specification (§2) is a real page of the built site,
 * served by nginx: HTTP 200, an h1, listed in the sidebar of its area, and
 * reachable from its area's first page by following links in page content.
 */
import {test, expect} from './fixtures';
import type {APIRequestContext} from '@playwright/test';
import {parseSpecRoutes} from '../support/spec-routes';
import {area} from '../../config/areas';

const spec = parseSpecRoutes();

const AREAS = [
  ...(['guides', 'api', 'rfcs'] as const).map((id) => ({
    label: area(id).label,
    start: area(id).route,
    owns: (r: string) => r.startsWith(`/${id}/`),
  })),
  // The docs area also holds the short routes (/database, /upload, …).
  {label: area('docs').label, start: area('docs').route, owns: () => true},
];

const areaOf = (route: string) => AREAS.find((area) => area.owns(route))!;

function anchors(html: string): {attrs: string; href: string}[] {
  return [...html.matchAll(/<a\s([^>]*)>/g)].flatMap((match) => {
    // The minified HTML leaves simple attribute values unquoted.
    const found = /href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(match[1]);
    const href = found?.[1] ?? found?.[2] ?? found?.[3];
    return href ? [{attrs: match[1], href}] : [];
  });
}

function articleLinks(html: string): string[] {
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
  return anchors(article)
    .map(({href}) => href.split('#')[0].split('?')[0])
    .filter((href) => href.startsWith('/') && !href.startsWith('/tags'));
}

const pages = new Map<string, Promise<string>>();
function fetchPage(request: APIRequestContext, route: string): Promise<string> {
  if (!pages.has(route)) {
    pages.set(
      route,
      request.get(route, {maxRedirects: 0}).then(async (response) => {
        expect(response.status(), route).toBe(200);
        return response.text();
      }),
    );
  }
  return pages.get(route)!;
}

test.describe('specification routes', () => {
  for (const route of spec.pages) {
    test(`${route} is a page of the ${areaOf(route).label} area`, async ({request}) => {
      const html = await fetchPage(request, route);
      expect(html).toMatch(/<h1[\s>]/);
      // Markdown the build did not understand shows as text, e.g. an
      // admonition in a syntax the site's Markdown options do not accept.
      expect(html.match(/<p>\s*:::[^<]{0,40}/g) ?? [], 'directive markup shown as text').toEqual([]);
      const active = anchors(html).filter(({attrs}) => attrs.includes('menu__link--active'));
      expect(
        active.map(({href}) => href),
        'active sidebar link',
      ).toContain(route);
      const activeArea = anchors(html).find(({attrs}) => attrs.includes('navbar__link--active'));
      expect(activeArea?.href, 'active navbar area').toBe(areaOf(route).start);
    });
  }

  for (const route of spec.tagPages) {
    test(`tag page ${route} exists`, async ({request}) => {
      const html = await fetchPage(request, route);
      expect(html).toMatch(/<h1[\s>]/);
      if (route !== '/tags') {
        expect(articleLinks(html).length, 'pages with this tag').toBeGreaterThan(0);
      }
    });
  }

  test('every page is reachable from its area start through links in page content', async ({request}) => {
    test.setTimeout(120_000);
    const unreached: string[] = [];
    for (const area of AREAS) {
      const expected = spec.pages.filter((route) => areaOf(route) === area);
      const seen = new Set([area.start]);
      const queue = [area.start];
      while (queue.length > 0) {
        const route = queue.shift()!;
        for (const link of articleLinks(await fetchPage(request, route))) {
          if (!seen.has(link) && areaOf(link) === area && spec.pages.includes(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
      }
      unreached.push(...expected.filter((route) => !seen.has(route)));
    }
    expect(unreached).toEqual([]);
  });
});
