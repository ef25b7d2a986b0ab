/**
 * Prism's language files register themselves on a global `Prism`; the core,
 * loaded as a module, does not always set one (it depends on the bundler's
 * `global`), so set it here, between the core and the languages.
 */
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;

export {};
