/** The checkers' "did you mean" (page-checks/nearest.ts). */
import {describe, expect, it} from 'vitest';
import {editDistance, nearest} from '../../page-checks/nearest';

describe('nearest', () => {
  it('finds the candidate with the fewest edits', () => {
    expect(nearest('createTransferEngin', ['createTransferEngine', 'createLocalFileSourceProvider'])).toBe(
      'createTransferEngine',
    );
    expect(nearest('/api/Strapy', ['/api/Strapi', '/api/Cron'])).toBe('/api/Strapi');
  });

  it('prefers a difference of case alone', () => {
    expect(nearest('eventhub', ['eventHub', 'eventHubs'])).toBe('eventHub');
  });

  it('says nothing when no candidate is near, or the word is itself a candidate', () => {
    expect(nearest('TransferMachine', ['createTransferEngine', 'Strapi'])).toBeUndefined();
    expect(nearest('Strapi', ['Strapi'])).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts one-character edits, and stops past its limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(Infinity);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
