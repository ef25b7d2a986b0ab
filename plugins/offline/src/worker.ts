/**
 * Builds the service worker, /sw.js, from src/sw.js for one build: esbuild
 * bundles the Workbox modules it imports and writes in this build's version
 * and its precache manifest (the app shell) where `self.__WB_MANIFEST`
 * stands, as Workbox's injectManifest would.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, sep} from 'node:path';
import {build} from 'esbuild';
import {glob} from 'tinyglobby';

/** A path no page has: the server answers it with the not-found page and a 404. */
export const NOT_FOUND_PROBE = '__offline-not-found__';

/** Hashed file names: their name is their revision. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** An entry of Workbox's precache manifest. */
export type PrecacheEntry = {url: string; revision: string | null};

/** The app shell as Workbox's precache manifest, URLs relative to the worker. */
export async function precacheManifest(outDir: string, appShell: string[]): Promise<PrecacheEntry[]> {
  const files = (await glob(appShell, {cwd: outDir})).filter((file) => !/\.(gz|br)$/.test(file)).sort();
  return files.map((url) => ({
    url,
    revision: HASHED.test(url)
      ? null
      : createHash('md5')
          .update(readFileSync(join(outDir, url)))
          .digest('hex'),
  }));
}

/**
 * The version: every asset name (they carry content hashes) and the
 * manifest, so any change of code or styles makes a new worker.
 */
export function workerVersion(outDir: string, manifest: PrecacheEntry[]): string {
  const assets = readdirSync(join(outDir, 'assets'), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(sep).join('/'))
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([assets, manifest]))
    .digest('hex')
    .slice(0, 16);
}

export async function writeWorker(
  outDir: string,
  appShell: string[],
): Promise<{version: string; precached: number; bytes: number}> {
  const manifest = await precacheManifest(outDir, appShell);
  const version = workerVersion(outDir, manifest);
  const outfile = join(outDir, 'sw.js');
  await build({
    entryPoints: [join(__dirname, 'sw.js')],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.OFFLINE_VERSION': JSON.stringify(version),
      'process.env.OFFLINE_NOT_FOUND_PROBE': JSON.stringify(NOT_FOUND_PROBE),
      'self.__WB_MANIFEST': JSON.stringify(manifest),
    },
  });
  return {version, precached: manifest.length, bytes: statSync(outfile).size};
}
