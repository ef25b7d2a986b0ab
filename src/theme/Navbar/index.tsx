/**
 * Wraps the theme's Navbar, for two things the theme does not do:
 * - It hides the navbar on scroll down and shows it on scroll up, but keeps
 *   it hidden at the end of a page, where a reader most needs it to move on.
 *   This wrapper marks the page end on <html> so that custom.css shows the
 *   navbar there (specification §2: "reappears on scroll up, when near the
 *   page end, or when the location changes").
 * - The mobile menu lets the keyboard focus wander to the page behind it.
 *   While it is open, Tab now cycles inside it, Escape closes it, and the
 *   focus goes back to the button that opened it.
 */
import React, {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';

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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useMobileMenuFocus(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    const focusables = () =>
      Array.from(menu?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? index <= 0
          ? items.length - 1
          : index - 1
        : index === items.length - 1
          ? 0
          : index + 1;
      event.preventDefault();
      items[next].focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [shown, toggle]);
}

export default function NavbarWrapper(props: Props): JSX.Element {
  useNearPageEndMarker();
  useMobileMenuFocus();
  return <Navbar {...props} />;
}
