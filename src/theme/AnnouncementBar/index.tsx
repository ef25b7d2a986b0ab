/**
 * Wraps the theme's AnnouncementBar. Before React loads, an inline script
 * hides a dismissed bar with html[data-announcement-bar-initially-dismissed].
 * When the bar's id has changed since the dismissal, the theme re-activates
 * the bar after hydration but leaves that attribute set, so the new
 * announcement stayed invisible until the next page load. This wrapper clears
 * the attribute as soon as the bar is active again. Whether it is comes from
 * a private hook, behind the seam in src/seams/announcement-bar.ts (UPGRADING.md).
 */
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@site/src/seams/announcement-bar';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(ATTRIBUTE, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
