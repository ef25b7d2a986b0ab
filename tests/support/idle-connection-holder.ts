/**
 * A bounded connection-holder, run as its own process by
 * tests/support/idle-connections.ts (so that it can be given the file limit
 * it needs): opens COUNT connections to HOST:PORT on loopback, sends each the
 * start of a request line and nothing more, and holds them.
 *
 *   node --import tsx tests/support/idle-connection-holder.ts HOST PORT COUNT SECONDS
 *
 * Prints one JSON line once every connection is open, `{"open": n}` (those
 * the server has not already closed), and closes them all when its standard
 * input ends (the test is done, or gone) or after SECONDS, whichever comes
 * first.
 */
import {connect, type Socket} from 'node:net';

const [host, portText, countText, secondsText] = process.argv.slice(2);
if (host !== '127.0.0.1' && host !== '::1' && host !== 'localhost') {
  throw new Error(`the holder runs on loopback only, not ${host}`);
}
const port = Number(portText);
const count = Number(countText);
const sockets: Socket[] = [];
let closedByServer = 0;

function closeAll(code: number): never {
  for (const socket of sockets) socket.destroy();
  process.exit(code);
}

setTimeout(() => closeAll(0), Number(secondsText) * 1000).unref();
process.stdin.on('end', () => closeAll(0));
process.stdin.on('error', () => closeAll(0));
process.stdin.resume();

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({host, port}, () => {
      socket.write('GET /docs/intro');
      resolve();
    });
    sockets.push(socket);
    socket.on('error', (error) => {
      if (socket.connecting) reject(error);
    });
    socket.on('close', () => {
      closedByServer += 1;
    });
  });
}

async function main() {
  // In batches, so that the server's listen queue never overflows.
  for (let opened = 0; opened < count; opened += 250) {
    await Promise.all(Array.from({length: Math.min(250, count - opened)}, open));
  }
  process.stdout.write(`${JSON.stringify({open: count - closedByServer})}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  closeAll(1);
});
