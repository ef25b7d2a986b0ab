/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/DocSidebar/Mobile):
 * below 996 px, hands the doc sidebar to the phone menu's second panel.
 *
 * Changed: what it hands over is one prop, `sidebarAt` ({sidebar, path}),
 * not the four the original passed on. theme-common's
 * `NavbarSecondaryMenuFiller` memoizes the props it is given by sorting
 * their names with `localeCompare`, and a page's first
 * `localeCompare` loads the browser's collation data: about 100 ms of a
 * phone's time (4x CPU), the largest single cost of the update that makes a
 * doc page live. A list of one is sorted without a comparison.
 * tests/e2e/hydration.spec.ts checks that no string is compared by locale
 * while a page becomes live; tests/unit/doc-sidebar-mobile.test.ts, that the
 * original is still the one this was ejected from.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import {useNavbarMobileSidebar} from '@site/src/seams/navbar';

type SidebarAt = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({sidebarAt: {sidebar, path}}: {sidebarAt: SidebarAt}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The menu closes on a link, and on a category that is a page too.
          if (item.type === 'link' || (item.type === 'category' && item.href)) {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const sidebarAt = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{sidebarAt}} />;
}

export default memo(DocSidebarMobile);
