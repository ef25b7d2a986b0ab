import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The four sidebars, one per area. Each opens at the page the specification
 * names: docs/intro, api/Strapi, guides/contributing and rfcs/intro.
 */
const sidebars = {
  guides: ['guides/contributing'],
  docs: ['docs/intro'],
  api: ['api/Strapi'],
  rfcs: ['rfcs/intro'],
} satisfies SidebarsConfig;

export default sidebars;
