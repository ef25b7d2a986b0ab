/**
 * src/theme/DocSidebar/Mobile is ejected from @docusaurus/theme-classic
 * 3.10.2 so that it hands the phone menu one prop instead of four (its comment
 * says why). After a Docusaurus upgrade, a failure here says the original
 * changed: port the change to our copy.
 */
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {shortHash} from '../support/file-hash';

const original = join(__dirname, '../../node_modules/@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile/index.js');

describe('src/theme/DocSidebar/Mobile (ejected from @docusaurus/theme-classic 3.10.2)', () => {
  it('is a copy of the installed theme’s theme/DocSidebar/Mobile', () => {
    expect(
      shortHash(original),
      'theme/DocSidebar/Mobile/index.js of @docusaurus/theme-classic changed since src/theme/DocSidebar/Mobile ' +
        'was ejected from 3.10.2: port the change to our copy, then update its hash here (UPGRADING.md)',
    ).toBe('aac2e5836058716a');
  });
});
