/**
 * Fetches pinned tarballs with the ordinary npm client (`npm pack`), checks
 * them against the manifest's integrity, and caches each package's extracted
 * index under node_modules/.cache/strapi-sources/<name>@<version>/: a warm run
 * reads index.json and downloads nothing.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {buildIndex, INDEX_FORMAT} from './extract';
import {readTgz} from './tar';
import type {PackageIndex, PackageSpec} from './types';

const run = promisify(execFile);

export const DEFAULT_CACHE_ROOT = join(__dirname, '..', '..', 'node_modules', '.cache', 'strapi-sources');

export type FetchOptions = {
  cacheRoot?: string;
  /** Progress messages (stderr by default). */
  log?: (message: string) => void;
};

export function cacheDirOf(spec: {name: string; version: string}, cacheRoot = DEFAULT_CACHE_ROOT): string {
  return join(cacheRoot, `${spec.name}@${spec.version}`);
}

/** The sha512 SRI string of some bytes, as npm writes it. */
export function sha512(data: Buffer): string {
  return `sha512-${createHash('sha512').update(data).digest('base64')}`;
}

/** Whether `data` matches an SRI string (one or more `algo-base64` hashes; sha512 is required). */
export function matchesIntegrity(data: Buffer, integrity: string): boolean {
  const wanted = integrity.split(/\s+/).filter((hash) => hash.startsWith('sha512-'));
  return wanted.length > 0 && wanted.includes(sha512(data));
}

async function npmPack(spec: PackageSpec, dir: string): Promise<string> {
  const scratch = mkdtempSync(join(dir, '.pack-'));
  try {
    await run(
      'npm',
      ['pack', `${spec.name}@${spec.version}`, '--pack-destination', scratch, '--ignore-scripts', '--silent'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const tgz = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
    if (!tgz) throw new Error(`npm pack ${spec.name}@${spec.version} wrote no tarball`);
    const target = join(dir, 'package.tgz');
    renameSync(join(scratch, tgz), target);
    return target;
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

function readCachedIndex(path: string, spec: PackageSpec): PackageIndex | null {
  if (!existsSync(path)) return null;
  try {
    const index = JSON.parse(readFileSync(path, 'utf8')) as PackageIndex;
    return index.format === INDEX_FORMAT && index.integrity === spec.integrity ? index : null;
  } catch {
    return null;
  }
}

/** The index of one pinned package: from the cache, else downloaded, verified and extracted. */
export async function loadPackage(spec: PackageSpec, options: FetchOptions = {}): Promise<PackageIndex> {
  const dir = cacheDirOf(spec, options.cacheRoot);
  const indexPath = join(dir, 'index.json');
  const cached = readCachedIndex(indexPath, spec);
  if (cached) return cached;

  mkdirSync(dir, {recursive: true});
  let tgzPath = join(dir, 'package.tgz');
  if (!existsSync(tgzPath)) {
    (options.log ?? console.error)(`fetching ${spec.name}@${spec.version} (npm pack)`);
    tgzPath = await npmPack(spec, dir);
  }
  const tgz = readFileSync(tgzPath);
  if (!matchesIntegrity(tgz, spec.integrity)) {
    rmSync(tgzPath, {force: true});
    throw new Error(
      `INTEGRITY MISMATCH for ${spec.name}@${spec.version} (manifest key ${spec.key}):\n` +
        `  expected ${spec.integrity}\n  got      ${sha512(tgz)}\n` +
        `The tarball was deleted from the cache. Do not update the manifest's hash unless you know why it changed.`,
    );
  }
  const index = buildIndex(readTgz(tgz), spec.integrity);
  if (index.name !== spec.name || index.version !== spec.version) {
    throw new Error(`${tgzPath} holds ${index.name}@${index.version}, not ${spec.name}@${spec.version}`);
  }
  const scratch = `${indexPath}.${process.pid}.tmp`;
  writeFileSync(scratch, JSON.stringify(index));
  renameSync(scratch, indexPath);
  return index;
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

/** Loads several packages, at most `limit` downloads at once. */
export async function loadPackages(specs: readonly PackageSpec[], options: FetchOptions & {limit?: number} = {}) {
  const indexes = await mapLimit(specs, options.limit ?? 4, (spec) => loadPackage(spec, options));
  return new Map(specs.map((spec, i) => [spec.key, indexes[i] as PackageIndex]));
}
