import type {StrapiPackagesOptions} from '../plugins/strapi-packages/src';

/** The pinned Strapi packages the pages are checked against (plugins/strapi-packages). */
export const strapiPackages = {
  manifest: 'content/strapi-packages.json',
} satisfies StrapiPackagesOptions;
