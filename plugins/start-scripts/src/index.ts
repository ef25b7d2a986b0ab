/**
 * The scripts every page starts with (see README.md): `runtime~main` (Rspack's
 * chunk loader), `main-modules` (the modules of the main entry) and `main`
 * (the call that starts them).
 *
 * - V8's compile hint, `//# allFunctionsCalledOnLoad`, is the first line of
 *   each, so that Chromium compiles their functions while they stream in, off
 *   the main thread, instead of one by one on it as each is first called.
 * - The entry's modules are a chunk of their own, so that the script whose top
 *   level runs the start is a few hundred bytes, not the whole bundle: a stack
 *   trace taken during the start (a profiler's, a trace's, a network
 *   initiator's) makes V8 parse again every script whose top level is on it.
 *
 * Public entry: this module (the plugin, `validateOptions` and its option type).
 */
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** The magic comment, as V8 reads it: the file's first line, nothing before it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk that holds the main entry's modules, loaded before `main`. */
export const MAIN_MODULES = 'main-modules';

/** The plugin takes no options of its own; `id` is Docusaurus's. */
export type StartScriptsOptions = {id?: string};

const OPTIONS_SCHEMA = Joi.object<StartScriptsOptions>({});

export default function startScriptsPlugin(): Plugin {
  return {
    name: 'start-scripts',
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server bundle renders pages in Node at build time; only a browser runs these chunks.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Every module of the main entry moves here, and `main` keeps only
              // the call that starts them. CSS still goes to Docusaurus's one
              // `styles` chunk, whose group has the higher priority (50).
              [MAIN_MODULES]: {
                name: MAIN_MODULES,
                chunks: (chunk: {name?: string | null}) => chunk.name === 'main',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            // The chunks a page starts with only (runtime~main, main-modules,
            // main), which every page runs whole as it starts. A lazy chunk (a
            // page's content, a component few pages use) keeps V8's lazy compiling.
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
}: OptionValidationContext<StartScriptsOptions, StartScriptsOptions>) {
  try {
    return validate(OPTIONS_SCHEMA, options);
  } catch (error) {
    throw new Error(`[start-scripts] Invalid options: ${(error as Error).message}`);
  }
}
