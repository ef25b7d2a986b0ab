/** Options of the source-links remark plugin, and their validation (a wrong one fails the build with Joi's message). */
import {Joi} from '@docusaurus/utils-validation';

export type SourceLinksOptions = {
  /** The pages' folder (content/): only its pages get links, each against the packages it declares. */
  contentDir: string;
  /** content/strapi-packages.json. */
  manifestPath: string;
  /** Where the packages' indexes are cached (node_modules/.cache/strapi-sources by default). */
  cacheRoot?: string;
  /**
   * When the packages can be neither read from the cache nor fetched (offline on a fresh machine):
   * `warn` builds the pages without source links and says so once; `throw` fails the build.
   */
  onUnavailable: 'warn' | 'throw';
};

const schema = Joi.object<SourceLinksOptions>({
  contentDir: Joi.string().required(),
  manifestPath: Joi.string().required(),
  cacheRoot: Joi.string(),
  onUnavailable: Joi.string().valid('warn', 'throw').default('warn'),
});

export function validateOptions(options: unknown): SourceLinksOptions {
  const {value, error} = schema.validate(options, {abortEarly: false, convert: false});
  if (error) throw new Error(`[source-links] ${error.message}`);
  return value as SourceLinksOptions;
}
