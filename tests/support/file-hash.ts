/** What the contract tests compare an ejected or mirrored dependency file by. */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';

/** The first 16 hex digits of a file's SHA-256, or 'missing' when there is no such file. */
export function shortHash(path: string): string {
  return existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16) : 'missing';
}
