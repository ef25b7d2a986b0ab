/**
 * The prefetch plugin's public entry for browser code: other plugins import
 * this module, never the files beside it.
 */
export {default as prefetch} from './prefetch';
export {holdPrefetching, whenSettled} from './settled';
