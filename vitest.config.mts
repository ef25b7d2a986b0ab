import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX as written (Docusaurus compiles it); the
  // tests that render components compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    projects: [
      // `npm run test:unit`: no builds, no network, seconds; part of `npm run test:quick`.
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}']}},
      // `npm run test:corpus`: checks over every page or thousands of generated queries
      // (npm test runs them; the edit loop does not). Each test is long, so its time limit is too.
      {extends: true, test: {name: 'corpus', include: ['tests/corpus/**/*.test.{ts,tsx}'], testTimeout: 300_000}},
      // `npm run test:integration`: full Docusaurus builds of a fixture site.
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
});
