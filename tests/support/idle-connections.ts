/**
 * Holds many idle connections to a loopback server while a test runs: each
 * has sent half a request line and waits, and one the server closes is
 * opened again, as a client that wants to lock readers out would. The
 * connections live in a child process (idle-connection-holder.ts) started
 * with a file limit that fits them, so the test's own limit does not matter,
 * and they are all closed when the callback ends, fails or the child's time
 * is up.
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {createInterface} from 'node:readline';

const ROOT = join(__dirname, '..', '..');
const HOLDER = join(__dirname, 'idle-connection-holder.ts');

export type Held<T> = {
  result: T;
  /** Connections the server closed before its header timeout, to make room. */
  shed: number;
};

export async function whileHoldingIdleConnections<T>(
  baseUrl: string,
  count: number,
  run: () => Promise<T>,
  maxSeconds = 60,
): Promise<Held<T>> {
  const {hostname, port} = new URL(baseUrl);
  const holder = [process.execPath, '--import', 'tsx', HOLDER, hostname, port, String(count), String(maxSeconds)];
  // `ulimit -n` raises the child's soft limit (and, for root, its hard one).
  const child = spawn('bash', ['-c', 'ulimit -n "$1" && exec "${@:2}"', 'holder', String(count + 256), ...holder], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({input: child.stdout})[Symbol.asyncIterator]();
  const nextLine = async (): Promise<Record<string, number>> => {
    const line = await Promise.race([lines.next(), exited.then(() => ({done: true, value: ''}))]);
    if (line.done) throw new Error(`the connection holder stopped: ${errors.trim()}`);
    return JSON.parse(line.value) as Record<string, number>;
  };
  try {
    await nextLine();
    const result = await run();
    child.stdin.end();
    const {shed} = await nextLine();
    return {result, shed};
  } finally {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
