// `node scripts/run.mjs <name> [args]` runs scripts/<name>.ts under plain Node.
//
// The script and our own modules are bundled into one file first (esbuild, about 60 ms); the
// packages stay external, so Node loads Vite, Rolldown and React itself. Under a loader such as
// tsx every module of those packages would go through the loader's hooks, which on Node 20 run
// on a separate thread: the build spent about 2.5 s more just loading them
// (docs/decisions/012-scripts-run-on-plain-node.md).
import { build, stop } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importMetaGlob } from './import-meta-glob.mjs';

const [name, ...args] = process.argv.slice(2);
const entry = resolve(import.meta.dirname, `${name}.ts`);
if (!name || !/^[a-z-]+$/.test(name) || !existsSync(entry)) {
  console.error(`usage: node scripts/run.mjs <name> [arguments], where scripts/<name>.ts exists`);
  process.exit(2);
}
// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
const project = resolve(import.meta.dirname, '..');

/** Bundles scripts/<script>.ts to .build/scripts/<script>.mjs; its path. */
async function bundle(script, plugins = []) {
  const outfile = resolve(project, '.build/scripts', `${script}.mjs`);
  const { outputFiles } = await build({
    entryPoints: [resolve(import.meta.dirname, `${script}.ts`)],
    outfile,
    write: false,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [...plugins, importMetaGlob],
  });
  // Written under a temporary name and renamed: two runs at once never read a half-written file.
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(`${outfile}.${process.pid}`, outputFiles[0].contents);
  renameSync(`${outfile}.${process.pid}`, outfile);
  return outfile;
}

// The generated files (types, link table, editor schemas, the editing screen's config) are written
// before any script is bundled, so that the script is built from them, fresh
// (docs/decisions/032-generated-files-generate-themselves.md).
const written = await generate();
if (name === 'generate') {
  console.log(written.length ? written.map((file) => `wrote ${file}`).join('\n') : 'the generated files are up to date');
  process.exit(0);
}
const outfile = await bundle(name);
// esbuild's service process is not needed again (it would live as long as npm start).
await stop();
// A script that runs another (npm start rebuilding after an edit) finds this runner here, also
// when it runs in another folder than this project (a scratch site).
process.env.SITE_RUNNER ??= resolve(import.meta.dirname, 'run.mjs');
process.argv = [process.argv[0], outfile, ...args];
// A reader that stops early (`npm run build | head`) closes our output: the script ends there, as a
// shell tool does. Without this, every later line failed with EPIPE, and a handler that only logs
// errors (Vike's) kept the build spinning on a core, never ending.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(141);
  });
await import(pathToFileURL(outfile).href);

/**
 * Writes the generated files whose sources changed: skipped when no file under site.yaml, schema/,
 * content/ or src/ changed since the last run (a list of sizes and times in .build/). A fresh clone
 * has no link table yet: the generator is bundled with an empty one, then once more with the one it
 * wrote, so that nothing it generates was made from the empty table.
 */
async function generate() {
  const stampFile = resolve(project, '.build/generated.stamp');
  const stamp = sourcesStamp();
  if (!process.env.GENERATE_ALWAYS && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return [];
  const written = [];
  for (let pass = 1; pass <= 2; pass++) {
    const file = await bundle('generate', [emptyLinkTableWhenMissing()]);
    const { writeGeneratedFiles } = await import(`${pathToFileURL(file).href}?pass=${pass}&pid=${process.pid}`);
    const changed = await writeGeneratedFiles(project);
    written.push(...changed.filter((changedFile) => !written.includes(changedFile)));
    if (!changed.includes('src/routes/routes.generated.ts')) break;
  }
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, sourcesStamp());
  return written;
}

/** Every source file of the generated files with its size and time, one line each (generated files left out). */
function sourcesStamp() {
  const lines = [];
  const walk = (rel) => {
    const abs = resolve(project, rel);
    if (!existsSync(abs)) return lines.push(`${rel} -`);
    const st = statSync(abs);
    if (!st.isDirectory()) return lines.push(`${rel} ${st.size} ${st.mtimeMs}`);
    for (const entry of readdirSync(abs).sort()) if (entry !== 'editor' && !entry.includes('.generated.')) walk(`${rel}/${entry}`);
  };
  for (const rel of ['site.yaml', 'schema', 'content', 'src', 'scripts/generate.ts']) walk(rel);
  const outputs = [
    'src/manifest/schema.generated.ts',
    'src/routes/routes.generated.ts',
    'src/editing/shared/config.generated.json',
    '.vscode/settings.json',
    'schema/editor',
  ];
  for (const rel of outputs) if (!existsSync(resolve(project, rel))) lines.push(`${rel} missing`);
  // The editing screen's backend is made from the build's environment too: the settings
  // src/netlify/repository.ts reads (never a secret: those are read by the functions only).
  const editingEnv = [
    'EDIT_REPOSITORY',
    'EDIT_BRANCH',
    'EDIT_BACKEND',
    'REPOSITORY_URL',
    'BRANCH',
    'GITHUB_URL',
    'GITHUB_API_URL',
    'GITLAB_URL',
    'GITLAB_API_URL',
  ];
  for (const variable of editingEnv) lines.push(`${variable}=${process.env[variable] ?? ''}`);
  return lines.join('\n');
}

/** esbuild plugin: a missing src/routes/routes.generated.ts (a fresh clone) is bundled as an empty table. */
function emptyLinkTableWhenMissing() {
  return {
    name: 'empty-link-table-when-missing',
    setup(bundling) {
      bundling.onResolve({ filter: /routes\.generated$/ }, (args) => {
        const file = resolve(args.resolveDir, `${args.path}.ts`);
        return existsSync(file) ? undefined : { path: file, namespace: 'empty-link-table' };
      });
      bundling.onLoad({ filter: /.*/, namespace: 'empty-link-table' }, () => ({
        contents: 'export const ROUTES = {} as const;',
        loader: 'ts',
      }));
    },
  };
}
