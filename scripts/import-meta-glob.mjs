// Vite's import.meta.glob for the scripts, which esbuild bundles (scripts/run.mjs): src/kinds/ finds
// its page kinds by their folders, in Vite, Vitest and the scripts alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The files a glob pattern (relative, `*` within segments) matches from `dir`, sorted as Vite sorts them. */
export function expandGlob(dir, pattern) {
  if (!/^\.\.?\//.test(pattern) || /\*\*|[{}[\]?!]/.test(pattern))
    throw new Error(`import.meta.glob('${pattern}'): only relative patterns with * in a segment are supported here`);
  let found = [[]];
  const segments = pattern.split('/');
  for (const [i, seg] of segments.entries()) {
    if (!seg.includes('*')) {
      found = found.map((path) => [...path, seg]);
      continue;
    }
    const re = new RegExp(`^${seg.replace(/[.+^$()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    const last = i === segments.length - 1;
    found = found.flatMap((path) =>
      readdirSync(resolve(dir, ...path), { withFileTypes: true })
        .filter((entry) => re.test(entry.name) && (last ? entry.isFile() : entry.isDirectory()))
        .map((entry) => [...path, entry.name]),
    );
  }
  return found
    .map((path) => path.join('/'))
    .filter((rel) => existsSync(resolve(dir, rel)))
    .sort();
}

/**
 * Vite's `import.meta.glob` for the scripts (src/kinds/ finds its page kinds by their folders):
 * `import.meta.glob(pattern, { eager: true })` becomes an object of the matching modules by path,
 * without `eager` an object of functions that import them, as in Vite and Vitest.
 */
export const importMetaGlob = {
  name: 'import-meta-glob',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.glob')) return undefined;
      const imports = [];
      const contents = text.replace(
        /import\.meta\.glob(?:<[^>(]*>)?\(\s*(['"])([^'"]+)\1\s*(?:,\s*(\{[^}]*\}))?\s*\)/g,
        (_, _q, pattern, options = '') => {
          const eager = /eager\s*:\s*true/.test(options);
          const entries = expandGlob(dirname(args.path), pattern).map((rel) => {
            if (!eager) return `${JSON.stringify(rel)}: () => import(${JSON.stringify(rel)})`;
            const name = `__glob_${imports.length}`;
            imports.push(`import * as ${name} from ${JSON.stringify(rel)};`);
            return `${JSON.stringify(rel)}: ${name}`;
          });
          return `({ ${entries.join(', ')} })`;
        },
      );
      return {
        contents: `${imports.join('\n')}\n${contents}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};
