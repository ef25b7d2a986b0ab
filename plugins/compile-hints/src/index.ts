/**
 * V8's compile hint on the scripts every page runs first (see README.md):
 * `//# allFunctionsCalledOnLoad` as the first line of the entry chunks' JavaScript
 * (`runtime~main`, `main`), so that Chromium compiles their functions while the
 * script streams in, off the main thread, instead of one by one on the main
 * thread as each is first called during the page's start.
 *
 * Public entry: this module (the plugin, `validateOptions` and its option type).
 */
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** The magic comment, as V8 reads it: the file's first line, nothing before it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The plugin takes no options of its own; `id` is Docusaurus's. */
export type CompileHintsOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<CompileHintsOptions>({});

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle renders pages in Node at build time; only a browser reads the hint.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            // Entry chunks only: main and its runtime, which every page runs
            // whole as it starts. A lazy chunk (a page's content, a component
            // few pages use) keeps V8's lazy compiling.
            entryOnly: true,
            test: /\.js$/,
            // After the minifier, which drops comments, and before the
            // content hash, so that a file's name still names its bytes.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<CompileHintsOptions, CompileHintsOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[compile-hints] Invalid options: ${(error as Error).message}`);
  }
}
