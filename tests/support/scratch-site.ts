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
import { placeFixtureSite } from './fixture-site';

const ROOT = resolve(import.meta.dirname, '../..');

/** A text replacement (each must match); `delete` removes the file; `encoding: latin1` saves it as Latin-1. */
type Edit = { file: string; find?: string; replace?: string; delete?: boolean; encoding?: 'latin1' };

/**
 * A scratch site: a folder of its own under .build/scratch/ with the fixture site's site.yaml, content/ and photos, the project's schema/;
 * with `buildable`, also the project's code and public files a build needs), with a fixture scenario
 * applied: tests/fixtures/manifests/<name>/edits.json (text replacements, each of which must match)
 * and files/ (files added or replaced). The content is the fixture site's (tests/support/fixture-site.ts),
 * so an editor's change of the real content never breaks a scenario.
 */
export function scratchSite(scenario?: string, opts: { buildable?: boolean } = {}): string {
  // Inside the project (.build/ is ignored): Vike expects the build root on the same top-level directory as the cwd.
  mkdirSync(join(ROOT, '.build', 'scratch'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.build', 'scratch', 'site-'));
  if (opts.buildable)
    for (const entry of ['public', 'src', 'vite.config.ts', 'tsconfig.json', 'package.json'])
      cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  // The content, photos included (an image field names one; the check reads it), replaces the project's.
  rmSync(join(dir, 'public/images'), { recursive: true, force: true });
  // The scenario's edits match the frozen text; the scratch site follows the real site's routes after them.
  placeFixtureSite(dir, scenario ? (siteDir) => applyScenario(siteDir, join(ROOT, 'tests/fixtures/manifests', scenario)) : undefined);
  if (opts.buildable) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/**
 * The scratch site as a git repository of its own, with one commit of it as placed (by "Developer"): the
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
    for (const edit of JSON.parse(readFileSync(editsFile, 'utf8')) as Edit[]) {
      const file = join(dir, edit.file);
      if (edit.delete) {
        rmSync(file);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      if (edit.find !== undefined && !text.includes(edit.find))
        throw new Error(`fixture edit does not match in ${edit.file}: ${edit.find}`);
      writeFileSync(file, edit.find !== undefined ? text.replace(edit.find, edit.replace ?? '') : text, edit.encoding ?? 'utf8');
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
