/**
 * Where a confirmed claim points in strapi/strapi: the monorepo path of a
 * file or folder, and for a name the line of its one declaration, or by the
 * weaker rules the file that declares it or the one place that names it. The
 * rules are in README.md ("Source links"); the same function serves the
 * check's link counts, the build's links (plugins/source-links), the proof
 * check and the drift report.
 */
import {single, type Definition, type DefinitionIndex} from './definitions';
import {closedSetTarget, configPathTarget, quotedTarget} from './literal-names';
import {declarationTextOf} from './declaration-files';
import {
  authoredDeclarationFilesOf,
  declarationFilesOf,
  declarationTopsOf,
  declaredNamesOf,
  definitionsOf,
  exportedNamesOf,
  mentionsOf,
} from './indexes';
import {sentenceNames, shapeNamed, type PageNames} from './page-names';
import type {Lookup} from './lookup';
import {koaContextTarget} from './koa-context';
import {namespacedTarget} from './namespaces';
import {olderPathTarget, pathTarget} from './path-targets';
import {declarationBody, extendedBy, strapiChainTarget, strapiHasMember, type ChainTarget} from './member-chains';
import {bodyOf, fileNamedFor, implementedBy, methodCalledOn, namedForType, ownerFileTarget} from './chain-owners';
import {windowStrapiTarget} from './window-strapi';
import {oneOf, releaseGroups, subjectHostedElsewhereHolds, usedBy} from './release-groups';
import type {Scope} from './release';
import {linkedName} from './claims';
import type {Claim} from './types';

export type SourceTarget = {
  /** The monorepo path (`packages/core/…`), a file or a folder. */
  path: string;
  /** The declaration's 1-based line, or null for a file or folder. */
  line: number | null;
  /** The package version the link is pinned to (the tag is `v<version>`). */
  version: string;
  /** The name declared on that line (or in that file), for a name. */
  name?: string;
  /** `mention`: declared nowhere, the one place the sources name it (rule 5 in README.md). */
  role?: 'mention';
};

function at(lookup: Lookup, definition: Definition, name: string): SourceTarget {
  return {path: `${lookup.directory}/${definition.file}`, line: definition.line, version: lookup.spec.version, name};
}

type Found = {lookup: Lookup; definition: Definition};
type Resolved = SourceTarget | null | 'ambiguous';

const fileOf = (entry: Found) => `${entry.lookup.directory}/${entry.definition.file}`;
/** A declaration in a package or file the sentence names. */
const inSentence = (page: PageNames) => (entry: Found) => sentenceNames(page, entry.lookup.spec.name, fileOf(entry));

/**
 * The one file among the declarations found, or 'ambiguous': all in one file (its first line);
 * else, all in one package, only the exported ones (a private `const Container = styled…`
 * elsewhere does not count; another package's private one does); else only those in a file the
 * page itself names. Where the sentence names the package or the path of some, only those count.
 */
function oneFile(all: Found[], name: string, page: PageNames): Resolved {
  const found = all.some(inSentence(page)) ? all.filter(inSentence(page)) : all;
  if (found.length === 0) return null;
  const onePackage = found.every((entry) => entry.lookup === found[0]?.lookup);
  const exported = onePackage ? found.filter((entry) => entry.definition.exported) : [];
  const named = found.filter((entry) => page.files?.has(fileOf(entry)));
  for (const candidates of [found, exported, named]) {
    const first = candidates[0];
    if (first && candidates.every((entry) => entry.lookup === first.lookup && fileOf(entry) === fileOf(first))) {
      // Written as a call: the line that declares a function of that name, not a field (a query
      // builder's `forUpdate: boolean;` state beside its `forUpdate()` method).
      const fn = page.called ? candidates.find((entry) => declaresFunction(entry, name)) : undefined;
      return at(first.lookup, (fn ?? first).definition, name);
    }
  }
  return 'ambiguous';
}

/** Whether a declaration's line declares a function or method of that name (`name(`, `name = (`, `name: async (`). */
function declaresFunction({lookup, definition}: Found, name: string): boolean {
  const text = definitionsOf(lookup).lines.get(definition.file)?.[definition.line - 1] ?? '';
  const escaped = name.replace(/[$]/g, '\\$');
  return new RegExp(
    `\\b${escaped}\\s*(?:<[^>]*>\\s*)?\\(|\\b${escaped}\\s*[=:]\\s*(?:async\\s*)?(?:\\(|function\\b|[A-Za-z_$][\\w$]*\\s*=>)|function\\s*\\*?\\s*${escaped}\\b`,
  ).test(text);
}

type Rule = (name: string, lookups: Lookup[], page: PageNames) => Resolved;

type Pick = (definitions: DefinitionIndex, name: string) => Definition[] | undefined;
const TOP: Pick = (definitions, name) => definitions.top.get(name);
const MEMBER: Pick = (definitions, name) => definitions.members.get(name);

/**
 * The declarations of the first pick that finds any, in one file; first those the sentence names.
 * Where they are all in front-end shapes the sentence does not name (`shapeNamed`), none counts.
 */
const declaredAs =
  (picks: Pick[]): Rule =>
  (name, lookups, page) => {
    let refused = false;
    for (const only of page.sentence?.length ? [inSentence(page), () => true] : [() => true])
      for (const pick of picks) {
        const found = lookups
          .flatMap((lookup) => (pick(definitionsOf(lookup), name) ?? []).map((definition) => ({lookup, definition})))
          .filter(only);
        if (found.some((entry) => shapeNamed(page, entry.lookup, entry.definition))) return oneFile(found, name, page);
        refused ||= found.length > 0;
      }
    return refused ? 'ambiguous' : null;
  };

/**
 * Rules 1 and 2 (README.md, "Source links"): a top-level declaration, else a member. A top-level
 * declaration outranks only its own package's members: where another package has the name as a
 * member (`findMany`), the page or sentence must name its file, else it has no single definition; so
 * must it for a member named like what a library's call hands back (`formatMessage` of `useIntl()`).
 */
const declared: Rule = (name, lookups, page) => {
  const found = declaredAs([TOP, MEMBER])(name, lookups, page);
  if (!found || found === 'ambiguous') return found;
  const others = lookups.flatMap((lookup) =>
    found.path.startsWith(`${lookup.directory}/`)
      ? []
      : (definitionsOf(lookup).members.get(name) ?? []).map((member) => `${lookup.directory}/${member.file}`),
  );
  const doubted = others.length > 0 || (given(name, lookups) && !declaredAtTop(name, lookups, page));
  // The page naming the other's file too (`abortTransfer()` beside the engine's index.ts and the CLI's utils) chooses neither.
  const pageNamed = page.files?.has(found.path) && !others.some((file) => page.files?.has(file));
  if (!doubted || pageNamed || sentenceNames(page, null, found.path)) return found;
  // The page names the file of a member in its own package (its first declared) instead: that
  // member (`getMetadata` of the local Strapi source beside the upload plugin's function). Not one
  // of another package, which the page may name for another purpose: the lifecycles page names
  // the content manager's document-manager.ts, and its `findPage` is the repository's.
  const named = lookups
    .slice(0, 1)
    .flatMap((lookup) =>
      (definitionsOf(lookup).members.get(name) ?? []).flatMap((member) =>
        page.files?.has(`${lookup.directory}/${member.file}`) ? [{lookup, definition: member}] : [],
      ),
    );
  const one = named.length > 0 && !page.files?.has(found.path) ? oneFile(named, name, page) : null;
  return one ?? 'ambiguous';
};

/** A chain's owner (`Page` of `Page.Loading`): a top-level declaration only, not a member or a key of it. */
const declaredAtTop: Rule = declaredAs([TOP]);

/** A name the packages import from a library outside `@strapi/` (`Command` from commander): that library's. */
const foreign = (name: string, lookups: Lookup[]) => lookups.some((lookup) => mentionsOf(lookup).foreign.has(name));
/** A name a call of such a library hands back (`formatMessage` of `useIntl()`): that library's too. */
const given = (name: string, lookups: Lookup[]) => lookups.some((lookup) => mentionsOf(lookup).given.has(name));

/** Rule 3: declared only in a `.d.ts` (all of `@strapi/types`): the source file its map names, without a line. */
const declaredInDeclarations: Rule = (name, lookups, page) => {
  if (foreign(name, lookups)) return 'ambiguous';
  const filesOf = (index: typeof declarationFilesOf) =>
    lookups.flatMap((lookup) =>
      [...(index(lookup).get(name) ?? [])].map((file) => ({lookup, definition: {file, line: 0}})),
    );
  let one = oneFile(filesOf(declarationFilesOf), name, page);
  // Several: a type its author wrote outranks what tsc wrote out for values (a controller's
  // inferred response beside the contract it answers).
  if (one === 'ambiguous') one = oneFile(filesOf(authoredDeclarationFilesOf), name, page) ?? 'ambiguous';
  return one && one !== 'ambiguous' ? {...one, line: null} : one;
};

/**
 * Rule 4: a property, config key or nested type member (`key:` at the start of an indented line)
 * in one file, and named in no other. Writing a key is not declaring it (one object literal may be
 * all that sets it, or an unrelated one), so the link says where it is named, not where it is defined.
 */
const property: Rule = (name, lookups, page) => {
  if (foreign(name, lookups) || given(name, lookups)) return 'ambiguous';
  const found = oneFile(
    lookups.flatMap((lookup) =>
      (definitionsOf(lookup).properties.get(name) ?? []).map((definition) => ({lookup, definition})),
    ),
    name,
    page,
  );
  if (!found || found === 'ambiguous') return found;
  // Another file naming it, in this package or another (a parameter, a variable, another object's
  // key), may be the one the page means.
  const naming = lookups.map((lookup) => mentionsOf(lookup).words.get(name)).filter(Boolean);
  if (naming.length > 1 || naming[0] === 'several') return 'ambiguous';
  return {...found, role: 'mention'};
};

/**
 * Rule 5: declared nowhere (an event name, an environment variable, a key read in one place): the
 * one file of the packages that names it, at its line when it names it on one line only; never a
 * name the packages import from another package (that library's, not Strapi's).
 */
const mentioned: Rule = (name, lookups) => {
  if (lookups.some((lookup) => mentionsOf(lookup).imported.has(name)) || given(name, lookups)) return 'ambiguous';
  // `createGunzip` of `zip.createGunzip()` is zlib's, where the sources use it.
  if (lookups.some((lookup) => mentionsOf(lookup).libraryMembers.has(name))) return 'ambiguous';
  const found: SourceTarget[] = [];
  for (const lookup of lookups) {
    const mention = mentionsOf(lookup).words.get(name);
    if (mention === 'several') return 'ambiguous';
    if (mention)
      found.push({
        path: `${lookup.directory}/${mention.file}`,
        line: mention.lines === 1 ? mention.line : null,
        version: lookup.spec.version,
        name,
        role: 'mention',
      });
  }
  if (found.length > 1) return 'ambiguous';
  return found[0] ?? null;
};

const DECLARED: Rule[] = [declared];
const FALLBACK: Rule[] = [declaredInDeclarations, property, mentioned];

/**
 * A name by each rule in turn, in each release group (README.md, "Which release"); the first rule
 * that finds it in any group decides: in one group, that; in several, or several files, none.
 */
function resolve(name: string, groups: Lookup[][], rules: Rule[], page: PageNames): Resolved {
  for (const rule of rules) {
    const found = oneOf(groups.map((group) => rule(name, group, page)));
    if (found) return found;
  }
  return null;
}

/** Where a name is declared (or named, by the weaker rules) in the packages of the release `scope` says. */
export function nameTarget(
  name: string,
  lookups: Lookup[],
  page: PageNames = {},
  scope: Scope = 'page',
): SourceTarget | null {
  const found = resolve(name, releaseGroups(lookups, scope), [...DECLARED, ...FALLBACK], page);
  return found === 'ambiguous' ? null : found;
}

/**
 * A member of the class `subject` (or of the class it extends, and so on): the
 * member headings of an API page about that class.
 */
export function memberTarget(subject: string, member: string, lookups: Lookup[]): SourceTarget | null {
  let current: string | null = subject;
  for (let depth = 0; current && depth < 5; depth++) {
    const owner = lookups.find((lookup) => definitionsOf(lookup).classes.has(current as string));
    if (!owner) return null;
    const klass = definitionsOf(owner).classes.get(current);
    const definition = single(klass?.members.get(member));
    if (definition) return at(owner, definition, member);
    current = klass?.base ?? null;
  }
  return null;
}

/**
 * A member chain's last segment by its owner: for `strapi.…`, a member of the
 * type the chain reaches from the Strapi class (`strapi.destroy()`,
 * `strapi.db.transaction()`: member-chains.ts; not for `window.strapi.…`, the
 * admin panel's object); else, where the segment before it is declared at the
 * top level of one file (and no `.d.ts` declares it elsewhere): a member in
 * that declaration's body (`transactionCtx.get()`, not the `get` of an
 * interface above it), else a top-level declaration of that file
 * (`Page.Loading`: PageHelpers.tsx declares `Loading` and collects it into
 * `Page`), else a key in the body (`Page.Main`, as where it is named). Not
 * `db.connection.transaction()`: `connection` is a member, not a declaration.
 */
function chainTarget(claim: Claim, lookups: Lookup[]): SourceTarget | null {
  const parts = claim.parts ?? [];
  const last = parts[parts.length - 1] as string;
  const chainFound = (found: ChainTarget | null): SourceTarget | null =>
    found
      ? {
          path: `${found.lookup.directory}/${found.file}`,
          line: found.line,
          version: found.lookup.spec.version,
          name: last,
        }
      : null;
  if (parts[0] === 'strapi' && !claim.root) return chainFound(strapiChainTarget(claim, lookups));
  // `window.strapi` is the admin panel's object, not the Strapi class nor a `strapi` declared somewhere.
  if (parts[0] === 'strapi' && claim.root === 'window') return chainFound(windowStrapiTarget(claim, lookups));
  if (parts[0] === 'strapi' && parts.length === 2) return null;
  const ownerName = parts[parts.length - 2];
  if (ownerName === undefined) return null;
  const owner = resolve(ownerName, [lookups], [declaredAtTop], {});
  if (!owner || owner === 'ambiguous' || owner.line === null) return null;
  for (const lookup of lookups) {
    if (!owner.path.startsWith(`${lookup.directory}/`) || owner.version !== lookup.spec.version) continue;
    const file = owner.path.slice((lookup.directory as string).length + 1);
    // `Schema` of `Schema.Attribute` is @strapi/types' namespace (a `.d.ts`), not a namesake interface of a
    // source; a class of the sources stays itself beside the interface it implements (`Strapi#bootstrap()`).
    const definitions = definitionsOf(lookup);
    const elsewhere = lookups.some((other) =>
      [...(declarationTopsOf(other).get(ownerName) ?? [])].some((at) => other !== lookup || at !== file),
    );
    const klass = definitions.classes.get(ownerName)?.definition;
    const isClass =
      klass?.file === file &&
      new RegExp(`\\bclass\\s+${ownerName.replace(/[$]/g, '\\$')}\\b`).test(
        definitions.lines.get(file)?.[klass.line - 1] ?? '',
      );
    if (elsewhere && !isClass) return null;
    const [from, to] = bodyOf(definitions.lines.get(file) ?? [], owner.line);
    const first = (list: Definition[] | undefined, inBody: boolean) =>
      (list ?? [])
        .filter((d) => d.file === file && (!inBody || (d.line > from && d.line <= to)))
        .sort((a, b) => a.line - b.line)[0];
    const member = first(definitions.members.get(last), true) ?? first(definitions.top.get(last), false);
    if (member) return at(lookup, member, last);
    // `DRAG_DROP_TYPES.STAGE`, `Page.Main` (`Main: PageMain,`): a key of the owner's object, where it is named.
    const key = first(definitions.properties.get(last), true);
    if (key) return {...at(lookup, key, last), role: 'mention'};
  }
  return null;
}

/** How many `extends` steps declaringFile follows up from a type. */
const MAX_BASES = 3;

/**
 * The `.d.ts` file and type of a package whose body declares `member`: `type`'s, or that of a type it
 * extends that the package declares in one file (`getMetadata` of `ISourceProvider` is its base `IProvider`'s).
 */
function declaringFile(
  lookup: Lookup,
  file: string,
  type: string,
  member: string,
  depth = 0,
): {file: string; type: string} | null {
  const text = declarationTextOf(lookup.index, file) ?? '';
  const body = declarationBody(text, type);
  if (!body) return null;
  if (body.members.has(member)) return {file, type};
  if (depth >= MAX_BASES) return null;
  for (const base of extendedBy(text, type)) {
    const files = [...(declarationTopsOf(lookup).get(base) ?? [])];
    const found = files.length === 1 ? declaringFile(lookup, files[0] as string, base, member, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Rule 3, by type: a member of the one type the page names (and links to: the `ReleaseAction` component
 * is not the contract of that name) that declares it: a class's member line, a `.d.ts` type's file
 * (`getSchemas` of `ISourceProvider`; no line, as rule 4). `inherited`: a `.d.ts` type's member may
 * be its base's (`ISourceProvider` extends `IProvider`), for a type the sentence, row or column
 * header names; a type named only elsewhere on the page would reach too far (any `documentId`).
 */
function contractTarget(
  name: string,
  groups: Lookup[][],
  page: PageNames,
  only: (type: string) => boolean = () => true,
  inherited = false,
): SourceTarget | null {
  const found = [...(page.owners ?? [])].filter(only).flatMap((owner) => {
    const own = resolve(owner, groups, [declared, declaredInDeclarations], {});
    if (!own || own === 'ambiguous') return [];
    // A class of the sources (`Strapi`): its member's line, as on an API page.
    if (own.line !== null)
      return groups
        .flatMap((group) => memberTarget(owner, name, group) ?? [])
        .filter((at) => at.path === own.path)
        .map((target) => ({owner, target}));
    return groups.flatMap((group) =>
      group.flatMap((lookup) =>
        [...(declarationTopsOf(lookup).get(owner) ?? [])]
          .filter((file) => `${lookup.directory}/${file}` === own.path && lookup.spec.version === own.version)
          .flatMap((file) => declaringFile(lookup, file, owner, name, inherited ? 0 : MAX_BASES) ?? [])
          .map(({file, type}) => ({
            owner,
            declaredBy: type,
            target: {path: `${lookup.directory}/${file}`, line: null, version: lookup.spec.version, name},
          })),
      ),
    );
  });
  // A class of the sources and the interfaces it implements (`TransferEngine implements ITransferEngine`): the class's.
  const classes = found.filter(({target}) => target.line !== null);
  const implemented = classes.length === 1 ? implementedBy(classes[0]!.owner, groups.flat()) : [];
  const rest = found.filter((entry) => entry !== classes[0] && !implemented.includes(entry.owner));
  // Several types that reach one declaration (`IProvider`'s `getMetadata`, through the interfaces that extend it): that one.
  const one =
    new Set(
      found.map(
        (entry) => `${entry.target.path}#${entry.target.line}#${'declaredBy' in entry ? entry.declaredBy : ''}`,
      ),
    ).size === 1;
  return one || (implemented.length && !rest.length) ? (classes[0] ?? found[0])!.target : null;
}

/**
 * Where a confirmed claim points, or null (see README.md), in the packages of the release its
 * sentence is about (`scope`): its one declaration (of those in what the sentence names, if any);
 * else (a member chain) a declaration in its owner's file; else the one declaration in a file or
 * type the page names; else the weaker rules. A name several files declare, the page naming none
 * or several of them, gets none. `older`: the page's older pins, for a path only they hold.
 */
export function claimTarget(
  claim: Claim,
  lookups: Lookup[],
  scope: Scope = 'page',
  page: PageNames = {},
  older: Lookup[] = [],
): SourceTarget | null {
  const groups = releaseGroups(lookups, scope);
  if (claim.kind === 'path') {
    const found = oneOf(groups.map((group) => pathTarget(claim.text, group)));
    return found === 'ambiguous' ? null : (found ?? olderPathTarget(claim.text, lookups, scope, older));
  }
  const name = linkedName(claim);
  if (!name) return null;
  // A name (a chain: its root) that a declared package hosted elsewhere declares (`Field`, `Link`,
  // `Dialog` of @strapi/design-system) is that package's, whatever namesake strapi/strapi has.
  const own = claim.form === 'member' ? (claim.parts?.[0] ?? name) : name;
  if (lookups.some((lookup) => usedBy(lookup, groups) && exportedNamesOf(lookup).has(own))) return null;
  const found =
    nameRuleTarget(claim, name, groups, claim.called ? {...page, called: true} : page) ??
    (claim.form === 'member' ? (configPathTarget(claim, groups) ?? quotedTarget(claim, groups)) : null);
  // On the page of a package hosted elsewhere, a name that package holds is its own (`configOptions`
  // of pack-up's build(), not a namesake in Strapi 4's compile.ts), unless the page names the file.
  if (found && subjectHostedElsewhereHolds(lookups, own) && !page.files?.has(found.path)) return null;
  return found;
}

/** A comment line: `// …`, `/* …`, ` * …`. */
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

/**
 * A name that a file its sentence names writes as a string, on one line, where that file declares
 * none: that line, "Named in" (`modelName` in "the keys that `VALID_SCHEMA_PROPERTIES` in
 * `src/utils/schema.ts` lists": its `'modelName',`, not a namesake type member elsewhere). An index
 * (`Options['inputSize']`) reads a member declared elsewhere, and a comment only talks about it: they
 * do not count; nor does any string, for a name declared at the top level (a function, a class, a
 * constant). One such file of the sentence's release, or none.
 */
function quotedInSentenceFile(name: string, groups: Lookup[][], page: PageNames): SourceTarget | null {
  const quoted = new RegExp(`(?<![\\w$)\\]]\\s*\\[\\s*)(['"])${name.replace(/[$]/g, '\\$')}\\1`);
  // A function, class or constant of that name is what the sentence means, wherever it is written.
  if (groups.flat().some((lookup) => definitionsOf(lookup).top.has(name))) return null;
  const found = groups.map((group) =>
    group.flatMap((lookup) =>
      [...definitionsOf(lookup).lines].flatMap(([file, lines]) => {
        const path = `${lookup.directory}/${file}`;
        if (!sentenceNames({sentence: page.sentence?.filter((named) => !named.startsWith('@'))}, null, path)) return [];
        const at = lines.flatMap((line, i) => (quoted.test(line) && !COMMENT.test(line) ? [i + 1] : []));
        return at.length === 1
          ? [{path, line: at[0] as number, version: lookup.spec.version, name, role: 'mention' as const}]
          : [];
      }),
    ),
  );
  const [one, ...more] = found.flat();
  return one && more.length === 0 ? one : null;
}

/** Rules 1 to 6 (README.md) for a name claim, for claimTarget. */
function nameRuleTarget(claim: Claim, name: string, groups: Lookup[][], page: PageNames): SourceTarget | null {
  // A `strapi.…` chain that its types resolve names that member, whoever else declares its last segment.
  if (claim.form === 'member' && claim.parts?.[0] === 'strapi' && (!claim.root || claim.root === 'window')) {
    const typed = oneOf(groups.map((group) => chainTarget(claim, group)));
    if (typed && typed !== 'ambiguous') return typed;
    // Longer than `strapi.x`, and the types do not say whose member the last segment is: the one
    // declaration of that name elsewhere (`strapi.config.get()` → an unrelated `get`) would be a guess.
    // Unless the instance has no such member and a package's `strapi` namespace leads there
    // (`strapi.providers.createLocalStrapiSourceProvider` of @strapi/data-transfer).
    if ((claim.parts?.length ?? 0) > 2) {
      const instance = groups.some((group) => strapiHasMember(claim.parts?.[1] as string, group));
      return claim.root || instance ? null : namespacedTarget(claim, name, groups);
    }
  }
  if (claim.form === 'member') {
    // `ctx.badRequest()`: what a package merges into Koa's context (./koa-context.ts).
    const context = oneOf(groups.map((group) => koaContextTarget(claim.parts, group)));
    if (context && context !== 'ambiguous') return context;
    // Namespaces a package exports first: `Core.Strapi` is @strapi/types' `core/strapi.ts`, not a class
    // that implements it.
    const spaced = claim.root ? null : namespacedTarget(claim, name, groups);
    if (spaced) return spaced;
    // Then the owner's file: `Page.Main` is the `Main` that PageHelpers.tsx (which declares `Page`)
    // declares, not the one `Main` of SubNav.tsx.
    const chained = oneOf(groups.map((group) => chainTarget(claim, group)));
    if (chained) return chained === 'ambiguous' ? null : chained;
    // A method called on a variable named for a type the page names (`app.getPlugin()` beside
    // `StrapiApp`, `db.init()` beside `Database`): that type's, where it is the one such type that declares it.
    const variable = methodCalledOn(claim, groups.flat());
    const contract = variable ? contractTarget(name, groups, page, (type) => namedForType(variable, type)) : null;
    if (contract) return contract;
  }
  // A name of a closed set the page uses (`beforeCreate` beside `afterUpdate`, `afterFindMany`): the set's.
  const member = claim.form === 'member' ? null : oneOf(groups.map((group) => closedSetTarget(name, group, page)));
  if (member) return member === 'ambiguous' ? null : member;
  // A name the package its sentence names declares, even in a .d.ts only (`Plugin` of `@strapi/types`).
  const sentencePackages = groups.map((group) => group.filter((lookup) => page.sentence?.includes(lookup.spec.name)));
  const own =
    claim.form !== 'member' && sentencePackages.some((group) => group.length > 0)
      ? resolve(name, sentencePackages, [declared, declaredInDeclarations], page)
      : null;
  if (own) return own === 'ambiguous' ? null : own;
  // That package declares it in a .d.ts this index cannot place (published without a map, as the admin's
  // services): its own, unlinkable, and not another package's namesake (review workflows' copy of the query).
  if (
    claim.form !== 'member' &&
    sentencePackages.some((group) => group.some((lookup) => declaredNamesOf(lookup).has(name)))
  )
    return null;
  // A member of the one type its sentence, table row or column header names (`LocalFileSourceProvider`
  // member) outranks a namesake elsewhere (the restore strategy's own createLinksWriteStream).
  const sentenceType =
    claim.form !== 'member' && page.code?.length
      ? contractTarget(name, groups, page, (type) => type !== name && (page.code?.includes(type) ?? false), true)
      : null;
  if (sentenceType) return sentenceType;
  const direct = resolve(name, groups, DECLARED, {sentence: page.sentence, code: page.code, called: page.called});
  // A file the sentence names declares it, if only in a .d.ts (`scheduledAt` beside the Release contract's
  // shared/contracts/releases.ts): that file, not a declaration the page's other files make count.
  const sentenceFile = (target: Resolved): target is SourceTarget =>
    Boolean(target && target !== 'ambiguous' && sentenceNames({sentence: page.sentence}, null, target.path));
  if (claim.form !== 'member' && page.sentence?.some((named) => !named.startsWith('@')) && !sentenceFile(direct)) {
    const typed = resolve(name, groups, [declaredInDeclarations], page);
    if (sentenceFile(typed)) return typed;
    const listed = quotedInSentenceFile(name, groups, page);
    if (listed) return listed;
  }
  // A chain's last segment is a member: a key written somewhere or a word named somewhere is not it
  // (`lightTheme.colors.primary600` is the design system's token, not a stage colour's key).
  const weaker = claim.form === 'member' ? [declaredInDeclarations] : FALLBACK;
  const found =
    direct && direct !== 'ambiguous'
      ? direct
      : direct === 'ambiguous'
        ? resolve(name, groups, DECLARED, page)
        : resolve(name, groups, weaker, page);
  // Several: a member of the one type the page names.
  if (found === 'ambiguous' && claim.form !== 'member') return contractTarget(name, groups, page);
  if (claim.form !== 'member') return found === 'ambiguous' ? null : found;
  // A chain's last segment found on its own is that chain's only in a file named for the segment
  // before it (`errors.ValidationError` → errors.ts); elsewhere it is a namesake: `Dialog.Body` (the
  // design system's) is not the admin's Table `Body`, `db.query()` not the `query` middleware. Among
  // several declarations, the one in such a file (`admin.serveAdminPanel`: the admin config's).
  const before = claim.parts?.[claim.parts.length - 2];
  if (before === undefined || !found) return null;
  if (found === 'ambiguous' || !fileNamedFor(found.path, before)) {
    const owned = oneOf(groups.map((group) => ownerFileTarget(name, before, group)));
    if (!owned || owned === 'ambiguous') return null;
    // Only where the page names that file or a folder holding it: elsewhere such a file is often a namesake.
    const named = [...(page.files ?? [])].some((file) => owned.path === file || owned.path.startsWith(`${file}/`));
    return named ? owned : null;
  }
  // Two such files that declare it (the `builder` controller's `getReservedNames` and the `builder`
  // service's): the chain does not say which, unless the page names the file (rule 3).
  const named = new Set(
    groups.flat().flatMap((lookup) => {
      const definitions = definitionsOf(lookup);
      return [...(definitions.top.get(name) ?? []), ...(definitions.members.get(name) ?? [])]
        .map((definition) => `${lookup.spec.version}/${lookup.directory}/${definition.file}`)
        .filter((path) => fileNamedFor(path, before));
    }),
  );
  return named.size <= 1 || page.files?.has(found.path) ? found : null;
}
