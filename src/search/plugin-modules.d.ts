// Untyped modules of @cmfcmf/docusaurus-search-local that the ejected SearchBar reuses.
declare module '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/d-s-l-a-generated' {
  import type {Lunr} from './lunr';
  export const mylunr: Lunr;
  export function tokenize(input: string): string[];
}
declare module '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/HighlightSearchResults' {
  export function HighlightSearchResults(): null;
}
