import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {readPages} from '../support/content';

type Item = string | {type?: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...link, ...own, ...docIds(item.items ?? [])];
  });
}

describe('sidebars', () => {
  const all = sidebars as unknown as Record<string, Item[]>;

  it('has the four areas, each opening at the page the specification names', () => {
    expect(Object.keys(all).sort()).toEqual(['api', 'docs', 'guides', 'rfcs']);
    expect(docIds(all.docs)[0]).toBe('docs/intro');
    expect(docIds(all.api)[0]).toBe('api/Strapi');
    expect(docIds(all.guides)[0]).toBe('guides/contributing');
    expect(docIds(all.rfcs)[0]).toBe('rfcs/intro');
  });

  it('lists every page exactly once, in the sidebar of its area', () => {
    const listed = Object.entries(all).flatMap(([name, items]) => docIds(items).map((id) => [name, id]));
    const ids = listed.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of readPages()) {
      const entry = listed.find(([, id]) => id === page.id);
      expect(entry, `${page.id} is in a sidebar`).toBeDefined();
      expect(entry?.[0]).toBe(page.id.split('/')[0]);
    }
  });
});
