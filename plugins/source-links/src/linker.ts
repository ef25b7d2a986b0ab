/**
 * Adds source links to one page's Markdown tree (mdast), from what the source
 * check resolves (page-checks/sources: claims.ts reads the inline code,
 * check.ts confirms it, targets.ts finds the file and line). Used by the
 * remark plugin (the HTML pages) and by plugins/llms (the Markdown copies).
 */
import type {Heading, InlineCode, Link, Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {confirms, type CheckContext} from '../../../page-checks/sources/check';
import {inlineClaims} from '../../../page-checks/sources/claims';
import type {Lookup} from '../../../page-checks/sources/lookup';
import {SENTENCE_BLOCKS, textOf} from '../../../page-checks/sources/markdown';
import {releaseOf, type Release} from '../../../page-checks/sources/release';
import {
  claimTarget,
  memberTarget,
  nameTarget,
  ordered,
  type PageNames,
  type SourceTarget,
} from '../../../page-checks/sources/targets';
import type {Claim} from '../../../page-checks/sources/types';
import {sourceLink} from './url';

/** What the linker needs to know about a page. */
export type PageSources = {
  /** The declared packages' lookups. */
  lookups: Lookup[];
  /** The page's check context (its example names, its not_strapi texts). */
  context: CheckContext;
  /** For an API page (content/api/…): the declaration it documents (its title), whose members get "Defined in". */
  subject?: string;
  /** What the page names that picks among several declarations (the monorepo files it names). */
  names?: PageNames;
};

export type LinkStats = {names: number; paths: number; definedIn: number};

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
function targetOf(claim: Claim, sources: PageSources, release: Release): SourceTarget | null {
  return confirms(claim, sources.context) ? claimTarget(claim, sources.lookups, release, sources.names) : null;
}

/** The one place a piece of inline code links to: its first path, else its first name that has one. */
export function inlineTarget(value: string, sources: PageSources, release: Release): SourceTarget | null {
  const claims = inlineClaims(value, 0);
  for (const claim of claims.filter((c) => c.kind === 'path')) {
    const target = targetOf(claim, sources, release);
    if (target) return target;
  }
  const names = claims
    .filter((claim) => claim.kind === 'name')
    .map((claim) => ({claim, at: value.indexOf(claim.parts?.[0] ?? claim.text)}))
    .sort((a, b) => (a.at < 0 ? Infinity : a.at) - (b.at < 0 ? Infinity : b.at));
  for (const {claim} of names) {
    const target = targetOf(claim, sources, release);
    if (target) return target;
  }
  return null;
}

/** A text node split around the monorepo paths it names, each path a link. */
function splitText(node: Text, sources: PageSources, release: Release, stats: LinkStats): PhrasingContent[] | null {
  const pieces: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(PATH)) {
    const path = cleanPath(match[0]);
    if (path.length <= 'packages/'.length) continue;
    const target = targetOf({kind: 'path', text: path, line: 0}, sources, release);
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

/** "Defined in `path:line`" under a member heading of an API page, or null when no name resolves. */
function definedIn(heading: Heading, sources: PageSources): Nodes | null {
  const usable = ordered(sources.lookups, 'v5');
  const links: Link[] = [];
  for (const name of headingNames(heading)) {
    const found = (sources.subject ? memberTarget(sources.subject, name, usable) : null) ?? nameTarget(name, usable);
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
  const visit = (parent: Parent, release: Release) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as Nodes;
      if (node.type === 'heading' && sources.subject && node.depth >= 2) {
        const line = definedIn(node, sources);
        if (line) {
          parent.children.splice(i + 1, 0, line as never);
          stats.definedIn++;
          i++;
        }
        continue;
      }
      if (SKIPPED.has(node.type)) continue;
      if (node.type === 'inlineCode') {
        const target = inlineTarget(node.value, sources, release);
        const link = target && linkNode(target, [node]);
        if (link) {
          parent.children[i] = link as never;
          if (target.name === undefined) stats.paths++;
          else stats.names++;
        }
        continue;
      }
      if (node.type === 'text') {
        const pieces = splitText(node, sources, release, stats);
        if (pieces) {
          parent.children.splice(i, 1, ...(pieces as never[]));
          i += pieces.length - 1;
        }
        continue;
      }
      if ('children' in node) {
        visit(node, SENTENCE_BLOCKS.has(node.type) ? releaseOf(textOf(node as never)) : release);
      }
    }
  };
  visit(tree, 'v5');
  return stats;
}
