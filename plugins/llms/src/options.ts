/** Options of the llms.txt plugin (plugins/llms), and their validation. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {Root} from 'mdast';

export type LlmsPluginOptions = {
  /** Docusaurus's plugin instance id (`default` when not given). */
  id?: string;
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
  /**
   * Changes a page's tree before it is written (given the page's source file),
   * such as the source links of plugins/source-links, so the copies carry the
   * same links as the HTML pages. Resolves to null to leave the page as it is.
   */
  treeTransform?: (sourceFile: string) => Promise<((tree: Root) => void) | null>;
};

const optionsSchema = Joi.object<LlmsPluginOptions>({
  docsPluginId: Joi.string().default('default'),
  sections: Joi.array()
    .items(Joi.object({sidebar: Joi.string().required(), title: Joi.string().required()}))
    .min(1)
    .required(),
  summary: Joi.string().required(),
  details: Joi.string(),
  inlineComponents: Joi.object().pattern(/^[A-Z][A-Za-z0-9]*$/, Joi.function()),
  pageNote: Joi.function(),
  treeTransform: Joi.function(),
});

/** Docusaurus calls this with the options given in the config; a wrong option fails the build with Joi's message. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LlmsPluginOptions, LlmsPluginOptions>): LlmsPluginOptions {
  return validate(optionsSchema, options);
}
