import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Two changes of one file made from the same `base` (`mine` and `theirs`), merged line by line
 * with git's own merge: the file with both, or null when they changed the same lines.
 */
export async function mergeLines(base: string, mine: string, theirs: string): Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'site-merge-'));
  try {
    for (const [name, text] of [
      ['mine', mine],
      ['base', base],
      ['theirs', theirs],
    ])
      writeFileSync(join(dir, name), text);
    try {
      const { stdout } = await run('git', ['merge-file', '-p', join(dir, 'mine'), join(dir, 'base'), join(dir, 'theirs')]);
      return stdout;
    } catch {
      // merge-file's status is the number of overlapping changes.
      return null;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
