/**
 * The layout of search-index-{tag}.json, the one file the browser downloads
 * to search, and so the largest thing the results page loads. It holds the
 * same documents and compact index as the engine uses, written without the
 * repetition a plain JSON dump carries (`npm run bench:search` prints its
 * size):
 *
 * - each page's title and route once, in `pages`; a section names its page
 *   by position, its title only when it is not the page's, and its anchor
 *   only when it is not the one its title gives (`1`: the title's slug, as
 *   Docusaurus makes it for an ASCII heading, `-1`, `-2` … on repeats);
 * - document ids once, for the documents and the index's references alike
 *   (which name the documents in order), and only the first when they are
 *   consecutive (the plugin numbers them so); the documents' type once;
 * - the sorted vocabulary front-coded: each term as the number of
 *   characters to take off the end of the one before (one character, from
 *   '0'; a count smaller in brotli than the length of the prefix they share)
 *   and the characters to add, one term per line (terms never hold whitespace);
 * - the postings and field lengths as text of variable-length numbers
 *   (./numbers.ts), laid out by ./filePostings.ts; a term's postings are
 *   worked out only when a query looks it up.
 *
 * `unpackIndexFile(packIndexFile(documents, index))` gives back exactly the
 * documents and index it was given (tests/unit/search-index-file.test.ts).
 */
import type {CompactIndex} from './compact';
import {packPostings, unpackPostings, type StoredPostings} from './filePostings';
import type {SearchDocument} from './engine';

export const INDEX_FILE_FORMAT = 'search-index-5';

/** [page title, page route] */
type PackedPage = [string, string];
/** [page position, section title (0: the page's title), anchor without '#' ('' for none, 1: its title's slug), excerpt] */
type PackedSection = [number, string | 0, string | 1, string];

export type SearchIndexFile = {
  format: typeof INDEX_FILE_FORMAT;
  type: SearchDocument['type'];
  /** The documents' ids: the first one when they follow one by one, else all. */
  ids: number | number[];
  pages: PackedPage[];
  sections: PackedSection[];
  /** The vocabulary front-coded; the postings and lengths as ./filePostings.ts writes them. */
  index: Omit<CompactIndex, 'refs' | 'terms' | 'postings' | 'lengths'> & {terms: string} & StoredPostings;
};

const DROP_BASE = 48;

function frontCode(terms: string[]): string {
  return terms
    .map((term, i) => {
      const previous = i > 0 ? terms[i - 1] : '';
      let shared = 0;
      while (shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared++;
      return String.fromCharCode(DROP_BASE + previous.length - shared) + term.slice(shared);
    })
    .join('\n');
}

function frontDecode(coded: string): string[] {
  if (coded === '') return [];
  const terms: string[] = [];
  let previous = '';
  for (const line of coded.split('\n')) {
    previous = previous.slice(0, previous.length - (line.charCodeAt(0) - DROP_BASE)) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}

/**
 * A heading's anchor as Docusaurus' slugger makes it for ASCII text
 * (github-slugger: lowercase, punctuation dropped, spaces to hyphens, `-1`,
 * `-2` … for a repeat); other headings keep their anchor in the file.
 */
function anchorsOf(titles: string[], pageTitle: string): string[] {
  const seen = new Map<string, number>();
  const slug = (text: string) => {
    const base = text
      .toLowerCase()
      .replace(/[^a-z0-9 _-]/g, '')
      .replace(/ /g, '-');
    let candidate = base;
    while (seen.has(candidate)) {
      const count = seen.get(base)! + 1;
      seen.set(base, count);
      candidate = `${base}-${count}`;
    }
    seen.set(candidate, 0);
    return candidate;
  };
  slug(pageTitle);
  return titles.map(slug);
}

function splitRoute(sectionRoute: string): [string, string] {
  const hash = sectionRoute.indexOf('#');
  return hash < 0 ? [sectionRoute, ''] : [sectionRoute.slice(0, hash), sectionRoute.slice(hash + 1)];
}

/** Lays out the documents and index for the file; throws if they break the layout's assumptions. */
export function packIndexFile(documents: SearchDocument[], index: CompactIndex): SearchIndexFile {
  const type = documents[0]?.type ?? 'docs';
  for (const document of documents) {
    if (document.type !== type)
      throw new Error(`search index: one document type per file, found ${document.type} and ${type}`);
  }
  if (index.refs.length !== documents.length || index.refs.some((ref, i) => ref !== String(documents[i].id))) {
    throw new Error('search index: the index must reference the documents, in order');
  }
  const firstId = documents[0]?.id ?? 1;
  const consecutive = documents.every((document, i) => document.id === firstId + i);
  const ids = consecutive ? firstId : documents.map((document) => document.id);
  const sortedTerms = index.terms.every((term, i) => i === 0 || index.terms[i - 1] < term);
  if (!sortedTerms || index.terms.some((term) => /\s/.test(term) || term === '')) {
    throw new Error('search index: the vocabulary must be sorted, with no empty term and no whitespace');
  }

  const pages: PackedPage[] = [];
  const pageOf = new Map<string, number>();
  const sections = documents.map(({pageTitle, sectionTitle, sectionRoute, excerpt}): PackedSection => {
    const [route, anchor] = splitRoute(sectionRoute);
    const key = `${pageTitle}\u0000${route}`;
    let page = pageOf.get(key);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(key, page);
      pages.push([pageTitle, route]);
    }
    return [page, sectionTitle === pageTitle ? 0 : sectionTitle, anchor, excerpt];
  });
  // An anchor the title gives is left for unpackIndexFile to work out.
  const derived = derivedAnchors(pages, sections);
  sections.forEach((section, i) => {
    if (section[2] !== '' && section[2] === derived[i]) section[2] = 1;
  });

  const {refs: _refs, terms, postings: _postings, lengths: _lengths, ...rest} = index;
  return {
    format: INDEX_FILE_FORMAT,
    type,
    ids,
    pages,
    sections,
    index: {
      ...rest,
      terms: frontCode(terms),
      ...packPostings(index),
    },
  };
}

/** Each section's anchor as its title would give it, page by page (sections with an anchor only). */
function derivedAnchors(pages: PackedPage[], sections: PackedSection[]): string[] {
  const derived: string[] = [];
  let start = 0;
  while (start < sections.length) {
    let end = start;
    while (end < sections.length && sections[end][0] === sections[start][0]) end++;
    const [pageTitle] = pages[sections[start][0]];
    const withAnchor = sections
      .slice(start, end)
      .map((section, i) => ({i: start + i, title: section[1] === 0 ? pageTitle : section[1], has: section[2] !== ''}));
    const anchored = withAnchor.filter((entry) => entry.has);
    const anchors = anchorsOf(
      anchored.map((entry) => entry.title),
      pageTitle,
    );
    anchored.forEach((entry, k) => (derived[entry.i] = anchors[k]));
    start = end;
  }
  return derived;
}

/** The documents and compact index a packed file holds. */
export function unpackIndexFile(file: SearchIndexFile): {documents: SearchDocument[]; index: CompactIndex} {
  if (file.format !== INDEX_FILE_FORMAT) throw new Error(`search index: unknown format ${String(file.format)}`);
  const {ids} = file;
  const derived = derivedAnchors(file.pages, file.sections);
  const documents = file.sections.map(([page, title, packedAnchor, excerpt], i): SearchDocument => {
    const [pageTitle, route] = file.pages[page];
    const anchor = packedAnchor === 1 ? derived[i] : packedAnchor;
    return {
      id: typeof ids === 'number' ? ids + i : ids[i],
      pageTitle,
      sectionTitle: title === 0 ? pageTitle : title,
      sectionRoute: anchor ? `${route}#${anchor}` : route,
      type: file.type,
      excerpt,
    };
  });
  const refs = documents.map((document) => String(document.id));
  const {terms: codedTerms, postings: storedPostings, lengths: storedLengths, ...rest} = file.index;
  const terms = frontDecode(codedTerms);
  const {postings, lengths} = unpackPostings(
    {postings: storedPostings, lengths: storedLengths},
    rest.fields.length,
    terms.length,
  );
  return {documents, index: {...rest, refs, terms, postings, lengths}};
}
