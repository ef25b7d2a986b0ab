/**
 * The Mermaid blocks of the site's pages, found the way the build finds them:
 * each page is parsed as MDX (how Docusaurus compiles content/**\/*.md), so
 * a block's source is exactly the code node value the remark plugin hashes.
 */
import {readFileSync} from 'node:fs';
import {relative, sep} from 'node:path';
import {globSync} from 'tinyglobby';
import {findMermaidCode, type MdNode} from './remark';

export type Block = {
  /** Path under the content folder, with forward slashes. */
  file: string;
  line: number;
  source: string;
};

export async function findBlocks(contentDir: string): Promise<Block[]> {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkFrontmatter} = await import('remark-frontmatter');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
  const blocks: Block[] = [];
  for (const path of globSync('**/*.{md,mdx}', {cwd: contentDir, absolute: true}).sort()) {
    const tree = processor.parse(readFileSync(path, 'utf8')) as unknown as MdNode;
    const file = relative(contentDir, path).split(sep).join('/');
    for (const {node} of findMermaidCode(tree)) {
      blocks.push({file, line: node.position?.start?.line ?? 0, source: node.value ?? ''});
    }
  }
  return blocks;
}
