/**
 * Docs for tools (issue: llms.txt and Markdown per page), through nginx:
 * llms.txt lists every page once with working links, every page has a
 * Markdown copy with its headings and code, a request asking for Markdown
 * gets it, and the page's copy and view actions work from the keyboard.
 */
import type {APIRequestContext} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {areas} from '../../config/areas';

/** The site's absolute URLs, as written in the build, on the test server. */
const local = (url: string) => new URL(url).pathname;

async function docPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1])).filter((path) => path !== '/');
}

test('llms.txt follows the convention and lists every page once, with working links', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# Strapi Contributor Docs\n\n> \S/);
  expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(areas.map((area) => area.label));

  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((match) => local(match[1]));
  const pages = await docPaths(request);
  expect(links.map((link) => link.replace(/\.md$/, '')).sort()).toEqual([...pages].sort());
  expect(new Set(links).size).toBe(links.length);
  for (const link of links) {
    expect((await request.get(link)).status(), link).toBe(200);
  }
  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
});

test('every page has a Markdown copy with its title, headings and code', async ({request}) => {
  for (const path of await docPaths(request)) {
    const markdown = await request.get(`${path}.md`);
    expect(markdown.status(), path).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await markdown.text();
    expect(text, path).not.toMatch(/^---\n/);

    const html = await (await request.get(path)).text();
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1].replace(/<[^>]+>/g, '');
    expect(text.startsWith(`# ${decode(title)}\n`), `${path}: starts with its title`).toBe(true);
    for (const [, , heading] of html.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)) {
      const plain = decode(heading.replace(/<a [^>]*class="hash-link"[\s\S]*?<\/a>/, '').replace(/<[^>]+>/g, ''))
        // eslint-disable-next-line no-control-regex -- a heading's text must not keep control characters
        .replace(/[\u0000-\u001f\u200b-\u200f\ufeff]/g, '')
        .trim();
      expect(text.replace(/`/g, ''), `${path}: heading "${plain}"`).toContain(plain);
    }
    // Each code block's first line, as text.
    for (const [, block] of html.matchAll(/<pre[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)) {
      const firstLine = decode(block.split(/<br\s*\/?>|<\/span><\/span>|\n/)[0].replace(/<[^>]+>/g, '')).trim();
      if (firstLine) expect(text, `${path}: code "${firstLine}"`).toContain(firstLine);
    }
  }
});

function decode(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

test.describe('a request that asks for Markdown', () => {
  test('gets the page as Markdown; a browser still gets HTML', async ({request}) => {
    const markdown = await request.get('/api/Strapi', {headers: {Accept: 'text/markdown'}});
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers().vary).toContain('Accept');
    expect(await markdown.text()).toMatch(/^# /);

    const html = await request.get('/api/Strapi', {headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  });

  test('of a path with no page gets the not-found page', async ({request}) => {
    const response = await request.get('/docs/no-such-page', {headers: {Accept: 'text/markdown'}});
    expect(response.status()).toBe(404);
  });
});

/**
 * Which form each Accept header gets, as RFC 9110 weighs media ranges: the
 * most specific range that names a form gives its weight (q, 1 without one),
 * HTML wins ties, and an entry that breaks the grammar counts for nothing.
 */
const NEGOTIATION: [accept: string, form: 'markdown' | 'html'][] = [
  ['text/markdown', 'markdown'],
  ['TEXT/Markdown', 'markdown'],
  ['text/markdown;q=1, text/html;q=0.5', 'markdown'],
  ['text/markdown;q=0.5, text/html;q=0.4', 'markdown'],
  ['text/markdown;q=0.25, text/html;q=0.2', 'markdown'],
  ['text/markdown;q=0.001, text/html;q=0', 'markdown'],
  ['text/markdown;q=1.000', 'markdown'],
  ['text/markdown ; q=0.9', 'markdown'],
  ['text/markdown;variant=CommonMark', 'markdown'],
  ['text/markdown;q=0.5, */*;q=0.1', 'markdown'],
  ['text/markdown, text/*;q=0.5', 'markdown'],
  // Anything but HTML: Markdown is the form this client prefers.
  ['text/html;q=0.1, */*', 'markdown'],
  ['application/json, a/b;x="1\\"2", text/markdown', 'markdown'],
  ['text/html,text/markdown;q=0.1', 'html'],
  ['text/markdown, text/html', 'html'],
  ['text/html;q=0.5, text/markdown;q=0.5', 'html'],
  ['text/markdown;q=0.50, text/html;q=0.5', 'html'],
  ['text/markdown;q=0.2, text/html;q=0.25', 'html'],
  ['text/markdown;q=0.5, */*', 'html'],
  ['text/markdown;q=0', 'html'],
  ['text/markdown; q=0.0', 'html'],
  ['text/markdown;q=0.0000', 'html'],
  ['text/markdown;q=1.0001', 'html'],
  ['text/markdown;q=2', 'html'],
  ['text/markdown;charset=utf-8;q=0', 'html'],
  ['text/markdown-foo', 'html'],
  ['text/markdownx, text/html;q=0.1', 'html'],
  ['xtext/markdown', 'html'],
  ['text/html;q=0.5, a/b;x="1,text/markdown,2"', 'html'],
  ['*/*', 'html'],
  ['text/*', 'html'],
  ['', 'html'],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'html'],
  // Long headers are read in linear time.
  [`${'a/b,'.repeat(1_800)}text/markdown`, 'markdown'],
  [`text/markdown;${'a=b;'.repeat(1_800)}q=0.5x`, 'html'],
];

test.describe('Accept negotiation', () => {
  for (const [accept, form] of NEGOTIATION) {
    test(`${JSON.stringify(accept.length > 90 ? `${accept.slice(0, 40)}…${accept.slice(-30)}` : accept)} gets ${form}`, async ({
      request,
    }) => {
      const response = await request.get('/docs/intro', {headers: {Accept: accept}});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(
        form === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      );
      expect(response.headers().vary).toContain('Accept');
    });
  }
});

test.describe('the page actions', () => {
  test('copy the page as Markdown to the clipboard, by keyboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/core/database/transactions');
    const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
    await copy.focus();
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const expected = await (await request.get('/docs/core/database/transactions.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('link to the Markdown copy, reached by Tab right after the breadcrumbs', async ({page}) => {
    await open(page, '/docs/core/database/transactions');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/docs/core/database/transactions.md');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).focus();
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    const [response] = await Promise.all([page.waitForResponse('**/transactions.md'), view.click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 360, height: 740}});
    test('sit side by side on one row', async ({page}) => {
      await open(page, '/docs/core/database/transactions');
      const copy = await page.getByRole('button', {name: 'Copy page as Markdown'}).boundingBox();
      const view = await page.getByRole('link', {name: 'View as Markdown'}).boundingBox();
      expect(Math.abs(copy!.y - view!.y)).toBeLessThan(2);
      expect(view!.x + view!.width).toBeLessThanOrEqual(360);
    });
  });

  test.describe('when the copy cannot be made', () => {
    test.use({allowedConsoleErrors: [/status of 503/]});
    test('say so', async ({page}) => {
      await open(page, '/docs/intro');
      await page.route('**/intro.md', (route) => route.fulfill({status: 503, body: 'down'}));
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
    });
  });
});
