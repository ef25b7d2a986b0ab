/**
 * Offline reading (see README.md): builds the service worker, /sw.js, after
 * each build (src/worker.ts), and adds the client module that registers it
 * and shows the update notice.
 */
import {join} from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {writeWorker} from './worker';

export type OfflineOptions = {
  /**
   * The app shell that install caches, as globs relative to the build
   * directory: what every page needs (the scripts it starts with, the CSS).
   * Pages, search and the rest are cached as they are used.
   */
  appShell: string[];
  /** The plugin instance's id (Docusaurus's; 'default' when not given). */
  id?: string;
};

export const DEFAULT_OPTIONS: OfflineOptions = {
  appShell: ['assets/js/runtime~main.*.js', 'assets/js/main-modules.*.js', 'assets/js/main.*.js', 'assets/css/*.css'],
};

const schema = Joi.object<OfflineOptions>({
  appShell: Joi.array().items(Joi.string().pattern(/^[^/]/, 'relative path')).min(1).default(DEFAULT_OPTIONS.appShell),
  id: Joi.string(),
});

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<Partial<OfflineOptions> | undefined, OfflineOptions>): OfflineOptions {
  return validate(schema, options ?? {});
}

export default function offlinePlugin(_context: LoadContext, options: OfflineOptions): Plugin {
  return {
    name: 'offline',
    getClientModules() {
      return [join(__dirname, 'client', 'register.ts')];
    },
    async postBuild({outDir}) {
      const {bytes, precached} = await writeWorker(outDir, options.appShell);
      console.log(`[offline] sw.js: ${bytes} bytes, ${precached} files precached at install`);
    },
  };
}
