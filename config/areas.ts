/**
 * The four areas of the site (specification §1: "Guides, Docs, API
 * Reference, RFCs"; §2: the page each sidebar opens at), in the navbar's
 * order. The navbar, the footer, the home page's area cards, the not-found
 * page, llms.txt and the tests read them from here. No imports: theme
 * components and tests can import this file.
 */
export type Area = {
  /** The area's name: navbar label, home card title, llms.txt heading. */
  label: string;
  /** The sidebar (sidebars.ts), which is also the area's folder under content/. */
  sidebarId: 'guides' | 'docs' | 'api' | 'rfcs';
  /** The page the area opens at. */
  route: string;
  /** One sentence on what the area holds (the home page's area cards). */
  description: string;
};

export const areas = [
  {
    label: 'Guides',
    sidebarId: 'guides',
    route: '/guides/contributing',
    description: 'Set up the monorepo, follow the conventions, write tests and open a pull request that gets merged.',
  },
  {
    label: 'Docs',
    sidebarId: 'docs',
    route: '/docs/intro',
    description:
      'How each subsystem works: the admin panel, content manager, releases, data transfer, database and more.',
  },
  {
    label: 'API Reference',
    sidebarId: 'api',
    route: '/api/Strapi',
    description: 'The core server objects of @strapi/core, with their exact TypeScript signatures.',
  },
  {
    label: 'RFCs',
    sidebarId: 'rfcs',
    route: '/rfcs/intro',
    description: 'How larger changes are proposed and discussed before anyone writes the code.',
  },
] as const satisfies readonly Area[];

/** One area by its sidebar id. */
export function area(sidebarId: Area['sidebarId']): Area {
  return areas.find((candidate) => candidate.sidebarId === sidebarId)!;
}
