import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX as written (Docusaurus compiles it); the
  // tests that render components compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'node',
    projects: [
      // `npm run test:unit`: no builds, no network; part of `npm run test:quick`.
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}']}},
      // `npm run test:integration`: full Docusaurus builds of a fixture site.
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
});
