/** Options of the llms.txt plugin (plugins/llms), and their validation. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

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
});

/** Docusaurus calls this with the options given in the config; a wrong option fails the build with Joi's message. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LlmsPluginOptions, LlmsPluginOptions>): LlmsPluginOptions {
  return validate(optionsSchema, options);
}
