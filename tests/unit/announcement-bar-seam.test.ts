/**
 * Contract of the seam src/seams/announcement-bar.ts: the private
 * `useAnnouncementBar` hook of `@docusaurus/theme-common/internal` and the
 * `data-announcement-bar-initially-dismissed` marker the theme's inline script
 * sets, which src/theme/AnnouncementBar clears. After a Docusaurus upgrade, a
 * failure here names the seam to fix.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

const SEAM = 'announcement-bar seam (src/seams/announcement-bar.ts)';
const common = join(dirname(require.resolve('@docusaurus/theme-common/internal')), '..', 'lib');
const classic = join(dirname(require.resolve('@docusaurus/theme-classic')));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe(`${SEAM} → @docusaurus/theme-common/internal useAnnouncementBar`, () => {
  it('is still exported and still returns isActive', () => {
    expect(
      read(common, 'internal.d.ts'),
      `${SEAM}: @docusaurus/theme-common/internal no longer exports useAnnouncementBar`,
    ).toMatch(/export \{[^}]*\buseAnnouncementBar\b[^}]*\} from '\.\/contexts\/announcementBar'/);
    expect(
      read(common, 'contexts/announcementBar.d.ts'),
      `${SEAM}: useAnnouncementBar() no longer returns isActive`,
    ).toMatch(/\bisActive: boolean;/);
  });

  it('the theme still hides a dismissed bar with the marker the wrapper clears', () => {
    expect(
      read(classic, 'inlineScripts.js'),
      `${SEAM}: the theme's inline script no longer sets data-announcement-bar-initially-dismissed`,
    ).toContain("'data-announcement-bar-initially-dismissed'");
    expect(
      read(classic, 'theme/AnnouncementBar/styles.module.css'),
      `${SEAM}: the theme no longer hides the bar with html[data-announcement-bar-initially-dismissed='true']`,
    ).toContain("html[data-announcement-bar-initially-dismissed='true']");
  });
});
