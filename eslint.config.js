import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The layers of src/, lowest first. A folder may import its own layer and every layer below, never
 * one above: the site's data does not know its pages, pages do not know the build or the server.
 * (Page components are found by the kinds' folders with import.meta.glob, not imported.) A feature
 * (booking, editing) is one folder whose parts sit in the layers where they belong, so its entries
 * name its subfolders. Two folders of one layer never import each other both ways.
 */
export const LAYERS = [
  ['manifest'], // site.yaml and content/: loading, schema, errors, templates
  ['routes'], // the route table, URLs, redirects, the unknown-id rule
  ['seo', 'booking/rules'], // structured data and sitemaps; the booking rules (browser and server)
  ['app', 'components', 'booking/form'], // the React app shell, the shared components, the booking form
  ['kinds'], // one module per page kind: data loader, copy, page component
  ['checks', 'vike', 'netlify', 'http'], // the check; the render pipeline; the Netlify functions; what every server part shares
  ['editing/shared'], // the editing screen's check engine and the rules its screen and server share
  ['editing/screen', 'editing/server'], // the editing screen (browser); its backend, sign-in and live publishing
  ['booking/server'], // the booking handler, the leads, their mail, manage links, the office's desk (signs in as an editor)
  ['build', 'server'], // the build; npm start's server
];

/** The layer entry a path under src/ belongs to ('booking/server' for 'booking/server/mail/index.ts'). */
function layerOf(underSrc) {
  for (const [level, folders] of LAYERS.entries())
    for (const folder of folders) if (underSrc === folder || underSrc.startsWith(`${folder}/`)) return { level, folder };
  return undefined;
}

const SRC = resolve(import.meta.dirname, 'src');

/** layers/no-upward-import: a relative import whose file is in a higher layer than the importer's. */
const layers = {
  rules: {
    'no-upward-import': {
      meta: { type: 'problem', schema: [], messages: { upward: '{{from}}' } },
      create(context) {
        const from = layerOf(relative(SRC, context.filename).split(sep).join('/'));
        if (!from) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = layerOf(
            relative(SRC, resolve(dirname(context.filename), spec))
              .split(sep)
              .join('/'),
          );
          if (to && to.level > from.level)
            context.report({
              node: node.source,
              messageId: 'upward',
              data: {
                from: `src/${from.folder}/ is in a lower layer than src/${to.folder}/ and never imports it (layers in eslint.config.js).`,
              },
            });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

/**
 * words/one-letter-names: a name says what it holds (decision 070). A one-letter local is allowed only
 * where it is a convention with one meaning: `_` unused, `i`/`j` a loop index and `n` a count, `e` a
 * caught error or an event (a catch clause or a parameter), `a`/`b` the two sides of a comparator.
 */
const ONE_LETTER_KEPT = {
  _: () => true,
  i: () => true,
  j: () => true,
  n: () => true,
  e: (def) => def.type === 'CatchClause' || def.type === 'Parameter',
  a: (def) => def.type === 'Parameter' && def.node.params.map((param) => param.name).join() === 'a,b',
  b: (def) => def.type === 'Parameter' && def.node.params.map((param) => param.name).join() === 'a,b',
};
const NAMED = new Set(['Variable', 'Parameter', 'CatchClause', 'FunctionName', 'ClassName', 'ImportBinding']);
const words = {
  rules: {
    'one-letter-names': {
      meta: { type: 'suggestion', schema: [], messages: { short: '{{why}}' } },
      create(context) {
        return {
          'Program:exit'() {
            for (const scope of context.sourceCode.scopeManager.scopes)
              for (const variable of scope.variables) {
                const def = variable.defs[0];
                if (variable.name.length !== 1 || !def || !NAMED.has(def.type) || ONE_LETTER_KEPT[variable.name]?.(def)) continue;
                const why = `'${variable.name}' says nothing of what it holds: name it for what it is (the kept one-letter names: docs/decisions/070-one-letter-names.md).`;
                context.report({ node: def.name, messageId: 'short', data: { why } });
              }
          },
        };
      },
    },
  },
};

/**
 * Node's modules and the packages that only run on Node. Browser code never imports them: a module
 * that does lives in a `server/` folder or is named `*.server.ts` (tests/unit/browser-node.test.ts).
 */
export const NODE_ONLY = [
  ...builtinModules.filter((name) => !name.startsWith('_')),
  'better-sqlite3',
  'nodemailer',
  'sharp',
  'sirv',
  'express',
  'decap-server',
  'esbuild',
];

/**
 * Node by nature, outside server/ folders: the build and its tools, and the modules that read the
 * project's files with node:fs as the same code under Node and in the editing screen's worker, where
 * node:fs is the worker's in-memory copy of the files (src/editing/server/vite-plugin.ts).
 */
const NODE_BY_NATURE = [
  'src/build/**',
  'src/manifest/load.ts',
  'src/manifest/source.ts',
  'src/manifest/validate.ts',
  'src/manifest/images.ts',
  'src/manifest/local.ts',
  'src/manifest/editor-schemas.ts', // a generator (scripts/run.mjs)
  'src/manifest/typegen.ts', // a generator (scripts/run.mjs)
  'src/routes/link-table.ts',
  'src/checks/check.ts',
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
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { layers },
    rules: { 'layers/no-upward-import': 'error' },
  },
  // Words: one-letter names only where they are a convention, in the code, its tests, its scripts and the
  // top-level configs alike (decision 070; tests/unit/one-letter-names.test.ts).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', '*.config.{ts,js}'],
    plugins: { words },
    rules: { 'words/one-letter-names': 'error' },
  },
  // Browser and server apart: a module outside server/ folders and *.server.ts files never imports
  // Node (a type alone is fine: it is gone from the bundle). tests/unit/browser-node.test.ts proves it.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/server/**', '**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx', ...NODE_BY_NATURE],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: NODE_ONLY.flatMap((name) => [name, ...(builtinModules.includes(name) ? [`node:${name}`] : [])]).map((name) => ({
            name,
            message: 'Browser code never imports Node: move this module to a server/ folder or name it *.server.ts (eslint.config.js).',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
);
