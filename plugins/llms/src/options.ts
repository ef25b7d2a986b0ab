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
};
