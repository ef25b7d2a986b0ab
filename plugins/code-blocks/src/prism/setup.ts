/**
 * Runs before Prism's core is evaluated: in a browser, the core would
 * otherwise highlight every `code[class*="language-"]` element on
 * DOMContentLoaded, rewriting the DOM that React is about to hydrate, and
 * would listen to `message` events as if it ran in a worker.
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
