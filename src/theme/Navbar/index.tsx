/**
 * Wraps the theme's Navbar. The theme hides the navbar on scroll down and
 * shows it on scroll up, but it keeps it hidden at the end of a page, where a
 * reader most needs it to move on. This wrapper marks the page end on <html>
 * so that custom.css shows the navbar there (specification §2: "reappears on
 * scroll up, when near the page end, or when the location changes").
 */
import React, {useEffect} from 'react';
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

export default function NavbarWrapper(props: Props): JSX.Element {
  useNearPageEndMarker();
  return <Navbar {...props} />;
}
