/**
 * The tags index (src/theme/TagsListByLetter) sorts in one fixed collation,
 * and the component it was ejected from is still the one it was ejected from.
 */
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {listTagsByLetter} from '../../src/theme/TagsListByLetter/letters';
import {shortHash} from '../support/file-hash';

const original = join(__dirname, '../../node_modules/@docusaurus/theme-classic/lib/theme/TagsListByLetter');

/** The first 16 hex digits of each ejected file's SHA-256 in @docusaurus/theme-classic 3.10.2. */
const EJECTED: Record<string, string> = {
  'index.js': 'bcd7bf5fbe90b972',
  'styles.module.css': 'cb88e8adb9658e9e',
};

describe('listTagsByLetter', () => {
  const tag = (label: string) => ({label, permalink: `/tags/${label}`, description: undefined, count: 1});

  it('sorts letters and tags in English order, whatever the runtime locale would say', () => {
    // Lithuanian collation puts Y between I and J; Czech puts CH after H.
    const letters = listTagsByLetter(['yarn', 'jest', 'Ideas', 'chores', 'hooks', 'Cron', 'ilk'].map(tag));
    expect(letters.map((group) => group.letter)).toEqual(['C', 'H', 'I', 'J', 'Y']);
    expect(letters[0].tags.map((t) => t.label)).toEqual(['chores', 'Cron']);
    expect(letters[2].tags.map((t) => t.label)).toEqual(['Ideas', 'ilk']);
  });

  it('takes the initial without the locale (a Turkish i stays I)', () => {
    expect(listTagsByLetter([tag('index')]).map((group) => group.letter)).toEqual(['I']);
  });

  it('leaves the input untouched', () => {
    const tags = [tag('b'), tag('a')];
    listTagsByLetter(tags);
    expect(tags.map((t) => t.label)).toEqual(['b', 'a']);
  });
});

describe('src/theme/TagsListByLetter (ejected from @docusaurus/theme-classic 3.10.2)', () => {
  it.each(Object.entries(EJECTED))('the ejected %s is unchanged in the installed theme', (file, hash) => {
    const path = join(original, file);
    const actual = shortHash(path);
    expect(
      actual,
      `theme/TagsListByLetter/${file} of @docusaurus/theme-classic changed since src/theme/TagsListByLetter was ` +
        'ejected from 3.10.2: port the change to our copy, then update its hash here (UPGRADING.md)',
    ).toBe(hash);
  });
});
