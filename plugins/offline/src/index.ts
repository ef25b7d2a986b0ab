/**
 * Offline reading (see README.md): writes the service worker, /sw.js, after
 * each build, and adds the client module that registers it and shows the
 * update notice.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The worker's source for a build: its version and the files to cache at install. */
export function renderWorker(
  template: string,
  options: {version: string; precache: string[]; fallback: string},
): string {
  return template
    .replace('__VERSION__', JSON.stringify(options.version))
    .replace('__PRECACHE__', JSON.stringify(options.precache))
    .replace('__FALLBACK__', JSON.stringify(options.fallback));
}

/**
 * What install caches: the app shell every page needs (the runtime and main
 * scripts, the CSS); it also keeps the not-found page, from NOT_FOUND_PROBE.
 * Search needs no entry: once the worker controls the page, the search bar
 * loads its engine and index through it (plugins/search, SearchBar).
 * Hashed file names make the list, and so the worker, change with every
 * build that changes them.
 */
export function appShell(outDir: string, baseUrl: string): string[] {
  const assets = filesUnder(join(outDir, 'assets'))
    .map((file) => relative(outDir, file).split(sep).join('/'))
    .filter((file) => !/\.(gz|br)$/.test(file));
  const chunk = (name: string) => new RegExp(`^assets/js/${name.replace(/[~.]/g, '\\$&')}\\.[0-9a-f]+\\.js$`);
  const shell = assets.filter(
    (file) =>
      /^assets\/css\/.+\.css$/.test(file) ||
      [chunk('main'), chunk('runtime~main')].some((pattern) => pattern.test(file)),
  );
  return shell.map((file) => `${baseUrl}${file}`);
}

/** A path no page has: the server answers it with the not-found page and a 404. */
export const NOT_FOUND_PROBE = '__offline-not-found__';

export default function offlinePlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'offline',
    getClientModules() {
      return [join(__dirname, 'client', 'register.ts')];
    },
    async postBuild({outDir}) {
      const precache = appShell(outDir, baseUrl);
      // The version: every asset name (they carry content hashes) and the
      // shell list, so any change of code or styles makes a new worker.
      const assetNames = filesUnder(join(outDir, 'assets'))
        .map((file) => relative(outDir, file))
        .sort();
      const version = createHash('sha256')
        .update(JSON.stringify([assetNames, precache]))
        .digest('hex')
        .slice(0, 16);
      const template = readFileSync(join(__dirname, 'sw.template.js'), 'utf8');
      writeFileSync(
        join(outDir, 'sw.js'),
        renderWorker(template, {version, precache, fallback: `${baseUrl}${NOT_FOUND_PROBE}`}),
      );
    },
  };
}
