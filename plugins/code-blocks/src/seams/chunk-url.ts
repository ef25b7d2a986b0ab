/**
 * Seam: the URL of a lazy chunk, by name, from Docusaurus's runtime function
 * `__webpack_require__.gca` ("get chunk asset", added to the bundler's
 * runtime by @docusaurus/core's ChunkAssetPlugin for its own prefetching).
 * The bundlers' public `__webpack_get_script_filename__` takes a chunk id,
 * which a build does not know ahead of time; `gca` maps names to ids.
 *
 * Written against @docusaurus/core 3.10.2. `tests/unit/code-blocks-seams.test.ts`
 * fails, naming this seam, when the plugin no longer adds `gca` or changes
 * what it takes; UPGRADING.md says what to do then.
 */

/** Docusaurus's bundler runtime. */
declare const __webpack_require__: {gca(chunkName: string): string};

/** The URL of the lazy chunk named `name`. */
export function chunkUrl(name: string): string {
  return __webpack_require__.gca(name);
}
