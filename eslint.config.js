import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first. A folder may import its own layer and every layer below, never
 * one above: the site's data does not know its pages, pages do not know the build or the server.
 * (Page components are found by the kinds' folders with import.meta.glob, not imported.)
 */
export const LAYERS = [
  ['manifest'], // site.yaml and content/: loading, schema, errors, templates
  ['routes'], // the route table, URLs, redirects, the unknown-id rule
  ['seo', 'booking-rules', 'checks'], // structured data and sitemaps; the booking rules; the site's cross-checks
  ['app', 'components'], // the React app shell and the shared components
  ['kinds'], // one module per page kind: data loader, copy, page component
  ['vike', 'build', 'server', 'admin', 'netlify'], // the render pipeline, the build, the server, the editing screen, its Netlify functions
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.build/',
      'node_modules/',
      'src/manifest/schema.generated.ts',
      'src/routes/routes.generated.ts',
      'src/kinds/copy.generated.ts',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/scripts/*'], message: 'src/ never imports scripts/.' }] }],
    },
  },
  // Short functions (issue: a newcomer reads a function whole). A longer one is allowed only with its
  // reason: `// eslint-disable-next-line max-lines-per-function -- <why>` (tests/unit/function-length.test.ts
  // refuses a disable without one); a disable that is no longer needed is an error.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/support/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: true }] },
  },
  // The plain-Node launcher (scripts/run.mjs).
  { files: ['**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // Layers: a folder of src/ imports only from its own layer and the ones below it
  // (tests/unit/layers.test.ts proves the rule fails on an upward import).
  ...LAYERS.flatMap((folders, level) =>
    folders.map((folder) => ({
      files: [`src/${folder}/**`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['**/scripts/*'], message: 'src/ never imports scripts/.' },
              ...LAYERS.slice(level + 1)
                .flat()
                .map((higher) => ({
                  // a relative import whose path goes through the folder (packages such as react-dom/server are not ours)
                  regex: `^\\.\\.?/(?:.*/)?${higher}(?:/|$)`,
                  message: `src/${folder}/ is in a lower layer than src/${higher}/ and never imports it (layers in eslint.config.js).`,
                })),
            ],
          },
        ],
      },
    })),
  ),
);
