/** A section of a page, as stored in search-index-{tag}.json. */
export type SearchDocument = {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
};

export type SearchHit = {
  document: SearchDocument;
  score: number;
  terms: string[];
};
