/**
 * Contract of the seam src/seams/navbar.ts, the one private Docusaurus inside that src/theme/Navbar uses:
 * `useNavbarMobileSidebar` from `@docusaurus/theme-common/internal`, whose
 * `shown` and `toggle` open and close the mobile menu's focus trap. No public
 * API tells whether the mobile menu is open. After a Docusaurus upgrade, a
 * failure here names the seam to fix.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const lib = join(dirname(require.resolve('@docusaurus/theme-common/internal')), '..', 'lib');
const read = (file: string) => readFileSync(join(lib, file), 'utf8');

describe('navbar seam (src/seams/navbar.ts) → @docusaurus/theme-common/internal useNavbarMobileSidebar', () => {
  it('is still exported', () => {
    expect(
      read('internal.d.ts'),
      'navbar seam (src/seams/navbar.ts): @docusaurus/theme-common/internal no longer exports useNavbarMobileSidebar',
    ).toMatch(/export \{[^}]*\buseNavbarMobileSidebar\b[^}]*\} from '\.\/contexts\/navbarMobileSidebar'/);
  });

  it('still returns shown and toggle', () => {
    const types = read('contexts/navbarMobileSidebar.d.ts');
    for (const member of [/\bshown: boolean;/, /\btoggle: \(\) => void;/]) {
      expect(
        types,
        `navbar seam (src/seams/navbar.ts): useNavbarMobileSidebar() no longer returns ${member.source}`,
      ).toMatch(member);
    }
  });
});
