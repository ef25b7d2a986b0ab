/**
 * The sections of one page as they are indexed. A page's first section (the
 * text before its first h2) stands for the page: besides its title and text
 * it holds the page's tags, the words of its address, its front matter's
 * description and keywords, and what its commands and methods do (./tasks.ts),
 * so that a reader who searches with the name the address carries, with the
 * words of the description, or with the task a method does, finds the page.
 */
import {routeWordsOf, type IndexedSection} from './engine';
import type {ExtractedPage} from './extract';

/** The first characters of a section's text, cut at a word boundary. */
export function excerptOf(content: string, length: number): string {
  if (content.length <= length) return content;
  const cut = content.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`;
}

export type PageMeta = {
  /** The page's route, without a trailing slash. */
  route: string;
  /** Front matter keywords, if any. */
  keywords?: string[];
};

export function sectionsOfPage(
  page: ExtractedPage,
  meta: PageMeta,
  firstId: number,
  excerptLength: number,
): IndexedSection[] {
  const descriptors = [
    ...page.tags,
    routeWordsOf(meta.route),
    page.description,
    ...(meta.keywords ?? []),
    ...page.tasks,
  ];
  return page.sections.map((section, index) => ({
    id: firstId + index,
    pageTitle: page.pageTitle,
    sectionTitle: section.title,
    sectionRoute: `${meta.route}${section.hash}`,
    type: 'docs',
    excerpt: excerptOf(section.content, excerptLength),
    content: section.content,
    // The page's descriptors belong to its first section, as the stock
    // plugin gave it the page's tags.
    tags: index === 0 ? descriptors.filter(Boolean) : [],
  }));
}
