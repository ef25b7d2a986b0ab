/**
 * `npm run bench:serve`: wrk on loopback against nginx serving the build,
 * 10 s on each of an HTML page, a hashed asset and the search index, with
 * gzip asked for as a browser would. Prints requests per second, p99
 * latency and errors (socket errors and non-2xx answers).
 *
 *   npm run bench:serve [-- --duration 10 --connections 32]
 */
import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, serveBuild} from './lib/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 32);

const build = join(ROOT, 'build');
const mainScript = readdirSync(join(build, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
const targets: Record<string, string> = {
  'HTML page': '/docs/core/data-transfer/engine',
  'hashed asset': `/assets/js/${mainScript}`,
  'search index': '/search-index-docs-default-current.json',
};

type Result = {target: string; rps: number; p99: string; requests: number; errors: number};

function parse(target: string, output: string): Result {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p99 = /\s99%\s+(\S+)/.exec(output)?.[1] ?? '?';
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {target, rps, p99, requests, errors: socketErrors + non2xx};
}

async function main() {
  const server = await serveBuild(build);
  const results: Result[] = [];
  try {
    for (const [target, path] of Object.entries(targets)) {
      const output = execFileSync(
        'wrk',
        [
          '--latency',
          '-t',
          '2',
          '-c',
          String(connections),
          '-d',
          `${duration}s`,
          '-H',
          'Accept-Encoding: gzip',
          `${server.url}${path}`,
        ],
        {encoding: 'utf8'},
      );
      results.push(parse(target, output));
    }
  } finally {
    await server.stop();
  }
  console.log(`wrk, ${duration} s each, ${connections} connections, 2 threads, loopback, gzip`);
  console.log('target            req/s    p99       requests  errors');
  for (const r of results) {
    console.log(
      `${r.target.padEnd(16)}  ${r.rps.toFixed(0).padStart(7)}  ${r.p99.padEnd(8)}  ${String(r.requests).padStart(8)}  ${r.errors}`,
    );
  }
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  console.log(`requests with errors: ${errors} of ${results.reduce((sum, r) => sum + r.requests, 0)}`);
  process.exitCode = errors > 0 ? 1 : 0;
}

void main();
