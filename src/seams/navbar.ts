/**
 * Seam: whether the mobile menu is open. The Navbar wrapper (src/theme/Navbar)
 * traps the focus while it is; only the theme's private
 * `useNavbarMobileSidebar` hook says so, as `shown` (with `toggle` to close it).
 *
 * Written against @docusaurus/theme-common 3.10.2.
 * `tests/unit/navbar-seam.test.ts` fails, naming this seam, when the hook
 * changes shape; UPGRADING.md says what to do then.
 */
export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
