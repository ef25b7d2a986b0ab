/**
 * Seam: whether the announcement bar is active. The AnnouncementBar wrapper
 * (src/theme/AnnouncementBar) clears the theme's "initially dismissed" marker
 * once a new announcement re-activates the bar; only the theme's private
 * `useAnnouncementBar` hook says so, as `isActive`.
 *
 * Written against @docusaurus/theme-common 3.10.2.
 * `tests/unit/announcement-bar-seam.test.ts` fails, naming this seam, when the
 * hook or the marker changes; UPGRADING.md says what to do then.
 */
export {useAnnouncementBar} from '@docusaurus/theme-common/internal';
