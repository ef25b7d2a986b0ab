/**
 * Which release a sentence is about, on a page that may declare packages of
 * both Strapi 5 and Strapi 4. The rule (README.md, "Which release"):
 *
 * - a sentence names Strapi 4 (`v4`, `Strapi 4`, `4.x`, a `4.y.z` version) or
 *   Strapi 5 (`v5`, `Strapi 5`, `5.x`, `5.y.z`): it is about that release, or
 *   about both when it names both; naming neither and opening with a pronoun
 *   (`It`, `Its`, `They`, `Their`), about the release of the sentence before it;
 * - else it is about what its table row names, else what its section's heading
 *   (or the heading above that) names, else the page's release (`page`: the
 *   newest release the page declares).
 *
 * A sentence is cut from its paragraph, table cell, list item or heading at a
 * `.`, `!` or `?` followed by white space in its text (not in inline code; not
 * after `e.g.`, `i.e.`, `cf.`, `vs.`). The same function cuts the Markdown tree
 * (the check, the build) and the built HTML (the proof), so all three agree.
 */
export type Release = 'v4' | 'v5';
/** What a sentence is about: one release, both, or (naming neither) the page's release. */
export type Scope = Release | 'both' | 'page';

const V4 = /\b(?:v4|Strapi 4|4\.x|4\.\d+\.\d+)\b/;
const V5 = /\b(?:v5|Strapi 5|5\.x|5\.\d+\.\d+)\b/;

/** The release(s) a text names, or null when it names none. */
export function releasesNamed(text: string): Exclude<Scope, 'page'> | null {
  const v4 = V4.test(text);
  const v5 = V5.test(text);
  return v4 && v5 ? 'both' : v4 ? 'v4' : v5 ? 'v5' : null;
}

/** A Markdown (mdast) or HTML node as the cutter reads it: text, inline code, or a parent. */
export type TextNode = {type: string; value?: string; children?: TextNode[]};

/**
 * A piece of a leaf (`from`..`to` of its value), the scope of the sentence it is in, the
 * packages and monorepo paths that sentence (or, naming none, its column's header or row) names,
 * and the identifiers in the inline code of that sentence and of its table row (`code`).
 */
export type Piece = {node: TextNode; from: number; to: number; scope: Scope; named: string[]; code: string[]};

/** The identifiers a piece of code holds: `createStrapi` and `distDir` of `createStrapi({ distDir })`. */
export function identifiersIn(code: string): string[] {
  return code.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

const NAMED =
  /@strapi\/[a-z0-9-]+|\bpackages\/[\w@.\-/]*[\w/]|\b(?:admin|server|shared|src|ee)\/[\w@.\-/]*\.[cm]?[jt]sx?\b/g;

/**
 * The Strapi packages (`@strapi/core`), monorepo paths (`packages/core/core/src/…`) and files
 * inside a package (`server/src/controllers/admin.ts`) a text names: a sentence saying whose
 * declaration it means ("the `getEnabledPlugins()` of `@strapi/strapi`") picks among several
 * (targets.ts, README.md "Source links").
 */
export function namedIn(text: string): string[] {
  return [...new Set([...text.matchAll(NAMED)].map((match) => match[0].replace(/\/+$/, '')))];
}

const END = /[.!?]["')\]]*\s+/g;
const PRONOUN = /^\s*(?:It|Its|They|Their)\s/;
const ABBREVIATION = /(?:^|[^\w])(?:e\.g|i\.e|cf|vs)\.$/i;

/**
 * The text leaves of a block (paragraph, table cell, list item, heading), cut
 * at sentence ends, each piece with its sentence's scope (`around`: the row's,
 * section's or page's, for a sentence naming no release), what it names
 * (`aroundNamed` for one naming nothing) and its code's identifiers, with its
 * table row's (`aroundCode`).
 */
export function sentencePieces(
  block: TextNode,
  around: Scope,
  valueOf: (node: TextNode) => string | undefined = (node) => node.value,
  aroundNamed: string[] = [],
  aroundCode: string[] = [],
): Piece[] {
  const leaves: {node: TextNode; start: number; value: string}[] = [];
  let all = '';
  const walk = (node: TextNode) => {
    const value = valueOf(node);
    if (typeof value === 'string') {
      leaves.push({node, start: all.length, value});
      all += value;
    } else node.children?.forEach(walk);
  };
  walk(block);
  // Sentence ends, only where the full stop is in plain text (a `.` in inline code ends nothing).
  const cuts = [0];
  for (const leaf of leaves) {
    if (leaf.node.type !== 'text') continue;
    for (const match of leaf.value.matchAll(END)) {
      const at = leaf.start + (match.index as number);
      if (!ABBREVIATION.test(all.slice(Math.max(0, at - 5), at + 1))) cuts.push(at + match[0].length);
    }
  }
  cuts.push(all.length);
  const sentences = cuts.slice(0, -1).map((start, i) => all.slice(start, cuts[i + 1]));
  // A sentence naming no release that opens with a pronoun (`It ran…`) goes on about the
  // release of the sentence before it.
  const scopes: Scope[] = [];
  for (const [i, sentence] of sentences.entries())
    scopes.push(releasesNamed(sentence) ?? (i > 0 && PRONOUN.test(sentence) ? (scopes[i - 1] as Scope) : around));
  // What the sentence names, else what its table column's header or row names (`aroundNamed`).
  const named = sentences.map((sentence) => {
    const own = namedIn(sentence);
    return own.length > 0 ? own : aroundNamed;
  });
  const sentenceAt = (offset: number) => {
    let i = 0;
    while (i + 1 < cuts.length - 1 && (cuts[i + 1] as number) <= offset) i++;
    return i;
  };
  // The identifiers of each sentence's inline code, and of its table row.
  const code = sentences.map(() => new Set(aroundCode));
  for (const leaf of leaves)
    if (leaf.node.type === 'inlineCode')
      for (const name of identifiersIn(leaf.value)) code[sentenceAt(leaf.start)]?.add(name);
  const pieces: Piece[] = [];
  for (const {node, start, value} of leaves) {
    const end = start + value.length;
    let from = start;
    while (from < end || (from === end && from === start)) {
      const i = sentenceAt(from);
      const to = Math.min(end, cuts[i + 1] as number);
      pieces.push({
        node,
        from: from - start,
        to: to - start,
        scope: scopes[i] as Scope,
        named: named[i] as string[],
        code: [...(code[i] ?? [])],
      });
      if (to <= from) break;
      from = to;
    }
  }
  return pieces;
}

/** The piece of the sentence holding `offset` of a leaf's value. */
export function pieceAt(pieces: Piece[], node: TextNode, offset = 0): Piece | null {
  const own = pieces.filter((piece) => piece.node === node);
  return own.find((piece) => offset >= piece.from && offset < piece.to) ?? own[own.length - 1] ?? null;
}

/** The scope of the sentence holding `offset` of a leaf's value. */
export function scopeAt(pieces: Piece[], node: TextNode, offset = 0): Scope | null {
  return pieceAt(pieces, node, offset)?.scope ?? null;
}

/**
 * The scope of each section, from its heading: what the heading names, else
 * what the enclosing section's heading names, else the page's release. Feed it
 * the headings in document order.
 */
export class Sections {
  private readonly byDepth: Scope[] = [];

  /** The scope of the current section (for a block naming no release). */
  current(): Scope {
    for (let depth = this.byDepth.length - 1; depth >= 0; depth--) {
      const scope = this.byDepth[depth];
      if (scope) return scope;
    }
    return 'page';
  }

  /** Enters the section a heading of `depth` opens; returns the heading's own scope. */
  heading(depth: number, text: string): Scope {
    this.byDepth.length = depth;
    const scope = releasesNamed(text) ?? this.current();
    this.byDepth[depth] = scope;
    return scope;
  }
}
