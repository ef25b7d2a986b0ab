/**
 * The parts of lunr 2.3 (as bundled by @cmfcmf/docusaurus-search-local) that
 * our search code uses. The plugin ships plain JavaScript, so these types are
 * ours.
 */
export type LunrClause = {
  fields: string[];
  term: string;
  boost?: number;
  editDistance?: number;
  usePipeline?: boolean;
  wildcard?: number;
  presence?: number;
};

export type LunrQuery = {
  allFields: string[];
  clauses: LunrClause[];
  clause(clause: LunrClause): LunrQuery;
};

export type LunrResult = {ref: string; score: number};

export type LunrIndex = {
  fields: string[];
  query(fn: (query: LunrQuery) => void): LunrResult[];
};

export type Lunr = {
  Query: {
    new (allFields: string[]): LunrQuery;
    wildcard: {NONE: number; LEADING: number; TRAILING: number};
    presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number};
  };
  QueryParser: new (input: string, query: LunrQuery) => {parse(): LunrQuery};
  QueryParseError: new (message: string, start: number, end: number) => Error;
  Index: {load(serialized: unknown): LunrIndex};
  Token: new (str: string, metadata?: object) => {toString(): string};
  stemmer: (token: {toString(): string}) => {toString(): string};
  tokenizer: {separator: RegExp};
};
