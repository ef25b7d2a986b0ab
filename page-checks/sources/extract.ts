/**
 * From a published tarball to a PackageIndex: the original sources recovered
 * from the source maps' `sourcesContent`, the published declarations, and the
 * list of monorepo files the package was built from.
 */
import {posix} from 'node:path';
import type {TarEntry} from './tar';
import {SEPARATOR, type PackageIndex} from './types';

export const INDEX_FORMAT = 5;

type SourceMap = {sources?: unknown; sourcesContent?: unknown; sourceRoot?: unknown};

/**
 * A map's source as a path relative to the package, or null for what is not a
 * file of the package (bundled dependencies, virtual modules).
 */
export function resolveSource(mapPath: string, sourceRoot: string, source: string): string | null {
  if (!source || source.startsWith('\0') || source.includes('\0')) return null;
  const bare = source.replace(/^[a-z][\w+.-]*:\/\/\/?/i, '').replace(/[?#].*$/, '');
  const joined = posix.normalize(posix.join(posix.dirname(mapPath), sourceRoot, bare));
  // Sources above the package's folder (maps written from the monorepo's
  // layout) are taken from the first folder inside it.
  const inside = joined.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
  if (!inside || inside === '.' || inside.split('/').includes('node_modules')) return null;
  return inside;
}

const DECLARATION = /\.d\.[cm]?ts$/;
const TRANSLATION = /(^|\/)translations\/en\.json(\.m?js)?$/;

export function buildIndex(entries: TarEntry[], integrity: string): PackageIndex {
  // npm tarballs hold everything under one top folder, usually package/.
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    const path = entry.path.replace(/^[^/]+\//, '');
    if (path) files.set(path, entry.data);
  }
  const pkgJson = files.get('package.json');
  if (!pkgJson) throw new Error('the tarball has no package.json');
  const pkg = JSON.parse(pkgJson.toString('utf8')) as {
    name: string;
    version: string;
    repository?: string | {url?: string; directory?: string};
  };
  const repository = typeof pkg.repository === 'string' ? {url: pkg.repository} : (pkg.repository ?? {});

  const sourceFiles = new Set<string>();
  const sourceText = new Map<string, string>();
  const declarationSources: Record<string, string> = {};
  for (const [path, data] of files) {
    if (!path.endsWith('.map')) continue;
    let map: SourceMap;
    try {
      map = JSON.parse(data.toString('utf8')) as SourceMap;
    } catch {
      continue;
    }
    const sources = Array.isArray(map.sources) ? map.sources : [];
    const contents = Array.isArray(map.sourcesContent) ? map.sourcesContent : [];
    const root = typeof map.sourceRoot === 'string' ? map.sourceRoot : '';
    // A declaration's map names the one source it was emitted from (`dist/core/api.d.ts` ← `src/core/api.ts`).
    const declaration = path.slice(0, -'.map'.length);
    if (DECLARATION.test(declaration) && sources.length === 1 && typeof sources[0] === 'string') {
      const resolved = resolveSource(path, root, sources[0]);
      if (resolved) declarationSources[declaration] = resolved;
    }
    sources.forEach((source, i) => {
      if (typeof source !== 'string') return;
      const resolved = resolveSource(path, root, source);
      if (!resolved) return;
      sourceFiles.add(resolved);
      const content = contents[i];
      if (typeof content === 'string' && !sourceText.has(resolved)) sourceText.set(resolved, content);
    });
  }

  const declarations = [...files.keys()].filter((path) => DECLARATION.test(path)).sort();
  const declarationStems = declarations
    .filter((path) => !files.has(`${path}.map`))
    .map((path) => path.replace(/^dist\//, '').replace(DECLARATION, ''));
  // Published files outside dist/, less build/: the prebuilt admin panel that early v4 releases
  // shipped (4.7.1 among them: webpack bundles of the admin and its dependencies, no monorepo file).
  const published = [...files.keys()].filter(
    (path) => !path.startsWith('dist/') && !path.startsWith('build/') && !path.endsWith('.map'),
  );

  const sourcePaths = [...sourceText.keys()].sort();
  const texts: string[] = sourcePaths.map((path) => sourceText.get(path) as string);
  for (const path of declarations) texts.push((files.get(path) as Buffer).toString('utf8'));
  // The admin's English messages (compiled from translations/en.json, which the maps leave empty).
  const translations = [...files.keys()].filter((path) => TRANSLATION.test(path)).sort();
  const translationBases = new Set<string>();
  for (const path of translations.sort((a, b) => Number(b.endsWith('.mjs')) - Number(a.endsWith('.mjs')))) {
    const base = path.replace(/\.m?js$/, '');
    if (translationBases.has(base)) continue;
    translationBases.add(base);
    texts.push((files.get(path) as Buffer).toString('utf8'));
  }
  // A package whose maps carry no sources (declarations and bundles only) is searched in its bundles.
  if (sourceText.size === 0) {
    const bundles = [...files.keys()].filter(
      (path) => path.startsWith('dist/') && /\.(mjs|cjs|js)$/.test(path) && !TRANSLATION.test(path),
    );
    const esm = new Set(bundles.filter((path) => path.endsWith('.mjs')).map((path) => path.slice(0, -4)));
    for (const path of bundles.sort()) {
      if (path.endsWith('.js') && esm.has(path.slice(0, -3))) continue;
      texts.push((files.get(path) as Buffer).toString('utf8'));
    }
  }
  for (const path of published.filter((p) => /\.(json|js|cjs|mjs|ts)$/.test(p))) {
    texts.push((files.get(path) as Buffer).toString('utf8'));
  }

  return {
    format: INDEX_FORMAT,
    name: pkg.name,
    version: pkg.version,
    integrity,
    directory: repository.directory ? repository.directory.replace(/\/+$/, '') : null,
    repository: repository.url ?? null,
    files: [...new Set([...sourceFiles, ...published])].sort(),
    declarations,
    declarationStems,
    declarationSources,
    sourcePaths,
    text: texts.join(SEPARATOR),
  };
}
