/**
 * Adds source links to one page's Markdown tree (mdast), from what the source
 * check resolves (page-checks/sources: claims.ts reads the inline code,
 * check.ts confirms it, targets.ts finds the file and line). Used by the
 * remark plugin (the HTML pages) and by plugins/llms (the Markdown copies).
 */
import type {Heading, InlineCode, Link, Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {confirms, type CheckContext} from '../../../page-checks/sources/check';
import {inlineClaims, linkedName} from '../../../page-checks/sources/claims';
import type {Lookup} from '../../../page-checks/sources/lookup';
import {metaTitle, ReleaseWalk, SENTENCE_BLOCKS, underFolder} from '../../../page-checks/sources/markdown';
import {pieceAt, scopeAt, type Piece, type Scope} from '../../../page-checks/sources/release';
import {atSentence, type PageNames} from '../../../page-checks/sources/page-names';
import {packagePathTarget} from '../../../page-checks/sources/path-targets';
import {releaseGroups} from '../../../page-checks/sources/release-groups';
import {claimTarget, memberTarget, nameTarget, type SourceTarget} from '../../../page-checks/sources/targets';
import type {Claim} from '../../../page-checks/sources/types';
import {objectKeys, shapeTargets} from './object-literals';
import {sourceLink} from './url';

/** What the linker needs to know about a page. */
export type PageSources = {
  /** The declared packages' lookups (less the older releases). */
  lookups: Lookup[];
  /** The older releases declared (`@strapi/admin@4.17`): a path only they hold links to their tag. */
  older?: Lookup[];
  /** The page's check context (its example names, its not_strapi texts). */
  context: CheckContext;
  /** For an API page (content/api/…): the declaration it documents (its title), whose members get "Defined in". */
  subject?: string;
  /** What the page names that picks among several declarations (the monorepo files it names). */
  names?: PageNames;
  /** The page's title: the release it names is the page's (release.ts). */
  title?: string;
};

export type LinkStats = {names: number; paths: number; definedIn: number};

/** Code that starts by calling something: `name(`, `a.b(`, `await name(`, `new Name<T>(`. */
const CALL =
  /^(\s*(?:(?:await|new)\s+)?)(?!(?:async|function|if|for|while|switch|return|typeof)\b)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*(?:<[^>]*>\s*)?\(/;

/** The monorepo paths of a piece of text, with their place (the same pattern and clean-up as claims.ts findPaths). */
const PATH = /(?<![\w./@-])packages\/[\w@.\-/*<>{}[\]:+]*/g;

function cleanPath(raw: string): string {
  return raw
    .replace(/#L\d+(-L?\d+)?$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/[.,:;)\]}]+$/, '');
}

/** Never linked inside: links, headings (their text is the table of contents), code, MDX code. */
const SKIPPED = new Set([
  'link',
  'linkReference',
  'heading',
  'code',
  'yaml',
  'toml',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'definition',
]);

function linkNode(target: SourceTarget, children: PhrasingContent[]): Link | null {
  const role = target.name === undefined ? undefined : (target.role ?? 'definition');
  const link = sourceLink(target.version, target.path, target.line, role);
  if (!link) return null;
  // target: Docusaurus's <Link> opens other sites in a new tab unless told otherwise.
  return {type: 'link', url: link.href, title: link.title, children, data: {hProperties: {target: '_self'}}};
}

/** A confirmed claim's target (check.ts decides, targets.ts resolves), or null. */
function targetOf(claim: Claim, sources: PageSources, release: Scope): SourceTarget | null {
  return confirms(claim, sources.context)
    ? claimTarget(claim, sources.lookups, release, sources.names, sources.older)
    : null;
}

/** Where a name starts in code as a whole word: `Component` of `{ name, Component }`, not of `injectComponent`. */
function indexOfName(value: string, name: string): number {
  const word = new RegExp(`(?<![\\w$])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$])`).exec(value);
  return word ? word.index : value.indexOf(name);
}

/**
 * The one place a piece of inline code links to: its first path that has a target, else the code
 * itself as a path inside a package (`admin/src/services/auth.ts`), else, for a call, the name it calls (`updateRelease({ id, scheduledAt })` is about `updateRelease`, and
 * `const { data } = useGetReleaseQuery()` about the hook; the longest claim where two start
 * together, `createStrapi().start()` over `createStrapi`), or nothing when that name has none:
 * an argument's definition given as the call's would mislead; so would a call whose callee is no
 * code name (`build(options: BuildOptions)`). An object written out (`{ transferID, checksums:
 * true }`) links a body that declares all its keys (./object-literals.ts; among several files, the
 * one declaring those keys only, else the one a key's own declaration is in, else the one the page
 * names), and nothing when it has one key only. Other code that calls nothing (a parameter list)
 * links to its first name that has a target.
 */
export function inlineTarget(value: string, sources: PageSources, release: Scope): SourceTarget | null {
  const claims = inlineClaims(value, 0);
  for (const claim of claims.filter((c) => c.kind === 'path')) {
    const target = targetOf(claim, sources, release);
    if (target) return target;
  }
  const inPackage = packagePathTarget(value.trim(), sources.lookups, release);
  if (inPackage) return inPackage;
  const names = claims
    .filter((claim) => claim.kind === 'name')
    .map((claim) => ({claim, at: indexOfName(value, claim.parts?.[0] ?? claim.text)}))
    .sort(
      (a, b) =>
        (a.at < 0 ? Infinity : a.at) - (b.at < 0 ? Infinity : b.at) || b.claim.text.length - a.claim.text.length,
    );
  // An object written out: the file with a body that declares all its keys (./object-literals.ts).
  const keys = objectKeys(value);
  if (keys) {
    if (keys.length < 2 || !names.some(({claim}) => confirms(claim, sources.context))) return null;
    const linked = names.map(({claim}) => linkedName(claim)).filter((name): name is string => name !== null);
    const shapes = releaseGroups(sources.lookups, release).flatMap((group) => shapeTargets(keys, linked, group));
    // Where one body declares those keys only, that one (the type, not a larger object that has them too).
    const exact = shapes.filter((shape) => shape.exact);
    const found = (exact.length === 1 ? exact : shapes).map((shape) => shape.target);
    if (found.length <= 1) return found[0] ?? null;
    // Several: the one a key's own declaration is in, else the one the page names.
    const declared = names
      .map(({claim}) => targetOf(claim, sources, release))
      .find(
        (target) => target && found.some((shape) => shape.path === target.path && shape.version === target.version),
      );
    if (declared) return declared;
    const named = found.filter((shape) => sources.names?.files?.has(shape.path));
    return named.length === 1 ? (named[0] as SourceTarget) : null;
  }
  const called = names.find(
    ({claim, at}) =>
      claim.text.endsWith(')') || (at >= 0 && /^\s*(?:<[^>]*>\s*)?\(/.test(value.slice(at + claim.text.length))),
  );
  if (called) return targetOf(called.claim, sources, release);
  // A call whose callee is no claim (`build(options: BuildOptions)`: a plain lowercase word): it is
  // about that function, not about an argument or its type.
  const callee = CALL.exec(value);
  if (callee) {
    // The code is a call from its first character: the name there is its callee, whatever its
    // arguments hold (`app.getPlugin('x').injectComponent(a, b, { name, Component })` is not about
    // `Component`).
    const head = names.find(({at}) => at === (callee[1] as string).length);
    return head ? targetOf(head.claim, sources, release) : null;
  }
  for (const {claim} of names) {
    const target = targetOf(claim, sources, release);
    if (target) return target;
  }
  return null;
}

/** A text node split around the monorepo paths it names, each path a link (at the release of its sentence). */
function splitText(
  node: Text,
  sources: PageSources,
  release: (offset: number) => Scope,
  stats: LinkStats,
): PhrasingContent[] | null {
  const pieces: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(PATH)) {
    const path = cleanPath(match[0]);
    if (path.length <= 'packages/'.length) continue;
    const target = targetOf({kind: 'path', text: path, line: 0}, sources, release(match.index as number));
    const link = target && linkNode(target, [{type: 'text', value: path}]);
    if (!link) continue;
    const start = match.index as number;
    if (start > last) pieces.push({type: 'text', value: node.value.slice(last, start)});
    pieces.push(link);
    last = start + path.length;
    stats.paths++;
  }
  if (pieces.length === 0) return null;
  if (last < node.value.length) pieces.push({type: 'text', value: node.value.slice(last)});
  return pieces;
}

/** The names a member heading of an API page documents: each inline code that is a plain identifier. */
function headingNames(heading: Heading): string[] {
  return heading.children
    .filter((child): child is InlineCode => child.type === 'inlineCode')
    .map((child) => child.value.trim())
    .filter((value) => /^[A-Za-z_$][\w$]*$/.test(value));
}

/**
 * "Defined in `path:line`" under a member heading of an API page (at the heading's release), or
 * null. The heading is about the page's own package, the first it declares (`@strapi/core` on
 * `container`), as a sentence naming that package would be (targets.ts); and, when its
 * signature's title is that package's declaration file (`@strapi/core/dist/services/metrics/index.d.ts`),
 * about the source file it was built from (`src/services/metrics/index.ts`). Where that finds none
 * in the page's own package and the title is another declared package's declaration file
 * (`@strapi/types/dist/core/route.d.ts`), that package's declaration in its source file.
 */
function definedIn(heading: Heading, sources: PageSources, scope: Scope, title?: string): Nodes | null {
  const links: Link[] = [];
  const own = sources.lookups[0]?.spec.name;
  // The declaration file the signature's title names, of any package the page declares
  // (`@strapi/types/dist/modules/server.d.ts`): the source it was emitted from.
  const titled = title?.endsWith('.d.ts')
    ? sources.lookups.find((lookup) => title.startsWith(`${lookup.spec.name}/dist/`))
    : undefined;
  const file =
    titled && title
      ? `${titled.directory}/src/${title.slice(`${titled.spec.name}/dist/`.length, -'.d.ts'.length)}.ts`
      : null;
  const ownFile = titled && titled === sources.lookups[0] ? file : null;
  const names = own ? {...sources.names, sentence: [ownFile ?? own]} : sources.names;
  // Not found in the page's own package: the file of another package that the title names, in that package.
  const titledNames = file && !ownFile ? {...sources.names, sentence: [file]} : null;
  for (const name of headingNames(heading)) {
    const members = releaseGroups(sources.lookups, scope)
      .map((group) => (sources.subject ? memberTarget(sources.subject, name, group) : null))
      .filter((target) => target !== null);
    const member = members.length === 1 ? members[0] : null;
    const general = member ?? nameTarget(name, sources.lookups, names, scope);
    // Outside the page's own package, the declaration file the title names comes first.
    const elsewhere = !member && !general?.path.startsWith(`${sources.lookups[0]?.directory}/`);
    const titledTarget = elsewhere && titled && titledNames ? nameTarget(name, [titled], titledNames, scope) : null;
    const found = titledTarget ?? general;
    // "Defined in": a declaration (its line, or its declaration file), never the one place that names it.
    const target = found?.role === 'mention' ? null : found;
    const where = target && (target.line === null ? target.path : `${target.path}:${target.line}`);
    const link = target && linkNode(target, [{type: 'inlineCode', value: where as string}]);
    if (link) links.push(link);
  }
  if (links.length === 0) return null;
  const children: PhrasingContent[] = [{type: 'text', value: 'Defined in '}];
  links.forEach((link, i) => {
    if (i > 0) children.push({type: 'text', value: i === links.length - 1 ? ' and ' : ', '});
    children.push(link);
  });
  return {type: 'paragraph', children};
}

/** Adds the source links to a page's tree; returns how many it made. */
export function linkTree(tree: Root, sources: PageSources): LinkStats {
  const stats: LinkStats = {names: 0, paths: 0, definedIn: 0};
  const walk = new ReleaseWalk(sources.title);
  // The sentences of the block being read (release.ts): which release each piece of text is about.
  let pieces: Piece[] | null = null;
  const scopeOf = (node: Nodes, offset = 0): Scope => (pieces && scopeAt(pieces, node, offset)) ?? walk.around();
  // The packages and paths the sentence names, and its code's identifiers, pick among several declarations (targets.ts).
  const inSentence = (node: Nodes): PageSources => {
    const piece = pieces && pieceAt(pieces, node);
    return piece ? {...sources, names: atSentence(sources.names ?? {}, piece)} : sources;
  };
  const visit = (parent: Parent) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as Nodes;
      walk.enter(node, i);
      if (node.type === 'heading') {
        if (sources.subject && node.depth >= 2) {
          // The member's signature, in the code block under its heading: its title names the .d.ts.
          const next = parent.children.slice(i + 1).find((child) => child.type === 'code' || child.type === 'heading');
          const title = next?.type === 'code' ? metaTitle(next.meta) : undefined;
          const line = definedIn(node, sources, walk.pieces(node)[0]?.scope ?? walk.around(), title);
          if (line) {
            parent.children.splice(i + 1, 0, line as never);
            stats.definedIn++;
            i++;
          }
        }
        continue;
      }
      if (SKIPPED.has(node.type)) continue;
      if (node.type === 'inlineCode') {
        // A path in a column whose header names its folder (`File (in packages/core/database/src)`).
        const path = underFolder(walk.folder(), node.value);
        const target =
          (path && targetOf({kind: 'path', text: path, line: 0}, sources, scopeOf(node))) ||
          inlineTarget(node.value, inSentence(node), scopeOf(node));
        const link = target && linkNode(target, [node]);
        if (link) {
          parent.children[i] = link as never;
          if (target.name === undefined) stats.paths++;
          else stats.names++;
        }
        continue;
      }
      if (node.type === 'text') {
        const split = splitText(node, sources, (offset) => scopeOf(node, offset), stats);
        if (split) {
          parent.children.splice(i, 1, ...(split as never[]));
          i += split.length - 1;
        }
        continue;
      }
      if (SENTENCE_BLOCKS.has(node.type) && pieces === null) {
        pieces = walk.pieces(node);
        visit(node as Parent);
        pieces = null;
      } else if ('children' in node) visit(node as Parent);
      walk.leave(node);
    }
  };
  visit(tree);
  return stats;
}
