/**
 * Sections for search tests, shaped as the plugin indexes a page's sections:
 * the page's title is its route's path, the excerpt the start of the text.
 */
import type {IndexedSection} from '../../plugins/search/src/engine';
import {search as options} from '../../config/search';

export function section(id: number, route: string, sectionTitle: string, content: string, tags: string[] = []): IndexedSection {
  const [path, hash = ''] = route.split('#');
  return {
    id,
    pageTitle: path.slice(1) || sectionTitle,
    sectionTitle,
    sectionRoute: hash ? `${path}#${hash}` : path,
    type: 'docs',
    excerpt: content.slice(0, options.excerptLength),
    content,
    tags,
  };
}
