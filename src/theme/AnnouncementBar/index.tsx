/**
 * Wraps the theme's AnnouncementBar. Before React loads, an inline script
 * hides a dismissed bar with html[data-announcement-bar-initially-dismissed].
 * When the bar's id has changed since the dismissal, the theme re-activates
 * the bar after hydration but leaves that attribute set, so the new
 * announcement stayed invisible until the next page load. This wrapper clears
 * the attribute as soon as the bar is active again.
 */
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

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
