// `node scripts/run.mjs <name> [args]` runs scripts/<name>.ts under plain Node.
//
// The script and our own modules are bundled into one file first (esbuild, about 60 ms); the
// packages stay external, so Node loads Vite, Rolldown and React itself. Under a loader such as
// tsx every module of those packages would go through the loader's hooks, which on Node 20 run
// on a separate thread: the build spent about 2.5 s more just loading them
// (docs/decisions/012-scripts-run-on-plain-node.md).
import { build, stop } from 'esbuild';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importMetaGlob } from './import-meta-glob.mjs';

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
