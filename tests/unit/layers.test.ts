/**
 * The layers of src/ (eslint.config.js LAYERS): lint refuses an upward import, and no file imports
 * itself through others (a cycle).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint.config.js';

const eslint = new ESLint();
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: resolve(file) }))[0].messages.filter((message) => message.ruleId === 'layers/no-upward-import');

describe('import layers', () => {
  it('refuses an import of a higher layer, from every layer below it', async () => {
    for (let level = 0; level < LAYERS.length - 1; level++) {
      const folder = LAYERS[level][0];
      const higher = LAYERS[level + 1][0];
      const file = `src/${folder}/new-file.ts`;
      const spec = relative(dirname(file), `src/${higher}/thing`);
      const messages = await lint(file, `import { x } from '${spec}';\nexport const y = x;\n`);
      expect(messages.map((message) => message.message).join('\n')).toContain(`src/${folder}/ is in a lower layer than src/${higher}/`);
    }
  });

  it('allows an import of the same or a lower layer, and packages whose names look like a folder', async () => {
    expect(
      await lint(
        'src/kinds/new-file.ts',
        `import { a } from '../routes/urls';\nimport { b } from '../components/button';\nexport const c = [a, b];\n`,
      ),
    ).toEqual([]);
    expect(
      await lint('src/app/new-file.ts', `import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n`),
    ).toEqual([]);
  });

  it('refuses an upward import between the parts of one feature, and allows a downward one', async () => {
    const up = await lint('src/booking/form/new-file.ts', `import { x } from '../server/booking';\nexport const y = x;\n`);
    expect(up.map((message) => message.message).join('\n')).toContain('src/booking/form/ is in a lower layer than src/booking/server/');
    expect(await lint('src/booking/server/new-file.ts', `import { x } from '../form/config';\nexport const y = x;\n`)).toEqual([]);
  });

  it('names every folder of src/ in exactly one layer (a feature folder by its parts, with no loose files)', () => {
    const entries = LAYERS.flat();
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        if (entries.includes(entry.name)) return [entry.name];
        const parts = readdirSync(join('src', entry.name), { withFileTypes: true });
        expect(
          parts.filter((part) => !part.isDirectory()).map((part) => part.name),
          `loose files in src/${entry.name}/`,
        ).toEqual([]);
        return parts.map((part) => `${entry.name}/${part.name}`);
      });
    expect(folders.sort()).toEqual(entries.sort());
  });
});

/** Every .ts/.tsx file of src/ (tests left out) and the files it imports by relative path, type-only imports left out. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk('src');
  const resolveImport = (from: string, spec: string) => {
    const base = resolve(dirname(from), spec);
    for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
      if (existsSync(file) && /\.tsx?$/.test(file)) return relative('.', file);
    return undefined;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const deps = [
      ...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm),
      ...code.matchAll(/^export\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm),
    ]
      .map((match) => resolveImport(file, match[1]))
      .filter((dep): dep is string => Boolean(dep));
    graph.set(file, deps);
  }
  return graph;
}

describe('import cycles', () => {
  it('no file of src/ imports itself through others', () => {
    const graph = importGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const dep of graph.get(file) ?? []) visit(dep, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });
});
