/** Building the lunr index of a set of sections, at build time. */
import lunr from 'lunr';
import {isIndexedTerm, terms as textTerms} from '../tokenize';
import {compactIndex, type CompactIndex} from '../compact';
import {FIELDS, type Field, type IndexedSection, type Weights} from './types';

function tokenizer(value: unknown): lunr.Token[] {
  if (value === null || value === undefined) return [];
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return textTerms(text)
    .filter(isIndexedTerm)
    .map((term, index) => new lunr.Token(term, {index}));
}

/**
 * Builds the lunr index of a set of sections. The field boosts are applied
 * here, at indexing: lunr divides each field's query vector by its own
 * length, so a boost that is the same on every term of a field at query time
 * cancels out and would leave title, content and tags weighing the same.
 */
export function createBuilder(sections: IndexedSection[], relevance: {k1: number; b: number} & Weights): lunr.Builder {
  const boosts: Record<Field, number> = {
    title: relevance.titleBoost,
    content: relevance.contentBoost,
    tags: relevance.tagsBoost,
  };
  const builder = new lunr.Builder();
  builder.tokenizer = tokenizer as unknown as typeof lunr.tokenizer;
  builder.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.metadataWhitelist = [];
  builder.k1(relevance.k1);
  builder.b(relevance.b);
  builder.ref('id');
  for (const field of FIELDS) builder.field(field, {boost: boosts[field]});
  for (const section of sections) {
    builder.add({id: String(section.id), title: section.sectionTitle, content: section.content, tags: section.tags});
  }
  return builder;
}

/** The index of a set of sections, in the compact form that is shipped. */
export function buildIndex(sections: IndexedSection[], relevance: {k1: number; b: number} & Weights): CompactIndex {
  return compactIndex(createBuilder(sections, relevance));
}
