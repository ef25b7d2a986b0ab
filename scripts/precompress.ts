/**
 * `tsx scripts/precompress.ts [build]`, run after every build (the npm
 * build scripts and npm test). Writes a brotli copy (`file.br`,
 * quality 11) and a gzip copy (`file.gz`, level 9) next to every
 * compressible file of the build, so nginx serves them with `brotli_static`
 * and `gzip_static` instead of compressing the same bytes again on every
 * request (deploy/nginx.conf). Measured with `npm run bench:serve`:
 * on-the-fly gzip of the search index and the main bundle made nginx
 * CPU-bound and some requests time out. Brotli at its best quality is too
 * slow to run per request at all; made once here, it saves 14% of the
 * search index and of the main bundle over gzip.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, gzip, constants} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What nginx would compress (its gzip_types), and worth it above this size. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|webmanifest)$/;
export const MIN_BYTES = 256;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? files(path) : Promise.resolve(COMPRESSIBLE.test(entry.name) ? [path] : []);
    }),
  );
  return nested.flat();
}

export async function precompress(dir: string): Promise<number> {
  let written = 0;
  const all = await files(dir);
  // A few at a time: enough to overlap the disk and the compression.
  for (let start = 0; start < all.length; start += 16) {
    await Promise.all(
      all.slice(start, start + 16).map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const content = await readFile(file);
        const [gz, br] = await Promise.all([
          gzipAsync(content, {level: constants.Z_BEST_COMPRESSION}),
          brotliAsync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        ]);
        await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        written++;
      }),
    );
  }
  return written;
}

// Not a Docusaurus postBuild hook: those run side by side, so it could not
// see the files the search and llms plugins write in theirs.
if (process.argv[1] && /precompress\.ts$/.test(process.argv[1])) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  void precompress(dir).then((count) =>
    console.log(`[precompress] ${count} files with brotli and gzip copies in ${dir} (${Date.now() - started} ms)`),
  );
}
