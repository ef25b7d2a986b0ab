/**
 * Wraps the theme's Navbar, for two things the theme does not do:
 * - It hides the navbar on scroll down and shows it on scroll up, but keeps
 *   it hidden at the end of a page, where a reader most needs it to move on.
 *   This wrapper marks the page end on <html> so that custom.css shows the
 *   navbar there (specification §2: "reappears on scroll up, when near the
 *   page end, or when the location changes").
 * - The mobile menu lets the keyboard focus wander to the page behind it.
 *   When it opens, the focus moves into it; while it is open, a focus trap
 *   (focus-trap) keeps Tab inside it and Escape closes it; when it closes, the
 *   focus goes back to the button that opened it.
 *   Whether the menu is open comes from a private hook, behind the seam in
 *   src/seams/navbar.ts (see UPGRADING.md).
 */
import React, {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@site/src/seams/navbar';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import type {FocusTrap} from 'focus-trap';

type Props = WrapperProps<typeof NavbarType>;

const ATTRIBUTE = 'data-navbar-near-end';

function useNearPageEndMarker(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const navbarHeight = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      const nearEnd = window.scrollY + window.innerHeight >= root.scrollHeight - navbarHeight;
      root.toggleAttribute(ATTRIBUTE, nearEnd && window.scrollY > 0);
    };
    update();
    window.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update, {passive: true});
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      root.removeAttribute(ATTRIBUTE);
    };
  }, []);
}

/** Set on the menu while focus-trap holds the focus in it (the tests wait for it). */
const TRAPPED_ATTRIBUTE = 'data-focus-trapped';

function useMobileMenuFocus(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!menu) return undefined;
    // focus-trap loads when the menu first opens, not with the page. Until it
    // has, nothing may depend on it: the focus moves into the menu now (the
    // trap keeps it where it finds it inside), and Escape is ours, not the trap's.
    menu.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    let trap: FocusTrap | undefined;
    let closed = false;
    void import(/* webpackChunkName: "focus-trap" */ 'focus-trap').then(({createFocusTrap}) => {
      if (closed) return;
      trap = createFocusTrap(menu, {
        escapeDeactivates: false,
        // A click on the backdrop still closes the menu, as the theme has it.
        allowOutsideClick: true,
        fallbackFocus: menu,
        // The focus goes back below, whether or not the trap was ever active.
        returnFocusOnDeactivate: false,
      });
      trap.activate();
      menu.setAttribute(TRAPPED_ATTRIBUTE, '');
    });
    return () => {
      closed = true;
      document.removeEventListener('keydown', closeOnEscape);
      trap?.deactivate();
      menu.removeAttribute(TRAPPED_ATTRIBUTE);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [shown, toggle]);
}

export default function NavbarWrapper(props: Props): JSX.Element {
  useNearPageEndMarker();
  useMobileMenuFocus();
  return <Navbar {...props} />;
}
