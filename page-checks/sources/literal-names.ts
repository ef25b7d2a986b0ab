/**
 * Names the sources write as string literals (README.md, "Source links"): a chain written whole as
 * a string (rule 7: a route's handler `'release.findOne'`, a config path), and a name of a closed
 * set (`beforeCreate` is one of the lifecycle actions that `@strapi/database` lists in `type Action =
 * 'beforeCreate' | 'afterCreate' | …`, not the method of the one subscriber that handles it, nor a
 * private helper that shares the word).
 */
import {closedSetsOf, declarationFilesOf, mentionsOf} from './indexes';
import type {Lookup} from './lookup';
import type {PageNames} from './page-names';
import {oneOf} from './release-groups';
import type {SourceTarget} from './targets';
import type {Claim} from './types';

/** How many of a set's members the page must name (the name among them) for it to use the set. */
export const SET_IN_USE = 3;

/**
 * The file of the one closed set that holds `name` and of which the page names at least
 * `SET_IN_USE` members, unless the sentence names another package or a file; 'ambiguous' for
 * several such sets; else null. No line: the set is a `.d.ts` declaration, as rule 4.
 */
export function closedSetTarget(name: string, lookups: Lookup[], page: PageNames): SourceTarget | 'ambiguous' | null {
  const onPage = page.owners ?? new Set<string>();
  const used = lookups.flatMap((lookup) =>
    (closedSetsOf(lookup).get(name) ?? [])
      .filter((set) => [...set.members].filter((member) => onPage.has(member)).length >= SET_IN_USE)
      .map((set) => ({lookup, file: set.file})),
  );
  const files = new Set(used.map(({lookup, file}) => `${lookup.directory}/${file}`));
  if (files.size > 1) return 'ambiguous';
  const [first] = used;
  // A sentence naming another package or a file is about that one's declaration of the name.
  if (first && (page.sentence ?? []).some((named) => named !== first.lookup.spec.name)) return null;
  return first
    ? {path: `${first.lookup.directory}/${first.file}`, line: null, version: first.lookup.spec.version, name}
    : null;
}

/** Where @strapi/types declares the configuration of each file under `config/` (`admin.ts`: `admin.*`). */
const CONFIG_TYPES = 'src/core/config/';

/**
 * Rule 7, first: a config path (a chain written without calls that the sources write whole as a
 * string, `strapi.config.get('admin.serveAdminPanel')`) whose first segment names a file of
 * @strapi/types' `src/core/config/` that declares its last segment: that file, where the key's type
 * is defined (a `.d.ts` type: no line). `admin.serveAdminPanel` → `config/admin.ts`.
 */
export function configPathTarget(claim: Claim, groups: Lookup[][]): SourceTarget | null {
  const parts = claim.parts ?? [];
  const dotted = parts.join('.');
  if (claim.root || parts[0] === 'strapi' || parts.length < 2 || claim.text !== dotted) return null;
  const last = parts[parts.length - 1] as string;
  const found = oneOf(
    groups.map((group) => {
      const types = group.find((lookup) => lookup.spec.name === '@strapi/types');
      const file = `${CONFIG_TYPES}${parts[0]}.ts`;
      if (!types || !declarationFilesOf(types).get(last)?.has(file)) return null;
      const written = group.some(
        (lookup) => mentionsOf(lookup).strings.has(dotted) || mentionsOf(lookup).settings.has(dotted),
      );
      return written ? {path: `${types.directory}/${file}`, line: null, version: types.spec.version, name: last} : null;
    }),
  );
  return found === 'ambiguous' ? null : found;
}

/**
 * Rule 7 (README.md): a chain written without calls that the sources write whole as a string, in one
 * file: where that file gives it its value, as a config path (`_.set(config, 'admin.absoluteUrl', …)`),
 * else where it names it (a route's handler `'release.findOne'`, a config path read,
 * `'admin.auth.cookie.sameSite'`, an event emitted, an injection zone `'editView.right-links'`); "Named
 * in". Not a chain of the Strapi instance nor one under a global root: code, not a string.
 */
export function quotedTarget(claim: Claim, groups: Lookup[][]): SourceTarget | null {
  const parts = claim.parts ?? [];
  const dotted = parts.join('.');
  if (claim.root || parts[0] === 'strapi' || parts.length < 2 || claim.text !== dotted) return null;
  for (const kind of ['settings', 'strings'] as const) {
    const found = oneOf(
      groups.map((group) => {
        const written = group.flatMap((lookup) => {
          const mention = mentionsOf(lookup)[kind].get(dotted);
          return mention ? [{lookup, mention}] : [];
        });
        const [first] = written;
        if (!first) return null;
        if (written.length > 1 || first.mention === 'several') return 'ambiguous';
        const {lookup, mention} = first;
        return {
          path: `${lookup.directory}/${mention.file}`,
          line: mention.lines === 1 ? mention.line : null,
          version: lookup.spec.version,
          name: parts[parts.length - 1],
          role: 'mention' as const,
        };
      }),
    );
    if (found) return found === 'ambiguous' ? null : found;
  }
  return null;
}
