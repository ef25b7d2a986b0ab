/**
 * The source links for the Markdown copies (plugins/llms `treeTransform`):
 * the same linker over the same package load as the HTML pages.
 */
import type {Root} from 'mdast';
import {linkTree} from './linker';
import {validateOptions} from './options';
import {createPageSources} from './sources';

export function markdownSourceLinks(options: unknown): (sourceFile: string) => Promise<((tree: Root) => void) | null> {
  const sourcesOf = createPageSources(validateOptions(options));
  return async (sourceFile) => {
    const sources = await sourcesOf(sourceFile);
    return sources ? (tree) => void linkTree(tree, sources) : null;
  };
}
