import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {join} from 'node:path';
import {contentPath, site, strictBuild} from './site';
import rehypeScrollableTables from '../plugins/rehype/scrollable-tables';
import remarkMermaidSvg from '../plugins/mermaid-svg/src/remark';
import {CACHE_DIR} from '../plugins/mermaid-svg/src/paths';
import {mermaid} from './theme';
import remarkSourceLinks from '../plugins/source-links/src/remark';

/** plugins/source-links: paths and confirmed code names link to strapi/strapi at the pinned release. */
export const sourceLinks = {
  contentDir: contentPath,
  manifestPath: join(contentPath, 'strapi-packages.json'),
  // Offline on a fresh machine: the shipped build goes without links (and warns); the test build fails.
  onUnavailable: strictBuild ? 'throw' : 'warn',
} as const;

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
  // Mermaid diagrams as inline SVG pre-rendered into diagrams/ (plugins/mermaid-svg).
  // Before the default plugins, so before Docusaurus turns the blocks into <Mermaid>.
  beforeDefaultRemarkPlugins: [[remarkMermaidSvg, {cacheDir: CACHE_DIR, mermaid}]],
  remarkPlugins: [[remarkSourceLinks, sourceLinks]],
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
