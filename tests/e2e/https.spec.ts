/**
 * HTTPS in front of the site (deploy/README.md): the documented TLS proxy
 * (deploy/tls-proxy.conf, run as it is with a self-signed certificate made
 * here, on loopback) redirects plain HTTP to HTTPS on the same host and adds
 * Strict-Transport-Security once; the site's own nginx sends it when told it
 * sits behind HTTPS (BEHIND_HTTPS=1), and the container's config does too.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {request as playwrightRequest, type APIRequestContext} from '@playwright/test';
import {rawRequest} from '../support/raw-http';
import {test, expect} from './fixtures';

const ROOT = join(__dirname, '..', '..');
const NGINX = '/usr/sbin/nginx';
const SERVER_NAME = 'docs.example.test';
const TWO_YEARS = 'max-age=63072000';

/** Ports next to the e2e server's: +10 to +14 (4211-4214 for E2E_PORT=4201). */
const port = (offset: number) => Number(new URL(test.info().project.use.baseURL!).port) + offset;

test.describe.configure({mode: 'serial'});

const servers: ChildProcess[] = [];
let scratch: string;

async function listening(portNumber: number): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({host: '127.0.0.1', port: portNumber}, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listens on ${portNumber}`);
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, {cwd: ROOT, env: {...process.env, ...env}, stdio: 'ignore'});
  servers.push(child);
}

/** deploy/tls-proxy.conf with its placeholders filled in, run by its own nginx. */
async function startTlsProxy(name: string, site: string, httpPort: number, httpsPort: number): Promise<void> {
  const dir = join(scratch, name);
  mkdirSync(dir);
  const snippet = readFileSync(join(ROOT, 'deploy', 'tls-proxy.conf'), 'utf8')
    .replaceAll('__SERVER_NAME__', SERVER_NAME)
    .replaceAll('__HTTP_LISTEN__', `127.0.0.1:${httpPort}`)
    .replaceAll('__HTTPS_LISTEN__', `127.0.0.1:${httpsPort}`)
    .replaceAll('__CERTIFICATE__', join(scratch, 'cert.pem'))
    .replaceAll('__CERTIFICATE_KEY__', join(scratch, 'key.pem'))
    .replaceAll('__SITE__', site);
  writeFileSync(join(dir, 'tls-proxy.conf'), snippet);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      `http { access_log off; ${temp.join(' ')} include ${dir}/tls-proxy.conf; }`,
    ].join('\n'),
  );
  start(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir]);
  await listening(httpsPort);
}

test.beforeAll(async () => {
  // Rendering the site's config hashes every page's inline scripts: seconds.
  test.setTimeout(90_000);
  scratch = mkdtempSync(join(tmpdir(), 'strapi-docs-https-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SERVER_NAME}`,
      '-keyout',
      join(scratch, 'key.pem'),
      '-out',
      join(scratch, 'cert.pem'),
    ],
    {stdio: 'ignore'},
  );
  // The site's nginx told it sits behind HTTPS.
  start('bash', ['scripts/nginx.sh', String(port(13)), 'build'], {BEHIND_HTTPS: '1'});
  await startTlsProxy('proxy', new URL(test.info().project.use.baseURL!).host, port(10), port(11));
  await startTlsProxy('proxy-hsts-site', `127.0.0.1:${port(13)}`, port(12), port(14));
  await listening(port(13));
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map((server) => (server.exitCode === null ? new Promise((r) => server.once('exit', r)) : null)),
  );
  rmSync(scratch, {recursive: true, force: true});
});

async function https(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ignoreHTTPSErrors: true});
}

test('plain HTTP is sent to the same host over HTTPS, path and query kept', async () => {
  for (const target of ['/', '/docs/intro?x=1', '/no-such-page', '/docs/a%0d%0aSet-Cookie:%20x=1']) {
    const response = await rawRequest(`http://127.0.0.1:${port(10)}`, target, {Host: SERVER_NAME});
    expect(response.status, target).toBe(301);
    expect(response.header('location'), target).toEqual([`https://${SERVER_NAME}${target}`]);
    expect(response.header('set-cookie'), target).toEqual([]);
  }
});

test('over HTTPS every answer carries one Strict-Transport-Security, and the site its own headers', async () => {
  const context = await https();
  try {
    for (const [path, status] of [
      ['/', 200],
      ['/docs/intro', 200],
      ['/search-index-docs-default-current.json', 200],
      ['/no-such-page', 404],
      ['/docs/intro/', 301],
    ] as const) {
      const response = await context.get(`https://127.0.0.1:${port(11)}${path}`, {maxRedirects: 0});
      expect(response.status(), path).toBe(status);
      const headers = response.headersArray();
      const values = (name: string) =>
        headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
      expect(values('strict-transport-security'), path).toEqual([TWO_YEARS]);
      expect(values('content-security-policy')[0], path).toContain("frame-ancestors 'none'");
      expect(values('x-content-type-options'), path).toEqual(['nosniff']);
      expect(values('referrer-policy'), path).toEqual(['strict-origin-when-cross-origin']);
      expect(values('set-cookie'), path).toEqual([]);
      expect(values('access-control-allow-origin'), path).toEqual([]);
      if (status === 301) expect(values('location'), path).toEqual(['/docs/intro']);
    }
  } finally {
    await context.dispose();
  }
});

test('the site told it sits behind HTTPS sends Strict-Transport-Security on every answer', async ({request}) => {
  const site = `http://127.0.0.1:${port(13)}`;
  for (const [path, status] of [
    ['/', 200],
    ['/img/favicon.svg', 200],
    ['/no-such-page', 404],
    ['/docs/intro.html', 301],
  ] as const) {
    const response = await request.get(`${site}${path}`, {maxRedirects: 0});
    expect(response.status(), path).toBe(status);
    expect(response.headers()['strict-transport-security'], path).toBe(TWO_YEARS);
  }
  // Through the proxy, still once.
  const context = await https();
  try {
    const proxied = await context.get(`https://127.0.0.1:${port(14)}/docs/intro`);
    expect(proxied.headersArray().filter((header) => /^strict-transport-security$/i.test(header.name))).toHaveLength(1);
  } finally {
    await context.dispose();
  }
  // And by default, not at all: the e2e server.
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
});

test.describe('the container config', () => {
  // Each render hashes every page's inline scripts.
  test.describe.configure({timeout: 60_000});
  for (const [value, sends] of [
    [undefined, false],
    ['1', true],
  ] as const) {
    test(`with BEHIND_HTTPS=${value ?? '(unset)'} ${sends ? 'sends' : 'does not send'} HSTS, and nginx -t accepts it`, () => {
      const prefix = mkdtempSync(join(tmpdir(), 'strapi-docs-container-'));
      try {
        const env = {...process.env};
        delete env.BEHIND_HTTPS;
        if (value !== undefined) env.BEHIND_HTTPS = value;
        execFileSync('bash', ['deploy/render-container.sh', join(ROOT, 'build'), prefix], {cwd: ROOT, env});
        const headers = readFileSync(join(prefix, 'security-headers.conf'), 'utf8');
        expect(headers.match(/^add_header Strict-Transport-Security .*$/gm) ?? []).toEqual(
          sends ? [`add_header Strict-Transport-Security "${TWO_YEARS}" always;`] : [],
        );
        // The config logs to /dev/stdout and /dev/stderr, which nginx cannot
        // open on the sockets Node gives a child: give it a file instead.
        const output = openSync(join(prefix, 'nginx-t.log'), 'w');
        try {
          execFileSync(NGINX, ['-t', '-q', '-c', join(prefix, 'nginx.conf'), '-p', prefix], {
            stdio: ['ignore', output, output],
          });
        } catch (error) {
          throw new Error(`nginx -t: ${readFileSync(join(prefix, 'nginx-t.log'), 'utf8')}`, {cause: error});
        } finally {
          closeSync(output);
        }
      } finally {
        rmSync(prefix, {recursive: true, force: true});
      }
    });
  }

  test('refuses a BEHIND_HTTPS it does not understand', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'strapi-docs-container-'));
    try {
      expect(() =>
        execFileSync('bash', ['deploy/render-container.sh', join(ROOT, 'build'), prefix], {
          cwd: ROOT,
          env: {...process.env, BEHIND_HTTPS: 'yes'},
          stdio: 'pipe',
        }),
      ).toThrow(/--behind-https is 0 or 1/);
    } finally {
      rmSync(prefix, {recursive: true, force: true});
    }
  });
});
