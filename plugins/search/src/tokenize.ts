/**
 * Turning text into search terms, the same way for the index and for queries.
 *
 * Text splits on whitespace, hyphens and punctuation that never belongs to a
 * name (brackets, quotes, commas…). Each piece is then expanded:
 *
 *   useFetchClient              → usefetchclient, use, fetch, client
 *   lifecycles.subscribe        → lifecycles.subscribe, lifecycles, subscribe
 *   unstable_useContentManager  → unstable_usecontentmanager, unstable,
 *                                 usecontentmanager, use, content, manager
 *   plugin::upload.file         → plugin::upload.file, plugin, upload, file
 *   content-type                → content, type, contenttype
 *   https://analytics.strapi.io → the address, analytics.strapi.io, https,
 *                                 analytics, strapi, io
 *
 * so a part finds the identifier while the whole identifier, which matches
 * every one of its terms, still ranks first.
 */

/** Separators between pieces: whitespace, hyphens and non-name punctuation. */
export const PIECE_SEPARATOR = /[\s\-()[\]{}<>,;=!?"'`|*&^%~+]+/;

/** Separators inside a piece that mark the parts of a name. */
const SEGMENT_SEPARATOR = /[._/:@$#\\]+/;

/** Splits a camelCase or PascalCase word: "useAPIErrorHandler" → use, API, Error, Handler. */
export function camelParts(word: string): string[] {
  return word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
}

/** The whole piece and its parts, lowercased, without duplicates or one-letter parts. */
export function expandPiece(piece: string): string[] {
  const trimmed = piece.replace(/^\W+|\W+$/g, '');
  if (!trimmed) {
    return [];
  }
  const terms = [trimmed.toLowerCase()];
  // An address is also found by its host: `https://analytics.strapi.io/api` → analytics.strapi.io.
  const host = /^[a-z][a-z\d+.-]*:\/\/([^/?#:@]+\.[^/?#:@]+)/i.exec(trimmed)?.[1];
  if (host) terms.push(host.toLowerCase());
  const segments = trimmed.split(SEGMENT_SEPARATOR).filter(Boolean);
  for (const segment of segments) {
    if (segments.length > 1) {
      terms.push(segment.toLowerCase());
    }
    const subSegments = segment.split('_').filter(Boolean);
    for (const sub of subSegments) {
      if (subSegments.length > 1) {
        terms.push(sub.toLowerCase());
      }
      const parts = camelParts(sub);
      if (parts.length > 1) {
        terms.push(...parts.map((part) => part.toLowerCase()));
      }
    }
  }
  return [...new Set(terms)].filter((term) => term.length > 1 || /\d/.test(term));
}

/** Pieces of a text with hyphenated words also joined ("content-type" → contenttype). */
export function pieces(text: string): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const parts = word.split(PIECE_SEPARATOR).filter(Boolean);
    result.push(...parts);
    const hyphenated = word.split('-').filter(Boolean);
    if (hyphenated.length > 1 && hyphenated.every((part) => /^[A-Za-z]+$/.test(part))) {
      result.push(hyphenated.join(''));
    }
  }
  return result;
}

/**
 * A command-line flag at the start of a word (`--from`, `--to-token=…`,
 * `-f`), lowercased, or undefined. A flag is also indexed whole, with its
 * dashes, so that `--from` finds the page that documents the flag rather
 * than every page that says "from".
 */
export function flagOf(word: string): string | undefined {
  const match = /^[`'"([]*(--[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|-[A-Za-z])(?![\w])/.exec(word);
  return match ? match[1].toLowerCase() : undefined;
}

/** Every term of a text, in order (the whole identifier first, then its parts). */
export function terms(text: string): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const flag = flagOf(word);
    if (flag) result.push(flag);
    result.push(...pieces(word).flatMap(expandPiece));
  }
  return result;
}

/**
 * Whether a term is worth a place in the index. Terms that hold a digit
 * are mostly data from the examples (timestamps, hashes, ids, large
 * numbers) that no one searches for; kept are short numbers (`401`), words
 * with a few digits (`i18n`, `s3`, `v5`), flags, and versions (`5.0.0`).
 */
export function isIndexedTerm(term: string): boolean {
  return (
    !/\d/.test(term) ||
    /^\d{1,4}$/.test(term) ||
    /^[a-z]+\d{1,3}[a-z]*$/.test(term) ||
    term.startsWith('-') ||
    (/^\d+(\.\d+){1,2}$/.test(term) && term.length <= 7)
  );
}
