// @ts-check
// ESLint for the site's TypeScript and React: the recommended rules of ESLint and
// typescript-eslint, the rules of hooks, and jsx-a11y's accessibility rules.
// Formatting is Prettier's job (.prettierrc.json), so no stylistic rule is enabled here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import {defineConfig} from 'eslint/config';

export default defineConfig(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'static/', 'test-results/', 'playwright-report/', '.scratch/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      // A name starting with "_" is left out on purpose (rest destructuring that drops a key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
    },
  },
  {
    files: ['**/*.cjs', 'tests/fixtures/**/*.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
