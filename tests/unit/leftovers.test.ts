import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { leftoverProcesses, RUN_MARK } from '../support/leftovers';

it.runIf(process.platform === 'linux')(
  'finds a process a run left behind, also in a deleted folder, and nothing once it ends',
  async () => {
    const mark = `leftover-test-${process.pid}-${Date.now()}`;
    const dir = mkdtempSync(join(tmpdir(), 'leftover-'));
    const child = spawn('sleep', ['60'], { cwd: dir, env: { ...process.env, [RUN_MARK]: mark }, detached: true, stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      rmSync(dir, { recursive: true, force: true });
      const found = leftoverProcesses(mark);
      expect(found.map((leftover) => leftover.pid)).toEqual([child.pid]);
      expect(found[0].cwd).toMatch(/\(deleted\)$/);
      expect(found[0].command).toContain('sleep 60');
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
    await new Promise((resolve) => child.once('exit', resolve));
    expect(leftoverProcesses(mark)).toEqual([]);
  },
);
