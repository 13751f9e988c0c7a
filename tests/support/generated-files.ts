import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Vitest's global setup: the generated files (types, link table, editor schemas, the editing
 * screen's config) are not in git, so a fresh clone's first test run writes them, as every script
 * does (scripts/run.mjs). Quick when nothing changed.
 */
export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'generate'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`writing the generated files failed:\n${result.stdout}${result.stderr}`);
}
