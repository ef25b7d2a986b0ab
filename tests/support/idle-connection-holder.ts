/**
 * A bounded connection-holder, run as its own process by
 * tests/support/idle-connections.ts (so that it can be given the file limit
 * it needs): keeps COUNT connections to HOST:PORT open on loopback, each
 * having sent the start of a request line and nothing more, and opens a new
 * one whenever the server closes one, as a client that wants to lock readers
 * out would.
 *
 *   node --import tsx tests/support/idle-connection-holder.ts HOST PORT COUNT SECONDS
 *
 * Prints a JSON line once COUNT connections are open, `{"open": n}`, and
 * when its standard input ends (the test is done, or gone) another,
 * `{"shed": n}`: how many the server closed before its header timeout could
 * have run out (it sheds connections when it has no room left). Then closes
 * them all; after SECONDS it closes them all anyway.
 */
import {connect, type Socket} from 'node:net';

const [host, portText, countText, secondsText] = process.argv.slice(2);
if (host !== '127.0.0.1' && host !== '::1' && host !== 'localhost') {
  throw new Error(`the holder runs on loopback only, not ${host}`);
}
const port = Number(portText);
const count = Number(countText);
/** nginx.conf's client_header_timeout is 10 s: a close sooner is the server shedding. */
const SHED_BEFORE_MS = 9_000;
const sockets = new Set<Socket>();
let shed = 0;
let stopping = false;

function closeAll(code: number): never {
  stopping = true;
  for (const socket of sockets) socket.destroy();
  process.exit(code);
}

setTimeout(() => closeAll(0), Number(secondsText) * 1000).unref();
process.stdin.on('end', () => {
  process.stdout.write(`${JSON.stringify({shed})}\n`, () => closeAll(0));
});
process.stdin.on('error', () => closeAll(0));
process.stdin.resume();

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    let connectedAt = 0;
    const socket = connect({host, port}, () => {
      connectedAt = Date.now();
      socket.write('GET /docs/intro');
      resolve();
    });
    sockets.add(socket);
    socket.on('error', (error) => {
      if (!connectedAt) reject(error);
    });
    socket.on('close', () => {
      sockets.delete(socket);
      if (stopping || !connectedAt) return;
      if (Date.now() - connectedAt < SHED_BEFORE_MS) shed += 1;
      open().catch((error: unknown) => fail(error));
    });
  });
}

function fail(error: unknown): never {
  process.stderr.write(`${String(error)}\n`);
  return closeAll(1);
}

async function main() {
  // In batches, so that the server's listen queue never overflows.
  for (let opened = 0; opened < count; opened += 250) {
    await Promise.all(Array.from({length: Math.min(250, count - opened)}, open));
  }
  process.stdout.write(`${JSON.stringify({open: sockets.size})}\n`);
}

main().catch(fail);
