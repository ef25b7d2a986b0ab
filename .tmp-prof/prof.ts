import {readFileSync} from 'node:fs';
async function main() {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkFrontmatter} = await import('remark-frontmatter');
  const {default: remarkGfm} = await import('remark-gfm');
  const {default: remarkDirective} = await import('remark-directive');
  const {default: remarkMdx} = await import('remark-mdx');
  const {default: remarkStringify} = await import('remark-stringify');
  const text = readFileSync(process.argv[2], 'utf8');
  const p = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx).use(remarkStringify);
  for (let i = 0; i < 3; i++) {
    let t = performance.now(); const tree = p.parse(text); const a = performance.now() - t;
    t = performance.now(); const c = unified().use(remarkParse).use(remarkFrontmatter).parse(text); const c1 = performance.now() - t;
    t = performance.now(); p.stringify(tree as never); const b = performance.now() - t;
    console.log(`parse ${a.toFixed(1)} cm ${c1.toFixed(1)} stringify ${b.toFixed(1)} len ${text.length}`);
  }
}
main();
