/**
 * rehype plugin: puts every Markdown table in a scroll container that a
 * keyboard can reach (tabindex 0), named after the table's column headings.
 * A wide table then scrolls inside its box instead of the page, and readers
 * who cannot use a mouse can still scroll it (WCAG 2.1.1; axe's
 * "scrollable-region-focusable"). Region names are landmarks' names and must
 * be unique on a page: a table whose headings repeat an earlier table's is
 * also named after the section it stands in, and numbered if that repeats too.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function firstRowHeadings(table: Element): string[] {
  const headings: string[] = [];
  const visit = (node: ElementContent) => {
    if (headings.length > 0 || node.type !== 'element') return;
    if (node.tagName === 'tr') {
      for (const cell of node.children) {
        if (cell.type === 'element' && cell.tagName === 'th') headings.push(textOf(cell).trim());
      }
      return;
    }
    node.children.forEach(visit);
  };
  table.children.forEach(visit);
  return headings.filter(Boolean);
}

export function scrollContainer(table: Element): Element {
  const headings = firstRowHeadings(table);
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['table-scroll'],
      tabIndex: 0,
      role: 'region',
      ariaLabel: headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table',
    },
    children: [table],
  };
}

const SECTION_HEADING = /^h[2-6]$/;

export default function rehypeScrollableTables() {
  return (tree: Root) => {
    const used = new Set<string>();
    let section: string | null = null;
    const uniqueLabel = (label: string): string => {
      let unique = used.has(label) && section ? `${label} (${section})` : label;
      for (let count = 2; used.has(unique); count += 1) unique = `${label} (${count})`;
      used.add(unique);
      return unique;
    };
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (SECTION_HEADING.test(child.tagName)) {
          section = textOf(child).trim() || section;
        } else if (child.tagName === 'table') {
          const container = scrollContainer(child);
          container.properties.ariaLabel = uniqueLabel(String(container.properties.ariaLabel));
          parent.children[index] = container;
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
