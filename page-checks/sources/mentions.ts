/**
 * Where a package's recovered sources name each word: for a name no source
 * declares (an event name, an environment variable, a config key read in one
 * place), the one file that names it, and its line when it names it on one
 * line only; and the names imported from other packages (another library's
 * names are not Strapi's to link). Comment lines do not count; tests, mocks
 * and stories are not sources (definitions.ts). The rule is in README.md
 * ("Source links").
 */
import type {DefinitionIndex} from './definitions';

/** One file naming a word on `line` (the first such line), `lines` lines in all; or `several` files. */
export type Mention = {file: string; line: number; lines: number} | 'several';

const WORD = /[A-Za-z_$][\w$-]*[\w$]|[A-Za-z_$]/g;
/** `import x, { a as b, type c } from 'pkg'` (over several lines too): the clause and the module. */
const IMPORT = /^import\s+(?:type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm;
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;
/**
 * A dotted name written whole as a string where it names one thing: a config path read with
 * `config.get(` or `config.has(`, a route's `handler:`, a constant's value (`const
 * WORKFLOW_UPDATE_STAGE = 'review-workflows.updateEntryStage'`), a string-literal type
 * (`| 'editView.informations'`). Not a property path handed to lodash (`getOr(false,
 * 'options.noStageAttribute', x)`, `_.pick(strapi, ['config.serveAdminPanel'])`), nor an `id:`
 * (a message's id may repeat an event's name): any object's.
 */
const DOTTED_STRING =
  /(?:\bconfig\.(?:get|has)(?:<[^>]*>)?\(\s*|\bhandler:\s*|\bconst\s+[A-Za-z_$][\w$]*\s*=\s*|^\s*\|\s*)(['"`])([A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)+)\1/g;

/** Counts `key` as named on line `line` of `file`: the first file that does, or 'several'. */
function note(map: Map<string, Mention>, key: string, file: string, line: number): void {
  const known = map.get(key);
  if (known === undefined) map.set(key, {file, line, lines: 1});
  else if (known !== 'several') {
    if (known.file === file) known.lines++;
    else map.set(key, 'several');
  }
}

export type Mentions = {
  words: Map<string, Mention>;
  /**
   * Dotted names the sources write whole as a string (`'release.findOne'`, a route's handler;
   * `'admin.auth.autoRegistration'`, a config path): where, as for words.
   */
  strings: Map<string, Mention>;
  /** Names imported from any other package (`@strapi/…` too). */
  imported: Set<string>;
  /** Names imported from a package outside `@strapi/` (`Command` from commander, `Link` from react-router-dom). */
  foreign: Set<string>;
};

export function buildMentions(definitions: DefinitionIndex): Mentions {
  const mentions = new Map<string, Mention>();
  const strings = new Map<string, Mention>();
  const imported = new Set<string>();
  const foreign = new Set<string>();
  for (const [file, lines] of definitions.lines) {
    for (const match of lines.join('\n').matchAll(IMPORT)) {
      const from = match[2] as string;
      if (from.startsWith('.')) continue;
      for (const name of (match[1] as string).match(/[A-Za-z_$][\w$]*/g) ?? []) {
        imported.add(name);
        if (!from.startsWith('@strapi/')) foreign.add(name);
      }
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
      for (const dotted of new Set([...text.matchAll(DOTTED_STRING)].map((match) => match[2] as string)))
        note(strings, dotted, file, i + 1);
    });
  }
  return {words: mentions, strings, imported, foreign};
}
