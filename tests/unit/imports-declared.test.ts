import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'scripts', 'tests'];
const TOP_FILES = ['vite.config.ts', 'vitest.config.ts', 'vitest.integration.config.ts', 'playwright.config.ts', 'eslint.config.js'];

function sources(): string[] {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('fixtures/'))
      .map((file) => join(folder, file)),
  );
  return [...files, ...TOP_FILES];
}

/** The package an import names: `react-dom/client` -> react-dom, `@netlify/redirect-parser/x` -> @netlify/redirect-parser. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

it('every package the code imports is declared in package.json (not only installed as another package’s dependency)', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const builtins = new Set(builtinModules);
  const undeclared = new Map<string, string>();
  const specifier = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"./][^'"]*)['"]/gm;
  for (const file of sources()) {
    for (const [, spec] of readFileSync(join(ROOT, file), 'utf8').matchAll(specifier)) {
      if (/^(node:|virtual:|\/)|[$\s]/.test(spec)) continue;
      const name = packageOf(spec);
      if (builtins.has(name) || declared.has(name) || undeclared.has(name)) continue;
      undeclared.set(name, file);
    }
  }
  expect(Object.fromEntries(undeclared)).toEqual({});
});
