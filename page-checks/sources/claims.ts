/**
 * What a page claims about the code, read from its units (markdown.ts). The
 * conventions (which inline code is a name, a message, a flag or nothing) are
 * documented in README.md next to this file; the unit tests pin them.
 */
import {BUILTIN_NAMES, BUILTIN_ROOTS, KEYWORDS, TRANSPARENT_ROOTS} from './builtins';
import {readUnits, type Unit} from './markdown';
import type {Claim} from './types';

// ---------------------------------------------------------------- paths

const PATH = /(?<![\w./@-])packages\/[\w@.\-/*<>{}[\]:+]*/g;

/** The monorepo paths (`packages/…`) in a piece of text, without trailing punctuation or line anchors. */
export function findPaths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((match) =>
      match[0]
        .replace(/#L\d+(-L?\d+)?$/, '')
        .replace(/:\d+(-\d+)?$/, '')
        .replace(/[.,:;)\]}]+$/, ''),
    )
    .filter((path) => path.length > 'packages/'.length);
}

// ---------------------------------------------------------------- names

const CAMEL = /^[_$]*[a-z][a-z0-9]*[A-Z][\w$]*$/;
const PASCAL = /^[_$]*[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;
const PASCAL_HUMPS = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;
const CONSTANT = /^[_$]*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_*$/;
const SNAKE = /^[_$]*[a-z][a-z0-9]*(?:_[a-z0-9]+)+_*$/;

/** Product and platform names written in tables without backticks; never claims. */
const PRODUCT_NAMES = new Set([
  'JavaScript',
  'TypeScript',
  'GitHub',
  'GitLab',
  'PostgreSQL',
  'MySQL',
  'MariaDB',
  'SQLite',
  'GraphQL',
  'OpenAPI',
  'WebSocket',
  'WebSockets',
  'NodeJS',
  'VSCode',
  'YouTube',
  'LinkedIn',
  'DevTools',
  'PowerShell',
  'macOS',
  'iOS',
  'npmjs',
  'LiveReload',
  'CommonJS',
  'ESModules',
  'StackBlitz',
  'CodeSandbox',
  'PayPal',
]);

/** Units (`KiB`, `MiB`) and date formats (`YYYYMMDDHHmmss`) look like names and are not. */
const NOT_NAMES = /^(?:[KMGTP]i?B|[kKMGT]?bps|[YMDdHhmsSZ]{4,})$/;

/** A name the check looks for: camelCase, PascalCase, CONSTANT_CASE or snake_case, not a platform name. */
export function isCodeName(name: string): boolean {
  if (
    name.length < 2 ||
    KEYWORDS.has(name) ||
    BUILTIN_NAMES.has(name) ||
    PRODUCT_NAMES.has(name) ||
    NOT_NAMES.test(name)
  )
    return false;
  return CAMEL.test(name) || PASCAL.test(name) || CONSTANT.test(name) || SNAKE.test(name);
}

const LOWER_SEGMENT = /^[a-z][a-z0-9_-]*$/;

/** A member chain (`strapi.db.transaction`, `useDocument()`, `Page.Main`) as a claim, or null. */
export function chainClaim(written: string, line: number): Claim | null {
  const text = written.replace(/\s+/g, '');
  const hasCall = text.includes('()');
  const parts = text
    .split('.')
    .map((part) => part.replace(/\(\)/g, ''))
    .filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length === 1) {
    const name = parts[0] as string;
    if (!isCodeName(name)) return null;
    return {kind: 'name', text: name, line, parts: [name], form: 'identifier', ...(hasCall ? {called: true} : {})};
  }
  const root = parts[0] as string;
  if (root === 'process' && parts[1] === 'env') {
    const name = parts[2];
    return name ? {kind: 'name', text: name, line, parts: [name], form: 'identifier'} : null;
  }
  if (BUILTIN_ROOTS.has(root)) return null;
  const dropped: string[] = [];
  while (parts.length > 0 && TRANSPARENT_ROOTS.has(parts[0] as string)) dropped.push(parts.shift() as string);
  if (parts.length === 0) return null;
  if (parts.length === 1) return chainClaim(parts[0] as string, line);
  const chain = parts.join('.');
  if (!hasCall && parts.every((part, i) => LOWER_SEGMENT.test(part) || (part === '*' && i === parts.length - 1))) {
    return {kind: 'name', text: chain, line, parts, form: 'dotted'};
  }
  return {
    kind: 'name',
    text: hasCall ? text.replace(/^(?:(?:window|globalThis|global|self|this|document)\.)+/, '') : chain,
    line,
    parts,
    form: 'member',
    ...(dropped.length > 0 ? {root: dropped.join('.')} : {}),
  };
}

// ---------------------------------------------------------------- messages

/** An HTTP header line (`Authorization: Bearer …`, `Surrogate-Control: no-store`). */
const HEADER = /^(?:Authorization|Accept|Cookie|Upgrade|Connection|Host|Location|[A-Z][a-z]+(?:-[A-Z][a-z]*)+)\s*:/;
/** A SQL statement. */
const SQL = /^(?:SELECT|UPDATE|INSERT|DELETE|ALTER|CREATE|DROP|WITH|PRAGMA)\s/;
const CODE_WORDS = new Set(['extends', 'keyof', 'typeof', 'instanceof', 'satisfies', 'infer']);
const CODE_MARKS = [
  /=>/,
  /[=!<>]=/,
  /&&/,
  /\|\|/,
  /\?\?/,
  /;\s*$/,
  /;\s/,
  /\s[=+×−*/%|→<>]\s/,
  /\w=\w/,
  /[A-Za-z_$][\w$]*\((?!s\))/,
  /^\./,
  /[{}]/,
  /\sas\s+(any|unknown|const)\b/,
];
/** `key: type` or `key?: Type` (a property and its type). */
const TYPED_KEY = /^[a-z_$][\w$]*\??:\s+\S+$/;
const KEY_VALUE = /^[\w$.'"[\]-]+:\s*(['"`[{\d-]|true\b|false\b|null\b|undefined\b|\w+\(|$)/;
/** Wildcards a page may write in a message: … or ..., <placeholder>, ${expression}. */
export const MESSAGE_WILDCARD = /…|\.\.\.|<[^<>\n]+>|\$\{[^}]*\}/g;
/** A leading HTTP status or error class the page shows before the message. */
export const MESSAGE_PREFIX = /^(?:\d{3}\s+|[A-Z]\w*Error:\s+)/;

/**
 * Whether a piece of inline code (or a string literal in it) is a message the
 * page quotes: it has a space, reads as words (at least two words of two or
 * more letters, and at least half of its words are words), and has none of
 * the marks of code (calls, operators, braces, `key: value`), and does not
 * start like a shell command, a keyword or a flag.
 */
export function isMessage(value: string): boolean {
  const text = value.trim().replace(MESSAGE_PREFIX, '');
  if (!/\s/.test(text) || HEADER.test(text) || SQL.test(text) || KEY_VALUE.test(text) || TYPED_KEY.test(text))
    return false;
  if (/^[-$/{[(@#|'"`]/.test(text) || isShellCommand(text)) return false;
  const bare = text.replace(/\$\{[^}]*\}/g, 'X');
  if (CODE_MARKS.some((mark) => mark.test(bare))) return false;
  const words = text
    .replace(MESSAGE_WILDCARD, ' ')
    .replace(/\[[^\]\s]+\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (KEYWORDS.has(text.split(/\s+/)[0] as string) || words.some((word) => CODE_WORDS.has(word))) return false;
  const alpha = words.filter(
    (word) => /^[("'“‘]*[A-Za-z][A-Za-z'’-]*[)"'”’.,:;!?…]*$/.test(word) && /[A-Za-z]{2}/.test(word),
  );
  return alpha.length >= 2 && alpha.length * 2 >= words.length;
}

/** Words of JavaScript and TypeScript that code writes three in a row (`export declare const`). */
const CODE_KEYWORDS = new Set(
  (
    'export default function const let var async await return new typeof import from as type declare ' +
    'interface extends implements in of class if else for while do throw yield delete void instanceof ' +
    'keyof readonly static public private protected abstract enum namespace module get set satisfies ' +
    'infer unique asserts this super null true false undefined'
  ).split(' '),
);

/**
 * Whether a piece of inline code reads as a sentence: three plain lowercase words in a row, outside
 * its string literals, none a keyword of the language (`was not modified`, `up and down arrow`).
 * Code does not write that; a destructuring (`{ path, cwd, silent }`) has its commas.
 */
export function readsAsProse(value: string): boolean {
  let run = 0;
  // A string literal's words are its own (`ValidationError('Entry is not at the required stage')`).
  for (const token of value.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""').split(/\s+/)) {
    run = /^[a-z]+$/.test(token) && !CODE_KEYWORDS.has(token) ? run + 1 : 0;
    if (run >= 3) return true;
  }
  return false;
}

// ---------------------------------------------------------------- shell commands and flags

const COMMANDS =
  /^(?:\$\s+)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:strapi|npx|npm|yarn|pnpm|bunx|node|git|cd|ls|rm|cp|mv|mkdir|curl|docker|pack-up|strapi-plugin|tsc|tsx|jest|vitest|playwright|nx|lerna|yalc|cat|echo|sudo|cross-env|vite|webpack|create-strapi|create-strapi-app|brew|apt|apt-get|kill|chmod|wget|tar|openssl|psql|mysql|sqlite3|code|corepack|gh)\s+\S/;

export function isShellCommand(value: string): boolean {
  return COMMANDS.test(value.trim());
}

const STRAPI_CLIS = new Set([
  'strapi',
  'pack-up',
  'strapi-plugin',
  '@strapi/sdk-plugin',
  '@strapi/pack-up',
  '@strapi/strapi',
]);

/** Whether a shell command runs one of Strapi's CLIs (strapi, pack-up, strapi-plugin, directly or through npx/yarn/npm). */
export function runsStrapiCli(command: string): boolean {
  const words = command
    .trim()
    .replace(/^\$\s+/, '')
    .split(/\s+/);
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0] as string)) words.shift();
  if (['npx', 'yarn', 'pnpm', 'bunx', 'npm'].includes(words[0] as string)) {
    words.shift();
    while (words.length && (/^-/.test(words[0] as string) || ['run', 'exec', 'dlx', 'x'].includes(words[0] as string)))
      words.shift();
  }
  const cli = (words[0] ?? '').replace(/(.)@[^/]*$/, '$1');
  return STRAPI_CLIS.has(cli);
}

const FLAG = /(?<![\w-])--[a-z][\w-]*/g;

function flagClaims(text: string, line: number): Claim[] {
  return [...text.matchAll(FLAG)].map((match) => ({kind: 'flag' as const, text: match[0], line}));
}

// ---------------------------------------------------------------- inline code

const UID = /(?<![\w-])[a-z][\w-]*::(?:(?:[\w-]+|\*|<[^<>\s]*>)(?:\.(?:[\w-]+|\*|<[^<>\s]*>))*)?/g;
const UID_FULL = /^[a-z][\w-]*::(?:[\w-]+|\*|<[^<>\s]*>)?(?:\.(?:[\w-]+|\*|<[^<>\s]*>))*$/;
const DOTTED_STRING = /^[a-z][\w-]*(?:\.(?:[a-z][\w-]*|\*))+$/;
const FILE_EXTENSION =
  /\.(?:d\.ts|tsx?|jsx?|mjs|cjs|json|jsonl|md|mdx|ya?ml|env|lock|sql|sqlite|db|css|scss|html|txt|map|tgz|tar|gz|zip|enc|svg|png|jpe?g|log|sh|toml|xml|csv|ico|woff2?)$/;
const STRING = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
// A name never starts or ends next to a non-ASCII letter (`Café` is not the name `Caf`).
// A hyphen joins the parts of one name (`media-folder.create`, `dnd.grab-item`): code subtracts with spaces.
// A star next to it makes a pattern (`*Many`, `before*`), which names no one thing.
const CHAIN =
  /(?<![\w$.*\u0080-\uFFFF-])[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*(?:\(\))?(?:\s*\.\s*[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*(?:\(\))?)*(?:\.\*)?(?![\w$*\u0080-\uFFFF-])/g;

function isSkipped(value: string): boolean {
  const bare = value.replace(/<[^<>]*>/g, 'X');
  if (/^[a-z][\w+.-]*:\/\//i.test(value) || /^www\./.test(value)) return true; // URL
  if (/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/.test(value)) return true; // HTTP route
  if (HEADER.test(value)) return true; // HTTP header
  if (/^\/\S*$/.test(bare)) return true; // route or absolute path
  if (/^@[\w.-]+\/[\w.-]+(?:\/\S*)?$/.test(value)) return true; // package name or entry
  if (/^[\^~<>=v]*\d[\w.+-]*$/.test(value)) return true; // number or version
  if (
    !/\s/.test(bare) &&
    !/[()]/.test(bare) &&
    (bare.includes('/') || FILE_EXTENSION.test(bare) || /^\.\.?[\w/-]*$/.test(bare))
  ) {
    return true; // file or folder name
  }
  return false;
}

/** The names, UIDs, flags and messages of a piece of code (inline code that is neither a message nor a command). */
export function codeClaims(code: string, line: number): Claim[] {
  const claims: Claim[] = [];
  let rest = code
    .replace(/\?\./g, '.')
    .replace(/!\./g, '.')
    .replace(/\.\.\./g, ' ');
  rest = rest.replace(STRING, (_whole, _quote: string, content: string) => {
    if (isMessage(content)) {
      claims.push({kind: 'message', text: content, line});
    } else if (UID_FULL.test(content)) {
      claims.push({kind: 'name', text: content, line, parts: [content], form: 'uid'});
    } else if (DOTTED_STRING.test(content) && !FILE_EXTENSION.test(content)) {
      claims.push({kind: 'name', text: content, line, parts: content.split('.'), form: 'dotted'});
    } else if (/^--[a-z][\w-]*$/.test(content)) {
      claims.push({kind: 'flag', text: content, line});
    }
    return '""';
  });
  rest = rest.replace(UID, (uid) => {
    claims.push({kind: 'name', text: uid, line, parts: [uid], form: 'uid'});
    return ' ';
  });
  rest = rest.replace(FLAG, (flag) => {
    claims.push({kind: 'flag', text: flag, line});
    return ' ';
  });
  // Flatten brackets innermost first: a call keeps `()` in its chain; what was inside is read on its own.
  const pieces: string[] = [];
  const innermost = /\(([^()]*)\)|\[([^[\]]*)\]|\{([^{}]*)\}|<([^<>]*)>/;
  for (let guard = 0; guard < 200; guard++) {
    const match = innermost.exec(rest);
    if (!match) break;
    const inner = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    pieces.push(inner);
    const replacement = match[1] !== undefined ? '()' : ' ';
    rest = rest.slice(0, match.index) + replacement + rest.slice(match.index + match[0].length);
  }
  pieces.push(rest);
  for (const piece of pieces) {
    for (const match of piece.matchAll(CHAIN)) {
      const claim = chainClaim(match[0], line);
      if (claim) claims.push(claim);
    }
  }
  return claims;
}

/** The claims of one piece of inline code. */
export function inlineClaims(raw: string, line: number): Claim[] {
  const value = raw.trim();
  if (!value) return [];
  const claims: Claim[] = findPaths(value).map((path) => ({kind: 'path' as const, text: path, line}));
  const rest = value.replace(PATH, ' ').trim();
  if (!rest || /^[\s.,;:()/&|+-]*$/.test(rest) || isSkipped(value)) return claims;
  if (isShellCommand(value)) {
    return runsStrapiCli(value) ? [...claims, ...flagClaims(value, line)] : claims;
  }
  if (/^-/.test(value)) return [...claims, ...flagClaims(value, line)];
  const quoted = /^(['"`])([^'"`]*)\1$/.exec(value);
  const unquoted = quoted ? (quoted[2] as string) : value;
  // A log line's tag (`[Auth] `, the logger's `[INFO] `) does not make it code; the message is what follows.
  const untagged = unquoted.replace(/^\[[\w .:-]+\]\s+/, '');
  if (isMessage(untagged)) return [...claims, {kind: 'message', text: untagged, line}];
  // Prose the matcher cannot check as a message (`{item}, grabbed. Press up and down arrow…`): its
  // words are not code names (`Press`, `grabbed.Current`).
  if (readsAsProse(untagged)) return claims;
  // `Strapi#bootstrap()` writes the instance method as `Strapi.bootstrap()` would.
  return [...claims, ...codeClaims(rest.replace(/\b([A-Z][\w$]*)#(?=[A-Za-z_$])/g, '$1.'), line)];
}

/** Code-like names written without backticks in a table cell: only unmistakable ones. */
export function tableTextClaims(text: string, line: number): Claim[] {
  const claims: Claim[] = [...flagClaims(text, line)];
  for (const match of text.matchAll(UID))
    claims.push({kind: 'name', text: match[0], line, parts: [match[0]], form: 'uid'});
  const words = text.replace(UID, ' ').replace(FLAG, ' ');
  for (const match of words.matchAll(
    /(?<![\w$./\u0080-\uFFFF-])[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*(?:\.[A-Za-z_$][\w$]*(?:-[A-Za-z0-9_$]+)*)*(?:\(\))?(?![\w$/\u0080-\uFFFF-])/g,
  )) {
    const written = match[0];
    const segments = written.replace(/\(\)/g, '').split('.');
    if (segments.length === 1) {
      const name = segments[0] as string;
      if (PRODUCT_NAMES.has(name) || BUILTIN_NAMES.has(name) || NOT_NAMES.test(name)) continue;
      if (CAMEL.test(name) || PASCAL_HUMPS.test(name) || CONSTANT.test(name) || SNAKE.test(name)) {
        claims.push({kind: 'name', text: name, line, parts: [name], form: 'identifier'});
      }
    } else if (
      !FILE_EXTENSION.test(written) &&
      segments.some((segment) => CAMEL.test(segment) || PASCAL_HUMPS.test(segment))
    ) {
      const claim = chainClaim(written, line);
      if (claim) claims.push(claim);
    }
  }
  return claims;
}

/** The claims of one unit of a page, with the release its sentence is about, what it names and its code's identifiers. */
export function unitClaims(unit: Unit, commandPage: boolean): Claim[] {
  const claims = unitClaimsOnly(unit, commandPage);
  const release = 'release' in unit && unit.release ? {release: unit.release} : {};
  const named = 'named' in unit && unit.named ? {named: unit.named} : {};
  const code = 'code' in unit && unit.code ? {code: unit.code} : {};
  return 'release' in release || 'named' in named || 'code' in code
    ? claims.map((claim) => ({...claim, ...release, ...named, ...code}))
    : claims;
}

function unitClaimsOnly(unit: Unit, commandPage: boolean): Claim[] {
  switch (unit.type) {
    case 'title':
      return findPaths(unit.value).map((path) => ({kind: 'path', text: path, line: unit.line, inTitle: true}));
    case 'text': {
      const paths: Claim[] = [];
      unit.value.split('\n').forEach((text, i) => {
        for (const path of findPaths(text)) paths.push({kind: 'path', text: path, line: unit.line + i});
        if (unit.inTable) paths.push(...tableTextClaims(text, unit.line + i));
      });
      return paths;
    }
    case 'shell':
      return commandPage && runsStrapiCli(unit.value) ? flagClaims(unit.value, unit.line) : [];
    case 'inline':
      return inlineClaims(unit.value, unit.line);
  }
}

/** The claims of a page, one per kind and text (the first line it is made on). */
export async function pageClaims(source: string, commandPage: boolean): Promise<Claim[]> {
  const seen = new Set<string>();
  const claims: Claim[] = [];
  for (const unit of await readUnits(source)) {
    for (const claim of unitClaims(unit, commandPage)) {
      const key = `${claim.kind}\u0000${claim.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      claims.push(claim);
    }
  }
  return claims.sort((a, b) => a.line - b.line);
}

/** The name a claim links to: an identifier itself, a member chain's last code-like segment. */
export function linkedName(claim: Claim): string | null {
  if (claim.kind !== 'name') return null;
  if (claim.form === 'identifier') return claim.parts?.[0] ?? claim.text;
  if (claim.form === 'member') {
    const last = claim.parts?.[claim.parts.length - 1];
    return last && last !== '*' ? last : null;
  }
  return null;
}
