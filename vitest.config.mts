import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX as written (Docusaurus compiles it); the
  // tests that render components compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    projects: [
      // `npm run test:unit`: no builds, no network, seconds; part of `npm run test:quick`.
      // The files share their workers' module cache (isolate: false): most of the
      // tier's time went into importing the same modules again for each file. A
      // test that stubs a global or an environment variable, or spies on a
      // method, gets it restored after it (the three options below), so no file
      // sees another's state; the files pass in any order (--sequence.shuffle).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          isolate: false,
          // Vitest's 5 s default was met by tests of a fraction of a second when
          // both cores were busy with other work (the commit adding this says
          // by how much); a hang still ends the run.
          testTimeout: 30_000,
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      // `npm run test:corpus`: checks over every page or thousands of generated queries
      // (npm test runs them; the edit loop does not). Each test is long, so its time limit is too.
      {extends: true, test: {name: 'corpus', include: ['tests/corpus/**/*.test.{ts,tsx}'], testTimeout: 300_000}},
      // `npm run test:integration`: full Docusaurus builds of a fixture site.
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
});
