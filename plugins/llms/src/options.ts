/** Options of the llms.txt plugin (plugins/llms). */
export type LlmsPluginOptions = {
  /** The docs plugin instance whose pages are exported (its `id`; `default` when it has none). */
  docsPluginId?: string;
  /** The llms.txt sections in order: one per sidebar, with its heading. */
  sections: {sidebar: string; title: string}[];
  /** The one-paragraph summary under the title of llms.txt (`> …`). */
  summary: string;
  /** Optional paragraphs after the summary, before the first section. */
  details?: string;
  /**
   * Self-closing MDX components of the pages (`<Name attr="…" />`) written as
   * text in the Markdown copies: the component's name → its text.
   */
  inlineComponents?: Record<string, (attributes: Record<string, string>) => string>;
  /** A line under a page's `Source:` line, from its front matter (none when null). */
  pageNote?: (frontMatter: Record<string, unknown>) => string | null;
};
