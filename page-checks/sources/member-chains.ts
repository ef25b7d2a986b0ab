/**
 * A member chain rooted at the server's Strapi instance (`strapi.db.transaction()`,
 * `strapi.server.routes()`), resolved through the types its members declare:
 * `strapi` is the `Strapi` class; each segment but the last is a member of the
 * current type whose annotation names the next type (`get db(): Database`,
 * `lifecycles: LifecycleProvider;`, `plugin(name): Core.Plugin`; unannotated in
 * a class, the interface it implements says: `config: ConfigProvider;`; an object type
 * written in place, `future: {`, or a member of another type, `Core.Strapi['ee']`); the last
 * is a member of the type reached. The rules are in README.md ("Source links",
 * rule 2); every step must find exactly one declaration, or the chain gets no
 * link. Also the members of a `.d.ts` type's body (`declarationBody`), which
 * targets.ts reads for other chains' owners.
 */
import {declarationTextOf} from './declaration-files';
import type {Definition} from './definitions';
import {declarationFilesOf, definitionsOf} from './indexes';
import type {Lookup} from './lookup';
import {namespaceTarget} from './namespaces';
import type {Claim} from './types';

/** Where a chain's last segment is declared: a line of recovered source, or (a `.d.ts` type) its source file. */
export type ChainTarget = {lookup: Lookup; file: string; line: number | null};

const NAME = '[A-Za-z_$][\\w$]*';
/** A plain type reference (`Database`, `Modules.Cron.CronService`, `this`): no generics, unions or indexed access. */
const TYPE = `(${NAME}(?:\\.${NAME})*)`;
const MODIFIERS = '(?:(?:public|private|protected|static|readonly|override|abstract|declare)\\s+)*';
const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** The type a member line gives its value: a property's or getter's type, or (`called`) a method's return type. */
export function memberType(line: string, name: string, called: boolean): string | null {
  const member = escape(name);
  const forms = called
    ? [new RegExp(`^${MODIFIERS}${member}\\s*(?:<.*>)?\\(.*\\)\\s*:\\s*${TYPE}\\s*[{;]?\\s*$`)]
    : [
        new RegExp(`^${MODIFIERS}${member}\\s*[?!]?\\s*:\\s*${TYPE}\\s*[;,]?\\s*$`),
        new RegExp(`^${MODIFIERS}get\\s+${member}\\s*\\(\\s*\\)\\s*:\\s*${TYPE}\\s*[{;]?\\s*$`),
      ];
  const text = line.trim();
  for (const form of forms) {
    const type = form.exec(text)?.[1];
    if (type) return type;
  }
  return null;
}

/** A type whose members a chain can step through: a class or interface body of one file. */
type Holder = {
  lookup: Lookup;
  /** The file, relative to the package (for a `.d.ts` type: the source its map names). */
  file: string;
  /** Each member's declaration lines: 1-based lines of source, or of the `.d.ts` text. */
  members: Map<string, number[]>;
  lines: string[];
  /** Read from a `.d.ts`: its lines are not the source's, so links go to the file. */
  declarations: boolean;
  base: string | null;
  /** The one type a class says it implements (`class Strapi extends Container implements Core.Strapi {`). */
  implemented?: string | null;
  /** A class of the sources: its name, by which its emitted `.d.ts` declares it. */
  name?: string;
} & Widened;

const IMPLEMENTS = new RegExp(`\\bimplements\\s+${TYPE}\\s*\\{?\\s*$`);

/**
 * The lines of the body opened on line `start` (0-based) that sit at its members' indentation
 * (the first indented line's), each as [its index, its text without the indentation]; the body
 * ends at the first line indented no deeper than the opening one.
 */
export function* memberLines(lines: string[], start: number): Generator<[number, string]> {
  const indent = /^ */.exec(lines[start] as string)?.[0].length ?? 0;
  let memberIndent: number | null = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.trim()) continue;
    const current = /^ */.exec(line)?.[0].length ?? 0;
    if (current <= indent) return;
    memberIndent ??= current;
    if (current === memberIndent) yield [i, line.slice(current)];
  }
}

/** `Omit<Module, 'routes'> & ` or `Module & ` before an object type's `{` (groups: the type, the omitted keys; or the type). */
const INTERSECTED = `(?:Omit<\\s*${TYPE}\\s*,\\s*((?:'[^']*'\\s*\\|?\\s*)+)>|${TYPE})\\s*&\\s*`;

const BODY_MEMBER = new RegExp(`^${MODIFIERS}(?:(?:get|set)\\s+)?(['"]?)(${NAME})\\1\\s*[?!]?\\s*(?:<.*>\\s*)?[(:;]`);

/** What a declaration's own body widens: `type Plugin = Omit<Module, 'routes'> & {` has `Module`'s members but `routes`. */
type Widened = {extended?: string | null; omitted?: string[]};

/**
 * The members of the one `interface`/`type`/`class` body named `name` in a `.d.ts` text, and the
 * type it widens (`extended`, less `omitted`), or null.
 */
export function declarationBody(
  text: string,
  name: string,
): ({members: Map<string, number[]>; lines: string[]} & Widened) | null {
  const lines = text.split('\n');
  const opens = new RegExp(
    `^(\\s*)(?:export\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:interface|type|class)\\s+${escape(name)}(?:<[^{=]*?>)?` +
      `(?:\\s+(?:extends|implements)\\s+[^{=]*)?\\s*(?:=\\s*(?:${INTERSECTED})?)?\\{\\s*$`,
  );
  const starts = lines.flatMap((line, i) => (opens.test(line) ? [i] : []));
  if (starts.length !== 1) return null;
  const members = new Map<string, number[]>();
  for (const [i, text] of memberLines(lines, starts[0] as number)) {
    const member = BODY_MEMBER.exec(text)?.[2];
    if (member) members.set(member, [...(members.get(member) ?? []), i + 1]);
  }
  const widened = opens.exec(lines[starts[0] as number] as string);
  const omitted = widened?.[3]?.match(/'[^']*'/g)?.map((key) => key.slice(1, -1)) ?? [];
  return {members, lines, extended: widened?.[2] ?? widened?.[4] ?? null, omitted};
}

/**
 * The types a `.d.ts` interface's header says it extends, without their type arguments
 * (`interface ISourceProvider extends IProvider {` → `IProvider`).
 */
export function extendedBy(text: string, name: string): string[] {
  const header = new RegExp(
    `^\\s*(?:export\\s+)?(?:declare\\s+)?interface\\s+${escape(name)}\\b(.*)\\{\\s*$`,
    'm',
  ).exec(text)?.[1];
  let list = header ?? '';
  while (/<[^<>]*>/.test(list)) list = list.replace(/<[^<>]*>/g, '');
  const bases = /\bextends\s+(.*)$/.exec(list.trim())?.[1];
  return (bases ?? '')
    .split(',')
    .map((base) => base.trim())
    .filter((base) => /^[A-Za-z_$][\w$.]*$/.test(base));
}

const linesOf = (list: readonly Definition[]) => list.map((definition) => definition.line);

/**
 * The one type named `name` among the lookups: declared (any top-level declaration, in a source or
 * a `.d.ts`) in exactly one file, with a body there whose members can be read; else null. A `class`
 * (the Strapi class, a class's base) counts only the classes of the sources (a `const Container =
 * styled.div` elsewhere is no class, and a `.d.ts` interface of that name is not its code).
 */
function holderOf(name: string, lookups: Lookup[], all: Lookup[], kind: 'type' | 'class', depth = 0): Holder | null {
  const files = new Map<string, {lookup: Lookup; file: string; declarations: boolean}>();
  const isClass = new RegExp(`\\bclass\\s+${escape(name)}\\b`);
  for (const lookup of lookups) {
    const definitions = definitionsOf(lookup);
    for (const definition of definitions.top.get(name) ?? [])
      if (kind === 'type' || isClass.test(definitions.lines.get(definition.file)?.[definition.line - 1] ?? ''))
        files.set(`${lookup.directory}/${definition.file}`, {lookup, file: definition.file, declarations: false});
    if (kind === 'class') continue;
    for (const file of declarationFilesOf(lookup).get(name) ?? [])
      if (!files.has(`${lookup.directory}/${file}`))
        files.set(`${lookup.directory}/${file}`, {lookup, file, declarations: true});
  }
  if (files.size !== 1) return null;
  const [{lookup, file, declarations}] = [...files.values()] as [{lookup: Lookup; file: string; declarations: boolean}];
  const definitions = definitionsOf(lookup);
  const klass = definitions.classes.get(name);
  if (klass && klass.definition.file === file)
    return {
      lookup,
      file,
      members: new Map([...klass.members].map(([member, list]) => [member, linesOf(list)])),
      lines: definitions.lines.get(file) ?? [],
      declarations: false,
      base: klass.base,
      name,
      implemented: IMPLEMENTS.exec(definitions.lines.get(file)?.[klass.definition.line - 1] ?? '')?.[1] ?? null,
    };
  if (!declarations) {
    // `export type FeaturesService = Modules.Features.FeaturesService;`: the type it names.
    const declared = definitions.top.get(name)?.find((definition) => definition.file === file);
    const line = definitions.lines.get(file)?.[(declared?.line ?? 0) - 1] ?? '';
    const alias = new RegExp(`^(?:export\\s+)?type\\s+${escape(name)}\\s*=\\s*${TYPE}\\s*;?\\s*$`).exec(line)?.[1];
    const here: Holder = {
      lookup,
      file,
      members: new Map(),
      lines: definitions.lines.get(file) ?? [],
      declarations,
      base: null,
    };
    return alias && kind === 'type' && depth < 3 ? typeHolder(here, alias, all, kind, depth + 1) : null;
  }
  const body = declarationBody(declarationTextOf(lookup.index, file) ?? '', name);
  return body ? {lookup, file, ...body, declarations: true, base: null} : null;
}

const IMPORT = /\bimport\s+(?:type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/g;

/**
 * The package a type named in a holder's file comes from, by the file's imports of its first
 * segment (`Modules` of `Modules.Cron.CronService`, `Database`): a relative import or none (a
 * local type) is the holder's own package; a package import, that package among the lookups; a
 * package the page does not declare (another library, `knex`): null. So a same-named type of
 * another package never stands for it.
 */
function packageOfType(holder: Holder, type: string, lookups: Lookup[]): Lookup | null {
  const head = type.split('.')[0] as string;
  const names = new RegExp(`(?<![\\w$])${escape(head)}(?![\\w$])`);
  const sources = [...holder.lines.join('\n').matchAll(IMPORT)]
    .filter((match) => names.test((match[1] as string).replace(/\b\w+\s+as\s+/g, '')))
    .map((match) => match[2] as string);
  if (sources.length === 0) return holder.lookup;
  if (new Set(sources).size !== 1) return null;
  const from = sources[0] as string;
  if (from.startsWith('.')) return holder.lookup;
  return lookups.find((lookup) => from === lookup.spec.name || from.startsWith(`${lookup.spec.name}/`)) ?? null;
}

/**
 * The holder of the type a holder's file names (`this`: the holder itself), in the package it is
 * imported from: the one type of its last name there; else, for a name qualified by namespaces
 * (`Modules.Documents.Service`: `Service` is declared in many modules of @strapi/types), the body
 * of the module those namespaces lead to (namespaces.ts).
 */
function typeHolder(holder: Holder, type: string, lookups: Lookup[], kind: 'type' | 'class', depth = 0): Holder | null {
  if (type === 'this') return holder;
  const from = packageOfType(holder, type, lookups);
  if (!from) return null;
  const parts = type.split('.');
  const last = parts[parts.length - 1] as string;
  const found = holderOf(last, [from], lookups, kind, depth);
  if (found || parts.length < 2 || kind !== 'type') return found;
  const module = namespaceTarget(parts, [from]);
  const body = module && declarationBody(declarationTextOf(from.index, module.file) ?? '', last);
  return module && body ? {lookup: from, file: module.file, ...body, declarations: true, base: null} : null;
}

/** A member of a holder or of the classes it extends: its holder and declaration lines. */
function memberOf(holder: Holder, member: string, lookups: Lookup[]): {holder: Holder; lines: number[]} | null {
  let current: Holder | null = holder;
  for (let depth = 0; current && depth < 5; depth++) {
    const lines = current.members.get(member);
    if (lines && lines.length > 0) return {holder: current, lines};
    // A declaration's type widens another (`Omit<Module, 'routes'> & {`): that type's member, unless omitted.
    if (current.declarations && current.extended)
      current = current.omitted?.includes(member) ? null : typeHolder(current, current.extended, lookups, 'type');
    // A class extends a class: an implementation in a source, not a declaration's interface.
    else current = current.base ? typeHolder(current, current.base, lookups, 'class') : null;
  }
  return null;
}

/** Whether the Strapi class of the sources, or a class it extends, has a member of this name. */
export function strapiHasMember(name: string, lookups: Lookup[]): boolean {
  const holder = holderOf('Strapi', lookups, lookups, 'class');
  return Boolean(holder && memberOf(holder, name, lookups));
}

/** Whether each segment of a member chain's text is called (`strapi.documents().update()`), or null if unclear. */
function calledSegments(claim: Claim): boolean[] | null {
  const parts = claim.parts ?? [];
  const written = claim.text.split('.');
  if (written.length !== parts.length) return null;
  const called = written.map((segment) => segment.endsWith('()'));
  return written.every((segment, i) => segment.replace(/\(\)$/, '') === parts[i]) ? called : null;
}

/**
 * The declaration of a `strapi.…` chain's last segment, through the types of the segments before
 * it, in one release's lookups; null when a step has no plain type annotation, no one declaration
 * of its type, or no such member. Not for chains written under a global (`window.strapi…`).
 */
export function strapiChainTarget(claim: Claim, lookups: Lookup[]): ChainTarget | null {
  const parts = claim.parts ?? [];
  if (claim.form !== 'member' || claim.root || parts[0] !== 'strapi' || parts.length < 2) return null;
  const called = calledSegments(claim);
  if (!called) return null;
  let holder = holderOf('Strapi', lookups, lookups, 'class');
  for (let i = 1; holder && i < parts.length; i++) {
    const found = memberOf(holder, parts[i] as string, lookups);
    if (!found) return null;
    if (i === parts.length - 1)
      return {
        lookup: found.holder.lookup,
        file: found.holder.file,
        line: found.holder.declarations ? null : (found.lines[0] as number),
      };
    const segment = parts[i] as string;
    let next = nextHolder(found, segment, called[i] as boolean, lookups);
    // `get config() {` says nothing; the interface the class implements may (`config: ConfigProvider;`).
    const says = new RegExp(`${escape(segment)}\\s*(?:\\([^)]*\\))?\\s*[?!]?\\s*:`);
    const unannotated = found.lines.every((line) => !says.test(found.holder.lines[line - 1] ?? ''));
    const contract = !next && unannotated && found.holder.implemented;
    if (contract) {
      const declared = typeHolder(found.holder, contract, lookups, 'type');
      const member = declared && memberOf(declared, segment, lookups);
      if (member) next = nextHolder(member, segment, called[i] as boolean, lookups);
    }
    // `query(uid: string) {` says nothing, and the class implements no interface that does: the
    // type tsc inferred for it, as the class's emitted `.d.ts` writes it.
    if (!next && unannotated) next = emittedHolder(found, segment, called[i] as boolean, lookups);
    holder = next;
  }
  return null;
}

/** `import("./entity-manager").Repository`, as tsc writes an inferred type it did not import. */
const IMPORTED_TYPE = new RegExp(`\\bimport\\("([^"]+)"\\)\\.(${NAME})`, 'g');

/**
 * The type a class member of the sources has in the class's emitted `.d.ts`, where the source line
 * annotates none (`query(uid: string) {` → `query(uid: string): import("./entity-manager").Repository;`):
 * the type tsc inferred, looked up like an annotation, through the `.d.ts` file's imports (an
 * `import("…")` counts as one). Every declaration of the member there must give that one type.
 */
function emittedHolder(
  at: {holder: Holder; lines: number[]},
  name: string,
  called: boolean,
  lookups: Lookup[],
): Holder | null {
  const {holder} = at;
  if (holder.declarations || !holder.name) return null;
  const body = declarationBody(declarationTextOf(holder.lookup.index, holder.file) ?? '', holder.name);
  const imports: string[] = [];
  const types = new Set(
    (body?.members.get(name) ?? []).map((line) =>
      memberType(
        (body?.lines[line - 1] ?? '').replace(IMPORTED_TYPE, (_, from: string, type: string) => {
          imports.push(`import type { ${type} } from '${from}';`);
          return type;
        }),
        name,
        called,
      ),
    ),
  );
  const type = types.size === 1 ? [...types][0] : null;
  if (!body || !type) return null;
  const emitted: Holder = {
    ...holder,
    members: new Map(),
    lines: [...imports, ...body.lines],
    declarations: true,
    base: null,
  };
  return typeHolder(emitted, type, lookups, 'type');
}

/** `future: {`: a member whose type is written out in place, an object type. */
const inlineType = (name: string) => new RegExp(`^${MODIFIERS}${escape(name)}\\s*[?!]?\\s*:\\s*\\{\\s*$`);
/** `get ee(): Core.Strapi['ee'] {`: a member typed as a member of another type (indexed access). */
const indexedType = (name: string) =>
  new RegExp(
    `^${MODIFIERS}(?:get\\s+)?${escape(name)}\\s*(?:\\(\\s*\\))?\\s*[?!]?\\s*:\\s*${TYPE}\\[\\s*'(${NAME})'\\s*\\]\\s*[{;,]?\\s*$`,
  );

/**
 * The type a chain steps into from member `name` (its declaration lines `at`): the type its
 * annotation names; the body of an object type written in place (`future: {`); or, for an indexed
 * access (`Core.Strapi['ee']`), what that member of that type gives. Null when unclear.
 */
function nextHolder(
  at: {holder: Holder; lines: number[]},
  name: string,
  called: boolean,
  lookups: Lookup[],
  depth = 0,
): Holder | null {
  const types = new Set(at.lines.map((line) => memberType(at.holder.lines[line - 1] ?? '', name, called)));
  const type = types.size === 1 ? [...types][0] : null;
  if (type) return typeHolder(at.holder, type, lookups, 'type');
  if (at.lines.length !== 1 || called) return null;
  const start = (at.lines[0] as number) - 1;
  const text = (at.holder.lines[start] ?? '').trim();
  if (inlineType(name).test(text)) {
    const members = new Map<string, number[]>();
    for (const [i, line] of memberLines(at.holder.lines, start)) {
      const member = BODY_MEMBER.exec(line)?.[2];
      if (member) members.set(member, [...(members.get(member) ?? []), i + 1]);
    }
    return {...at.holder, members, base: null, implemented: null};
  }
  const indexed = indexedType(name).exec(text);
  if (!indexed || depth >= 3) return null;
  const owner = typeHolder(at.holder, indexed[1] as string, lookups, 'type');
  const member = owner && memberOf(owner, indexed[2] as string, lookups);
  return member ? nextHolder(member, indexed[2] as string, false, lookups, depth + 1) : null;
}
