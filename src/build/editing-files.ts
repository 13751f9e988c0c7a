import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectFiles } from '../editing/shared/engine';
import { EDITING_DIR, PROJECT_FILE, REPOSITORY_FILE } from '../netlify/project-files.server';
import type { EditingRepository } from '../netlify/repository';

/**
 * The files the editing screen's check and preview read on a Netlify site, written by the build
 * beside the site and never into it (anyone can read what is published): the project-files
 * function serves them to a signed-in editor only (src/netlify/project-files.server.ts), with the
 * repository it checks the editor's rights on.
 */
export function writeEditingFiles(root: string, files: ProjectFiles, repository: EditingRepository): void {
  const dir = join(root, EDITING_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, value] of [
    [PROJECT_FILE, files],
    [REPOSITORY_FILE, repository],
  ] as const) {
    // Renamed into place: the function never reads half a file.
    writeFileSync(join(dir, `${name}.${process.pid}`), JSON.stringify(value));
    renameSync(join(dir, `${name}.${process.pid}`), join(dir, name));
  }
}
