/** Offline reading (plugins/offline): the app shell its worker caches at install. */
import {DEFAULT_OPTIONS, type OfflineOptions} from '../plugins/offline/src';

export const offline = {
  appShell: DEFAULT_OPTIONS.appShell,
} satisfies OfflineOptions;
