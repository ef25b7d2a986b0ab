/**
 * Sections for search tests, shaped as the plugin indexes a page's sections:
 * the page's title is its route's path, the excerpt the start of the text.
 */
import type {IndexedSection} from '../../plugins/search/src/engine';
import {search as options} from '../../config/search';

export function section(
  id: number,
  route: string,
  sectionTitle: string,
  content: string,
  tags: string[] = [],
): IndexedSection {
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

/** Sections both search test files start from: ids 1 to 7, one page with two sections. */
export const SAMPLE_SECTIONS: IndexedSection[] = [
  section(1, '/transactions', 'Transactions', 'Run queries in a transaction with strapi.db.transaction and onCommit.', [
    'database',
  ]),
  section(2, '/reordering', 'Relations reordering', 'The connect payload takes a position with before or after.', [
    'relations',
  ]),
  section(3, '/review-workflows', 'Review workflows', 'Stages and assignees of an entry in the content manager.', [
    'review-workflows',
  ]),
  section(
    4,
    '/upload',
    'Upload providers',
    'A provider implements upload and delete. Transactions are not used here.',
    ['upload'],
  ),
  section(5, '/fetch-client', 'useFetchClient', 'The hook returns get, post, put and del. It wraps axios.', ['hooks']),
  section(6, '/fetch-client#aborting', 'Aborting requests', 'Requests are aborted when the component unmounts.'),
  section(7, '/lifecycles', 'Lifecycles', 'Call strapi.db.lifecycles.subscribe to listen to every model.'),
];
