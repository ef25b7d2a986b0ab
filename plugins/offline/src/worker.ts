/**
 * Builds the service worker, /sw.js, from src/sw.js for one build: esbuild
 * bundles the Workbox modules it imports and writes in this build's
 * version, then Workbox's injectManifest lists the app shell in it.
 */
import {createHash} from 'node:crypto';
import {readdirSync, statSync} from 'node:fs';
import {join, sep} from 'node:path';
import {build} from 'esbuild';
import {getManifest, injectManifest} from 'workbox-build';

/** A path no page has: the server answers it with the not-found page and a 404. */
export const NOT_FOUND_PROBE = '__offline-not-found__';

/** Hashed file names: Workbox needs no revision of its own for them. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * The version: every asset name (they carry content hashes) and the shell
 * list, so any change of code or styles makes a new worker.
 */
export async function workerVersion(outDir: string, appShell: string[]): Promise<string> {
  const assets = readdirSync(join(outDir, 'assets'), {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(sep).join('/'))
    .sort();
  const {manifestEntries} = await getManifest({
    globDirectory: outDir,
    globPatterns: appShell,
    dontCacheBustURLsMatching: HASHED,
  });
  return createHash('sha256')
    .update(JSON.stringify([assets, manifestEntries]))
    .digest('hex')
    .slice(0, 16);
}

export async function writeWorker(
  outDir: string,
  appShell: string[],
): Promise<{version: string; precached: number; bytes: number}> {
  const version = await workerVersion(outDir, appShell);
  const swDest = join(outDir, 'sw.js');
  await build({
    entryPoints: [join(__dirname, 'sw.js')],
    outfile: swDest,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.OFFLINE_VERSION': JSON.stringify(version),
      'process.env.OFFLINE_NOT_FOUND_PROBE': JSON.stringify(NOT_FOUND_PROBE),
    },
  });
  const {count} = await injectManifest({
    swSrc: swDest,
    swDest,
    globDirectory: outDir,
    globPatterns: appShell,
    dontCacheBustURLsMatching: HASHED,
  });
  return {version, precached: count, bytes: statSync(swDest).size};
}
