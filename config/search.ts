/**
 * Options of @cmfcmf/docusaurus-search-local. Every value here is a constant of
 * the specification (§2 Search, §9), written out even where it equals the
 * plugin default so that a plugin upgrade cannot change it silently.
 */
export type SearchOptions = {
  indexDocs: boolean;
  indexBlog: boolean;
  indexPages: boolean;
  indexDocSidebarParentCategories: number;
  language: 'en';
  maxSearchResults: number;
  lunr: {
    tokenizerSeparator: RegExp;
    b: number;
    k1: number;
    titleBoost: number;
    contentBoost: number;
    tagsBoost: number;
    parentCategoriesBoost: number;
  };
};

export const search = {
  indexDocs: true,
  // The blog is off, and blog content is never indexed.
  indexBlog: false,
  indexPages: false,
  // Parent categories carry a boost but are not indexed.
  indexDocSidebarParentCategories: 0,
  language: 'en',
  maxSearchResults: 8,
  lunr: {
    // Terms split on whitespace and hyphens.
    tokenizerSeparator: /[\s-]+/,
    b: 0.75,
    k1: 1.2,
    titleBoost: 5,
    contentBoost: 1,
    tagsBoost: 3,
    parentCategoriesBoost: 2,
  },
} satisfies SearchOptions;

/** The search box's input limit (characters). */
export const SEARCH_MAX_QUERY_LENGTH = 512;
/** Milliseconds of loading after which the search panel shows its stalled state. */
export const SEARCH_STALL_THRESHOLD_MS = 300;
