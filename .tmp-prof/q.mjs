import {readFileSync} from 'node:fs';
import {globSync} from 'tinyglobby';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
const texts = globSync('content/**/*.md').map((f) => readFileSync(f, 'utf8'));
const configs = {
  cm: unified().use(remarkParse).use(remarkFrontmatter),
  gfm: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm),
  mdx: unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx),
  dir: unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective),
  all: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx).use(remarkStringify),
};
for (const round of [1, 2]) for (const [name, p] of Object.entries(configs)) {
  const t = performance.now(); const trees = texts.map((x) => p.parse(x)); const a = performance.now() - t;
  let s = '';
  if (name === 'all') { const t2 = performance.now(); trees.forEach((tr) => p.stringify(tr)); s = ` stringify ${(performance.now() - t2).toFixed(0)}`; }
  console.log(round, name, a.toFixed(0), s);
}
