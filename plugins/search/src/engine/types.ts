/** The engine's shared shapes: the index fields, a section, a loaded index, a result. */
import type lunr from 'lunr';

export const FIELDS = ['title', 'content', 'tags'] as const;
export type Field = (typeof FIELDS)[number];

export type Weights = {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
};

/** A section of a page, as stored in search-index-{tag}.json. */
export type SearchDocument = {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'other';
  /** The start of the section's text, for the excerpt under a result. */
  excerpt: string;
};

export type IndexedSection = SearchDocument & {content: string; tags: string[]};

export type LoadedIndex = {documents: SearchDocument[]; index: lunr.Index};

export type SearchHit = {
  document: SearchDocument;
  score: number;
  /** The words to highlight. */
  terms: string[];
  /** Whether the section holds every word of the query whole (not only parts, prefixes or near spellings). */
  whole: boolean;
};

/** A page of the results: its sections that matched, best first. */
export type PageHit = {
  route: string;
  pageTitle: string;
  score: number;
  sections: SearchHit[];
  /** Whether one of its sections holds every word of the query whole. */
  whole: boolean;
};
