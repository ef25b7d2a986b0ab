/**
 * What the npm registry says about other releases, asked through the
 * ordinary client (`npm view`), for `npm run drift`.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {mapLimit} from './fetch';

const run = promisify(execFile);

async function npmView(spec: string, field: string): Promise<unknown> {
  const {stdout} = await run('npm', ['view', spec, field, '--json'], {maxBuffer: 64 * 1024 * 1024});
  return stdout.trim() ? (JSON.parse(stdout) as unknown) : undefined;
}

/** Compares two release versions (x.y.z), newest last. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The published versions of a package, releases only (no pre-releases). */
export async function releases(name: string): Promise<string[]> {
  const versions = await npmView(name, 'versions');
  const list = Array.isArray(versions) ? versions : typeof versions === 'string' ? [versions] : [];
  return list.filter((version): version is string => typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version));
}

/** The published releases of each of `names`. */
export async function releasesOf(names: string[], limit = 4): Promise<Map<string, string[]>> {
  const lists = await mapLimit(names, limit, releases);
  return new Map(names.map((name, i) => [name, lists[i] as string[]]));
}

/** The newest version every package of `published` has been published at. */
export function newestCommonRelease(published: Map<string, string[]>): string {
  const lists = [...published.values()];
  const common = (lists[0] ?? []).filter((version) => lists.every((list) => list.includes(version)));
  if (common.length === 0) throw new Error(`no version is published for all of ${[...published.keys()].join(', ')}`);
  return common.sort(compareVersions).at(-1) as string;
}

/** `dist.integrity` of name@version for each name (the registry's sha512). */
export async function integrities(names: string[], version: string, limit = 4): Promise<Record<string, string>> {
  const values = await mapLimit(names, limit, async (name) => {
    const integrity = await npmView(`${name}@${version}`, 'dist.integrity');
    if (typeof integrity !== 'string') throw new Error(`${name}@${version} is not published on the registry`);
    return integrity;
  });
  return Object.fromEntries(names.map((name, i) => [name, values[i] as string]));
}

/** The version the registry's `latest` dist-tag points at. */
export async function latestTag(name: string): Promise<string | undefined> {
  const tag = await npmView(name, 'dist-tags.latest');
  return typeof tag === 'string' ? tag : undefined;
}
