/**
 * The two index files at the site root (https://llmstxt.org):
 * llms.txt, a list of every page's Markdown copy by section, and
 * llms-full.txt, every page's Markdown in the same order.
 */

/** One page as the index files show it. */
export type IndexedPage = {
  title: string;
  description: string;
  /** The absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  /** The page's clean Markdown. */
  markdown: string;
};

export type Section = {title: string; pages: IndexedPage[]};

/** Text on one line, with the characters that would end a link's text escaped. */
function linkText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');
}

/**
 * llms.txt: `# Title`, the `> summary`, optional details, then one
 * `## Section` per non-empty section with a `- [Title](url): description`
 * line per page.
 */
export function renderLlmsTxt(site: {title: string; summary: string; details?: string}, sections: Section[]): string {
  const parts = [`# ${site.title}`, `> ${site.summary.replace(/\s+/g, ' ').trim()}`];
  if (site.details?.trim()) parts.push(site.details.trim());
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    const lines = section.pages.map((page) => {
      const description = page.description.replace(/\s+/g, ' ').trim();
      return `- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: every page's Markdown in section order, separated by thematic breaks. */
export function renderLlmsFull(sections: Section[]): string {
  const pages = sections.flatMap((section) => section.pages);
  return `${pages.map((page) => page.markdown.trim()).join('\n\n---\n\n')}\n`;
}
