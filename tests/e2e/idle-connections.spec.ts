/**
 * Clients that open connections and send nothing more must not lock readers
 * out (the container faces them directly): nginx has room for thousands of
 * them, and drops each one after its header timeout.
 */
import {connect} from 'node:net';
import {whileHoldingIdleConnections} from '../support/idle-connections';
import {test, expect} from './fixtures';

/** The server the tests run against (playwright.config.ts). */
const BASE_URL = (): string => test.info().project.use.baseURL!;

test('readers get pages while 2,500 connections hold half a request line', async ({request}) => {
  test.setTimeout(90_000);
  const {result: statuses, shed} = await whileHoldingIdleConnections(BASE_URL(), 2_500, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await request.get('/docs/intro', {timeout: 15_000})).status());
    }
    return statuses;
  });
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  // nginx had room for all of them: it closed none to make room for others.
  expect(shed).toBe(0);
});

test('a client that stops in the middle of its request is dropped after the header timeout', async () => {
  test.setTimeout(60_000);
  const {hostname, port} = new URL(BASE_URL());
  const started = Date.now();
  const closedAfter = await new Promise<number>((resolve, reject) => {
    const socket = connect({host: hostname, port: Number(port)}, () => {
      socket.write(`GET /docs/intro HTTP/1.1\r\nHost: ${hostname}\r\n`);
    });
    // nginx's default would wait 60 s.
    socket.setTimeout(30_000, () => socket.destroy(new Error('still open after 30 s')));
    // nginx resets the connection it times out (reset_timedout_connection).
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => resolve(Date.now() - started));
    socket.resume();
  });
  // Not before the timeout (10 s): a client that is merely slow keeps its turn.
  expect(closedAfter).toBeGreaterThanOrEqual(9_000);
});
