/**
 * Where a package's recovered sources name each word: for a name no source
 * declares (an event name, an environment variable, a config key read in one
 * place), the one file that names it, and its line when it names it on one
 * line only; the same for the dotted names it writes whole as strings (a
 * route's handler, a config path: rule 7); and the names imported from other
 * packages (another library's names are not Strapi's to link). Comment lines
 * do not count; tests, mocks and stories are not sources (definitions.ts).
 * The rules are in README.md ("Source links").
 */
import type {DefinitionIndex} from './definitions';

/** One file naming a word on `line` (the first such line), `lines` lines in all; or `several` files. */
export type Mention = {file: string; line: number; lines: number} | 'several';

const WORD = /[A-Za-z_$][\w$-]*[\w$]|[A-Za-z_$]/g;
/** `import x, { a as b, type c } from 'pkg'` (over several lines too): the clause and the module. */
const IMPORT = /^import\s+(?:type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm;
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;
/** `const { a, b: c } = f(` or `const [a, b] = React.f(` (over several lines too): the pattern and what the call is rooted in. */
const DESTRUCTURED_CALL =
  /\b(?:const|let|var)\s+(\{[^{}=;]*\}|\[[^[\]=;]*\])\s*=\s*(?:await\s+)?([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*(?:<[^()]*>)?\(/g;
const DOTTED = '([A-Za-z_$][\\w$-]*(?:\\.[A-Za-z_$][\\w$-]*)+)';
/**
 * A dotted name written whole as a string where it names one thing: a config path read with
 * `config.get(` or `config.has(`, a route's `handler:`, an event emitted (`emit('admin.auth.autoRegistration'`),
 * a constant's value (`const WORKFLOW_UPDATE_STAGE = 'review-workflows.updateEntryStage'`), a
 * string-literal type (`| 'editView.informations'`); over a line break too (`config.get(⏎'x.y'`).
 * Not a property path handed to lodash (`getOr(false, 'options.noStageAttribute', x)`, `_.pick(strapi,
 * ['config.serveAdminPanel'])`), nor an `id:` (a message's id may repeat an event's name): any object's.
 */
const NAMED_STRING = new RegExp(
  `(?:\\bconfig\\.(?:get|has)(?:<[^>]*>)?\\(\\s*|\\bhandler:\\s*|\\bemit\\(\\s*|\\bconst\\s+[A-Za-z_$][\\w$]*\\s*=\\s*|^[ \\t]*\\|[ \\t]*)(['"\`])${DOTTED}\\1`,
  'gm',
);
/** A config path given its value: `_.set(config, 'admin.absoluteUrl', …)`, `config.set('x.y', …)`. */
const SET_STRING = new RegExp(`(?:\\b_\\.set\\(\\s*config,\\s*|\\bconfig\\.set\\(\\s*)(['"\`])${DOTTED}\\1`, 'gm');

/** Each dotted string `pattern` finds in a file's text, noted once per line, on the line that holds it. */
function noteStrings(map: Map<string, Mention>, pattern: RegExp, file: string, lines: string[]): void {
  const text = lines.join('\n');
  const seen = new Set<string>();
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(pattern)) {
    const at = (match.index as number) + match[0].length;
    for (let i = counted; i < at; i++) if (text.charCodeAt(i) === 10) line++;
    counted = at;
    const dotted = match[2] as string;
    if (COMMENT.test(lines[line - 1] ?? '') || seen.has(`${line} ${dotted}`)) continue;
    seen.add(`${line} ${dotted}`);
    note(map, dotted, file, line);
  }
}

/** Counts `key` as named on line `line` of `file`: the first file that does, or 'several'. */
function note(map: Map<string, Mention>, key: string, file: string, line: number): void {
  const known = map.get(key);
  if (known === undefined) map.set(key, {file, line, lines: 1});
  else if (known !== 'several') {
    if (known.file === file) known.lines++;
    else map.set(key, 'several');
  }
}

/** `zip.createGunzip`: an identifier and the member it reads. */
const MEMBER_OF = /(?<![\w$.])([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)/g;

export type Mentions = {
  words: Map<string, Mention>;
  /**
   * Dotted names the sources write whole as a string (`'release.findOne'`, a route's handler;
   * `'admin.auth.autoRegistration'`, a config path): where, as for words.
   */
  strings: Map<string, Mention>;
  /** Config paths the sources give their value (`_.set(config, 'admin.absoluteUrl', …)`): where, as for words. */
  settings: Map<string, Mention>;
  /** Names imported from any other package (`@strapi/…` too). */
  imported: Set<string>;
  /** Names imported from a package outside `@strapi/` (`Command` from commander, `Link` from react-router-dom). */
  foreign: Set<string>;
  /**
   * Names a call of such a package's function hands back, as the sources take them apart:
   * `formatMessage` of `const { formatMessage } = useIntl()`, `setValue` of `const [value, setValue] = useState()`.
   */
  given: Set<string>;
  /** Names the sources use as members of such a package's import (`createGunzip` of `zip.createGunzip()`). */
  libraryMembers: Set<string>;
};

export function buildMentions(definitions: DefinitionIndex): Mentions {
  const mentions = new Map<string, Mention>();
  const strings = new Map<string, Mention>();
  const settings = new Map<string, Mention>();
  const imported = new Set<string>();
  const foreign = new Set<string>();
  const given = new Set<string>();
  const libraryMembers = new Set<string>();
  for (const [file, lines] of definitions.lines) {
    const text = lines.join('\n');
    const ownForeign = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const from = match[2] as string;
      if (from.startsWith('.')) continue;
      for (const name of (match[1] as string).match(/[A-Za-z_$][\w$]*/g) ?? []) {
        imported.add(name);
        if (from.startsWith('@strapi/')) continue;
        foreign.add(name);
        ownForeign.add(name);
      }
    }
    for (const match of text.matchAll(MEMBER_OF))
      if (ownForeign.has(match[1] as string)) libraryMembers.add(match[2] as string);
    for (const match of text.matchAll(DESTRUCTURED_CALL)) {
      if (!ownForeign.has(match[2] as string)) continue;
      // An object pattern's keys are the library's names (`{ formatMessage: format }`); an array's, the file's own.
      const names = (match[1] as string)
        .slice(1, -1)
        .split(',')
        .map((part) => part.split(/[:=]/)[0]?.replace('...', '').trim() ?? '');
      for (const name of names) if (/^[A-Za-z_$][\w$]*$/.test(name)) given.add(name);
    }
    lines.forEach((text, i) => {
      if (COMMENT.test(text)) return;
      const seen = new Set<string>();
      for (const match of text.matchAll(WORD)) {
        // `publish-notification-success` is one word; its parts are words too.
        for (const word of new Set([match[0], ...match[0].split('-').filter(Boolean)])) {
          if (seen.has(word)) continue;
          seen.add(word);
          note(mentions, word, file, i + 1);
        }
      }
    });
    noteStrings(strings, NAMED_STRING, file, lines);
    noteStrings(settings, SET_STRING, file, lines);
  }
  return {words: mentions, strings, settings, imported, foreign, given, libraryMembers};
}
