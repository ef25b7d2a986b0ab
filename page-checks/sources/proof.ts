/**
 * The proof of the source links (npm run check:source-links): every link of
 * a built page into strapi/strapi is read back from the HTML and checked
 * against the pinned packages' sources, without trusting how it was made:
 * the tag is a pinned release (not an older one kept for names only, which
 * gets no links) of the release the link's sentence is about, the path is a file or folder of the package that lives
 * there (`repository.directory` + a source the maps name), the line holds the
 * name the link is for, and a file link that stands for a name is a file that
 * names it (its recovered source, or the declarations its map says were
 * emitted from it).
 */
import {keyKind} from '../../plugins/strapi-packages/src/manifest';
import {declarationTextOf} from './declaration-files';
import {holdsName} from './definitions';
import type {Lookup} from './lookup';
import {definitionsOf} from './indexes';
import {linkable} from './release-groups';
import {namespaceModulesOf} from './namespaces';

/**
 * A source link as the HTML has it: its address, the names it stands for, and the major releases
 * its sentence may link to (release.ts: the release the sentence is about; both for a sentence about both).
 */
export type BuiltLink = {href: string; names: string[]; releases?: number[]};

export type ParsedHref = {version: string; path: string; line: number | null};

const HREF =
  /^https:\/\/github\.com\/strapi\/strapi\/blob\/v(\d+\.\d+\.\d+)\/(packages\/[A-Za-z0-9_@.+\-/]+)(?:#L(\d+))?$/;

/** The release, path and line of a link, or null for an address outside the pinned form. */
export function parseSourceHref(href: string): ParsedHref | null {
  const match = HREF.exec(href);
  if (!match) return null;
  const path = match[2] as string;
  if (path.split('/').some((segment) => segment === '' || /^\.+$/.test(segment))) return null;
  return {version: match[1] as string, path, line: match[3] ? Number(match[3]) : null};
}

function wordIn(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).test(text);
}

/** Whether `rest` is a file of the package, or a folder holding some. */
function exists(lookup: Lookup, rest: string): boolean {
  if (lookup.files.has(rest)) return true;
  const folder = `${rest.replace(/\/$/, '')}/`;
  for (const file of lookup.files) if (file.startsWith(folder)) return true;
  return false;
}

/**
 * What is wrong with a link, or null when it holds: `lookups` are every
 * pinned package (the check finds the one whose folder and version the link names).
 */
export function proveLink(link: BuiltLink, lookups: Lookup[]): string | null {
  const parsed = parseSourceHref(link.href);
  if (!parsed) return 'not a link to a file of strapi/strapi at a release tag';
  const major = Number(parsed.version.split('.')[0]);
  if (link.releases && !link.releases.includes(major))
    return `links Strapi ${parsed.version} from a sentence about ${
      link.releases.length
        ? link.releases.map((release) => `Strapi ${release}`).join(' and ')
        : 'a release the page declares no package of'
    }`;
  const owner = lookups.find(
    (lookup) =>
      linkable(lookup) &&
      lookup.spec.version === parsed.version &&
      (parsed.path === lookup.directory || parsed.path.startsWith(`${lookup.directory}/`)),
  );
  if (!owner) return `no pinned package lives at ${parsed.path} in ${parsed.version}`;
  // An older release gets path links only (a file or folder only it holds), never a name's.
  if (keyKind(owner.spec.key) === 'older' && (parsed.line !== null || link.names.length > 0))
    return `${owner.spec.name}@${owner.spec.version} is an older release pinned for names: the site links only paths to it`;
  const rest = parsed.path.slice((owner.directory as string).length + 1);
  if (rest && !exists(owner, rest)) return `${rest} is not a source of ${owner.spec.name}@${owner.spec.version}`;
  const definitions = definitionsOf(owner);
  if (parsed.line === null) {
    if (link.names.length === 0) return null;
    const text = [definitions.lines.get(rest)?.join('\n'), declarationTextOf(owner.index, rest)].join('\n');
    // A namespace's module names its members, not the name its importer exports it under (`Attribute`).
    const namespace = (name: string) => namespaceModulesOf(owner).get(name)?.has(rest);
    return link.names.some((name) => wordIn(text, name) || namespace(name))
      ? null
      : `${parsed.path} names none of ${link.names.join(', ')} (neither its source nor its declarations)`;
  }
  const lines = definitions.lines.get(rest);
  if (!lines) return `${parsed.path} has no recovered source to hold line ${parsed.line}`;
  if (link.names.length === 0) return 'a line link that names nothing';
  if (!link.names.some((name) => holdsName(definitions, rest, parsed.line as number, name)))
    return `line ${parsed.line} of ${parsed.path} does not hold ${link.names.join(' or ')}: ${JSON.stringify(
      (lines[parsed.line - 1] ?? '(past the end of the file)').trim().slice(0, 80),
    )}`;
  return null;
}

/**
 * The 1-based lines of a page's source that are Markdown headings (outside fenced code): a name
 * there is never a link, and on an API page the "Defined in" line below it links it instead.
 */
export function headingLines(source: string): Set<number> {
  const lines = new Set<number>();
  let fence: string | null = null;
  source.split('\n').forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    else if (fence === null && /^#{1,6}\s/.test(line)) lines.add(i + 1);
  });
  return lines;
}
