import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { expect, it } from 'vitest';
import { kindNames, pageKind } from '../../src/kinds/kinds';

const ROOT = resolve(import.meta.dirname, '../..');
const KINDS = join(ROOT, 'src/kinds');
const folders = readdirSync(KINDS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(KINDS, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

/** The scripts' expansion of import.meta.glob (scripts/run.mjs bundles with it). */
async function globPlugin(): Promise<Plugin> {
  const mod = (await import(pathToFileURL(join(ROOT, 'scripts/import-meta-glob.mjs')).href)) as { importMetaGlob: Plugin };
  return mod.importMetaGlob;
}

/** Bundles one module as esbuild does for the scripts; returns every source module it pulls in and every import left external. */
async function bundle(entry: string, platform: 'node' | 'browser') {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    write: false,
    platform,
    format: 'esm',
    packages: 'external',
    // MDX bodies are compiled by Vite's MDX plugin; here they are only names.
    external: ['*.mdx'],
    plugins: [await globPlugin()],
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const external = Object.values(result.metafile.inputs).flatMap((input) =>
    input.imports.filter((imported) => imported.external).map((imported) => imported.path),
  );
  return { inputs, external };
}

it('every folder of src/kinds/ with an index.ts is a page kind, each with a page component', () => {
  expect(kindNames()).toEqual(folders);
  for (const name of folders) {
    expect(typeof pageKind(name).data, name).toBe('function');
    expect(existsSync(join(KINDS, name, 'page.tsx')), `${name}/page.tsx`).toBe(true);
  }
  expect(() => pageKind('servise')).toThrow(/no page kind 'servise'.*did you mean 'service'\?.*The kinds are: about, /);
});

it("the scripts' bundle finds the same kinds as Vite (scripts/run.mjs expands import.meta.glob)", async () => {
  const { inputs } = await bundle('src/kinds/kinds.ts', 'node');
  const found = inputs.flatMap((input) => /^src\/kinds\/([^/]+)\/index\.ts$/.exec(input)?.[1] ?? []).sort();
  expect(found).toEqual(folders);
  // The page components, found by the lazy glob.
  const lazy = await bundle('src/app/kind-pages.ts', 'node');
  expect(lazy.inputs.flatMap((input) => /^src\/kinds\/([^/]+)\/page\.tsx$/.exec(input)?.[1] ?? []).sort()).toEqual(folders);
});

it('the kind modules (data loaders, copy schemas) and page components bundle for a browser: no Node-only import', async () => {
  for (const entry of ['src/kinds/kinds.ts', 'src/app/kind-pages.ts']) {
    const { inputs, external } = await bundle(entry, 'browser');
    expect(
      external.filter(
        (specifier) => specifier.startsWith('node:') || ['fs', 'path', 'os', 'child_process', 'better-sqlite3'].includes(specifier),
      ),
      entry,
    ).toEqual([]);
    expect(
      inputs.filter((input) => /^src\/(server|build|vike)\//.test(input)),
      entry,
    ).toEqual([]);
  }
});
