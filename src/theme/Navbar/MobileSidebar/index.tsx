/**
 * Wraps the theme's mobile menu. Below 996 px the theme mounts the menu's
 * contents (its header, the navbar's links, the doc sidebar panel: about 80
 * components) in the update that makes the first page live, one task React
 * does not split. Here they mount at the first idle moment after that, or at
 * once when the reader opens the menu before it (then without the slide-in,
 * as the menu is new). Whether the menu is open comes from the private hook
 * behind src/seams/navbar.ts.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/seams/navbar';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle || shown ? <MobileSidebar /> : null;
}
