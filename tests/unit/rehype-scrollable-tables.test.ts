import {describe, expect, it} from 'vitest';
import type {Root} from 'hast';
import rehypeScrollableTables from '../../plugins/rehype/scrollable-tables';

const cell = (tagName: 'th' | 'td', text: string) => ({
  type: 'element' as const,
  tagName,
  properties: {},
  children: [{type: 'text' as const, value: text}],
});

function fixture(): Root {
  const table = {
    type: 'element' as const,
    tagName: 'table',
    properties: {},
    children: [
      {
        type: 'element' as const,
        tagName: 'thead',
        properties: {},
        children: [
          {
            type: 'element' as const,
            tagName: 'tr',
            properties: {},
            children: [cell('th', 'Flag'), cell('th', 'Default')],
          },
        ],
      },
      {
        type: 'element' as const,
        tagName: 'tbody',
        properties: {},
        children: [
          {
            type: 'element' as const,
            tagName: 'tr',
            properties: {},
            children: [cell('td', '--watch'), cell('td', 'false')],
          },
        ],
      },
    ],
  };
  return {
    type: 'root',
    children: [
      {type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: 'Flags:'}]},
      {type: 'element', tagName: 'section', properties: {}, children: [table]},
    ],
  };
}

describe('rehypeScrollableTables', () => {
  it('wraps each table in a focusable region named after its headings', () => {
    const tree = fixture();
    rehypeScrollableTables()(tree);
    const section = tree.children[1] as {
      children: {tagName: string; properties: Record<string, unknown>; children: {tagName: string}[]}[];
    };
    const wrapper = section.children[0];
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties).toEqual({
      className: ['table-scroll'],
      tabIndex: 0,
      role: 'region',
      ariaLabel: 'Table: Flag, Default',
    });
    expect(wrapper.children[0].tagName).toBe('table');
  });

  it('leaves everything else alone', () => {
    const tree = fixture();
    rehypeScrollableTables()(tree);
    expect(tree.children[0]).toEqual(fixture().children[0]);
  });

  it('names a table whose headings repeat after its section, then by number: every region name differs', () => {
    const table = () => (fixture().children[1] as {children: Root['children']}).children[0];
    const heading = (tagName: string, text: string) => ({
      type: 'element' as const,
      tagName,
      properties: {},
      children: [{type: 'text' as const, value: text}],
    });
    const tree: Root = {
      type: 'root',
      children: [
        heading('h2', 'Options'),
        table(),
        heading('h2', 'Deprecated options'),
        table(),
        table(),
      ] as Root['children'],
    };
    rehypeScrollableTables()(tree);
    const labels = tree.children
      .filter((node) => node.type === 'element' && node.tagName === 'div')
      .map((node) => (node as {properties: {ariaLabel: string}}).properties.ariaLabel);
    expect(labels).toEqual([
      'Table: Flag, Default',
      'Table: Flag, Default (Deprecated options)',
      'Table: Flag, Default (2)',
    ]);
  });
});
