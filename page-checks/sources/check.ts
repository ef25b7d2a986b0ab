/**
 * Decides each claim against the lookups of the packages a page declares.
 */
import {BUILTIN_NAMES} from './builtins';
import {nearest} from '../nearest';
import {isCodeName, MESSAGE_PREFIX, MESSAGE_WILDCARD} from './claims';
import type {Lookup} from './lookup';
import {HOLE, normaliseMessage, patternsMeet, WRAP} from './templates';
import type {Claim} from './types';

export type Verdict = {ok: boolean; reason?: string; notStrapi?: boolean};

export type CheckContext = {
  lookups: Lookup[];
  exampleNames: Set<string>;
  /** The page's `not_strapi` texts: quoted from other software, not checked. */
  notStrapi?: Set<string>;
  commandPage: boolean;
  /** Every loaded package's folder, for the hint on a path no declared package owns. */
  knownDirectories?: Map<string, string>;
};

const OK: Verdict = {ok: true};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A glob-like path (`*`, `**`, `<name>`, `{x}`, `[x]`, `:x`) as a regex over whole paths. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*\*|\*|<[^>]*>|\{[^}]*\}|\[[^\]]*\]|:[A-Za-z]\w*)/)
    .map((piece, i) => {
      if (i % 2 === 0) return escape(piece);
      if (piece === '**') return '.*';
      return '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}(?:/.*)?$`);
}

export function checkPath(path: string, context: CheckContext): Verdict {
  const wildcard = /[*<>{}[\]]|:[A-Za-z]/.test(path);
  if (wildcard) {
    const pattern = pathPattern(path.replace(/\/$/, ''));
    for (const lookup of context.lookups) {
      if (!lookup.directory) continue;
      for (const file of lookup.files) if (pattern.test(`${lookup.directory}/${file}`)) return OK;
      for (const stem of lookup.declarationStems) if (pattern.test(`${lookup.directory}/${stem}`)) return OK;
    }
    return {ok: false, reason: 'matches no source file of the declared packages'};
  }
  let owner: Lookup | undefined;
  for (const lookup of context.lookups) {
    const dir = lookup.directory;
    if (!dir) continue;
    if (path === dir || path === `${dir}/`) return OK;
    if (!path.startsWith(`${dir}/`)) continue;
    owner ??= lookup;
    const rest = path.slice(dir.length + 1);
    const stem = /\.d\.[cm]?ts$/.test(rest) ? undefined : /^(.*)\.[cm]?[jt]sx?$/.exec(rest)?.[1];
    if (rest.endsWith('/')) {
      for (const file of lookup.files) if (file.startsWith(rest)) return OK;
      for (const file of lookup.declarationStems) if (file.startsWith(rest)) return OK;
    } else {
      if (lookup.files.has(rest) || (stem !== undefined && lookup.declarationStems.has(stem))) return OK;
      for (const file of lookup.files) if (file.startsWith(`${rest}/`)) return OK;
      for (const file of lookup.declarationStems) if (file.startsWith(`${rest}/`)) return OK;
    }
  }
  if (!owner) {
    const hint = [...(context.knownDirectories ?? [])].find(([dir]) => path === dir || path.startsWith(`${dir}/`));
    return {ok: false, reason: `no declared package lives at ${path}${hint ? ` (${hint[1]} does: declare it)` : ''}`};
  }
  if (/\.d\.[cm]?ts$/.test(path))
    return {ok: false, reason: 'a .d.ts is only in the published dist/; the monorepo source is .ts'};
  return {ok: false, reason: `not a source file of ${owner.spec.name}@${owner.spec.version}`};
}

function anyChain(context: CheckContext, test: (lookup: Lookup) => boolean): boolean {
  return context.lookups.some(test);
}

function wildcardRegex(text: string): RegExp {
  return new RegExp(
    `^${text
      .split(/(\*|<[^<>]*>)/)
      .map((piece, i) => (i % 2 ? '[\\w-]+' : escape(piece)))
      .join('')}`,
  );
}

export function checkName(claim: Claim, context: CheckContext): Verdict {
  const parts = claim.parts ?? [claim.text];
  const invented = context.exampleNames;
  switch (claim.form) {
    case 'uid': {
      if (/[*<]|::$/.test(claim.text)) {
        const regex = wildcardRegex(claim.text);
        return anyChain(context, (lookup) => lookup.uids.some((uid) => regex.test(uid))) ? OK : {ok: false};
      }
      return anyChain(
        context,
        (lookup) => lookup.chains.has(claim.text) || lookup.uidTemplates.some((t) => t.test(claim.text)),
      )
        ? OK
        : {ok: false};
    }
    case 'dotted': {
      if (invented.has(parts[0] as string)) return OK;
      // Members of the strapi instance are checked like any member chain (`strapi.fs` is a getter).
      if (parts[0] === 'strapi') return checkName({...claim, form: 'member'}, context);
      const tail = parts.length >= 3 ? parts.slice(1).join('.') : undefined;
      if (claim.text.includes('*')) {
        const regexes = [claim.text, tail].filter((text): text is string => text !== undefined).map(wildcardRegex);
        return anyChain(context, (lookup) =>
          [...lookup.chains].some((chain) => regexes.some((regex) => regex.test(chain))),
        )
          ? OK
          : {ok: false};
      }
      if (
        anyChain(context, (lookup) => lookup.chains.has(claim.text) || (tail !== undefined && lookup.chains.has(tail)))
      )
        return OK;
      // A longer path (`state.admin_app.permissions.settings.main`) is built in several places:
      // each step of it must be a chain of the sources.
      const steps = parts.slice(1).map((part, i) => `${parts[i]}.${part}`);
      if (parts.length >= 3 && steps.every((step) => anyChain(context, (lookup) => lookup.chains.has(step)))) return OK;
      // …or is a known chain and one more key (`admin.auth.events`: `const { events } = config.get('admin.auth')`).
      const prefix = parts.slice(0, -1).join('.');
      const last = parts[parts.length - 1] as string;
      if (
        parts.length >= 3 &&
        anyChain(
          context,
          (lookup) => lookup.chains.has(prefix) && last.split('-').every((piece) => lookup.identifiers.has(piece)),
        )
      )
        return OK;
      return {ok: false};
    }
    case 'member': {
      const missing = parts.filter((part, i) => {
        if (part === '*' || (i === 0 && !isCodeName(part))) return false;
        if (invented.has(part) || BUILTIN_NAMES.has(part)) return false;
        const pieces = part.split('-');
        return !context.lookups.some((lookup) => pieces.every((piece) => lookup.identifiers.has(piece)));
      });
      return missing.length === 0
        ? OK
        : {ok: false, reason: `not found: ${missing.map((part) => withNearest(part, context)).join(', ')}`};
    }
    default: {
      const name = parts[0] as string;
      if (invented.has(name) || context.lookups.some((lookup) => lookup.identifiers.has(name))) return OK;
      const near = nearest(name, identifiersOf(context));
      return near === undefined ? {ok: false} : {ok: false, reason: `did you mean ${near}?`};
    }
  }
}

/** Every identifier of the declared packages' sources. */
function* identifiersOf(context: CheckContext): Iterable<string> {
  for (const lookup of context.lookups) yield* lookup.identifiers;
}

/** A missing name, with the nearest identifier of the sources when one is near. */
function withNearest(name: string, context: CheckContext): string {
  const near = nearest(name, identifiersOf(context));
  return near === undefined ? name : `${name} (did you mean ${near}?)`;
}

export function checkFlag(flag: string, context: CheckContext): Verdict {
  const negated = flag.startsWith('--no-') ? `--${flag.slice(5)}` : undefined;
  const defined = (lookup: Lookup) =>
    lookup.options.has(flag) || (negated !== undefined && lookup.options.has(negated));
  if (context.commandPage) {
    return context.lookups.some(defined)
      ? OK
      : {ok: false, reason: 'not defined by a command option of the declared packages'};
  }
  return context.lookups.some((lookup) => defined(lookup) || lookup.flags.has(flag)) ? OK : {ok: false};
}

const JOIN = `(?:\\s|\\\\n|['"\`]\\s*\\+\\s*['"\`])+`;
const WILD = '[^\\u0000]{0,200}?';

function fragmentPattern(fragment: string): string {
  return fragment
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => escape(word).replace(/'/g, "\\\\?'").replace(/"/g, '\\\\?"'))
    .join(JOIN);
}

/** The regex a quoted message must match in the sources, and the words any match contains. */
export function messagePattern(message: string): {regex: RegExp; words: string[]} | null {
  const text = message.trim().replace(MESSAGE_PREFIX, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  const fragments = text.split(MESSAGE_WILDCARD).map(fragmentPattern).filter(Boolean);
  if (fragments.length === 0) return null;
  const words = text.replace(MESSAGE_WILDCARD, ' ').match(/[A-Za-z_$][\w$]*/g) ?? [];
  return {regex: new RegExp(fragments.join(WILD)), words};
}

/**
 * The message as a pattern for patternsMeet: HOLE for each of the page's
 * wildcards, WRAP at both ends (a page may quote part of a longer message).
 */
export function messageHoles(message: string): string {
  const text = message.trim().replace(MESSAGE_PREFIX, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  return `${WRAP}${normaliseMessage(text.replace(MESSAGE_WILDCARD, HOLE))}${WRAP}`;
}

export function checkMessage(message: string, context: CheckContext): Verdict {
  const pattern = messagePattern(message);
  if (!pattern) return {ok: false, reason: 'no literal text to look for'};
  // The message as written in the sources, maybe split over concatenated lines.
  for (const lookup of context.lookups) {
    if (!pattern.words.every((word) => lookup.identifiers.has(word))) continue;
    if (pattern.regex.test(lookup.index.text)) return OK;
  }
  // The message as shown at run time: a template literal of the sources with its values filled in.
  // Candidates: the templates that have one of the page's three rarest words (a value filled in is
  // seldom all three).
  const holes = messageHoles(message);
  const words = [...new Set(holes.match(/[A-Za-z]{3,}/g) ?? [])];
  for (const lookup of context.lookups) {
    const lists = words
      .map((word) => lookup.templates.get(word))
      .filter((list): list is string[] => list !== undefined);
    const candidates = new Set(
      lists
        .sort((x, y) => x.length - y.length)
        .slice(0, 3)
        .flat(),
    );
    for (const template of candidates) if (patternsMeet(holes, template)) return OK;
  }
  return {ok: false, reason: 'not found verbatim'};
}

export function checkClaim(claim: Claim, context: CheckContext): Verdict {
  if (context.notStrapi?.has(claim.text)) return {ok: true, notStrapi: true};
  if (context.exampleNames.has(claim.text)) return OK;
  switch (claim.kind) {
    case 'path':
      return checkPath(claim.text, context);
    case 'flag':
      return checkFlag(claim.text, context);
    case 'message':
      return checkMessage(claim.text, context);
    default:
      return checkName(claim, context);
  }
}

/** Whether the check confirms a claim in Strapi's own sources (not an example's or another tool's name): what may link. */
export function confirms(claim: Claim, context: CheckContext): boolean {
  const verdict = checkClaim(claim, context);
  return verdict.ok && !verdict.notStrapi && !context.exampleNames.has(claim.text);
}
