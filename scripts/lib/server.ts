/**
 * Starts nginx (scripts/nginx.sh) on a free loopback port for a benchmark and
 * stops it afterwards.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {join} from 'node:path';

export const ROOT = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type Served = {url: string; stop(): Promise<void>};

export async function serveBuild(buildDir = join(ROOT, 'build')): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = spawn('bash', [join(ROOT, 'scripts', 'nginx.sh'), String(port), buildDir], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped || !child.pid) return;
      stopped = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Runs `cleanup` once on Ctrl+C or SIGTERM, then exits. Once only: the signal
 * can arrive twice (from the terminal, and relayed by tsx's parent process),
 * and a second one without a listener would kill the process mid-cleanup.
 */
export function onInterrupt(cleanup: () => unknown): void {
  let started = false;
  const handler = () => {
    if (started) return;
    started = true;
    Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(error))
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
