/**
 * The site's own modules that Node loads to build it: the config file, the
 * local plugins and themes it names, and every module they import from the
 * site (relative imports, static or dynamic, followed to the end), outside
 * node_modules. Read with regular expressions over the source text: what is
 * looked for is only the module specifier of `import … from`, `export … from`,
 * `import(…)` and `require(…)`.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];
const INDEXES = ['/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

/** The file a relative specifier names, as Node with a TypeScript loader would find it; null when none. */
export function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  // A `.js` specifier may name its `.ts` source (TypeScript's ESM convention).
  const stems = /\.[cm]?js$/.test(base) ? [base, base.replace(/\.([cm]?)js$/, '.$1ts')] : [base];
  for (const stem of stems)
    for (const candidate of [
      ...EXTENSIONS.map((extension) => stem + extension),
      ...INDEXES.map((index) => stem + index),
    ])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every site module reachable from `entries` (absolute paths), sorted; none under node_modules. */
export function localModules(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.filter((entry) => existsSync(entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.split(path.sep).includes('node_modules')) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const resolved = resolveLocal(file, match[2] as string);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen].sort();
}
