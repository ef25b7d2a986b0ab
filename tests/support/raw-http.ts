/**
 * One HTTP/1.1 request written byte for byte on a socket, for the requests a
 * browser or an HTTP client would refuse to send (bare CR in the path,
 * backslashes, odd Host headers). Answers the status and the raw header lines.
 * rawExchange sends any bytes at all and answers every byte that came back.
 */
import {connect} from 'node:net';

export type RawResponse = {status: number; headerLines: string[]; header(name: string): string[]};

export function rawRequest(
  baseUrl: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(baseUrl);
  const lines = [`GET ${target} HTTP/1.1`, `Host: ${headers.Host ?? `${hostname}:${port}`}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) if (name !== 'Host') lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = connect({host: hostname, port: Number(port)});
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to GET ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      const [statusLine, ...headerLines] = head.split('\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headerLines,
        header: (name) =>
          headerLines
            .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
            .map((line) => line.slice(name.length + 1).trim()),
      });
    });
    socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** Writes `bytes` on a new connection and answers all the server sent before it closed. */
export function rawExchange(baseUrl: string, bytes: string): Promise<Buffer> {
  const {hostname, port} = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({host: hostname, port: Number(port)});
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no end to the answer to ${JSON.stringify(bytes)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that closes without reading everything may reset the connection.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(Buffer.concat(chunks)) : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.write(bytes);
  });
}
