import {describe, expect, it} from 'vitest';
import {camelParts, expandPiece, isIndexedTerm, pieces, terms} from '../../plugins/search/src/tokenize';

describe('camelParts', () => {
  it('splits camelCase, PascalCase and acronyms', () => {
    expect(camelParts('useFetchClient')).toEqual(['use', 'Fetch', 'Client']);
    expect(camelParts('useAPIErrorHandler')).toEqual(['use', 'API', 'Error', 'Handler']);
    expect(camelParts('StrapiFS')).toEqual(['Strapi', 'FS']);
  });
});

describe('expandPiece', () => {
  it('keeps the whole identifier first, then its parts', () => {
    expect(expandPiece('useFetchClient')).toEqual(['usefetchclient', 'use', 'fetch', 'client']);
  });

  it('splits dots, underscores, slashes and colons', () => {
    expect(expandPiece('lifecycles.subscribe')).toEqual(['lifecycles.subscribe', 'lifecycles', 'subscribe']);
    expect(expandPiece('unstable_useContentManagerContext')).toEqual([
      'unstable_usecontentmanagercontext',
      'unstable',
      'usecontentmanagercontext',
      'use',
      'content',
      'manager',
      'context',
    ]);
    expect(expandPiece('plugin::upload.file')).toEqual(['plugin::upload.file', 'plugin', 'upload', 'file']);
    expect(expandPiece('@strapi/admin')).toEqual(['strapi/admin', 'strapi', 'admin']);
  });

  it('adds the host of an address, so that a search for the host finds it', () => {
    expect(expandPiece('https://analytics.strapi.io/api/v2/track')).toEqual([
      'https://analytics.strapi.io/api/v2/track',
      'analytics.strapi.io',
      'https',
      'analytics',
      'strapi',
      'io',
      'api',
      'v2',
      '2',
      'track',
    ]);
    expect(expandPiece('ws://localhost:1337')).toEqual(['ws://localhost:1337', 'ws', 'localhost', '1337']);
    // Long hostile addresses: no host without a dot, and the pattern does not backtrack its way to a hang.
    expect(expandPiece(`https://${'a'.repeat(20_000)}`)).toEqual([
      `https://${'a'.repeat(20_000)}`,
      'https',
      'a'.repeat(20_000),
    ]);
    expect(expandPiece(`https://${'a.'.repeat(10_000)}`)[1]).toBe('a.'.repeat(10_000).slice(0, -1));
  });

  it('trims punctuation around a word and leaves plain words alone', () => {
    expect(expandPiece('`bootstrap`,')).toEqual(['bootstrap']);
    expect(expandPiece('...')).toEqual([]);
  });
});

describe('pieces and terms', () => {
  it('split on whitespace, hyphens and punctuation, and join hyphenated words', () => {
    expect(pieces('the content-type builder')).toEqual(['the', 'content', 'type', 'contenttype', 'builder']);
    expect(pieces('strapi.db.transaction(handler)')).toEqual(['strapi.db.transaction', 'handler']);
  });

  it('give the terms of a text in order', () => {
    expect(terms('Call useFetchClient()')).toEqual(['call', 'usefetchclient', 'use', 'fetch', 'client']);
  });
});

describe('isIndexedTerm', () => {
  it('keeps words, short numbers, words with digits, flags and versions', () => {
    for (const term of ['relations', 'plugin::upload.file', '401', 'i18n', 's3', 'v5', '--to-token', '5.0.0', '4.15']) {
      expect(isIndexedTerm(term), term).toBe(true);
    }
  });

  it('leaves out the data of examples: timestamps, hashes, ids and large numbers', () => {
    for (const term of ['02t09:14:03.120z', '2f7c0a57', '9f86d081884c7d65', '31536000', '127.0.0.1', '1_000_000']) {
      expect(isIndexedTerm(term), term).toBe(false);
    }
  });
});
