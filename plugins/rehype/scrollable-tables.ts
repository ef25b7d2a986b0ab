/**
 * rehype plugin: puts every Markdown table in a scroll container that a
 * keyboard can reach (tabindex 0), named after the table's column headings.
 * A wide table then scrolls inside its box instead of the page, and readers
 * who cannot use a mouse can still scroll it (WCAG 2.1.1; axe's
 * "scrollable-region-focusable").
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

export default function rehypeScrollableTables() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (child.tagName === 'table') {
          parent.children[index] = scrollContainer(child);
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
