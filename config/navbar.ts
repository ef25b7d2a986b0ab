import type {Navbar} from '@docusaurus/theme-common';
import {site} from './site';

/**
 * The top navigation bar: the four areas in the specification's order, then
 * the search box. The colour-mode switch is added by the theme.
 */
export const navbar = {
  title: 'Strapi Contributors',
  hideOnScroll: true,
  logo: {
    alt: 'Strapi Contributor Docs',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left'},
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left'},
    {type: 'docSidebar', sidebarId: 'rfcs', label: 'RFCs', position: 'left'},
    {type: 'search', position: 'right'},
    {
      href: site.strapiRepositoryUrl,
      position: 'right',
      className: 'navbar-github-link',
      'aria-label': 'Strapi on GitHub',
    },
  ],
} satisfies Partial<Navbar>;
