import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A text replacement (each must match); `delete` removes the file; `encoding: latin1` saves it as Latin-1. */
type Edit = { file: string; find?: string; replace?: string; delete?: boolean; encoding?: 'latin1' };

/**
 * A scratch copy of the site (site.yaml, content/, schema/, the photos; with `buildable`, also what a build needs),
 * with a fixture scenario applied: tests/fixtures/manifests/<name>/edits.json (text replacements,
 * each of which must match) and files/ (files added or replaced).
 */
export function siteCopy(scenario?: string, opts: { buildable?: boolean } = {}): string {
  // Inside the project (.build/ is ignored): Vike expects the build root on the same top-level directory as the cwd.
  mkdirSync(join(ROOT, '.build', 'scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.build', 'scratch', 'site-'));
  // The photos are content too (an image field names one; the check reads it).
  const parts = ['site.yaml', 'content', 'schema', opts.buildable ? 'public' : 'public/images'];
  if (opts.buildable) parts.push('src', 'vite.config.ts', 'tsconfig.json', 'package.json');
  for (const p of parts) if (existsSync(join(ROOT, p))) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  if (opts.buildable) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (scenario) applyScenario(dir, join(ROOT, 'tests/fixtures/manifests', scenario));
  return dir;
}

/**
 * The copy as a git repository of its own, with one commit of it as copied (by "Developer"): the
 * site's history, for tests of what a save records. Built output and packages are ignored.
 */
export function committed(dir: string): string {
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n.build\ndist\ndata\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site as set up');
  return dir;
}

function applyScenario(dir: string, fixture: string) {
  const editsFile = join(fixture, 'edits.json');
  if (existsSync(editsFile)) {
    for (const e of JSON.parse(readFileSync(editsFile, 'utf8')) as Edit[]) {
      const file = join(dir, e.file);
      if (e.delete) {
        rmSync(file);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      if (e.find !== undefined && !text.includes(e.find)) throw new Error(`fixture edit does not match in ${e.file}: ${e.find}`);
      writeFileSync(file, e.find !== undefined ? text.replace(e.find, e.replace ?? '') : text, e.encoding ?? 'utf8');
    }
  }
  const files = join(fixture, 'files');
  if (existsSync(files)) copyInto(files, dir);
}

function copyInto(from: string, to: string) {
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) copyInto(src, join(to, name));
    else cpSync(src, join(to, name));
  }
}
