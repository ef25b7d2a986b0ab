import type {SearchPluginOptions} from '../plugins/search/src';

/**
 * Options of the local search plugin (plugins/search). Every value is a
 * constant of the specification (§2 Search, §9).
 */
export const search = {
  maxSearchResults: 8,
  k1: 1.2,
  b: 0.75,
  titleBoost: 5,
  contentBoost: 1,
  tagsBoost: 3,
  // Parent categories carry a boost but are not indexed.
  parentCategoriesBoost: 2,
  excerptLength: 80,
  maxQueryLength: 512,
  stallThresholdMs: 300,
} satisfies SearchPluginOptions;
