/**
 * Which release the sentence of each source link of a built page is about,
 * read from the HTML the way the build reads the Markdown (release.ts and
 * markdown.ts `ReleaseWalk`: the title and headings open sections, a table's
 * header cells hold for their columns, a row's words for its cells, a block is
 * cut into sentences). The proof (proof.ts) refuses a link into another release.
 */
import type {CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {ReleaseWalk} from './markdown';
import {scopeAt, type Piece, type Scope, type TextNode} from './release';

/** Elements that are blocks of their own, not part of the sentence around them. */
const BLOCK = new Set(['p', 'ul', 'ol', 'li', 'div', 'pre', 'table', 'blockquote', 'details', 'section', 'nav']);
const HEADING = /^h([1-6])$/;
const SENTENCE = /^(?:p|li|td|th|h[1-6])$/;

const isElement = (node: AnyNode): node is Element => node.type === 'tag';

/**
 * The scope of each source link's sentence (`a[href^=…]` elements under `root`, the article):
 * h1 is the page title (the section of the whole page), h2–h6 the Markdown's `##`–`######`.
 */
export function linkScopes(
  $: CheerioAPI,
  root: Element,
  isSourceLink: (link: Element) => boolean,
): Map<Element, Scope> {
  const walk = new ReleaseWalk();
  const scopes = new Map<Element, Scope>();

  /** The inline content of a sentence block as the release cutter reads it, and each link's first leaf. */
  const inline = (element: Element, leaves: Map<Element, TextNode>): TextNode => {
    const children: TextNode[] = [];
    for (const child of element.children) {
      if (child.type === 'text') children.push({type: 'text', value: child.data});
      else if (isElement(child) && !BLOCK.has(child.tagName) && !HEADING.test(child.tagName)) {
        const node: TextNode =
          child.tagName === 'code' ? {type: 'inlineCode', value: $(child).text()} : inline(child, leaves);
        children.push(node);
        if (child.tagName === 'a' && isSourceLink(child)) leaves.set(child, firstLeaf(node) ?? node);
        else if (child.tagName !== 'code')
          for (const link of $(child).find('a').toArray())
            if (isSourceLink(link) && !leaves.has(link)) leaves.set(link, node);
      }
    }
    return {type: 'element', children};
  };

  const visit = (element: Element, index: number) => {
    const tag = element.tagName;
    const heading = HEADING.exec(tag);
    if (heading)
      walk.enter(
        {type: 'heading', depth: heading[1] === '1' ? 0 : Number(heading[1]), value: $(element).text()},
        index,
      );
    else if (tag === 'table') {
      const header = $(element).find('tr').first().children('th, td').toArray();
      walk.enter(
        {
          type: 'table',
          children: [{type: 'tableRow', children: header.map((cell) => ({type: 'text', value: $(cell).text()}))}],
        },
        index,
      );
    } else if (tag === 'tr')
      walk.enter(
        {
          type: 'tableRow',
          children: $(element)
            .children('th, td')
            .toArray()
            .map((cell) => ({type: 'text', value: $(cell).text()})),
        },
        index,
      );
    else if (tag === 'td' || tag === 'th') walk.enter({type: 'tableCell'}, index);

    if (SENTENCE.test(tag)) {
      const leaves = new Map<Element, TextNode>();
      const pieces: Piece[] = walk.pieces(inline(element, leaves));
      for (const [link, leaf] of leaves) scopes.set(link, scopeAt(pieces, leaf) ?? walk.around());
    }
    const blocks = element.children
      .filter(isElement)
      .filter((child) => !SENTENCE.test(tag) || BLOCK.has(child.tagName));
    const cells = tag === 'tr' ? element.children.filter(isElement) : [];
    blocks.forEach((child) => visit(child, tag === 'tr' ? cells.indexOf(child) : 0));

    if (tag === 'table') walk.leave({type: 'table'});
    else if (tag === 'tr') walk.leave({type: 'tableRow'});
    else if (tag === 'td' || tag === 'th') walk.leave({type: 'tableCell'});
  };
  visit(root, 0);
  return scopes;
}

function firstLeaf(node: TextNode): TextNode | null {
  if (node.value !== undefined) return node;
  for (const child of node.children ?? []) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return null;
}
