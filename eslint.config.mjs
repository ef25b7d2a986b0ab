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

/**
 * Each local plugin's public entries (its README says what each offers): the plugin itself
 * (`src`, its index), and where a plugin has them, a browser API (`prefetch/src/client`) and
 * modules the site's config or components use.
 */
const PUBLIC_ENTRIES = [
  'build-cache/src',
  'code-blocks/src',
  'llms/src',
  'llms/src/options',
  'llms/src/paths',
  'mermaid-svg/src',
  'mermaid-svg/src/paths',
  'mermaid-svg/src/remark',
  'offline/src',
  'prefetch/src',
  'prefetch/src/client',
  'rehype/scrollable-tables',
  'search/src',
  'slim-bundle/src',
  'source-links/src/markdown',
  'source-links/src/remark',
  'start-scripts/src',
  'strapi-packages/src',
  'strapi-packages/src/manifest',
  'strapi-packages/src/refs',
];

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
    // Plugins, components and config reach a plugin only through the entries its README
    // declares (PUBLIC_ENTRIES), never through the files behind them; tests and scripts may.
    files: ['plugins/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'config/**/*.ts', '*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `plugins/(?!(?:${PUBLIC_ENTRIES.join('|')})(?:/index)?(?:\\.tsx?)?$)`,
              message:
                'Import another plugin through an entry its README declares (PUBLIC_ENTRIES in eslint.config.mjs), not its insides.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'tests/fixtures/**/*.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
