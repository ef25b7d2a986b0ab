/**
 * Wraps the theme's Navbar, for two things the theme does not do:
 * - It hides the navbar on scroll down and shows it on scroll up, but keeps
 *   it hidden at the end of a page, where a reader most needs it to move on.
 *   This wrapper marks the page end on <html> so that custom.css shows the
 *   navbar there (specification §2: "reappears on scroll up, when near the
 *   page end, or when the location changes").
 * - The mobile menu lets the keyboard focus wander to the page behind it.
 *   While it is open, a focus trap (focus-trap) keeps Tab inside it, Escape
 *   closes it, and the focus goes back to the button that opened it.
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

function useMobileMenuFocus(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!menu) return undefined;
    let trap: FocusTrap | undefined;
    let closed = false;
    // focus-trap loads when the menu first opens, not with the page.
    void import(/* webpackChunkName: "focus-trap" */ 'focus-trap').then(({createFocusTrap}) => {
      if (closed) return;
      trap = createFocusTrap(menu, {
        // Escape closes the menu; closing it releases the trap (below).
        escapeDeactivates: () => {
          toggle();
          return false;
        },
        // A click on the backdrop still closes the menu, as the theme has it.
        allowOutsideClick: true,
        fallbackFocus: menu,
        setReturnFocus: () => (opener && document.contains(opener) ? opener : false),
      });
      trap.activate();
    });
    return () => {
      closed = true;
      trap?.deactivate();
    };
  }, [shown, toggle]);
}

export default function NavbarWrapper(props: Props): JSX.Element {
  useNearPageEndMarker();
  useMobileMenuFocus();
  return <Navbar {...props} />;
}
