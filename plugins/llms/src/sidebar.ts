/**
 * The docs of a sidebar in the order a reader meets them, from the docs
 * plugin's loaded (processed) sidebars.
 */

/**
 * The part of a processed sidebar item this module reads. Docusaurus's own
 * item types (`doc`, `ref`, `link`, `html`, `category`) fit it.
 */
export type SidebarNode = {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: SidebarNode[];
};

/**
 * Doc ids depth first: a category's linked doc (its overview page) comes
 * before its items. Links, HTML items and generated-index categories have no
 * doc and are skipped. Each id is listed once, where it first appears.
 */
export function docIdsInOrder(items: readonly SidebarNode[]): string[] {
  const ids: string[] = [];
  const visit = (item: SidebarNode) => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      item.items?.forEach(visit);
    }
  };
  items.forEach(visit);
  return [...new Set(ids)];
}
