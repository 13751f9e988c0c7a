// `node scripts/run.mjs <name> [args]` runs scripts/<name>.ts under plain Node.
//
// The script and our own modules are bundled into one file first (esbuild, about 60 ms); the
// packages stay external, so Node loads Vite, Rolldown and React itself. Under a loader such as
// tsx every module of those packages would go through the loader's hooks, which on Node 20 run
// on a separate thread: the build spent about 2.5 s more just loading them
// (docs/decisions/012-scripts-run-on-plain-node.md).
import { build, stop } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The files a glob pattern (relative, `*` within segments) matches from `dir`, sorted as Vite sorts them. */
function expandGlob(dir, pattern) {
  if (!/^\.\.?\//.test(pattern) || /\*\*|[{}[\]?!]/.test(pattern))
    throw new Error(`import.meta.glob('${pattern}'): only relative patterns with * in a segment are supported here`);
  let found = [[]];
  const segments = pattern.split('/');
  for (const [i, seg] of segments.entries()) {
    if (!seg.includes('*')) {
      found = found.map((p) => [...p, seg]);
      continue;
    }
    const re = new RegExp(`^${seg.replace(/[.+^$()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    const last = i === segments.length - 1;
    found = found.flatMap((p) =>
      readdirSync(resolve(dir, ...p), { withFileTypes: true })
        .filter((e) => re.test(e.name) && (last ? e.isFile() : e.isDirectory()))
        .map((e) => [...p, e.name]),
    );
  }
  return found
    .map((p) => p.join('/'))
    .filter((rel) => existsSync(resolve(dir, rel)))
    .sort();
}

/**
 * Vite's `import.meta.glob` for the scripts (src/kinds/ finds its page kinds by their folders):
 * `import.meta.glob(pattern, { eager: true })` becomes an object of the matching modules by path,
 * without `eager` an object of functions that import them, as in Vite and Vitest.
 */
const importMetaGlob = {
  name: 'import-meta-glob',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
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

const [name, ...args] = process.argv.slice(2);
const entry = resolve(import.meta.dirname, `${name}.ts`);
if (!name || !/^[a-z-]+$/.test(name) || !existsSync(entry)) {
  console.error(`usage: node scripts/run.mjs <name> [arguments], where scripts/<name>.ts exists`);
  process.exit(2);
}
const outfile = resolve(import.meta.dirname, '../.build/scripts', `${name}.mjs`);
const { outputFiles } = await build({
  entryPoints: [entry],
  outfile,
  write: false,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  logLevel: 'warning',
  plugins: [importMetaGlob],
});
// esbuild's service process is not needed again (it would live as long as npm start).
await stop();
// Written under a temporary name and renamed: two runs at once never read a half-written file.
mkdirSync(dirname(outfile), { recursive: true });
writeFileSync(`${outfile}.${process.pid}`, outputFiles[0].contents);
renameSync(`${outfile}.${process.pid}`, outfile);
// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
