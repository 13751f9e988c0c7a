import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnGroup, stopGroup, waitForOutput } from '../support/process-group';

/** scripts/run.mjs: the npm scripts run on plain Node from a bundle of our own code (decision 012). */
describe('node scripts/run.mjs', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/run.mjs', ...args], { encoding: 'utf8' });

  it('runs a script with its arguments and passes on its exit code', () => {
    const ok = run('check');
    expect(ok.stdout + ok.stderr).toContain('site.yaml and content/ are valid');
    expect(ok.status).toBe(0);
    // --launch turns the placeholders (555 phone, example.com) into errors: the argument arrived.
    const launch = run('check', '--launch');
    expect(launch.status).toBe(1);
    expect(launch.stdout + launch.stderr).toMatch(/error \[placeholder\] sample review '.*' is not real content/);
  });

  it('bundles only our code: every package is loaded by Node itself', () => {
    run('check');
    const bundle = readFileSync('.build/scripts/check.mjs', 'utf8');
    expect(bundle).toMatch(/^import .* from "yaml";$/m);
    expect(bundle).not.toMatch(/^\/\/ node_modules\//m);
    expect(bundle).toContain('// src/checks/site.ts');
  });

  it('names the scripts it can run when asked for one that does not exist', () => {
    const result = run('no-such-script');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('scripts/<name>.ts exists');
  });

  it('ends when the reader of its output stops early, as `npm run build 2>&1 | head -1` does', async () => {
    const out = mkdtempSync(join('.build', 'head-'));
    // The shell's pipe: the build's output and its errors go to a reader that takes one line and goes.
    const piped = spawnGroup('bash', ['-c', 'node scripts/run.mjs build 2>&1 | head -n 1 > /dev/null; echo "build ${PIPESTATUS[0]}"'], {
      env: { ...process.env, OUT_DIR: out },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // Before, every later line failed, the failure was logged to the same closed pipe, and the
      // build spun on a core from then on, never ending (this wait then timed out).
      const ended = waitForOutput(piped, /^build (\d+)$/m, 'the piped build');
      const spinning = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the build never ended')), 90_000).unref());
      const [, code] = await Promise.race([ended, spinning]);
      expect(code).toBe('141');
    } finally {
      await stopGroup(piped);
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
