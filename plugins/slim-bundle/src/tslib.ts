/**
 * The one tslib helper `@docusaurus/utils-common` calls in the browser
 * bundle (see index.ts): wrap a CommonJS module so that `.default` reads
 * the module itself, unless it is already an ES module.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
