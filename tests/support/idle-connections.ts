/**
 * Holds many idle connections to a loopback server while a test runs: each
 * has sent half a request line and waits, as a client that wants to lock
 * readers out would. The connections live in a child process
 * (idle-connection-holder.ts) started with a file limit that fits them, so
 * the test's own limit does not matter, and they are all closed when the
 * callback ends, fails or the child's time is up.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {createInterface} from 'node:readline';

const ROOT = join(__dirname, '..', '..');
const HOLDER = join(__dirname, 'idle-connection-holder.ts');

export async function whileHoldingIdleConnections<T>(
  baseUrl: string,
  count: number,
  run: (open: number) => Promise<T>,
  maxSeconds = 60,
): Promise<T> {
  const {hostname, port} = new URL(baseUrl);
  // `ulimit -n` raises the child's soft limit (and, for root, its hard one).
  const holder = [process.execPath, '--import', 'tsx', HOLDER, hostname, port, String(count), String(maxSeconds)];
  const child = spawn('bash', ['-c', 'ulimit -n "$1" && exec "${@:2}"', 'holder', String(count + 256), ...holder], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const ready = await new Promise<{open: number}>((resolve, reject) => {
      createInterface({input: child.stdout}).once('line', (line) => resolve(JSON.parse(line) as {open: number}));
      child.once('exit', (code) => reject(new Error(`the connection holder stopped (${code}): ${errors.trim()}`)));
    });
    return await run(ready.open);
  } finally {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
