/**
 * Names that are not claims about Strapi: the standard library of JavaScript
 * and TypeScript, the DOM, Node.js and React, which pages name while
 * explaining Strapi's code. Kept small on purpose: a name here is never
 * checked, so only names of those platforms belong here (most of them occur
 * in Strapi's sources anyway; the list matters for pages whose packages do not
 * happen to use them).
 */

/** Identifiers of the platforms (JS/TS built-ins, DOM, Node, React). */
export const BUILTIN_NAMES = new Set([
  // JavaScript globals and TypeScript utility types
  'Array', 'ArrayBuffer', 'AsyncGenerator', 'AsyncIterable', 'AsyncIterableIterator', 'AsyncIterator', 'Awaited',
  'BigInt', 'Boolean', 'DataView', 'Date', 'Error', 'EvalError', 'Exclude', 'Extract', 'Function', 'Generator',
  'Infinity', 'InstanceType', 'Intl', 'Iterable', 'IterableIterator', 'Iterator', 'JSON', 'Map', 'Math', 'NaN',
  'NonNullable', 'Number', 'Object', 'Omit', 'Parameters', 'Partial', 'Pick', 'Promise', 'PromiseLike', 'Proxy',
  'RangeError', 'Readonly', 'ReadonlyArray', 'Record', 'ReferenceError', 'Reflect', 'RegExp', 'Required',
  'ReturnType', 'Set', 'String', 'Symbol', 'SyntaxError', 'TypeError', 'Uint8Array', 'WeakMap', 'WeakSet',
  'AggregateError', 'ArrayLike', 'PropertyKey', 'ThisType', 'Uppercase', 'Lowercase', 'Capitalize',
  'toJSON', 'toString', 'valueOf', 'hasOwnProperty', 'structuredClone', 'queueMicrotask', 'globalThis',
  'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'clearImmediate',
  'encodeURIComponent', 'decodeURIComponent', 'parseInt', 'parseFloat', 'isNaN',
  // DOM and web platform
  'AbortController', 'AbortSignal', 'Blob', 'CustomEvent', 'Element', 'Event', 'EventTarget', 'File',
  'FileReader', 'FormData', 'HTMLElement', 'HTMLInputElement', 'HTMLButtonElement', 'HTMLDivElement',
  'HTMLFormElement', 'Headers', 'KeyboardEvent', 'MouseEvent', 'ReadableStream', 'Request', 'Response',
  'TextDecoder', 'TextEncoder', 'URL', 'URLSearchParams', 'WebSocket', 'WritableStream', 'localStorage',
  'sessionStorage', 'addEventListener', 'removeEventListener', 'querySelector', 'querySelectorAll',
  'getElementById', 'requestAnimationFrame', 'innerHTML', 'textContent', 'scrollIntoView',
  // Node.js
  'Buffer', 'EventEmitter', 'Readable', 'Writable', 'Duplex', 'Transform', 'PassThrough', 'NodeJS',
  'createReadStream', 'createWriteStream', 'readFileSync', 'writeFileSync', 'existsSync', 'mkdirSync',
  '__dirname', '__filename', 'ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND', 'ENOENT', 'EADDRINUSE',
  'MaxListenersExceededWarning', 'setMaxListeners', 'unhandledRejection', 'uncaughtException',
  // Test runners the contributor guides describe (Jest, Vitest, Playwright, Testing Library)
  'beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'getByRole', 'getByText', 'getByLabel', 'getByLabelText',
  'findByRole', 'findByText', 'queryByRole', 'queryByText', 'waitFor', 'userEvent', 'toBe', 'toEqual',
  'toHaveBeenCalled', 'toHaveBeenCalledWith', 'toMatchSnapshot', 'toBeVisible', 'waitForTimeout', 'waitForURL',
  // React
  'React', 'ReactDOM', 'ReactNode', 'ReactElement', 'FC', 'JSX', 'ComponentType', 'ComponentProps',
  'PropsWithChildren', 'CSSProperties', 'Fragment', 'StrictMode', 'Suspense', 'ChangeEvent', 'FormEvent',
  'SyntheticEvent', 'RefObject', 'MutableRefObject', 'Dispatch', 'SetStateAction', 'useState', 'useEffect',
  'useMemo', 'useCallback', 'useRef', 'useContext', 'useReducer', 'useLayoutEffect', 'useId',
  'useTransition', 'useDeferredValue', 'useSyncExternalStore', 'useImperativeHandle', 'createContext',
  'forwardRef', 'createElement', 'cloneElement', 'isValidElement', 'createRoot', 'createPortal',
  'hydrateRoot', 'displayName', 'defaultProps', 'onClick', 'onChange', 'onSubmit', 'className',
]);

/**
 * Roots of member chains that belong to the platform: `JSON.stringify`,
 * `Object.keys`, `console.log`, `Buffer.prototype.toJSON` are not checked.
 * (`process.env.NAME` is the exception: NAME is checked, see claims.ts.)
 */
export const BUILTIN_ROOTS = new Set([
  'Array', 'Buffer', 'Date', 'Error', 'Intl', 'JSON', 'Math', 'Number', 'Object', 'Promise', 'React',
  'ReactDOM', 'Reflect', 'String', 'Symbol', 'Boolean', 'BigInt', 'URL', 'console', 'crypto', 'fs', 'path',
  'os', 'util', 'zlib', 'stream', 'http', 'https', 'url', 'child_process', 'cluster', 'module', 'exports',
  'require', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'performance', 'import',
  'process', 'Symbol',
  // test runners: `jest.mock`, `vi.fn`, `test.describe.skip`, `expect(…).toBe`, Testing Library's `screen`
  'jest', 'vi', 'test', 'describe', 'it', 'expect', 'screen',
]);

/** Roots that only say where a value lives: `window.strapi.x` is checked as `strapi.x`. */
export const TRANSPARENT_ROOTS = new Set(['window', 'globalThis', 'global', 'self', 'this', 'document']);

/** JavaScript and TypeScript keywords: never names. */
export const KEYWORDS = new Set([
  'abstract', 'any', 'as', 'async', 'await', 'boolean', 'break', 'case', 'catch', 'class', 'const', 'continue',
  'debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally',
  'for', 'from', 'function', 'get', 'if', 'implements', 'import', 'in', 'infer', 'instanceof', 'interface',
  'is', 'keyof', 'let', 'module', 'namespace', 'never', 'new', 'null', 'number', 'object', 'of', 'private',
  'protected', 'public', 'readonly', 'return', 'satisfies', 'set', 'static', 'string', 'super', 'switch',
  'symbol', 'this', 'throw', 'true', 'try', 'type', 'typeof', 'undefined', 'unique', 'unknown', 'var', 'void',
  'while', 'with', 'yield',
]);
