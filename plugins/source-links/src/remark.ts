/**
 * The remark plugin: each page's monorepo paths and confirmed code names
 * become links to strapi/strapi at the pinned release (linker.ts), as plain
 * Markdown links, so the HTML gets plain <a> elements and no script.
 * Registered in config/docs.ts (`remarkPlugins`).
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {linkTree} from './linker';
import {validateOptions} from './options';
import {createPageSources} from './sources';

export default function remarkSourceLinks(options: unknown) {
  const pageSources = createPageSources(validateOptions(options));
  return async (tree: Root, file: VFile) => {
    if (!file.path) return;
    const sources = await pageSources(file.path);
    if (sources) linkTree(tree, sources);
  };
}
