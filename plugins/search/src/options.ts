/** Options of the local search plugin: the specification's constants (§2, §9). */
export type SearchPluginOptions = {
  /** Results shown in the dropdown. */
  maxSearchResults: number;
  /** BM25 relevance constants. */
  k1: number;
  b: number;
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  /** Boost of parent sidebar categories; they are not indexed, so it is unused. */
  parentCategoriesBoost: number;
  /** Characters of a section's text kept for the excerpt under a result. */
  excerptLength: number;
  /** The search box's input limit, in characters. */
  maxQueryLength: number;
  /** Milliseconds of loading after which the panel shows its stalled state. */
  stallThresholdMs: number;
};

/** What the browser needs to rank like the build does. */
export type SearchGlobalData = Pick<
  SearchPluginOptions,
  'titleBoost' | 'contentBoost' | 'tagsBoost' | 'maxSearchResults' | 'maxQueryLength' | 'stallThresholdMs'
>;
