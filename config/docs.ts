import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {contentPath, site} from './site';
import rehypeScrollableTables from '../plugins/rehype/scrollable-tables';

/**
 * The one docs plugin instance. It is mounted at the site root so that the
 * four area folders (content/docs, content/api, content/guides, content/rfcs)
 * give the routes /docs/…, /api/…, /guides/… and /rfcs/….
 */
export const docs = {
  path: contentPath,
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  rehypePlugins: [rehypeScrollableTables],
  // Only the admonitions the theme ships in the bundle
  // (plugins/slim-bundle/src/theme/Admonition/Types.tsx).
  admonitions: {keywords: ['note', 'info', 'warning'], extendDefaults: false},
  editUrl: `${site.repositoryUrl}/edit/main/`,
  showLastUpdateTime: true,
  lastVersion: 'current',
  versions: {
    current: {label: 'Next'},
  },
} satisfies DocsOptions;
