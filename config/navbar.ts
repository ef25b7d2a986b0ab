import type {Navbar} from '@docusaurus/theme-common';
import {areas} from './areas';
import {site} from './site';

/**
 * The top navigation bar: the four areas (config/areas.ts), then
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
    ...areas.map(({sidebarId, label}) => ({type: 'docSidebar' as const, sidebarId, label, position: 'left' as const})),
    {type: 'search', position: 'right'},
    {
      href: site.strapiRepositoryUrl,
      position: 'right',
      className: 'navbar-github-link',
      'aria-label': 'Strapi on GitHub',
    },
  ],
} satisfies Partial<Navbar>;
