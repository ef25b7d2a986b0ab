import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX as written (Docusaurus compiles it); the
  // tests that render components compile it with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
