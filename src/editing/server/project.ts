import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectFiles } from '../shared/engine';

/**
 * The files the check reads, for the editing screen's check in the browser (`/admin/project.json`):
 * site.yaml, content/, schema/ and the editor mapping as text; the names of the public files (not
 * the photos) and of the page kinds, which the check only looks for.
 */
export function projectFiles(contentRoot: string, codeRoot = contentRoot): ProjectFiles {
  const files: ProjectFiles = {};
  const text = (root: string, rel: string) => {
    if (existsSync(join(root, rel))) files[rel] = readFileSync(join(root, rel), 'utf8');
  };
  text(contentRoot, 'site.yaml');
  for (const dir of ['content', 'schema']) for (const rel of filesUnder(contentRoot, dir)) text(contentRoot, rel);
  text(codeRoot, '.vscode/settings.json');
  // Not the photos: the screen's own check leaves them to the server's, which reads them (src/checks/rules/images.ts).
  for (const rel of filesUnder(contentRoot, 'public')) if (!rel.startsWith('public/images/')) files[rel] = '';
  for (const rel of filesUnder(codeRoot, 'src/kinds')) if (/^src\/kinds\/[^/]+\/index\.ts$/.test(rel)) files[rel] = '';
  return files;
}

/** Every file under `dir` (relative to `root`, sorted), as paths relative to `root`; none when it is missing. */
export function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => (statSync(join(root, dir, name)).isDirectory() ? filesUnder(root, `${dir}/${name}`) : [`${dir}/${name}`]));
}
