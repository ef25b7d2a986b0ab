/**
 * What ties a chain that the types do not resolve to its owner (targets.ts, README.md "Source
 * links", rule 2, "Other chains"): the file named for a segment, the classes a class implements, a
 * method called on a variable and the type that variable is named for, a declaration's body.
 */
import {declarationFilesOf, definitionsOf, exportsAtTop, mentionsOf} from './indexes';
import type {Lookup} from './lookup';
import type {SourceTarget} from './targets';
import type {Claim} from './types';

const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** `eventHub` → `event-hub`, `AuditLogs` → `audit-logs`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Whether a monorepo file is named for a chain's segment: its base name, or a folder it sits in
 * below the package's `src/`, is the segment as written or in kebab-case (`errors.ValidationError`
 * → `src/errors.ts`, `eventHub.emit()` → `event-hub.ts`, `identifiers.getName` →
 * `identifiers/index.ts`, `providers.createLocalFileSourceProvider` → `src/file/providers/source/index.ts`,
 * `Schema.Attribute.Private` → `src/schema/attribute/options.ts`). Case counts:
 * `meta.pagination.pageCount` is not the `Pagination.tsx` component's prop; a folder above `src/`
 * (`admin/` of `admin/server/src/…`) is the package's layout, not a module.
 */
export function fileNamedFor(path: string, segment: string): boolean {
  const folders = path.split('/');
  const base = (folders.pop() ?? '').replace(/\.[^.]+$/, '');
  const src = folders.indexOf('src');
  const names = [base, ...(src >= 0 ? folders.slice(src + 1) : [])];
  return names.some((name) => name === segment || name === kebab(segment));
}

/** A file named for a segment in any case and spelling (`CustomFields.ts` for `customFields`). */
const looselyNamedFor = (path: string, segment: string) =>
  fileNamedFor(path.toLowerCase().replace(/-/g, ''), segment.toLowerCase());

/**
 * A chain's last segment declared in several files, by the one among them named for the segment
 * before it (`fileNamedFor`): `authentication.registerAdmin` is the method of the admin's
 * `controllers/authentication.ts`, not the admin panel's endpoint in `admin/src/services/auth.ts`.
 * Its first line there, where a source declares it; a `.d.ts` type: the file. 'ambiguous' where
 * another file named for it in another case declares it too (`app.customFields.register()`: the
 * server's `custom-fields.ts` and the admin's `CustomFields.ts`), or two such files. Null for a
 * name a library outside `@strapi/` gives. targets.ts takes it only where the page names that file
 * or a folder holding it.
 */
export function ownerFileTarget(name: string, owner: string, lookups: Lookup[]): SourceTarget | null | 'ambiguous' {
  if (lookups.some((lookup) => mentionsOf(lookup).foreign.has(name) || mentionsOf(lookup).given.has(name))) return null;
  const found = new Map<string, SourceTarget>();
  let loosely = 0;
  for (const lookup of lookups) {
    const definitions = definitionsOf(lookup);
    const lines = [...(definitions.top.get(name) ?? []), ...(definitions.members.get(name) ?? [])];
    for (const file of new Set([...lines.map((line) => line.file), ...(declarationFilesOf(lookup).get(name) ?? [])])) {
      const path = `${lookup.directory}/${file}`;
      if (!looselyNamedFor(path, owner)) continue;
      loosely++;
      if (!fileNamedFor(path, owner)) continue;
      const line = lines.filter((at) => at.file === file).sort((a, b) => a.line - b.line)[0]?.line ?? null;
      found.set(path, {path, line, version: lookup.spec.version, name});
    }
  }
  return found.size > 1 || loosely > found.size ? 'ambiguous' : ([...found.values()][0] ?? null);
}

/**
 * The types a class of the sources says it implements, its header read up to its body's `{`
 * (`class TransferEngine<…> implements ITransferEngine {` over several lines), without their
 * type arguments: `ITransferEngine`, `Core.Strapi`.
 */
export function implementedBy(klass: string, lookups: Lookup[]): string[] {
  for (const lookup of lookups) {
    const definitions = definitionsOf(lookup);
    const at = definitions.classes.get(klass)?.definition;
    const lines = at ? (definitions.lines.get(at.file) ?? []) : [];
    const end = lines.findIndex((line, i) => i >= (at?.line ?? 1) - 1 && /\{\s*$/.test(line));
    let header = lines.slice((at?.line ?? 1) - 1, end + 1).join(' ');
    while (/<[^<>]*>/.test(header)) header = header.replace(/<[^<>]*>/g, '');
    const list = /\bimplements\s+([^{]*)\{\s*$/.exec(header)?.[1];
    if (at && end >= 0 && list) return list.split(',').map((type) => type.trim());
  }
  return [];
}

/**
 * The variable of `variable.method()`: a chain of two segments whose last is called, rooted at a
 * name no package of `lookups` exports (`app.getPlugin()`, `db.init()`; not `auth.setToken()` where
 * the helper plugin exports `auth`, not `admin.serveAdminPanel` nor `db.connection.transaction()`).
 */
export function methodCalledOn(claim: Claim, lookups: Lookup[]): string | null {
  const [variable, method] = claim.parts ?? [];
  if (claim.root || claim.parts?.length !== 2 || !variable || !method) return null;
  if (!new RegExp(`\\.${escape(method)}\\s*\\(`).test(claim.text)) return null;
  return lookups.some((lookup) => exportsAtTop(lookup, variable)) ? null : variable;
}

/**
 * A variable named for a type: it holds the type's name (`strapiInstance`, `Strapi`), or abbreviates it
 * from one of its words on, its letters in order (`app`: Strapi*App*, `db`: *D*ata*b*ase, `queue`:
 * Worker*Queue*; not `destination` for `Transaction`). An interface's `I` does not count.
 */
export function namedForType(variable: string, type: string): boolean {
  const bare = type.replace(/^I(?=[A-Z])/, '');
  const name = variable.toLowerCase();
  if (name.length < 2) return false;
  const lower = bare.toLowerCase();
  if (name.includes(lower)) return true;
  return [...bare.matchAll(/[A-Z][a-z0-9]*/g)].some(({index}) => {
    let at = index;
    for (const letter of name) {
      at = lower.indexOf(letter, at);
      if (at < 0) return false;
      at += 1;
    }
    return lower[index] === name[0];
  });
}

/**
 * The lines (1-based, first and last) of the body of the declaration on line `line`: up to the
 * first line indented no deeper that closes it (`};`) or starts another statement; a line that
 * closes a bracket and goes on (`) => {`, `}: Props) => {`) continues it.
 */
export function bodyOf(lines: string[], line: number): [number, number] {
  const indent = (text: string) => /^ */.exec(text)?.[0].length ?? 0;
  const depth = indent(lines[line - 1] ?? '');
  for (let i = line; i < lines.length; i++) {
    const text = lines[i] as string;
    if (!text.trim() || indent(text) > depth) continue;
    const trimmed = text.trim();
    if (/^[}\])]+;?$/.test(trimmed)) return [line, i + 1];
    if (!/^[}\])]/.test(trimmed)) return [line, i];
  }
  return [line, lines.length];
}
