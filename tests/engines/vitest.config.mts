import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

/**
 * `npm run test:engines`: the cross-engine smoke suite (README.md here).
 * One engine at a time (WebKitWebDriver runs one session; a 2-core machine
 * runs one browser well), tests in order within each engine.
 */
export default defineConfig({
  test: {
    name: 'engines',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/engines/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    // Launching a browser on a busy machine took up to 20 s.
    hookTimeout: 120_000,
  },
});
