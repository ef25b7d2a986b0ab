/**
 * A minimal reader for the gzipped tarballs npm publishes (ustar, with the pax
 * and GNU long-name extensions): regular files only, node's zlib only, so the
 * check needs no tar dependency.
 */
import {gunzipSync} from 'node:zlib';

export type TarEntry = {path: string; data: Buffer};

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** The `path` record of a pax extended header, if any. */
function paxPath(data: Buffer): string | undefined {
  let offset = 0;
  const text = data.toString('utf8');
  while (offset < text.length) {
    const space = text.indexOf(' ', offset);
    if (space === -1) break;
    const length = parseInt(text.slice(offset, space), 10);
    if (!length) break;
    const record = text.slice(space + 1, offset + length - 1);
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') return record.slice(equals + 1);
    offset += length;
  }
  return undefined;
}

/** The regular files of a .tgz, paths as stored (npm's start with `package/`). */
export function readTgz(tgz: Buffer): TarEntry[] {
  const tar = gunzipSync(tgz);
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = data.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    if (type === 'g') continue;
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    longName = undefined;
    if (type === '0' || type === '\0' || type === '7') {
      entries.push({path: name, data: Buffer.from(data)});
    }
  }
  return entries;
}
