/**
 * An object written out in inline code (`{ isPublished, error, release }`, `{ cwd: string; logger:
 * Logger; tsconfig?: TsConfig }`, `{ actionId, subjects? }[]`) is about its shape: the type or
 * object that has those keys. Its link is a body that declares every one of its top-level keys;
 * among several files with one, linker.ts takes the one whose body declares those keys only, else
 * the one a key's own declaration is in, else the one the page names. A declaration of one
 * key alone is often another object's (`{ apiName }` is a router's info, not the policy
 * registry's type that also has an `apiName`), so an object of one key links nothing.
 */
import {declarationTextOf} from '../../../page-checks/sources/declaration-files';
import {definitionsOf} from '../../../page-checks/sources/indexes';
import type {Lookup} from '../../../page-checks/sources/lookup';
import type {SourceTarget} from '../../../page-checks/sources/targets';

const KEY = /^(?:([A-Za-z_$][\w$]*)|'([\w$-]+)'|"([\w$-]+)")\s*\??\s*(?::|$)/;
const OPEN = new Set(['{', '(', '[', '<']);
const CLOSE = new Set(['}', ')', ']', '>']);

/**
 * The keys at the top level of an object written as `{ … }` (or `{ … }[]`), in order; spreads
 * (`...rest`), computed keys and placeholders (`<now>`) are not keys. Null for anything else.
 */
export function objectKeys(value: string): string[] | null {
  const text = value.trim();
  if (!text.startsWith('{')) return null;
  let depth = 0;
  let end = -1;
  for (let i = 0; i < text.length && end < 0; i++) {
    const char = text[i] as string;
    if (char === '=' && text[i + 1] === '>') i++;
    else if (OPEN.has(char)) depth++;
    else if (CLOSE.has(char) && --depth === 0) end = i;
  }
  if (end < 0 || !/^(?:\[\])?$/.test(text.slice(end + 1).trim())) return null;
  const pieces: string[] = [];
  let piece = '';
  depth = 0;
  for (let i = 1; i < end; i++) {
    const char = text[i] as string;
    if (char === '=' && text[i + 1] === '>') {
      piece += '=>';
      i++;
      continue;
    }
    if (OPEN.has(char)) depth++;
    else if (CLOSE.has(char)) depth--;
    if (depth === 0 && (char === ',' || char === ';')) {
      pieces.push(piece);
      piece = '';
    } else piece += char;
  }
  pieces.push(piece);
  return pieces.flatMap((raw) => {
    const match = KEY.exec(raw.trim());
    return match ? [(match[1] ?? match[2] ?? match[3]) as string] : [];
  });
}

/** Where the body of the braces around `offset` starts (its `{`), or -1. */
function bodyStart(text: string, offset: number): number {
  let depth = 0;
  for (let i = offset; i >= 0; i--) {
    if (text[i] === '}') depth++;
    else if (text[i] === '{' && depth-- === 0) return i;
  }
  return -1;
}

/**
 * The text of the body whose `{` is at `start`, nested bodies left out, or null when it does not
 * close, or when it is a destructuring pattern (`const { a, b } = …`, `({ a, b }: Props) =>`,
 * `({ a, b }) =>`): a pattern reads keys, it does not declare them.
 */
function bodyAt(text: string, start: number): string | null {
  if (/(?:\b(?:const|let|var)\s*)$/.test(text.slice(Math.max(0, start - 6), start))) return null;
  let depth = 0;
  let body = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === '{') depth++;
    else if (char === '}' && depth-- === 0)
      return /^\s*(?:=(?!>)|:|\)\s*=>|\)\s*:)/.test(text.slice(i + 1, i + 40)) ? null : body;
    else if (depth === 0) body += char;
  }
  return null;
}

const MODIFIER = '(?:(?:readonly|async|get|set)\\s+)?';

/**
 * A key at the start of a line or after `{`, `,` or `;`: `key: …`, `key?: …`, `key(…)` (a method,
 * maybe `async`, `get` or `readonly`), or a shorthand `key,` or `key` before the body's end.
 */
function keyPattern(key: string, flags: string): RegExp {
  const escaped = key.replace(/[$]/g, '\\$');
  return new RegExp(`(?:^|[{,;])\\s*${MODIFIER}['"]?${escaped}['"]?\\s*\\??\\s*(?:[:(,;}]|$)`, flags);
}

/** A body's own keys (declared, shorthand or methods), one per piece between `,`, `;` and line ends. */
const BODY_KEY = /^(?:(?:readonly|async|get|set)\s+)?['"]?[A-Za-z_$][\w$]*['"]?\s*\??\s*(?:[:(]|$)/;

/**
 * The `{` of each body of `text` that declares every key, and whether it declares those keys only
 * (`interface CLIContext { cwd; logger; tsconfig? }` for `{ cwd, logger, tsconfig }`, where a
 * larger options object has them too).
 */
function bodiesDeclaring(text: string, keys: string[]): {start: number; exact: boolean}[] {
  if (!keys.every((key) => text.includes(key))) return [];
  const found = new Map<number, boolean>();
  for (const match of text.matchAll(keyPattern(keys[0] as string, 'gm'))) {
    const start = bodyStart(text, match.index + match[0].search(/[\w$'"]/) - 1);
    const body = start < 0 || found.has(start) ? null : bodyAt(text, start);
    if (body === null || !keys.every((key) => keyPattern(key, 'm').test(body))) continue;
    const own = body.split(/[,;\n]/).filter((piece) => BODY_KEY.test(piece.trim())).length;
    found.set(start, own === keys.length);
  }
  return [...found].map(([start, exact]) => ({start, exact}));
}

/** A file a reader changes (not a test or a mock). */
const SHIPPED = (file: string) => !/(?:^|\/)(?:tests?|__tests__|__mocks__|mocks)\//.test(file);

/** The 1-based line of `key` in the body whose `{` is at `start`, or null. */
function keyLine(text: string, start: number, key: string): number | null {
  for (const match of text.matchAll(keyPattern(key, 'gm'))) {
    if (match.index < start) continue;
    const at = match.index + match[0].indexOf(key);
    if (bodyStart(text, at - 1) === start) return text.slice(0, at).split('\n').length;
  }
  return null;
}

/** A file with a body that declares an object's keys; `exact`: one that declares those keys only. */
export type Shape = {target: SourceTarget; exact: boolean};

/**
 * The files of `lookups` (one release's packages) with a body that declares every key of the
 * object (`{ transferID, checksums: true, assetEncoding? }` → the `InitMessage` data of
 * `messaging.ts`), at the line of the first key that `names` holds (the link's names, which the
 * proof looks for), or the file when it holds none; a declaration published only in a `.d.ts`
 * gives its source file, without a line. Each file that has one, in order.
 */
export function shapeTargets(keys: string[], names: string[], lookups: Lookup[]): Shape[] {
  const found: Shape[] = [];
  const named = keys.find((key) => names.includes(key));
  for (const lookup of lookups) {
    if (!lookup.directory) continue;
    const definitions = definitionsOf(lookup);
    for (const [file, lines] of definitions.lines) {
      if (!SHIPPED(file)) continue;
      const text = lines.join('\n');
      const bodies = bodiesDeclaring(text, keys);
      const body = bodies.find((candidate) => candidate.exact) ?? bodies[0];
      if (!body) continue;
      const line = named ? keyLine(text, body.start, named) : null;
      const target = {path: `${lookup.directory}/${file}`, line, version: lookup.spec.version, name: named ?? keys[0]};
      found.push({target, exact: body.exact});
    }
    for (const source of new Set(Object.values(lookup.index.declarationSources ?? {}))) {
      if (definitions.lines.has(source) || !SHIPPED(source)) continue;
      const text = declarationTextOf(lookup.index, source);
      const bodies = text ? bodiesDeclaring(text, keys) : [];
      if (bodies.length === 0) continue;
      const target = {path: `${lookup.directory}/${source}`, line: null, version: lookup.spec.version, name: keys[0]};
      found.push({target, exact: bodies.some((body) => body.exact)});
    }
  }
  return found;
}
