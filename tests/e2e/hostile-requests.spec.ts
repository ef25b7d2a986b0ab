/**
 * Requests an attacker or a proxy would send, against the production nginx:
 * nothing in a path reaches a header or starts a line in the error log,
 * redirects never leave the site and stay right behind a proxy, and each odd
 * request gets a clear answer.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {rawExchange, rawRequest} from '../support/raw-http';
import {test, expect} from './fixtures';

/** The server the tests run against (playwright.config.ts). */
const BASE_URL = (): string => test.info().project.use.baseURL!;

const INJECTION = 'Set-Cookie:%20injected=1;%20Path=/;';

test.describe('a carriage return in a redirected path', () => {
  for (const target of [`/foo%0d${INJECTION}/`, `/foo%0d${INJECTION}.html`, `/foo%0d${INJECTION}/index.html`]) {
    test(`${target} stays percent-encoded in Location and sets no header`, async () => {
      const response = await rawRequest(BASE_URL(), target);
      expect(response.status).toBe(301);
      expect(response.header('set-cookie')).toEqual([]);
      expect(response.header('location')).toEqual(['/foo%0DSet-Cookie:%20injected=1;%20Path=/;']);
    });
  }

  test('a line feed in the path is not found, and sets no header', async () => {
    const response = await rawRequest(BASE_URL(), `/foo%0d%0a${INJECTION}/`);
    expect(response.status).toBe(404);
    expect(response.header('set-cookie')).toEqual([]);
  });

  test.describe('in the browser', () => {
    test.use({allowedConsoleErrors: [/status of 404/]});

    test('following the redirect stores no cookie', async ({page, context}) => {
      await page.goto(`/foo%0d${INJECTION}/`);
      expect(await context.cookies()).toEqual([]);
    });
  });
});

test.describe('redirects behind a proxy', () => {
  test('say only the path: no scheme, host or internal port', async () => {
    for (const [target, expected] of [
      ['/docs/intro/', '/docs/intro'],
      ['/docs/intro.html?x=1', '/docs/intro?x=1'],
      ['/index.html', '/'],
    ]) {
      const response = await rawRequest(BASE_URL(), target, {Host: 'docs.example', 'X-Forwarded-Proto': 'https'});
      expect(response.status, target).toBe(301);
      expect(response.header('location'), target).toEqual([expected]);
    }
  });

  for (const target of [
    '/%5cevil.example/',
    '/%5Cevil.example/x.html',
    '//evil.example/',
    '/%2fevil.example/',
    '/%2F%5cevil.example/',
  ]) {
    test(`${target} never sends a browser to another host`, async () => {
      const response = await rawRequest(BASE_URL(), target);
      for (const location of response.header('location')) {
        // A Location that starts with // or /\ names another host.
        expect(location).toMatch(/^\/(?![/\\])/);
      }
    });
  }

  test.describe('in the browser', () => {
    test.use({allowedConsoleErrors: [/status of 404/]});

    test('a backslash path stays on the site', async ({page}) => {
      await page.goto('/%5cevil.example/');
      expect(new URL(page.url()).host).toBe(new URL(BASE_URL()).host);
    });
  });
});

test.describe('the home page and the not-found page', () => {
  test('/index.html and /index go to /', async () => {
    for (const target of ['/index.html', '/index', '/index.html?q=1']) {
      const response = await rawRequest(BASE_URL(), target);
      expect(response.status, target).toBe(301);
      expect(response.header('location')[0], target).toMatch(/^\/(\?q=1)?$/);
    }
  });

  test('/404 and /404.html answer 404', async ({request}) => {
    for (const path of ['/404', '/404.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
  });
});

test('a Range past the end gets the whole page once, with each header once', async () => {
  const response = await rawRequest(BASE_URL(), '/docs/intro', {Range: 'bytes=999999999-'});
  expect(response.status).toBe(200);
  const names = response.headerLines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
  const repeated = names.filter((name, index) => names.indexOf(name) !== index && name !== 'vary');
  expect(repeated).toEqual([]);
});

test("the build's .br and .gz copies are not served under their own names", async ({request, page}) => {
  await page.goto('/docs/intro');
  const script = await page.locator('script[src^="/assets/js/main-modules."]').getAttribute('src');
  for (const path of [
    '/llms.txt.br',
    '/llms.txt.gz',
    '/docs/intro.html.br',
    `${script}.br`,
    `${script}.gz`,
    '/img/favicon.svg.gz',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  }
});

test('a request line without an HTTP version gets no answer at all, so never a page without its headers', async () => {
  for (const line of ['GET /docs/intro\r\n', 'GET /docs/intro\n', 'GET /\r\n']) {
    const answer = await rawExchange(BASE_URL(), line);
    expect(answer.toString('latin1'), JSON.stringify(line)).toBe('');
  }
  // HTTP/1.0 still gets the page, with its headers.
  const response = await rawExchange(BASE_URL(), 'GET /docs/intro HTTP/1.0\r\n\r\n');
  expect(response.toString('latin1')).toMatch(/^HTTP\/1\.1 200 [^]*\r\nX-Content-Type-Options: nosniff\r\n/);
});

test('a line feed in a path writes no line of its own into the error log', async () => {
  // The e2e server's error log (scripts/nginx.sh).
  const errorLog = join(__dirname, '..', '..', '.nginx', new URL(BASE_URL()).port, 'error.log');
  const forged = `2026/11/27 09:00:00 [emerg] forged-${Date.now()}`;
  const encoded = encodeURIComponent(forged);
  for (const target of [
    `/x%0a${encoded}.html`,
    `/docs/x%0a${encoded}/`,
    `/x%0a${encoded}`,
    `/assets/x%0a${encoded}.js`,
    `/img/x%0a${encoded}.svg`,
    `/x%0d%0a${encoded}/index.html`,
    `/${'a'.repeat(300)}%0a${encoded}.html`,
  ]) {
    expect((await rawRequest(BASE_URL(), target)).status, target).toBe(404);
  }
  // nginx writes its error log unbuffered: the lines are there once answered.
  const lines = readFileSync(errorLog, 'utf8').split('\n');
  expect(lines.filter((line) => line.includes(forged))).toEqual([]);
});
