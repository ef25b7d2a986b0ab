/**
 * What each build case changes. Files a case adds are written into the
 * fixture's copy by the test, so the fixture itself always builds cleanly.
 */
export type Case = {
  navbar?: Record<string, unknown>[];
  /** Sidebars replacing the default one (sidebars.ts reads FIXTURE_CASE). */
  sidebars?: Record<string, unknown>;
  /** Extra files, by path relative to the fixture. */
  files?: Record<string, string>;
};

const definitions = {
  ok: {navbar: [{type: 'docSidebar', sidebarId: 'main', label: 'Docs'}]},
  'navbar-unknown-type': {navbar: [{type: 'custom-unknown', label: 'Custom'}]},
  'navbar-invalid-type': {navbar: [{type: 'noSuchType', label: 'Bad'}]},
  'sidebar-without-link': {
    navbar: [{type: 'docSidebar', sidebarId: 'empty', label: 'Empty'}],
    sidebars: {main: ['intro', 'second'], empty: [{type: 'html', value: 'Nothing to link'}]},
  },
  'unknown-sidebar-id': {navbar: [{type: 'docSidebar', sidebarId: 'nope', label: 'Nope'}]},
  'unknown-doc-id': {navbar: [{type: 'doc', docId: 'nope', label: 'Nope'}]},
  // Two pages that fail to render, each with its own error: the build
  // reports every path that failed, with its cause.
  'page-errors': {
    files: {
      'docs/uses-category.mdx':
        "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';\n\n" +
        'export function Items() {\n  return <p>{useCurrentSidebarCategory().items.length}</p>;\n}\n\n# Category items\n\n<Items />\n',
      'src/pages/named.tsx': "import React from 'react';\n\nexport function Named() {\n  return <p>named</p>;\n}\n",
    },
  },
  // Things that only warn with the shipped config, side by side: a navbar
  // link to a draft doc, and broken links, Markdown links, anchors and a
  // duplicate route.
  'drafts-and-broken-links': {
    navbar: [
      {type: 'docSidebar', sidebarId: 'main', label: 'Docs'},
      {type: 'doc', docId: 'draft', label: 'Draft page'},
    ],
    files: {
      'docs/draft.md': '---\ndraft: true\n---\n\n# Draft\n\nNot published.\n',
      'docs/links.md':
        '# Links\n\n[a missing page](/docs/missing), [a missing file](./missing.md), [a missing anchor](/docs/intro#missing).\n',
      'src/pages/docs/intro.tsx':
        "import React from 'react';\n\nexport default function Dup() {\n  return <p>same route</p>;\n}\n",
    },
  },
} satisfies Record<string, Case>;

export type CaseName = keyof typeof definitions;
export const cases: Record<CaseName, Case> = definitions;
