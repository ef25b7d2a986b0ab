import type {MultiColumnFooter} from '@docusaurus/theme-common';
import {area} from './areas';
import {site} from './site';

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Strapi Contributor Docs',
    src: 'img/logo-dark.svg',
    width: 40,
    height: 40,
    href: '/',
  },
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Contributing', to: area('guides').route},
        {label: 'Docs overview', to: area('docs').route},
        {label: 'Tags', to: '/tags'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'The Strapi class', to: area('api').route},
        {label: area('rfcs').label, to: area('rfcs').route},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Strapi on GitHub', href: site.strapiRepositoryUrl},
        {label: 'Discussions', href: `${site.strapiRepositoryUrl}/discussions`},
        {label: 'Edit these docs', href: site.repositoryUrl},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Strapi contributors. Written for contributors, built with Docusaurus.`,
} satisfies MultiColumnFooter;
